import { internshipListQuerySchema } from "@internpath/shared/internship-schemas";
import { type SQL, sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, inject, it } from "vitest";
import type { DatabaseHandle } from "../../db/client.ts";
import { internships } from "../../db/schema/marketplace.ts";
import { generateScaleData } from "../../db/seed/scale.ts";
import { encodeCursor, keysetFor } from "../../lib/keyset-pagination.ts";
import { openTestDatabase } from "../../testing/test-database.ts";
import { browseConditions, browseInternshipsQuery } from "./browse-internships.service.ts";
import { loadViewer, type Viewer } from "./internship-cards.ts";

/**
 * Decision record 002: "the search query uses an index at 100k internships". An EXPLAIN of
 * the exact queries the browse endpoint runs, on generated data, not a timing.
 */
const INTERNSHIPS = 100_000;

type PlanNode = {
  "Node Type": string;
  "Index Name"?: string;
  "Relation Name"?: string;
  Plans?: PlanNode[];
};

let database: DatabaseHandle;
let viewer: Viewer;

beforeAll(async () => {
  database = await openTestDatabase(inject("pgliteImage"));
  const started = Date.now();
  await generateScaleData(database.db, { internships: INTERNSHIPS });
  await database.db.execute(sql`analyze`);
  console.log(
    `generated ${INTERNSHIPS} internships and analyzed in ${Date.now() - started} ms (${database.kind})`,
  );
  viewer = await loadViewer(database.db, null);
}, 240_000);
afterAll(() => database?.close());

function nodesOf(plan: PlanNode): PlanNode[] {
  return [plan, ...(plan.Plans ?? []).flatMap(nodesOf)];
}

async function planOf(query: SQL | { getSQL(): SQL }): Promise<PlanNode[]> {
  const result = (await database.db.execute(sql`explain (format json) ${query}`)) as unknown as {
    rows: Record<string, unknown>[];
  };
  const cell = Object.values(result.rows[0]!)[0];
  const [explained] = (typeof cell === "string" ? JSON.parse(cell) : cell) as [{ Plan: PlanNode }];
  return nodesOf(explained.Plan);
}

const isSeqScanOfInternships = (node: PlanNode) =>
  node["Node Type"] === "Seq Scan" && node["Relation Name"] === "internships";

function browsePage(query: Record<string, string>) {
  const filters = internshipListQuerySchema.parse(query);
  return browseInternshipsQuery(
    database.db,
    viewer,
    filters,
    keysetFor({ createdAt: internships.createdAt, id: internships.id }, filters),
  );
}

describe(`the browse search at ${INTERNSHIPS.toLocaleString("en")} internships`, () => {
  it("has the generated rows", async () => {
    const result = (await database.db.execute(
      sql`select count(*)::int as total, count(*) filter (where status = 'open')::int as open from internships`,
    )) as unknown as { rows: { total: number; open: number }[] };
    expect(result.rows[0]).toEqual({ total: INTERNSHIPS, open: INTERNSHIPS * 0.8 });
  });

  it("finds a search term through the trigram index (Bitmap Index Scan), not a sequential scan", async () => {
    // A team name that about 60 postings share, in another case than stored.
    const plan = await planOf(browsePage({ q: "Crimson Otter" }));
    expect(plan).toContainEqual(
      expect.objectContaining({
        "Node Type": "Bitmap Index Scan",
        "Index Name": "internships_search_trgm_idx",
      }),
    );
    expect(plan.filter(isSeqScanOfInternships)).toEqual([]);
  });

  it("counts the search's total through the trigram index too", async () => {
    const filters = internshipListQuerySchema.parse({ q: "crimson otter" });
    const plan = await planOf(sql`select count(*) from ${internships} where ${browseConditions(filters)}`);
    expect(plan).toContainEqual(
      expect.objectContaining({
        "Node Type": "Bitmap Index Scan",
        "Index Name": "internships_search_trgm_idx",
      }),
    );
    expect(plan.filter(isSeqScanOfInternships)).toEqual([]);
  });

  it("reads the unfiltered first page, and the next one, in order from the status/created_at index", async () => {
    const first = await browsePage({});
    expect(first).toHaveLength(21);
    const [createdAt, id] = first[19]!.cursorKey.split("|") as [string, string];
    const queries: Record<string, string>[] = [{}, { after: encodeCursor({ createdAt, id }) }];
    for (const query of queries) {
      const plan = await planOf(browsePage(query));
      expect(plan).toContainEqual(
        expect.objectContaining({
          "Node Type": "Index Scan",
          "Index Name": "internships_status_created_idx",
        }),
      );
      expect(plan.map((node) => node["Node Type"])).not.toContain("Sort");
      expect(plan.filter(isSeqScanOfInternships)).toEqual([]);
    }
  });

  it("answers the search with the right rows", async () => {
    const rows = await browsePage({ q: "CRIMSON otter", limit: "100" });
    expect(rows.length).toBeGreaterThan(20);
    expect(rows.every((row) => row.description.toLowerCase().includes("crimson otter"))).toBe(true);
    expect(rows.every((row) => row.status === "open")).toBe(true);
  });
});
