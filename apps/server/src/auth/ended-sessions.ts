import { createHash } from "node:crypto";
import type { Database, Transaction } from "../db/client.ts";

/**
 * Sessions of one account that just ended: all of them (a reset, a deletion, an admin ending them), all
 * but one (a password change keeps the session it made, "sign out other sessions" the one asking) or one
 * (a sign-out, a revoked session). A session is named by `sessionTag`, never by its token: this travels
 * between server instances through the database's NOTIFY channel, which is no place for a secret.
 */
export type EndedSessions =
  | { userId: string; scope: "all" }
  | { userId: string; scope: "all-but" | "one"; session: string };

/** Ends sessions on this instance at once (its cache, its live streams) and on the others through the database. */
export type SessionEnder = {
  /** On `tx`, the other instances hear of it only when it commits. */
  end(ended: EndedSessions, tx?: Database | Transaction): Promise<void>;
};

/** A session's name outside the database: a hash of its token, which cannot be turned back into it. */
export function sessionTag(token: string): string {
  return createHash("sha256").update(token).digest("base64url");
}

/** The session token in a session cookie's value (`token.signature`, URL-encoded). */
export function sessionTokenOf(cookieValue: string): string | undefined {
  try {
    return decodeURIComponent(cookieValue).split(".")[0] || undefined;
  } catch {
    return undefined;
  }
}

/** Whether the session `cookieValue` of `userId` is one of `ended`. */
export function isEnded(ended: EndedSessions, userId: string, cookieValue: string | undefined): boolean {
  if (userId !== ended.userId) return false;
  if (ended.scope === "all") return true;
  const token = cookieValue ? sessionTokenOf(cookieValue) : undefined;
  const isNamed = token !== undefined && sessionTag(token) === ended.session;
  return ended.scope === "one" ? isNamed : !isNamed;
}
