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
export async function recordAdminAction(tx: Database | Transaction, admin: Actor, draft: AuditDraft) {
  await tx.insert(adminAuditLog).values({
    adminId: admin.id,
    adminEmail: admin.email,
    action: draft.action,
    targetType: draft.targetType,
    targetId: draft.targetId,
    changes: changedFields(draft.before, draft.after),
  });
}

/**
 * Runs a write; when an admin makes it, in a transaction that also records what `write` describes
 * (`audit` null: nothing was written, nothing is recorded). Others' writes run as they are.
 */
export async function adminWrite<T>(
  db: Database,
  actor: Actor | null,
  write: (db: Database) => Promise<{ result: T; audit: AuditDraft | null }>,
): Promise<T> {
  if (actor?.role !== "admin") return (await write(db)).result;
  return db.transaction(async (tx) => {
    // A transaction is a database for the services it is handed to (nested transactions become savepoints).
    const { result, audit } = await write(tx as unknown as Database);
    if (audit) await recordAdminAction(tx, actor, audit);
    return result;
  });
}
