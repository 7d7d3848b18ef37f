import type { Role } from "@internpath/shared/enums";
import { eq, type SQL } from "drizzle-orm";
import type { AnyPgColumn } from "drizzle-orm/pg-core";
import { AppError } from "../lib/app-error.ts";
import { isUuid } from "../lib/keyset-pagination.ts";
import type { Actor } from "./session.ts";

/**
 * The one place services check who is asking (docs/product.md, "Roles and permissions").
 * Every service calls these itself: the UI hiding a button is never the guard.
 */

/** Signed in, or 401. */
export function requireActor(actor: Actor | null, signedOutMessage?: string): Actor {
  if (!actor) throw AppError.unauthorized(signedOutMessage);
  return actor;
}

/** Signed in (401) with one of `roles` (403 with `message`). */
export function requireRole<R extends Role>(
  actor: Actor | null,
  roles: readonly R[],
  message?: string,
  signedOutMessage?: string,
): Actor & { role: R } {
  const signedIn = requireActor(actor, signedOutMessage);
  if (!isOneOf(signedIn, roles)) throw AppError.forbidden(message);
  return signedIn;
}

/**
 * An admin's action on one row by id: signed in (401), an admin (403 with `texts.onlyAdmins`), and an id of
 * the row's pattern (else 404 with `texts.notFound`, as a missing row reads), checked before any query.
 */
export function requireAdminTarget(
  actor: Actor | null,
  id: string,
  texts: { onlyAdmins: string; notFound: string },
  isId: (id: string) => boolean = isUuid,
): Actor & { role: "admin" } {
  const admin = requireRole(actor, ["admin"], texts.onlyAdmins);
  if (!isId(id)) throw AppError.notFound(texts.notFound);
  return admin;
}

function isOneOf<R extends Role>(actor: Actor, roles: readonly R[]): actor is Actor & { role: R } {
  return (roles as readonly Role[]).includes(actor.role);
}

/**
 * Limits a query to the actor's own rows; admins are not limited. Another owner's row then reads
 * as missing (404), exactly like one that does not exist, so ids cannot be probed. For a service
 * open to one role that is not admin, always a condition.
 */
export function ownedBy(actor: Actor & { role: Exclude<Role, "admin"> }, ownerColumn: AnyPgColumn): SQL;
export function ownedBy(actor: Actor, ownerColumn: AnyPgColumn): SQL | undefined;
export function ownedBy(actor: Actor, ownerColumn: AnyPgColumn): SQL | undefined {
  return actor.role === "admin" ? undefined : eq(ownerColumn, actor.id);
}

/** The actor owns the row (`ownerId`) or is an admin. */
export function isOwnerOrAdmin(actor: Actor | null, ownerId: string | null | undefined): boolean {
  return actor?.role === "admin" || (actor !== null && ownerId !== undefined && actor.id === ownerId);
}
