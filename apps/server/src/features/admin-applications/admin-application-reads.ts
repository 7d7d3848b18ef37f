import {
  ADMIN_APPLICATION_COUNT_LIMIT,
  type AdminApplicationSort,
} from "@internpath/shared/admin-applications-schemas";
import { sql } from "drizzle-orm";
import type { Database } from "../../db/client.ts";
import { type AdminApplicationFilters, searchCountQuery } from "./admin-application-queries.ts";

/** What the list and the export share: how many rows match, and so how to read them (decision 014). */

export type ReadOptions = {
  /**
   * Up to how many matches a read gathers and sorts them ("set") rather than walking the sort's index;
   * a search counts no further ("10,000+"). Tests lower it to drive both ways over small data.
   */
  setLimit?: number;
};

export type MatchCount = { total: number; isTotalCapped: boolean };

async function firstNumber(db: Database, query: ReturnType<typeof sql>): Promise<number> {
  const result = (await db.execute(query)) as unknown as { rows: { count: number | string | null }[] };
  return Number(result.rows[0]?.count ?? 0);
}

/**
 * The number of matching applications without counting a million rows: the trigger-kept
 * application_counts (per company and status) when only the status and the company filter; one
 * internship's rows along its index; a search's matches up to the limit.
 */
export async function countMatches(
  db: Database,
  filters: AdminApplicationFilters,
  { setLimit = ADMIN_APPLICATION_COUNT_LIMIT }: ReadOptions = {},
): Promise<MatchCount> {
  if (filters.q) {
    const count = await firstNumber(db, searchCountQuery(filters.q, filters, setLimit + 1));
    return count > setLimit
      ? { total: setLimit, isTotalCapped: true }
      : { total: count, isTotalCapped: false };
  }
  if (filters.internshipId) {
    const count = await firstNumber(
      db,
      sql`select count(*)::int as count from applications a
        where a.internship_id = ${filters.internshipId}::uuid
        ${filters.status ? sql`and a.status = ${filters.status}::text` : sql``}
        ${filters.companyId ? sql`and a.company_id = ${filters.companyId}::text` : sql``}`,
    );
    return { total: count, isTotalCapped: false };
  }
  const count = await firstNumber(
    db,
    sql`select coalesce(sum(count), 0)::int as count from application_counts
      where true
      ${filters.status ? sql`and status = ${filters.status}::text` : sql``}
      ${filters.companyId ? sql`and company_id = ${filters.companyId}::text` : sql``}`,
  );
  return { total: count, isTotalCapped: false };
}

/**
 * How to read: gather the matches and sort them ("set") when a filter or a search leaves few rows
 * that the sort's walk could not find quickly (a search; one internship; one company's applicants in
 * name order, which would walk every student); otherwise walk the sort's index. A walk that can read
 * its filter's own index (dates, statuses, a company's applications) stays a walk, however few.
 */
export function strategyFor(
  count: MatchCount,
  filters: AdminApplicationFilters,
  sort: AdminApplicationSort,
  { setLimit = ADMIN_APPLICATION_COUNT_LIMIT }: ReadOptions = {},
): "set" | "walk" {
  const isFew = !count.isTotalCapped && count.total <= setLimit;
  const isSparse =
    Boolean(filters.q) || Boolean(filters.internshipId) || (sort === "student" && Boolean(filters.companyId));
  return isFew && isSparse ? "set" : "walk";
}
