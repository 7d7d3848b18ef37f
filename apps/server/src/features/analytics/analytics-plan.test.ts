import { sql } from "drizzle-orm";
import { PgDialect } from "drizzle-orm/pg-core";
import { afterAll, beforeAll, describe, expect, inject, it } from "vitest";
import type { DatabaseHandle } from "../../db/client.ts";
import { generateScaleData } from "../../seed/scale.ts";
import { type PlanNode, planOf } from "../../testing/query-plan.ts";
import { openTestDatabase } from "../../testing/test-database.ts";
import { type AnalyticsRange, analyticsQuery, computeAnalytics } from "./application-analytics.service.ts";

/**
 * Decision record 015: the analytics never read the applications; every figure is an aggregate over
 * the counters kept beside them, along their indexes. An EXPLAIN of the exact statement, planned for
 * its values and for any values, on generated data.
 */
const APPLICATIONS = 60_000;

let database: DatabaseHandle;

beforeAll(async () => {
  database = await openTestDatabase(inject("pgliteImage"));
  await generateScaleData(database.db, { internships: 5_000, applications: APPLICATIONS, companies: 200 });
  await database.db.execute(sql`analyze`);
}, 240_000);
afterAll(() => database?.close());

const dialect = new PgDialect();
const statement = (range: AnalyticsRange) => ({ toSQL: () => dialect.sqlToQuery(analyticsQuery(range)) });
const indexNames = (plan: PlanNode[]) => plan.map((node) => node["Index Name"]).filter(Boolean);

describe(`the analytics at ${APPLICATIONS.toLocaleString("en")} applications`, () => {
  it.each([
    ["all time", { from: null, to: "2030-01-01" }],
    ["ninety days", { from: "2029-10-04", to: "2030-01-01" }],
  ] as [string, AnalyticsRange][])("never reads the applications (%s)", async (_label, range) => {
    for (const mode of ["force_custom_plan", "force_generic_plan"] as const) {
      const plan = await planOf(database.db, statement(range), {}, mode);
      expect(plan.filter((node) => node["Relation Name"] === "applications")).toEqual([]);
      expect(indexNames(plan)).toEqual(
        expect.arrayContaining([
          "internship_application_counts_top_idx",
          "application_daily_counts_day_company_id_pk",
        ]),
      );
    }
  });

  it("agrees with counting the applications", async () => {
    const figures = await computeAnalytics(database.db, { from: "2000-01-01", to: "2100-01-01" });
    const result = (await database.db.execute(sql`
      select count(*)::int as total,
             (select count(*)::int from applications
               where internship_id = ${figures.topInternships[0]!.internshipId}) as top
      from applications`)) as unknown as { rows: { total: number; top: number }[] };
    expect(figures.total).toBe(APPLICATIONS);
    expect(figures.total).toBe(result.rows[0]!.total);
    expect(figures.topInternships[0]!.count).toBe(result.rows[0]!.top);
    expect(figures.trend.days.reduce((sum, day) => sum + day.count, 0)).toBe(APPLICATIONS);
  });
});
