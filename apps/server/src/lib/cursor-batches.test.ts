import { afterAll, beforeAll, describe, expect, inject, it } from "vitest";
import type { DatabaseHandle } from "../db/client.ts";
import { openTestDatabase, usePostgres } from "../testing/test-database.ts";
import { cursorBatches, postgresPoolOf } from "./cursor-batches.ts";

/** The server-side cursor is PostgreSQL's; on the embedded database there is no pool to hold. */
describe.runIf(usePostgres())("cursorBatches on PostgreSQL", () => {
  let database: DatabaseHandle;
  const numbers = (count: number) => ({
    sql: "select g, 'row ' || g from generate_series(1, $1::int) as g order by g",
    params: [count],
  });

  async function openTransactions(): Promise<number> {
    const pool = postgresPoolOf(database.db)!;
    const client = await pool.connect();
    try {
      const { rows } = await client.query<[number]>({
        text: "select count(*)::int from pg_stat_activity where datname = current_database() and state like 'idle in transaction%'",
        rowMode: "array",
      });
      return rows[0]![0];
    } finally {
      client.release();
    }
  }

  beforeAll(async () => {
    database = await openTestDatabase(inject("pgliteImage"));
  });
  afterAll(() => database?.close());

  it("is offered only for a PostgreSQL pool", () => {
    expect(postgresPoolOf(database.db)).toBeDefined();
  });

  it("reads every row once, in order, in batches of the given size as arrays of columns", async () => {
    const batches: [number, string][][] = [];
    for await (const batch of cursorBatches<[number, string]>(postgresPoolOf(database.db)!, numbers(10), 4)) {
      batches.push(batch);
    }
    expect(batches.map((batch) => batch.length)).toEqual([4, 4, 2]);
    expect(batches.flat()).toEqual(Array.from({ length: 10 }, (_, i) => [i + 1, `row ${i + 1}`]));
  });

  it("ends cleanly when the rows fill the last batch exactly, and yields nothing for no rows", async () => {
    const pool = postgresPoolOf(database.db)!;
    const exact: number[] = [];
    for await (const batch of cursorBatches<[number, string]>(pool, numbers(8), 4)) exact.push(batch.length);
    expect(exact).toEqual([4, 4]);
    const none: number[] = [];
    for await (const batch of cursorBatches<[number, string]>(pool, numbers(0), 4)) none.push(batch.length);
    expect(none).toEqual([]);
  });

  it("gives its connection back, with no transaction left open, when the reader stops early", async () => {
    const pool = postgresPoolOf(database.db)!;
    const batches = cursorBatches<[number, string]>(pool, numbers(1000), 10);
    expect((await batches.next()).value).toHaveLength(10);
    expect(await openTransactions()).toBe(1);
    await batches.return(undefined);
    expect(await openTransactions()).toBe(0);
    // The pool still answers: the connection went back in a usable state.
    const again: number[] = [];
    for await (const batch of cursorBatches<[number, string]>(pool, numbers(3), 10)) again.push(batch.length);
    expect(again).toEqual([3]);
  });

  it("passes a failing query's error on and does not hand the broken connection to the next reader", async () => {
    const pool = postgresPoolOf(database.db)!;
    const failing = cursorBatches(
      pool,
      { sql: "select 1 / (g - 3) from generate_series(1, 5) as g", params: [] },
      2,
    );
    await expect(async () => {
      for await (const _ of failing) {
        // reading until the division by zero
      }
    }).rejects.toThrow(/division by zero/);
    expect(await openTransactions()).toBe(0);
  });
});
