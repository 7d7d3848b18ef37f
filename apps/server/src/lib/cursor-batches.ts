import type { Database } from "../db/client.ts";

/** A query with its values, as Drizzle's `toSQL()` gives it. */
export type BoundQuery = { sql: string; params: unknown[] };

type PoolClient = {
  query<Row>(
    query: string | { text: string; values?: unknown[]; rowMode?: "array" },
  ): Promise<{ rows: Row[] }>;
  release(error?: Error | boolean): void;
};
type Pool = { connect(): Promise<PoolClient>; totalCount: number };

/** The PostgreSQL pool under `db`, or undefined for the embedded database (PGlite). */
export function postgresPoolOf(db: Database): Pool | undefined {
  const client = (db as unknown as { $client?: unknown }).$client;
  return client && typeof (client as Pool).connect === "function" && "totalCount" in (client as object)
    ? (client as Pool)
    : undefined;
}

/**
 * Every row of one query, as arrays of its columns in select order, read through a server-side cursor in batches of `batchSize`: the database
 * plans and runs the query once for all its rows (hash joins, one sort) instead of once per page, and
 * the next batch is fetched while the caller handles the current one, so memory stays at about two
 * batches whatever the size of the result.
 *
 * It holds one pooled connection, in a read-only transaction, until the last batch is read or the
 * caller stops (`return()`, which a cancelled download calls): callers use it for downloads, not for
 * pages. PostgreSQL only: on the embedded database that transaction would hold its only connection
 * and stall every other request for as long as a slow client downloads.
 */
export async function* cursorBatches<Row extends unknown[]>(
  pool: Pool,
  query: BoundQuery,
  batchSize: number,
): AsyncGenerator<Row[], void, undefined> {
  const client = await pool.connect();
  let failed: Error | undefined;
  let pending: Promise<{ rows: Row[] }> | undefined;
  try {
    await client.query("begin read only");
    // A cursor is planned for its first 10% of rows by default; this one is read to the end, and its
    // sort (a company's 50,000 applications, about 10 MB) is done in memory rather than on disk.
    await client.query("set local cursor_tuple_fraction = 1; set local work_mem = '32MB'");
    await client.query({
      text: `declare rows_cursor no scroll cursor for ${query.sql}`,
      values: query.params,
    });
    const fetchNext = {
      text: `fetch forward ${Math.trunc(batchSize)} from rows_cursor`,
      rowMode: "array" as const,
    };
    let next: Promise<{ rows: Row[] }> | undefined = client.query<Row>(fetchNext);
    while (next) {
      const { rows }: { rows: Row[] } = await next;
      const isLast: boolean = rows.length < batchSize;
      next = isLast ? undefined : client.query<Row>(fetchNext);
      // A caller that stops early leaves that fetch running: it must not become an unhandled rejection.
      next?.catch(() => {});
      pending = next;
      if (rows.length > 0) yield rows;
    }
  } catch (error) {
    failed = error instanceof Error ? error : new Error(String(error));
    throw error;
  } finally {
    if (!failed) {
      // Queued after any fetch still running; ending the transaction closes the cursor.
      await pending?.catch(() => {});
      await client.query("rollback").catch((error: unknown) => {
        failed = error instanceof Error ? error : new Error(String(error));
      });
    }
    // A connection that failed mid-transaction is discarded rather than handed to the next request.
    client.release(failed ?? false);
  }
}
