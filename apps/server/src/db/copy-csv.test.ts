import { sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, inject, it } from "vitest";
import { csvLine } from "../lib/csv.ts";
import { AWKWARD_CSV_TEXTS, SPREADSHEET_FORMULA_TEXTS } from "../testing/fixtures.ts";
import { openTestDatabase, usePostgres } from "../testing/test-database.ts";
import type { DatabaseHandle } from "./client.ts";
import {
  type BoundQuery,
  copyCsv,
  crlfRecordEnds,
  inlineParameters,
  postgresPoolOf,
  spreadsheetSafe,
} from "./copy-csv.ts";

const bytes = (text: string) => new TextEncoder().encode(text);
const text = (chunks: Uint8Array[]) => Buffer.concat(chunks).toString("utf8");

describe("crlfRecordEnds", () => {
  it("ends records with CRLF and keeps the line breaks inside quoted cells", () => {
    const convert = crlfRecordEnds();
    const copied = 'a,"b\nc",d\n"say ""hi""\n",e\r\n\n';
    expect(text([convert(bytes(copied))])).toBe('a,"b\nc",d\r\n"say ""hi""\n",e\r\r\n\r\n');
  });

  it("knows whether it is inside a quoted cell from one chunk to the next, at any split", () => {
    const copied = 'Ünïcødé 名前,"x\n""y""\nz",1\n"",2\n';
    const expected = 'Ünïcødé 名前,"x\n""y""\nz",1\r\n"",2\r\n';
    const all = bytes(copied);
    for (let split = 0; split <= all.length; split++) {
      const convert = crlfRecordEnds();
      expect(text([convert(all.subarray(0, split)), convert(all.subarray(split))])).toBe(expected);
    }
  });

  it("hands a chunk without a record end back as it is", () => {
    const chunk = bytes('"open\nquote');
    expect(crlfRecordEnds()(chunk)).toBe(chunk);
  });
});

describe("inlineParameters", () => {
  it("writes each value as a literal in its placeholder's place, quotes and backslashes escaped", () => {
    expect(
      inlineParameters({
        sql: "select $1, $2, $3, $10",
        params: ["O'Brien", "back\\slash", null, 1, 2, 3, 4, 5, 6, 42],
      }),
    ).toBe(String.raw`select 'O''Brien',  E'back\\slash', null, 42`);
  });

  it("refuses a placeholder without a value and a value it cannot write", () => {
    expect(() => inlineParameters({ sql: "select $2", params: ["one"] })).toThrow(/no value for \$2/);
    expect(() => inlineParameters({ sql: "select $1", params: [{ not: "text" }] })).toThrow(TypeError);
    expect(() => inlineParameters({ sql: "select $1", params: [Number.NaN] })).toThrow(TypeError);
  });
});

/** COPY is PostgreSQL's; the embedded database has no pool, and its exports are written by lib/csv.ts. */
describe.runIf(usePostgres())("copyCsv on PostgreSQL", () => {
  let database: DatabaseHandle;
  const pool = () => postgresPoolOf(database.db)!;
  const numbers = (count: number): BoundQuery => ({
    sql: "select g, 'row ' || g from generate_series(1, $1::int) as g order by g",
    params: [count],
  });

  async function read(query: BoundQuery): Promise<string> {
    const chunks: Uint8Array[] = [];
    for await (const chunk of copyCsv(pool(), query)) chunks.push(chunk);
    return text(chunks);
  }

  async function backends(state: "copying" | "in transaction"): Promise<number> {
    const condition =
      state === "copying"
        ? "query ilike 'copy (%' and state = 'active'"
        : "state like 'idle in transaction%'";
    const { rows } = await pool().query<{ count: number }>(
      `select count(*)::int as count from pg_stat_activity where datname = current_database() and pid <> pg_backend_pid() and ${condition}`,
    );
    return rows[0]!.count;
  }

  beforeAll(async () => {
    database = await openTestDatabase(inject("pgliteImage"));
  });
  afterAll(() => database?.close());

  it("writes cells exactly as lib/csv.ts does, formulas neutralised, byte for byte", async () => {
    const cells = [
      ...AWKWARD_CSV_TEXTS,
      ...SPREADSHEET_FORMULA_TEXTS,
      "\rReturned",
      "",
      "'quoted already",
      "🎉 back\\slash",
      "\\.",
      "plain",
      " plain",
      ";x",
    ];
    const half = cells.length / 2;
    const [first, second] = [cells.slice(0, half), cells.slice(half)];
    const query = database.db
      .select({
        a: spreadsheetSafe(sql`a`),
        b: spreadsheetSafe(sql`b`),
        nothing: spreadsheetSafe(sql`null::text`),
      })
      .from(
        sql`rows from (json_array_elements_text(${JSON.stringify(first)}::json), json_array_elements_text(${JSON.stringify(second)}::json)) with ordinality as cells(a, b, position)`,
      )
      .orderBy(sql`position`)
      .toSQL();
    const expected = first.map((cell, index) => csvLine([cell, second[index], null])).join("");
    expect(await read(query)).toBe(expected);
  });

  it("reads the values it was given back unchanged, whatever quotes and backslashes they hold", async () => {
    const hostile = [
      "O'Brien",
      "'; drop table profiles; --",
      "back\\slash \\' \\\\",
      "$1 $$ $tag$",
      "percent % and _",
    ];
    const query = {
      sql: `select ${hostile.map((_, index) => `$${index + 1}::text`).join(", ")}`,
      params: hostile,
    };
    expect(await read(query)).toBe(csvLine(hostile));
  });

  it("yields every row in order, and nothing for no rows", async () => {
    expect(await read(numbers(3))).toBe("1,row 1\r\n2,row 2\r\n3,row 3\r\n");
    const many = await read(numbers(100_000));
    expect(many.split("\r\n")).toHaveLength(100_001);
    expect(many.endsWith("100000,row 100000\r\n")).toBe(true);
    const none: Uint8Array[] = [];
    for await (const chunk of copyCsv(pool(), numbers(0))) none.push(chunk);
    expect(none).toEqual([]);
  });

  it("stops PostgreSQL's COPY when the reader stops early, and the pool still answers", async () => {
    const chunks = copyCsv(pool(), numbers(2_000_000));
    expect((await chunks.next()).done).toBe(false);
    expect(await backends("copying")).toBe(1);
    await chunks.return(undefined);
    // Closing the connection makes the backend end the statement; it notices within moments.
    const deadline = Date.now() + 5000;
    while ((await backends("copying")) > 0 && Date.now() < deadline)
      await new Promise((r) => setTimeout(r, 50));
    expect(await backends("copying")).toBe(0);
    expect(await backends("in transaction")).toBe(0);
    expect(await read(numbers(2))).toBe("1,row 1\r\n2,row 2\r\n");
  });

  it("passes a failing query's error on and leaves no transaction open", async () => {
    await expect(
      read({ sql: "select 1 / (g - 3) from generate_series(1, 5) as g", params: [] }),
    ).rejects.toThrow(/division by zero/);
    expect(await backends("in transaction")).toBe(0);
    expect(await read(numbers(1))).toBe("1,row 1\r\n");
  });
});

describe.runIf(!usePostgres())("copyCsv on the embedded database", () => {
  it("is not offered: there is no PostgreSQL pool", async () => {
    const database = await openTestDatabase(inject("pgliteImage"));
    try {
      expect(postgresPoolOf(database.db)).toBeUndefined();
    } finally {
      await database.close();
    }
  });
});
