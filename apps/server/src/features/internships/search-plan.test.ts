import { internshipListQuerySchema } from "@internpath/shared/internship-schemas";
import { sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, inject, it } from "vitest";
import type { DatabaseHandle } from "../../db/client.ts";
import { SEARCH_STATEMENT } from "../../db/prepared.ts";
import { parseJsonText } from "../../lib/json-text.ts";
import { keysetValues, pageDirection } from "../../lib/keyset-pagination.ts";
import { generateScaleData } from "../../seed/scale.ts";
import { planOf, seqScanOf, statementNameOf } from "../../testing/query-plan.ts";
import { openTestDatabase } from "../../testing/test-database.ts";
import { studentDashboardQuery } from "../dashboards/dashboards.service.ts";
import {
  rankRecommendations,
  recommendationQuery,
  recommendedCardsQuery,
} from "./browse-internships.service.ts";
import { browseValues, shapeOf } from "./browse-query.ts";
import { cardContentsQuery } from "./card-contents.ts";
import {
  browseCountQuery,
  browsePageQuery,
  deadlinePageQuery,
  findOpenInternships,
  rankingQuery,
} from "./find-open-internships.service.ts";

/**
 * Decision record 002: "the browse queries use an index at 100k internships". An EXPLAIN of the
 * exact statements the browse endpoint prepares, on generated data, not a timing: as PostgreSQL
 * plans them for the given values (a custom plan), and, for the statements that keep one plan, as
 * it plans them for any values (the generic plan a named statement may settle on).
 */
const INTERNSHIPS = 100_000;

let database: DatabaseHandle;

beforeAll(async () => {
  database = await openTestDatabase(inject("pgliteImage"));
  const started = Date.now();
  await generateScaleData(database.db, { internships: INTERNSHIPS });
  await database.db.execute(sql`analyze`);
  console.log(
    `generated ${INTERNSHIPS} internships and analyzed in ${Date.now() - started} ms (${database.kind})`,
  );
}, 240_000);
afterAll(() => database?.close());

const isSeqScanOfInternships = seqScanOf("internships");

/** Browse's answer, as a visitor (it is written as JSON text). */
async function browseAs(actor: null, query: Record<string, string>) {
  return parseJsonText(await findOpenInternships(database.db, actor, query));
}

function browse(query: Record<string, string>, viewerId: string | null = null) {
  const filters = internshipListQuerySchema.parse(query);
  const shape = shapeOf(filters, viewerId !== null);
  const values = { ...browseValues(filters, viewerId), ...keysetValues(filters), offset: 0 };
  return {
    page:
      shape.sort === "newest"
        ? browsePageQuery(database.db, shape, pageDirection(filters))
        : shape.sort === "deadline"
          ? deadlinePageQuery(database.db, shape)
          : rankingQuery(database.db, shape),
    count: browseCountQuery(database.db, shape),
    values,
  };
}

describe(`the browse queries at ${INTERNSHIPS.toLocaleString("en")} internships`, () => {
  it("has the generated rows", async () => {
    const result = (await database.db.execute(
      sql`select count(*)::int as total, count(*) filter (where status = 'open')::int as open from internships`,
    )) as unknown as { rows: { total: number; open: number }[] };
    expect(result.rows[0]).toEqual({ total: INTERNSHIPS, open: INTERNSHIPS * 0.8 });
  });

  it("finds and counts a rare search term through the open internships' trigram index", async () => {
    // A team name that about 60 postings share, in another case than stored.
    const { page, count, values } = browse({ q: "Crimson Otter" });
    for (const query of [page, count]) {
      const plan = await planOf(database.db, query, values, "force_custom_plan");
      expect(plan).toContainEqual(
        expect.objectContaining({
          "Node Type": "Bitmap Index Scan",
          "Index Name": "internships_open_search_trgm_idx",
        }),
      );
      expect(plan.filter(isSeqScanOfInternships)).toEqual([]);
    }
  });

  it("pages a common search with filters without a scan of the table, and counts it only up to the cap", async () => {
    const { page, count, values } = browse({ q: "python", type: "full-time", remote: "true" });
    const pagePlan = await planOf(database.db, page, values, "force_custom_plan");
    expect(pagePlan.filter(isSeqScanOfInternships)).toEqual([]);
    // Counting a common term may walk the table, but stops at 1,001 matches (and is kept 30 s).
    const countPlan = await planOf(database.db, count, values, "force_custom_plan");
    expect(countPlan.map((node) => node["Node Type"])).toContain("Limit");
  });

  it("reads the unfiltered first page, and the next one, in order from the open internships' index", async () => {
    const first = await browseAs(null, {});
    expect(first.items).toHaveLength(20);
    const queries: Record<string, string>[] = [{}, { after: first.nextCursor! }];
    for (const query of queries) {
      const { page, values } = browse(query);
      for (const mode of ["force_custom_plan", "force_generic_plan"] as const) {
        const plan = await planOf(database.db, page, values, mode);
        expect(plan).toContainEqual(
          expect.objectContaining({
            "Node Type": "Index Scan",
            "Index Name": "internships_open_created_idx",
          }),
        );
        expect(plan.map((node) => node["Node Type"])).not.toContain("Sort");
        expect(plan.filter(isSeqScanOfInternships)).toEqual([]);
      }
    }
  });

  it("reads the student dashboard's latest cards along the open internships' index, and recommended ones by id", async () => {
    const { items } = await browseAs(null, { sort: "deadline", limit: "10" });
    const viewerId = "00000000-0000-4000-8000-000000000001";
    const ids = items.map((item) => item.id);
    for (const mode of ["force_custom_plan", "force_generic_plan"] as const) {
      const dashboard = studentDashboardQuery(database.db).query;
      // The recommended cards shown last, read by the same statement.
      const values = { studentId: viewerId, recent: 5, latest: 5, recommendedIds: ids };
      const plan = await planOf(database.db, dashboard, values, mode);
      expect(plan).toContainEqual(
        expect.objectContaining({ "Node Type": "Index Scan", "Index Name": "internships_open_created_idx" }),
      );
      expect(plan.filter(isSeqScanOfInternships)).toEqual([]);
      const recommended = await planOf(
        database.db,
        recommendedCardsQuery(database.db),
        { viewerId, ids },
        mode,
      );
      const indexes = recommended.map((node) => node["Index Name"]);
      expect(
        indexes.some((name) => name === "internships_pkey" || name === "internships_id_company_unique"),
      ).toBe(true);
      expect(recommended.filter(isSeqScanOfInternships)).toEqual([]);
    }
  });

  it("reads cards' contents by id through an index on the id", async () => {
    const { items } = await browseAs(null, { limit: "20" });
    const values = { ids: items.map((item) => item.id) };
    for (const mode of ["force_custom_plan", "force_generic_plan"] as const) {
      const plan = await planOf(database.db, cardContentsQuery(database.db), values, mode);
      const indexes = plan.map((node) => node["Index Name"]);
      // The primary key, or the unique (id, company_id) that starts with the id.
      expect(
        indexes.some((name) => name === "internships_pkey" || name === "internships_id_company_unique"),
      ).toBe(true);
      expect(plan.filter(isSeqScanOfInternships)).toEqual([]);
    }
  });

  it("plans Recommended for you for the student's skills: common ones along the newest open internships", async () => {
    // The generated skills are shared by thousands of postings; one generic plan for any skills read
    // every posting that shares one through the skills index (30,000 rows at the benchmark's scale).
    const values = { skills: ["python", "react", "sql"], limit: 10 };
    const plan = await planOf(database.db, recommendationQuery(database.db), values, "force_custom_plan");
    expect(plan).toContainEqual(
      expect.objectContaining({ "Node Type": "Index Scan", "Index Name": "internships_open_created_idx" }),
    );
    expect(plan.filter(isSeqScanOfInternships)).toEqual([]);
    // So it is prepared unnamed: planned for each execution's values.
    expect(statementNameOf(rankRecommendations(database.db))).toBe(SEARCH_STATEMENT);
  });

  it("counts no further than 1,001 matches", async () => {
    const { count, values } = browse({});
    const plan = await planOf(database.db, count, values, "force_generic_plan");
    expect(plan.map((node) => node["Node Type"])).toContain("Limit");
    const all = await browseAs(null, {});
    expect(all).toMatchObject({ total: 1000, isTotalCapped: true });
  });

  it("answers the search with the right rows and an exact total below the cap", async () => {
    const result = await browseAs(null, { q: "CRIMSON otter", limit: "100" });
    expect(result.items.length).toBeGreaterThan(20);
    expect(result.items.every((item) => item.description.toLowerCase().includes("crimson otter"))).toBe(true);
    expect(result.items.every((item) => item.status === "open")).toBe(true);
    expect(result.total).toBe(result.items.length);
    expect(result.isTotalCapped).toBe(false);
  });

  it("sorts by deadline along the deadline index, from today, without sorting", async () => {
    for (const query of [
      { sort: "deadline" },
      { sort: "deadline", type: "part-time", pay: "paid" },
    ] as Record<string, string>[]) {
      const { page, values } = browse(query);
      for (const mode of ["force_custom_plan", "force_generic_plan"] as const) {
        const plan = await planOf(database.db, page, values, mode);
        expect(plan).toContainEqual(
          expect.objectContaining({ "Index Name": "internships_open_deadline_idx" }),
        );
        expect(plan.map((node) => node["Node Type"])).not.toContain("Sort");
        expect(plan.filter(isSeqScanOfInternships)).toEqual([]);
      }
    }
    const { items } = await browseAs(null, { sort: "deadline", limit: "100" });
    const today = new Date().toISOString().slice(0, 10);
    const deadlines = items.map((item) => item.deadline ?? "9999-12-31");
    expect(deadlines).toEqual([...deadlines].sort());
    expect(deadlines.every((deadline) => deadline >= today)).toBe(true);
  });

  it("ranks relevance and best match over a bounded set of the newest results, never the whole table", async () => {
    const student = "00000000-0000-4000-8000-000000000001";
    for (const [query, viewerId] of [
      [{ q: "python", sort: "relevance" }, null],
      [{ sort: "match" }, student],
      [{ sort: "match", remote: "true", hideApplied: "true" }, student],
    ] as const) {
      const { page, values } = browse(query, viewerId);
      const plan = await planOf(database.db, page, values, "force_custom_plan");
      expect(plan.filter(isSeqScanOfInternships)).toEqual([]);
      // The ranking sorts what sits under the limit of BROWSE_COUNT_LIMIT candidates, never every match.
      const types = plan.map((node) => node["Node Type"]);
      expect(types.indexOf("Sort")).toBeGreaterThanOrEqual(0);
      expect(types.indexOf("Sort")).toBeLessThan(types.indexOf("Limit"));
    }
  });

  it("filters by pay, duration, company and the student's applications without a scan of the table", async () => {
    const { items } = await browseAs(null, { limit: "1" });
    const companyId = items[0]!.company.id;
    const queries: Record<string, string>[] = [
      { pay: "unpaid" },
      { duration: "up-to-1,3-6" },
      { companyId },
      { hideApplied: "true", type: "full-time" },
    ];
    for (const query of queries) {
      const { page, values } = browse(query, "00000000-0000-4000-8000-000000000001");
      for (const mode of ["force_custom_plan", "force_generic_plan"] as const) {
        const plan = await planOf(database.db, page, values, mode);
        expect(plan.filter(isSeqScanOfInternships)).toEqual([]);
      }
    }
  });
});
