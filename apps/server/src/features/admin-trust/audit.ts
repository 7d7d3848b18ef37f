import type { Actor } from "../../auth/session.ts";
import type { Database, Transaction } from "../../db/client.ts";
import { adminAuditLog } from "../../db/schema/marketplace.ts";

/**
 * The admin audit log's writing side (docs/product.md, "Audit log"): every admin write records who,
 * when, what and the before/after of the fields it changed, in the write's own transaction, so an
 * entry exists exactly when the write happened.
 */

export type AuditDraft = {
  /** `company.approve`, `internship.update`...: the target type, a dot, the verb. */
  action: string;
  targetType: "company" | "student" | "admin" | "account" | "internship" | "application" | "settings";
  targetId: string | null;
  /** The target's fields before the write (null for a create). */
  before?: Record<string, unknown> | null;
  /** The target's fields after it (null for a delete). */
  after?: Record<string, unknown> | null;
};

/** Bookkeeping columns that change with every write and tell nothing. */
const IGNORED_FIELDS = new Set(["updatedAt", "cursorKey"]);

function comparable(value: unknown): unknown {
  return value instanceof Date ? value.toISOString() : value === undefined ? null : value;
}

/** The fields whose value differs, as `{ field: { before, after } }`. */
export function changedFields(
  before: Record<string, unknown> | null | undefined,
  after: Record<string, unknown> | null | undefined,
): Record<string, { before: unknown; after: unknown }> {
  const changes: Record<string, { before: unknown; after: unknown }> = {};
  const keys = new Set([...Object.keys(before ?? {}), ...Object.keys(after ?? {})]);
  for (const key of keys) {
    if (IGNORED_FIELDS.has(key)) continue;
    const was = comparable(before?.[key]);
    const is = comparable(after?.[key]);
    if (JSON.stringify(was) !== JSON.stringify(is)) changes[key] = { before: was, after: is };
  }
  return changes;
}

/** Records one admin action on the caller's transaction. */
async function recordAdminAction(tx: Database | Transaction, admin: Actor, draft: AuditDraft) {
  await tx.insert(adminAuditLog).values({
    adminId: admin.id,
    adminEmail: admin.email,
    action: draft.action,
    targetType: draft.targetType,
    targetId: draft.targetId,
    changes: changedFields(draft.before, draft.after),
  });
}

/** An admin write's entry: what it does to which target, and how to read that target's fields. */
export type AuditedAction<T> = {
  /** `company.approve`, `internship.update`...: the target type, a dot, the verb. */
  action: string;
  targetType: AuditDraft["targetType"];
  /** The target the request names; null for one a create makes (`idOf` reads it from the result) or the settings. */
  targetId: string | null;
  idOf?: (result: T) => string;
  /**
   * The target's fields the entry compares, read in the write's transaction just before and just after it
   * (null: none, as before a create or after a delete).
   */
  snapshot: (db: Database, targetId: string | null) => Promise<Record<string, unknown> | null>;
};

/**
 * How a service makes an admin write (the one way): when an admin makes it, `write` runs in a transaction
 * that reads the target before and after it and records the entry; a failed write rolls back and records
 * nothing. Others' writes (a company's to its own internship) run as they are.
 */
export async function adminWrite<T>(
  db: Database,
  actor: Actor | null,
  audited: AuditedAction<T>,
  write: (db: Database) => Promise<T>,
): Promise<T> {
  if (actor?.role !== "admin") return write(db);
  return db.transaction(async (transaction) => {
    // A transaction is a database for the services it is handed to (nested transactions become savepoints).
    const tx = transaction as unknown as Database;
    const before = await audited.snapshot(tx, audited.targetId);
    const result = await write(tx);
    const targetId = audited.targetId ?? audited.idOf?.(result) ?? null;
    const after = await audited.snapshot(tx, targetId);
    const { action, targetType } = audited;
    await recordAdminAction(transaction, actor, { action, targetType, targetId, before, after });
    return result;
  });
}
