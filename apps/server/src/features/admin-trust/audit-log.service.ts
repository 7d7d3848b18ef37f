import type { AuditEntry, AuditPage } from "@internpath/shared/trust-answers";
import { auditQuerySchema, TRUST_MESSAGES } from "@internpath/shared/trust-schemas";
import { and, eq, sql } from "drizzle-orm";
import { requireRole } from "../../auth/guards.ts";
import type { Actor } from "../../auth/session.ts";
import type { Database } from "../../db/client.ts";
import { adminAuditLog } from "../../db/schema/marketplace.ts";
import { parseOrThrow } from "../../lib/app-error.ts";
import { cursorKey, keysetPage } from "../../lib/keyset-pagination.ts";

const keyColumns = { createdAt: adminAuditLog.createdAt, id: adminAuditLog.id };

/**
 * GET /api/admin/audit: the audit log, newest first, a keyset page at a time, filtered by admin,
 * action, target type and dates (UTC days, both ends included). Read only: nothing in the product
 * changes or removes an entry (and the database refuses to).
 */
export async function findAuditEntries(
  db: Database,
  actor: Actor | null,
  query: unknown,
): Promise<AuditPage> {
  requireRole(actor, ["admin"], TRUST_MESSAGES.onlyAdmins);
  const filters = parseOrThrow(auditQuerySchema, query);
  const where = and(
    filters.adminId ? eq(adminAuditLog.adminId, filters.adminId) : undefined,
    filters.action ? eq(adminAuditLog.action, filters.action) : undefined,
    filters.targetType ? eq(adminAuditLog.targetType, filters.targetType) : undefined,
    filters.from
      ? sql`${adminAuditLog.createdAt} >= (${filters.from}::date)::timestamp at time zone 'UTC'`
      : undefined,
    filters.to
      ? sql`${adminAuditLog.createdAt} < ((${filters.to}::date + 1)::timestamp at time zone 'UTC')`
      : undefined,
  );
  return keysetPage(
    keyColumns,
    filters,
    (keyset) =>
      db
        .select({
          id: adminAuditLog.id,
          adminId: adminAuditLog.adminId,
          adminEmail: adminAuditLog.adminEmail,
          action: adminAuditLog.action,
          targetType: adminAuditLog.targetType,
          targetId: adminAuditLog.targetId,
          changes: adminAuditLog.changes,
          createdAt: adminAuditLog.createdAt,
          cursorKey: cursorKey(adminAuditLog.createdAt, adminAuditLog.id),
        })
        .from(adminAuditLog)
        .where(and(where, keyset.where))
        .orderBy(...keyset.orderBy)
        .limit(keyset.limit),
    (row) => ({
      id: row.id,
      adminId: row.adminId,
      adminEmail: row.adminEmail,
      action: row.action,
      targetType: row.targetType,
      targetId: row.targetId,
      changes: row.changes as AuditEntry["changes"],
      createdAt: row.createdAt.toISOString(),
    }),
  );
}
