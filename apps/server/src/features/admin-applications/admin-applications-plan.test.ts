import type { AdminApplicationSort } from "@internpath/shared/admin-applications-schemas";
import { sql } from "drizzle-orm";
import { PgDialect } from "drizzle-orm/pg-core";
import { afterAll, beforeAll, describe, expect, inject, it } from "vitest";
import type { DatabaseHandle } from "../../db/client.ts";
import { generateScaleData } from "../../seed/scale.ts";
import { type PlanNode, planOf, seqScanOf } from "../../testing/query-plan.ts";
import { openTestDatabase } from "../../testing/test-database.ts";
import type { AdminApplicationCursor } from "./admin-application-cursor.ts";
import {
  type AdminApplicationFilters,
  type ReadPlan,
  readOrder,
  readQuery,
  searchCountQuery,
} from "./admin-application-queries.ts";

/**
 * Manage Applications reads a page along indexes whatever its sort (decision 014): an EXPLAIN of the
 * exact statements, planned for any values (the generic plan) and for the given ones, first pages and
 * later ones, both directions, with 60,000 applications over 200 companies. No plan reads all the
 * applications, and a walk reads the index of its sort.
 */
const APPLICATIONS = 60_000;

let database: DatabaseHandle;
let companyId: string;
let internshipId: string;
const dialect = new PgDialect();

beforeAll(async () => {
  database = await openTestDatabase(inject("pgliteImage"));
  await generateScaleData(database.db, { internships: 5_000, applications: APPLICATIONS, companies: 200 });
  await database.db.execute(sql`analyze`);
  const result = (await database.db.execute(
    sql`select company_id as "companyId", internship_id as "internshipId" from applications limit 1`,
  )) as unknown as { rows: { companyId: string; internshipId: string }[] };
  ({ companyId, internshipId } = result.rows[0]!);
}, 240_000);
afterAll(() => database?.close());

const asQuery = (statement: ReturnType<typeof readQuery>) => ({ toSQL: () => dialect.sqlToQuery(statement) });
const scansApplications = seqScanOf("applications");
const indexesOf = (plan: PlanNode[]) => plan.map((node) => node["Index Name"]).filter(Boolean);

/** A cursor in the middle of the data, of the right kind for the sort. */
function cursorFor(sort: AdminApplicationSort): AdminApplicationCursor {
  const groups: Record<AdminApplicationSort, [string | null, string | null]> = {
    appliedAt: [null, null],
    student: ["m", "m"],
    company: ["m", "m"],
    internship: ["m", "88888888-8888-4888-8888-888888888888"],
    status: ["pending", "pending"],
  };
  const [groupKey, groupId] = groups[sort];
  return {
    groupKey,
    groupId,
    createdAt: "2026-01-01T00:00:00.000000Z",
    id: "88888888-8888-4888-8888-888888888888",
  };
}

const WALK_INDEXES: Record<AdminApplicationSort, string[]> = {
  appliedAt: ["applications_created_idx"],
  student: ["profiles_student_name_idx", "applications_student_created_idx"],
  company: ["profiles_company_name_idx", "applications_company_created_idx"],
  internship: ["internships_title_sort_idx", "applications_internship_"],
  status: ["applications_status_created_idx"],
};

async function plansOf(plan: ReadPlan) {
  const query = asQuery(readQuery(plan));
  return Promise.all(
    (["force_generic_plan", "force_custom_plan"] as const).map((mode) =>
      planOf(database.db, query, {}, mode),
    ),
  );
}

describe(`Manage Applications' plans at ${APPLICATIONS.toLocaleString("en")} applications`, () => {
  for (const sort of ["appliedAt", "student", "company", "internship", "status"] as const) {
    it(`sorted by ${sort}: walks its index in both directions, first and later pages, forwards and back`, async () => {
      for (const dir of ["asc", "desc"] as const) {
        for (const backwards of [false, true]) {
          for (const cursor of [null, cursorFor(sort)]) {
            const order = readOrder(sort, dir, backwards);
            const plans = await plansOf({ order, filters: {}, cursor, limit: 21, strategy: "walk" });
            for (const plan of plans) {
              const where = `${dir} backwards=${backwards} cursor=${Boolean(cursor)}`;
              expect(plan.filter(scansApplications), where).toEqual([]);
              const names = indexesOf(plan);
              for (const index of WALK_INDEXES[sort]) {
                expect(
                  names.some((name) => name?.startsWith(index)),
                  `${where} ${JSON.stringify(names)}`,
                ).toBe(true);
              }
            }
          }
        }
      }
    });
  }

  it("walks with a status or a company filter on the filter's own index, never reading all applications", async () => {
    const shapes: [AdminApplicationSort, AdminApplicationFilters, string][] = [
      ["appliedAt", { status: "pending" }, "applications_status_created_idx"],
      ["appliedAt", { companyId: "" }, "applications_company_created_idx"],
      ["appliedAt", { companyId: "", status: "accepted" }, "applications_company_status_created_idx"],
      ["status", { companyId: "" }, "applications_company_status_created_idx"],
      ["company", { companyId: "" }, "applications_company_created_idx"],
      ["student", { status: "pending" }, "applications_student_created_idx"],
      ["internship", { status: "rejected" }, "internships_title_sort_idx"],
    ];
    for (const [sort, given, index] of shapes) {
      const filters = given.companyId === "" ? { ...given, companyId } : given;
      for (const plan of await plansOf({
        order: readOrder(sort, "asc", false),
        filters,
        cursor: cursorFor(sort),
        limit: 21,
        strategy: "walk",
      })) {
        expect(plan.filter(scansApplications), `${sort} ${JSON.stringify(given)}`).toEqual([]);
        expect(indexesOf(plan), `${sort} ${JSON.stringify(given)}`).toContain(index);
      }
    }
  });

  it("gathers one internship's or one company's applications along their indexes", async () => {
    for (const [sort, filters, index] of [
      ["student", { internshipId }, "applications_internship_"],
      ["student", { companyId }, "applications_company_"],
    ] as const) {
      for (const plan of await plansOf({
        order: readOrder(sort, "asc", false),
        filters: filters as AdminApplicationFilters,
        cursor: cursorFor(sort),
        limit: 21,
        strategy: "set",
      })) {
        expect(plan.filter(scansApplications)).toEqual([]);
        expect(
          indexesOf(plan).some((name) => name?.startsWith(index)),
          JSON.stringify(indexesOf(plan)),
        ).toBe(true);
      }
    }
  });

  it("counts and gathers a search's matches through the trigram indexes, and walks with it along the sort", async () => {
    const term = "zzqx";
    const count = await planOf(
      database.db,
      asQuery(searchCountQuery(term, {}, 10_001)),
      {},
      "force_generic_plan",
    );
    expect(count.filter(scansApplications)).toEqual([]);
    expect(indexesOf(count)).toEqual(
      expect.arrayContaining([
        "profiles_full_name_trgm_idx",
        "profiles_company_name_trgm_idx",
        "internships_title_trgm_idx",
      ]),
    );
    for (const sort of ["appliedAt", "student", "company", "internship", "status"] as const) {
      for (const strategy of ["set", "walk"] as const) {
        for (const plan of await plansOf({
          order: readOrder(sort, "desc", false),
          filters: { q: term },
          cursor: null,
          limit: 21,
          strategy,
        })) {
          expect(plan.filter(scansApplications), `${sort} ${strategy}`).toEqual([]);
        }
      }
    }
  });
});
