import { sql } from "drizzle-orm";
import { date, index, integer, pgTable, primaryKey, text, uuid } from "drizzle-orm/pg-core";
import { profiles } from "./auth.ts";
import { internships } from "./marketplace.ts";

/**
 * Counters the analytics read instead of counting applications (docs/decisions/015-analytics.md). Kept
 * by statement-level triggers on applications (migration "insights_analytics_triggers") in the
 * transaction of every insert, move and delete, cascades included, like application_counts.
 */

/** How many applications each internship has: Top Internship Positions and the admin list's counts. */
export const internshipApplicationCounts = pgTable(
  "internship_application_counts",
  {
    internshipId: uuid("internship_id")
      .primaryKey()
      .references(() => internships.id, { onDelete: "cascade" }),
    count: integer("count").notNull().default(0),
  },
  (t) => [
    /** The most applied-to internships are the first entries of this index. */
    index("internship_application_counts_top_idx")
      .on(t.count.desc(), t.internshipId)
      .where(sql`${t.count} > 0`),
  ],
);

/**
 * Applications sent per UTC day and company: Application Trends sums a range of days. Per company
 * rather than per day alone, so two applications to different companies never wait for the same row
 * (each write already locks its company's application_counts row).
 */
export const applicationDailyCounts = pgTable(
  "application_daily_counts",
  {
    day: date("day", { mode: "string" }).notNull(),
    companyId: text("company_id")
      .notNull()
      .references(() => profiles.id, { onDelete: "cascade" }),
    count: integer("count").notNull().default(0),
  },
  (t) => [
    primaryKey({ columns: [t.day, t.companyId] }),
    index("application_daily_counts_company_idx").on(t.companyId),
  ],
);
