import { eq, sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { postInternship } from "../testing/marketplace.ts";
import { createTestContext, type TestContext } from "../testing/test-app.ts";
import { columnsOf, type FieldTable, fields, jsonObjectOf, writerOf } from "./answer-fields.ts";
import { profiles } from "./schema/auth.ts";
import { internships } from "./schema/marketplace.ts";

let ctx: TestContext;
beforeAll(async () => {
  ctx = await createTestContext();
  const company = await ctx.signedInAs("company");
  await ctx.db
    .update(profiles)
    .set({ companyName: 'Quotes "and" \\ back\\slash, tab\t, bell \u0007, </script> 😀' })
    .where(eq(profiles.id, company.id));
  await postInternship(ctx.db, company.actor, {
    title: "Everything",
    skills: ["SQL", 'a "quoted", {braced} skill'],
    stipend: "$1000/month",
    deadline: "2027-03-01",
  });
  await postInternship(ctx.db, company.actor, { title: "Little", stipend: null, deadline: null });
});
afterAll(() => ctx?.close());

/** An answer of every kind of field, a nested object among them. */
type Sample = {
  id: string;
  title: string;
  stipend: string | null;
  applications: number;
  deadlineDays: number | null;
  isRemote: boolean;
  createdAt: string;
  skills: string[];
  company: { id: string; name: string | null };
  extra: { deadline: string | null } | null;
};

const sampleFields = {
  id: fields.verbatim(internships.id),
  title: fields.text(internships.title),
  stipend: fields.nullableText(internships.stipend),
  applications: fields.number(sql`2`),
  deadlineDays: fields.nullableNumber(sql`(${internships.deadline} - date '2027-01-01')`),
  isRemote: fields.boolean(internships.isRemote),
  createdAt: fields.time(internships.createdAt),
  skills: fields.textArray(internships.skills),
  company: { id: fields.verbatim(profiles.id), name: fields.nullableText(profiles.companyName) },
  extra: fields.json<{ deadline: string | null } | null>(
    sql`case when ${internships.stipend} is null then null else json_build_object('deadline', ${internships.deadline}) end`,
  ),
} satisfies FieldTable<Sample>;

function fromBoth() {
  return ctx.db
    .select({ json: jsonObjectOf<Sample>(sampleFields).as("json"), ...columnsOf(sampleFields, "sample") })
    .from(internships)
    .innerJoin(profiles, eq(profiles.id, internships.companyId))
    .orderBy(internships.title);
}

describe("a field table", () => {
  it("writes each row as the same JSON PostgreSQL builds from it, awkward text and nulls included", async () => {
    const rows = await fromBoth();
    expect(rows).toHaveLength(2);
    const write = writerOf<Sample>(sampleFields);
    for (const { json, ...columns } of rows) {
      const written = write(columns);
      expect(JSON.parse(written)).toEqual(json);
      // In the table's order, each text escaped as JSON.stringify escapes it (JSON fields are PostgreSQL's text).
      expect(Object.keys(JSON.parse(written))).toEqual(Object.keys(sampleFields));
      expect(written).toContain(
        `"company":{"id":"${json.company.id}","name":${JSON.stringify(json.company.name)}}`,
      );
    }
    expect(rows.map((row) => row.json.extra)).toEqual([{ deadline: "2027-03-01" }, null]);
  });

  it("is held to its answer's type by the compiler", () => {
    const title = fields.text(internships.title);
    // @ts-expect-error a field of the answer is missing
    const missing = { title } satisfies FieldTable<{ title: string; stipend: string | null }>;
    // @ts-expect-error a nullable column for a field that is never null
    const nullable = { title: fields.nullableText(internships.title) } satisfies FieldTable<{
      title: string;
    }>;
    // @ts-expect-error a text for a number
    const wrongKind = { title } satisfies FieldTable<{ title: number }>;
    // @ts-expect-error a field the answer does not have
    const extra = { title, more: title } satisfies FieldTable<{ title: string }>;
    expect([missing, nullable, wrongKind, extra]).toHaveLength(4);
  });
});
