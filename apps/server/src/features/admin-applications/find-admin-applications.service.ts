import type { AdminApplicationPage } from "@internpath/shared/admin-application-answers";
import {
  ADMIN_APPLICATION_TEXTS,
  adminApplicationListQuerySchema,
} from "@internpath/shared/admin-applications-schemas";
import { sql } from "drizzle-orm";
import { requireRole } from "../../auth/guards.ts";
import type { Actor } from "../../auth/session.ts";
import type { Database } from "../../db/client.ts";
import { parseOrThrow } from "../../lib/app-error.ts";
import { decodeAdminCursor, encodeAdminCursor } from "./admin-application-cursor.ts";
import {
  type AdminApplicationFilters,
  cursorAt,
  type ReadRow,
  readOrder,
  readRows,
  toAdminApplicationRow,
} from "./admin-application-queries.ts";
import { countMatches, type ReadOptions, strategyFor } from "./admin-application-reads.ts";

/** GET /api/admin/applications: Manage Applications, one page in any of its orders (decision 014). */
export async function findAdminApplications(
  db: Database,
  actor: Actor | null,
  query: unknown,
  options: ReadOptions = {},
): Promise<AdminApplicationPage> {
  requireRole(actor, ["admin"], ADMIN_APPLICATION_TEXTS.onlyAdmins);
  const params = parseOrThrow(adminApplicationListQuerySchema, query);
  const backwards = Boolean(params.before);
  const given = params.before ?? params.after;
  const cursor = given
    ? decodeAdminCursor(given, params.sort, params.dir, backwards ? "before" : "after")
    : null;
  const filters: AdminApplicationFilters = {
    q: params.q,
    status: params.status,
    companyId: params.companyId,
    internshipId: params.internshipId,
  };

  const [count, filterLabels] = await Promise.all([
    countMatches(db, filters, options),
    findFilterLabels(db, filters),
  ]);
  const order = readOrder(params.sort, params.dir, backwards);
  const rows = await readRows(db, {
    order,
    filters,
    cursor,
    limit: params.limit + 1,
    strategy: strategyFor(count, filters, params.sort, options),
  });

  const hasMore = rows.length > params.limit;
  const pageRows = rows.slice(0, params.limit);
  if (backwards) pageRows.reverse();
  const first = pageRows[0];
  const last = pageRows.at(-1);
  const cursorOf = (row: ReadRow) => encodeAdminCursor(params.sort, params.dir, cursorAt(row));
  // Read backwards, we came from a later page, so one follows our last row.
  const nextCursor = last && (backwards || hasMore) ? cursorOf(last) : null;
  const prevCursor = first && (backwards ? hasMore : given !== undefined) ? cursorOf(first) : null;
  return {
    items: pageRows.map(toAdminApplicationRow),
    nextCursor,
    prevCursor,
    total: count.total,
    isTotalCapped: count.isTotalCapped,
    filterLabels,
  };
}

/** The chosen company's name and internship's title, so the page can show its filters after a reload. */
async function findFilterLabels(
  db: Database,
  filters: AdminApplicationFilters,
): Promise<AdminApplicationPage["filterLabels"]> {
  if (!filters.companyId && !filters.internshipId) return {};
  const result = (await db.execute(sql`select
      (select coalesce(nullif(company_name, ''), full_name) from profiles
        where id = ${filters.companyId ?? null}::text and role = 'company') as company,
      (select title from internships where id = ${filters.internshipId ?? null}::uuid) as internship`)) as unknown as {
    rows: { company: string | null; internship: string | null }[];
  };
  const row = result.rows[0];
  return {
    ...(filters.companyId && { company: row?.company ?? null }),
    ...(filters.internshipId && { internship: row?.internship ?? null }),
  };
}
