import { type AnyColumn, type SQL, sql } from "drizzle-orm";
import pg from "pg";
import pgCopyStreams from "pg-copy-streams";
import { SKIPPED_BEFORE_FORMULA } from "../lib/csv.ts";
import type { Database } from "./client.ts";

/** A query with its values, as Drizzle's `toSQL()` gives it. */
export type BoundQuery = { sql: string; params: unknown[] };

/** The PostgreSQL pool under `db`, or undefined for the embedded database (PGlite). */
export function postgresPoolOf(db: Database): pg.Pool | undefined {
  const client = (db as unknown as { $client?: unknown }).$client;
  return client instanceof pg.Pool ? client : undefined;
}

/**
 * A text column as a CSV cell would hold it (lib/csv.ts, `csvCell`): a value a spreadsheet could read
 * as a formula (starting with =, +, -, @, a tab or a carriage return, or with =, +, - or @ after white space,
 * quotes or list separators) gets a leading single quote, and an empty text becomes NULL, which COPY writes
 * as an empty cell (it would write "" for an empty text). A cell starting with a letter, the common case,
 * costs two looks at its first character.
 */
export function spreadsheetSafe(column: AnyColumn | SQL): SQL<string | null> {
  return sql<string | null>`case
    when left(${column}, 1) in ('=', '+', '-', '@', E'\t', E'\r') then '''' || ${column}
    when strpos(${SKIPPED_BEFORE_FORMULA}, left(${column}, 1)) > 0
      and left(ltrim(${column}, ${SKIPPED_BEFORE_FORMULA}), 1) in ('=', '+', '-', '@') then '''' || ${column}
    else nullif(${column}, '') end`;
}

const QUOTE = 0x22;
const LF = 0x0a;
const CR = 0x0d;

/**
 * A converter from COPY's CSV, whose records end with LF, to RFC 4180's CRLF record ends. A line break
 * inside a quoted cell is the cell's own and stays as it is. COPY quotes a cell holding a quote and
 * doubles the quote, so toggling at every quote byte tells whether a byte is inside a cell; the state
 * carries over from one chunk to the next. UTF-8 never uses these bytes inside another character.
 */
export function crlfRecordEnds(): (chunk: Uint8Array) => Uint8Array {
  let quoted = false;
  return (chunk) => {
    const ends: number[] = [];
    for (let index = 0; index < chunk.length; index++) {
      const byte = chunk[index];
      if (byte === QUOTE) quoted = !quoted;
      else if (byte === LF && !quoted) ends.push(index);
    }
    if (ends.length === 0) return chunk;
    const converted = Buffer.allocUnsafe(chunk.length + ends.length);
    let from = 0;
    let at = 0;
    for (const end of ends) {
      converted.set(chunk.subarray(from, end), at);
      at += end - from;
      converted[at++] = CR;
      converted[at++] = LF;
      from = end + 1;
    }
    converted.set(chunk.subarray(from), at);
    return converted;
  };
}

function literal(value: unknown): string {
  if (value === null || value === undefined) return "null";
  if (typeof value === "string") return pg.escapeLiteral(value);
  if (typeof value === "number" && Number.isFinite(value)) return String(value);
  throw new TypeError(`a ${typeof value} value cannot be written into a COPY statement`);
}

/**
 * The query's text with its `$n` placeholders replaced by its values as SQL literals, quoted and
 * escaped by the driver (`pg.escapeLiteral`): COPY takes no bound parameters. The values come from
 * Drizzle's parameters, never from the query's own text, and the text Drizzle builds from our code
 * holds no `$n` inside a quoted string.
 */
export function inlineParameters({ sql: text, params }: BoundQuery): string {
  return text.replace(/\$(\d+)/g, (_placeholder, position: string) => {
    const index = Number(position) - 1;
    if (index >= params.length) throw new RangeError(`the query has no value for $${position}`);
    return literal(params[index]);
  });
}

/**
 * Every row of one query as CSV (RFC 4180, CRLF record ends), written by PostgreSQL itself with
 * `COPY (query) TO STDOUT`: the database formats the cells, in C, while it reads, and the server only
 * passes the bytes on, in the chunks the connection delivers. Unlike a cursor, COPY may use parallel
 * workers, and nothing is parsed into rows or strings on the way.
 *
 * It holds one pooled connection until the last byte. A reader that stops early (a cancelled
 * download) cannot end a COPY half way without a cancel request, so that connection is closed, which
 * makes PostgreSQL stop the statement, and the pool opens a new one when it needs one.
 */
export async function* copyCsv(
  pool: pg.Pool,
  query: BoundQuery,
): AsyncGenerator<Uint8Array, void, undefined> {
  const client = await pool.connect();
  let finished = false;
  let failed: Error | undefined;
  let copy: ReturnType<typeof pgCopyStreams.to> | undefined;
  try {
    // The sort of a company's 50,000 applications (about 10 MB) is done in memory rather than on disk.
    await client.query("begin read only; set local work_mem = '32MB'");
    copy = client.query(pgCopyStreams.to(`copy (${inlineParameters(query)}) to stdout with (format csv)`));
    const toCrlf = crlfRecordEnds();
    for await (const chunk of copy) yield toCrlf(chunk as Buffer);
    finished = true;
    await client.query("rollback");
  } catch (error) {
    failed = error instanceof Error ? error : new Error(String(error));
    throw error;
  } finally {
    // Closing the connection ends a COPY still running; its stream then reports the closed connection.
    copy?.on("error", () => {});
    client.release(failed ?? (finished ? undefined : new Error("the CSV reader stopped before the end")));
  }
}
