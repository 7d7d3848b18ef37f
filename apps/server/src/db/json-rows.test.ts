import { eq, sql } from "drizzle-orm";
import { alias } from "drizzle-orm/pg-core";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { postInternship } from "../testing/marketplace.ts";
import { createTestContext, type TestContext } from "../testing/test-app.ts";
import { isoTime, jsonRow, jsonRows } from "./json-rows.ts";
import { profiles } from "./schema/auth.ts";
import { bookmarks, internships } from "./schema/marketplace.ts";

let ctx: TestContext;
beforeAll(async () => {
  ctx = await createTestContext();
  const company = await ctx.signedInAs("company");
  await postInternship(ctx.db, company.actor, {
    title: "Json with everything",
    deadline: "2027-03-01",
    skills: ["SQL", "Go", 'a "quoted", {braced} skill'],
    stipend: "$1000/month",
  });
  await postInternship(ctx.db, company.actor, { title: "Json with little", deadline: null, stipend: null });
});
afterAll(() => ctx.close());

const company = alias(profiles, "company");

/** Every kind of value the app's lists read: columns and `sql` of each type, nulls included. */
const fields = {
  id: internships.id,
  title: internships.title,
  createdAt: internships.createdAt,
  deadline: internships.deadline,
  skills: internships.skills,
  isRemote: internships.isRemote,
  stipend: internships.stipend,
  companyName: company.companyName,
  isBookmarked: sql<boolean>`(${bookmarks.id} is not null)`,
  bookmarkedAt: bookmarks.createdAt,
  skillCount: sql<number>`cardinality(${internships.skills})::int`,
  decision: sql<{ status: string } | null>`(select json_build_object('status', ${internships.status}))`,
  key: sql<string>`${internships.title} || ':' || ${internships.id}`.as("key"),
};

function selectFields() {
  return ctx.db
    .select(fields)
    .from(internships)
    .innerJoin(company, eq(company.id, internships.companyId))
    .leftJoin(bookmarks, eq(bookmarks.internshipId, internships.id))
    .where(sql`${internships.title} like 'Json with %'`)
    .orderBy(internships.title);
}

type Row = Awaited<ReturnType<typeof selectFields>>[number];

describe("rows read as JSON inside another statement", () => {
  it("read back as the same rows, in the list's order, as a select of those fields gives", async () => {
    const rows = await selectFields();
    expect(rows).toHaveLength(2);
    const { row, read } = jsonRow<Row>(fields);
    const list = ctx.db
      .select({ row: row.as("row"), title: internships.title })
      .from(internships)
      .innerJoin(company, eq(company.id, internships.companyId))
      .leftJoin(bookmarks, eq(bookmarks.internshipId, internships.id))
      .where(sql`${internships.title} like 'Json with %'`)
      .as("list");
    const [result] = await ctx.db
      .select({ rows: jsonRows(sql`${list}`, sql`${list.row}`, sql`${list.title}`) })
      .from(profiles)
      .limit(1);
    expect(result!.rows.map(read)).toEqual(rows);
    expect(rows[0]!.createdAt).toBeInstanceOf(Date);
  });

  it("reads no rows as an empty list", async () => {
    const { row } = jsonRow<Row>(fields);
    const none = ctx.db
      .select({ row: row.as("row"), title: internships.title })
      .from(internships)
      .innerJoin(company, eq(company.id, internships.companyId))
      .leftJoin(bookmarks, eq(bookmarks.internshipId, internships.id))
      .where(sql`false`)
      .as("none");
    const [result] = await ctx.db
      .select({ rows: jsonRows(sql`${none}`, sql`${none.row}`, sql`${none.title}`) })
      .from(profiles)
      .limit(1);
    expect(result!.rows).toEqual([]);
  });
});

describe("isoTime", () => {
  it("writes an instant as Date.toISOString does, microseconds and time zone offsets included", async () => {
    const instants = [
      "2026-11-25 02:09:44.592999+00",
      "2026-11-25 02:09:44+00",
      "2026-11-25 02:09:44.5+00",
      "2027-01-01 00:30:00.000001+01:00",
      "1999-12-31 23:59:59.999999-08",
    ];
    const rows = await ctx.db
      .select({
        iso: isoTime(sql`t.at`),
        date: sql`t.at`.mapWith(internships.createdAt),
      })
      .from(sql`(select unnest(string_to_array(${instants.join(",")}, ','))::timestamptz as at) t`);
    expect(rows).toHaveLength(instants.length);
    for (const { iso, date } of rows) expect(iso).toBe((date as Date).toISOString());
    expect(rows[0]!.iso).toBe("2026-11-25T02:09:44.592Z");
    expect(rows[3]!.iso).toBe("2026-12-31T23:30:00.000Z");
  });
});
