import { eq, sql } from "drizzle-orm";
import { alias } from "drizzle-orm/pg-core";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { postInternship } from "../testing/marketplace.ts";
import { createTestContext, type TestContext } from "../testing/test-app.ts";
import { preparedByShape, preparedFor } from "./prepared.ts";
import { hasPlannedRowMapping, preparedWithPlannedRows, prepareWithPlannedRows } from "./row-mapping.ts";
import { profiles } from "./schema/auth.ts";
import { bookmarks, internships } from "./schema/marketplace.ts";

let ctx: TestContext;
beforeAll(async () => {
  ctx = await createTestContext();
  const company = await ctx.signedInAs("company");
  await postInternship(ctx.db, company.actor, {
    title: "With everything",
    deadline: "2027-03-01",
    skills: ["SQL", "Go"],
    stipend: "$1000/month",
  });
  await postInternship(ctx.db, company.actor, { title: "With little", deadline: null, stipend: null });
});
afterAll(() => ctx.close());

const company = alias(profiles, "company");

/** A flat selection with every kind of value the app's lists read: columns and `sql` of each type. */
function flatSelection() {
  return ctx.db
    .select({
      id: internships.id,
      title: internships.title,
      createdAt: internships.createdAt,
      deadline: internships.deadline,
      skills: internships.skills,
      isRemote: internships.isRemote,
      stipend: internships.stipend,
      status: internships.status,
      companyName: company.companyName,
      short: sql<string>`left(${internships.description}, 5)`,
      isBookmarked: sql<boolean>`(${bookmarks.id} is not null)`,
      bookmarkedAt: bookmarks.createdAt,
      skillCount: sql<number>`cardinality(${internships.skills})`.mapWith(Number),
      createdDay: sql<string>`to_char(${internships.createdAt}, 'YYYY-MM-DD')`,
      key: sql<string>`${internships.title} || ':' || ${internships.id}`.as("key"),
    })
    .from(internships)
    .innerJoin(company, eq(company.id, internships.companyId))
    .leftJoin(bookmarks, eq(bookmarks.internshipId, internships.id))
    .where(sql`${internships.title} like 'With %'`)
    .orderBy(internships.title);
}

describe("rows mapped by a plan made once", () => {
  it("gives the same values as Drizzle's own mapping, types and nulls included", async () => {
    const own = await flatSelection().prepare("row_mapping_own").execute();
    const planned = prepareWithPlannedRows(ctx.db, "row_mapping_planned", flatSelection());
    expect(hasPlannedRowMapping(planned)).toBe(true);
    const rows = await planned.execute();
    expect(rows).toEqual(own);
    expect(rows).toHaveLength(2);
    const [everything, little] = rows;
    expect(everything).toMatchObject({
      title: "With everything",
      deadline: "2027-03-01",
      skills: ["SQL", "Go"],
      stipend: "$1000/month",
      isBookmarked: false,
      bookmarkedAt: null,
      skillCount: 2,
    });
    expect(everything?.createdAt).toBeInstanceOf(Date);
    expect(little).toMatchObject({ deadline: null, stipend: null, bookmarkedAt: null });
  });

  it("keeps Drizzle's mapping for a nested selection, which nulls an unmatched left join", async () => {
    const nested = ctx.db
      .select({ id: internships.id, bookmark: { id: bookmarks.id, createdAt: bookmarks.createdAt } })
      .from(internships)
      .leftJoin(bookmarks, eq(bookmarks.internshipId, internships.id))
      .where(eq(internships.title, "With little"));
    const prepared = prepareWithPlannedRows(ctx.db, "row_mapping_nested", nested);
    expect(hasPlannedRowMapping(prepared)).toBe(false);
    expect(await prepared.execute()).toEqual([{ id: expect.any(String), bookmark: null }]);
  });

  it("is given by prepareWithPlannedRows and preparedWithPlannedRows only: preparedFor and preparedByShape keep what they build", async () => {
    const byDatabase = preparedWithPlannedRows("row_mapping_for", () => flatSelection());
    expect(byDatabase(ctx.db)).toBe(byDatabase(ctx.db));
    expect(hasPlannedRowMapping(byDatabase(ctx.db))).toBe(true);
    const byShape = preparedByShape<ReturnType<ReturnType<typeof flatSelection>["prepare"]>>();
    const shaped = byShape(ctx.db, "a", () =>
      prepareWithPlannedRows(ctx.db, "row_mapping_shape", flatSelection()),
    );
    expect(hasPlannedRowMapping(shaped)).toBe(true);
    expect(await shaped.execute()).toHaveLength(2);
    const own = preparedFor(() => flatSelection().prepare("row_mapping_own_for"));
    expect(hasPlannedRowMapping(own(ctx.db))).toBe(false);
    expect(await own(ctx.db).execute()).toEqual(await byDatabase(ctx.db).execute());
  });

  it("keeps a search unnamed, so PostgreSQL plans it for its own values", async () => {
    const search = prepareWithPlannedRows(ctx.db, "", flatSelection());
    expect(search.getQuery().sql).toBe(flatSelection().toSQL().sql);
    expect(await search.execute()).toHaveLength(2);
  });
});
