import { sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, inject, it } from "vitest";
import type { DatabaseHandle } from "../../db/client.ts";
import { keysetValues } from "../../lib/keyset-pagination.ts";
import { generateScaleData } from "../../seed/scale.ts";
import { type PlanNode, planOf, seqScanOf } from "../../testing/query-plan.ts";
import { openTestDatabase } from "../../testing/test-database.ts";
import {
  adminInternshipCountQuery,
  adminInternshipPageQuery,
  adminInternshipShape,
  adminInternshipValues,
} from "./find-admin-internships.service.ts";

/**
 * The admin's internship list reads indexes, never a whole table, and never the applications (their
 * counts come from internship_application_counts): an EXPLAIN of the exact statements, as the
 * endpoint runs them. Lists without a search are named statements (checked as generic plans, what a
 * named statement settles on); a search is planned for its own term (a custom plan).
 */
const INTERNSHIPS = 20_000;

let database: DatabaseHandle;
let companyId: string;

beforeAll(async () => {
  database = await openTestDatabase(inject("pgliteImage"));
  await generateScaleData(database.db, { internships: INTERNSHIPS, applications: 40_000, companies: 100 });
  // As autovacuum leaves a table: statistics, and a visibility map for index-only scans.
  await database.db.execute(sql`vacuum analyze`);
  const result = (await database.db.execute(
    sql`select company_id as "companyId" from internships group by company_id order by count(*) desc limit 1`,
  )) as unknown as { rows: { companyId: string }[] };
  companyId = result.rows[0]!.companyId;
}, 240_000);
afterAll(() => database?.close());

const touchesApplications = (node: PlanNode) => node["Relation Name"] === "applications";
const scansInternships = seqScanOf("internships");
const indexNames = (plan: PlanNode[]) => plan.map((node) => node["Index Name"]).filter(Boolean);

async function plans(filters: Record<string, string>, companyIds: string[] = []) {
  const shape = adminInternshipShape(filters);
  const values = { ...adminInternshipValues(filters, companyIds), ...keysetValues({ limit: 20 }) };
  const mode = shape.q ? "force_custom_plan" : "force_generic_plan";
  return {
    page: await planOf(database.db, adminInternshipPageQuery(database.db, shape, "first"), values, mode),
    count: await planOf(database.db, adminInternshipCountQuery(database.db, shape), values, mode),
  };
}

describe(`the admin internship list at ${INTERNSHIPS.toLocaleString("en")} internships`, () => {
  it.each([
    [{}, "internships_created_idx"],
    [{ status: "closed" }, undefined],
    [{ companyId: "<company>" }, "internships_company_created_idx"],
    [{ companyId: "<company>", status: "draft" }, "internships_company_created_idx"],
  ] as [Record<string, string>, string | undefined][])(
    "pages %j along an index without sorting, and counts from an index",
    async (given, pageIndex) => {
      const filters = Object.fromEntries(
        Object.entries(given).map(([key, value]) => [key, value === "<company>" ? companyId : value]),
      );
      const { page, count } = await plans(filters);
      for (const plan of [page, count]) {
        expect(plan.filter(scansInternships)).toEqual([]);
        expect(plan.filter(touchesApplications)).toEqual([]);
      }
      expect(page.map((node) => node["Node Type"])).not.toContain("Sort");
      expect(indexNames(page)).toEqual(
        expect.arrayContaining([pageIndex ?? expect.stringMatching(/^internships_(status_)?created_idx$/)]),
      );
      expect(indexNames(page)).toContain("internship_application_counts_pkey");
      expect(indexNames(count).length).toBeGreaterThan(0);
    },
  );

  it("finds a rare term through the trigram indexes of title and location", async () => {
    const { page, count } = await plans({ q: "qqzzx" });
    for (const plan of [page, count]) {
      expect(plan.filter(scansInternships)).toEqual([]);
      expect(plan.filter(touchesApplications)).toEqual([]);
      expect(indexNames(plan)).toEqual(
        expect.arrayContaining(["internships_title_trgm_idx", "internships_location_trgm_idx"]),
      );
    }
  });

  it("finds a company's internships by its name without reading the table", async () => {
    const { page, count } = await plans({ q: "qqzzx" }, [companyId]);
    for (const plan of [page, count]) {
      expect(plan.filter(scansInternships)).toEqual([]);
      expect(plan.filter(touchesApplications)).toEqual([]);
    }
    expect(indexNames(count)).toEqual(
      expect.arrayContaining([expect.stringMatching(/^internships_company_(created|status)_idx$/)]),
    );
  });

  it("walks the newest-first index for a term most titles contain", async () => {
    const { page } = await plans({ q: "intern" });
    expect(page.filter(scansInternships)).toEqual([]);
    expect(page.filter(touchesApplications)).toEqual([]);
    expect(indexNames(page)).toContain("internships_created_idx");
  });
});
