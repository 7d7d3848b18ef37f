import type {
  AnalyticsCompany,
  AnalyticsDay,
  AnalyticsInternship,
  ApplicationAnalytics,
} from "@internpath/shared/analytics-answers";
import {
  ANALYTICS_MAX_RANGE_DAYS,
  ANALYTICS_TOP_COUNT,
  analyticsQuerySchema,
  daysBetween,
} from "@internpath/shared/analytics-schemas";
import { APPLICATION_STATUSES, type ApplicationStatus } from "@internpath/shared/enums";
import { type SQL, sql } from "drizzle-orm";
import { requireRole } from "../../auth/guards.ts";
import type { Actor } from "../../auth/session.ts";
import type { Database } from "../../db/client.ts";
import { AppError, parseOrThrow } from "../../lib/app-error.ts";

/**
 * Application Analytics (docs/decisions/015-analytics.md): every figure is an aggregate over counters
 * the database keeps in the transaction of each application write (application_counts per company and
 * status, internship_application_counts, application_daily_counts per UTC day and company), never a
 * read of the applications themselves. One statement, so every figure comes from the same snapshot.
 */

export const ONLY_ADMINS_SEE_ANALYTICS = "Only administrators can see analytics";

export type AnalyticsRange = { from: string | null; to: string };

/** Today's UTC calendar date, the day Application Trends ends at unless told otherwise. */
export function todayUtc(now = new Date()): string {
  return now.toISOString().slice(0, 10);
}

/** The validated range: `to` defaults to today; a `from` after it, or too far before it, is refused. */
export function analyticsRange(input: unknown, now = new Date()): AnalyticsRange {
  const query = parseOrThrow(analyticsQuerySchema, input);
  const to = query.to ?? todayUtc(now);
  if (query.from && query.from > to) {
    throw AppError.badRequest("From must be on or before To", { from: "From must be on or before To" });
  }
  if (query.from && daysBetween(query.from, to) > ANALYTICS_MAX_RANGE_DAYS) {
    const message = `The range can cover at most ${ANALYTICS_MAX_RANGE_DAYS} days`;
    throw AppError.badRequest(message, { from: message });
  }
  return { from: query.from ?? null, to };
}

/**
 * The whole answer in one statement (exported so a test can EXPLAIN it). Without `from`, the trend
 * starts at the first day with an application (at most ANALYTICS_MAX_RANGE_DAYS before `to`).
 */
export function analyticsQuery({ from, to }: AnalyticsRange): SQL {
  const top = sql.raw(String(ANALYTICS_TOP_COUNT));
  const maxDaysBack = sql.raw(String(ANALYTICS_MAX_RANGE_DAYS - 1));
  return sql`
    with first_data as (
      select min(day) as day from application_daily_counts where count > 0
    ),
    bounds as (
      select coalesce(
               ${from}::date,
               -- greatest() skips nulls: without applications the trend is today alone.
               case when first_data.day is not null
                 then least(greatest(first_data.day, ${to}::date - ${maxDaysBack}), ${to}::date) end,
               ${to}::date
             ) as first_day,
             ${to}::date as last_day
      from first_data
    ),
    statuses as (
      select status, sum(count)::int as count from application_counts group by status
    ),
    companies as (
      select company_id, sum(count)::int as count from application_counts
      group by company_id having sum(count) > 0
      order by count desc, company_id collate "C" limit ${top}
    ),
    internships_ranked as (
      select internship_id, count from internship_application_counts where count > 0
      order by count desc nulls last, internship_id limit ${top}
    ),
    days as (
      select day, sum(count)::int as count from application_daily_counts, bounds
      where day between bounds.first_day and bounds.last_day
      group by day having sum(count) > 0
    )
    select
      (select to_char(first_day, 'YYYY-MM-DD') from bounds) as "from",
      (select to_char(last_day, 'YYYY-MM-DD') from bounds) as "to",
      (select coalesce(json_agg(json_build_object('status', status, 'count', count)), '[]'::json)
         from statuses) as "statuses",
      (select coalesce(json_agg(json_build_object(
                'companyId', c.company_id, 'companyName', p.company_name, 'count', c.count)
                order by c.count desc, c.company_id collate "C"), '[]'::json)
         from companies c join profiles p on p.id = c.company_id) as "companies",
      (select coalesce(json_agg(json_build_object(
                'internshipId', r.internship_id, 'title', i.title, 'companyId', i.company_id,
                'companyName', p.company_name, 'count', r.count)
                order by r.count desc, r.internship_id), '[]'::json)
         from internships_ranked r
         join internships i on i.id = r.internship_id
         join profiles p on p.id = i.company_id) as "internships",
      (select coalesce(json_agg(json_build_object('day', to_char(day, 'YYYY-MM-DD'), 'count', count)
                order by day), '[]'::json)
         from days) as "days"`;
}

type AnalyticsRow = {
  from: string;
  to: string;
  statuses: unknown;
  companies: unknown;
  internships: unknown;
  days: unknown;
};

/** PostgreSQL's driver parses json columns; a driver that hands over text is parsed here. */
function json<T>(value: unknown): T {
  return (typeof value === "string" ? JSON.parse(value) : value) as T;
}

/** The figures for a range already validated (the export reuses them). */
export async function computeAnalytics(db: Database, range: AnalyticsRange): Promise<ApplicationAnalytics> {
  const result = (await db.execute(analyticsQuery(range))) as unknown as { rows: AnalyticsRow[] };
  const row = result.rows[0]!;
  const byStatus = Object.fromEntries(APPLICATION_STATUSES.map((status) => [status, 0])) as Record<
    ApplicationStatus,
    number
  >;
  for (const { status, count } of json<{ status: ApplicationStatus; count: number }[]>(row.statuses)) {
    byStatus[status] = count;
  }
  return {
    total: APPLICATION_STATUSES.reduce((sum, status) => sum + byStatus[status], 0),
    byStatus,
    topCompanies: json<AnalyticsCompany[]>(row.companies),
    topInternships: json<AnalyticsInternship[]>(row.internships),
    trend: { from: row.from, to: row.to, days: json<AnalyticsDay[]>(row.days) },
  };
}

/** GET /api/admin/analytics. */
export async function getApplicationAnalytics(
  db: Database,
  actor: Actor | null,
  query: unknown,
): Promise<ApplicationAnalytics> {
  requireRole(actor, ["admin"], ONLY_ADMINS_SEE_ANALYTICS);
  return computeAnalytics(db, analyticsRange(query));
}
