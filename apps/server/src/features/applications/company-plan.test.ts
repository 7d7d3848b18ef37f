import { sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, inject, it } from "vitest";
import type { DatabaseHandle } from "../../db/client.ts";
import { keysetValues } from "../../lib/keyset-pagination.ts";
import { generateScaleData } from "../../seed/scale.ts";
import { type PlanNode, planOf, seqScanOf } from "../../testing/query-plan.ts";
import { openTestDatabase } from "../../testing/test-database.ts";
import { companyDashboardQuery } from "../dashboards/dashboards.service.ts";
import {
  companyApplicationShape,
  companyApplicationValues,
  companyPageQuery,
  readCompanyCounters,
} from "./company-applications.service.ts";
import { exportBatchQuery } from "./export-applications.service.ts";

/**
 * A company's applications are read along its own index (company_id, newest first), and its
 * counters come from application_counts: an EXPLAIN of the exact prepared statements, for the given
 * values and for any values (the generic plan a named statement settles on), with applications spread
 * over 200 companies. (A company holding a large share of all applications may instead be read along
 * the newest-first index of all applications, which finds its rows as quickly.)
 */
const INTERNSHIPS = 5_000;
const APPLICATIONS = 60_000;

let database: DatabaseHandle;
let companyId: string;

beforeAll(async () => {
  database = await openTestDatabase(inject("pgliteImage"));
  await generateScaleData(database.db, {
    internships: INTERNSHIPS,
    applications: APPLICATIONS,
    companies: 200,
  });
  // Every decision that took effect has its row (docs/decisions/016); the list shows the newest.
  await database.db.execute(sql`
    insert into application_decisions
      (application_id, company_id, student_id, decided_by, from_status, to_status, created_at, effective_at, settled_at)
    select id, company_id, student_id, company_id, 'reviewing', status, updated_at, updated_at, updated_at
    from applications where status in ('accepted', 'rejected')`);
  await database.db.execute(sql`analyze`);
  const result = (await database.db.execute(
    sql`select company_id as "companyId" from applications group by company_id order by count(*) desc limit 1`,
  )) as unknown as { rows: { companyId: string }[] };
  companyId = result.rows[0]!.companyId;
}, 240_000);
afterAll(() => database?.close());

const scansApplications = seqScanOf("applications");

function subtreeOf(node: PlanNode): PlanNode[] {
  return [node, ...(node.Plans ?? []).flatMap(subtreeOf)];
}

describe(`a company's applications at ${APPLICATIONS.toLocaleString("en")} applications`, () => {
  it("reads the review list along the company's index, with and without a status filter", async () => {
    for (const [filters, index] of [
      [{}, "applications_company_created_idx"],
      [{ status: "pending" as const }, "applications_company_status_created_idx"],
    ] as const) {
      const shape = companyApplicationShape(filters);
      const values = { ...companyApplicationValues(companyId, filters), ...keysetValues({ limit: 20 }) };
      for (const mode of ["force_custom_plan", "force_generic_plan"] as const) {
        const plan = await planOf(database.db, companyPageQuery(database.db, shape, "first"), values, mode);
        expect(plan).toContainEqual(expect.objectContaining({ "Index Name": index }));
        // Each row's newest decision is one probe of its own index.
        expect(plan).toContainEqual(
          expect.objectContaining({ "Index Name": "application_decisions_application_idx" }),
        );
        expect(plan.filter(scansApplications)).toEqual([]);
        expect(plan.filter(seqScanOf("application_decisions"))).toEqual([]);
        // No sort of the company's applications: only, on newer PostgreSQL, of the page's rows as they
        // are put in their JSON list in order (a Sort above the page's Limit).
        for (const sort of plan.filter((node) => node["Node Type"] === "Sort")) {
          expect(subtreeOf(sort).map((node) => node["Node Type"])).toContain("Limit");
        }
      }
    }
  });

  it("reads the company dashboard in one statement along the company's indexes", async () => {
    const values = { companyId, recent: 5, active: 3 };
    for (const mode of ["force_custom_plan", "force_generic_plan"] as const) {
      const plan = await planOf(database.db, companyDashboardQuery(database.db).query, values, mode);
      const indexes = plan.map((node) => node["Index Name"]);
      expect(indexes).toContain("applications_company_created_idx");
      expect(indexes).toContain("internships_company_status_idx");
      expect(plan.filter(scansApplications)).toEqual([]);
      expect(plan.filter(seqScanOf("internships"))).toEqual([]);
      expect(plan.filter(seqScanOf("application_counts"))).toEqual([]);
    }
  });

  it("reads the export's batches along the company's index", async () => {
    const shape = companyApplicationShape({});
    const values = {
      ...companyApplicationValues(companyId, {}),
      cursorCreatedAt: new Date().toISOString(),
      cursorId: "ffffffff-ffff-4fff-bfff-ffffffffffff",
      limit: 2000,
    };
    const plan = await planOf(
      database.db,
      exportBatchQuery(database.db, shape, false),
      values,
      "force_generic_plan",
    );
    expect(plan).toContainEqual(
      expect.objectContaining({ "Index Name": "applications_company_created_idx" }),
    );
    expect(plan.filter(scansApplications)).toEqual([]);
  });

  it("takes its counters from application_counts, equal to counting the applications", async () => {
    const { counts } = await readCompanyCounters(database.db, companyId);
    const result = (await database.db.execute(
      sql`select count(*)::int as "all", count(*) filter (where status = 'pending')::int as pending from applications where company_id = ${companyId}`,
    )) as unknown as { rows: { all: number; pending: number }[] };
    expect(counts.all).toBe(result.rows[0]!.all);
    expect(counts.pending).toBe(result.rows[0]!.pending);
    expect(counts.all).toBeGreaterThan(100);
  });
});
