import type { Page } from "@internpath/shared/api-types";
import type { PageQuery } from "@internpath/shared/pagination";
import { type AnyColumn, type SQL, sql } from "drizzle-orm";
import { AppError } from "./app-error.ts";

/**
 * Keyset pagination on (created_at, id), newest first. A cursor is the exact
 * key of a row: the timestamp as PostgreSQL text with its microseconds (a JS
 * Date would drop them and pages would overlap) and the uuid, in base64url.
 */
export type Cursor = { createdAt: string; id: string };

const TIMESTAMP = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}\.\d{6}Z$/;
const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

export function isUuid(value: string): boolean {
  return UUID.test(value);
}

/** Refuses dates PostgreSQL would reject (a 500), such as February 31. */
function isRealInstant(timestamp: string): boolean {
  const time = Date.parse(timestamp);
  return Number.isFinite(time) && new Date(time).toISOString().slice(0, 19) === timestamp.slice(0, 19);
}

export function encodeCursor(cursor: Cursor): string {
  return Buffer.from(JSON.stringify([cursor.createdAt, cursor.id]), "utf8").toString("base64url");
}

/** A cursor this server made, or 400; its id is a uuid unless the list's ids look otherwise (`isId`). */
export function decodeCursor(value: string, isId: (id: string) => boolean = isUuid): Cursor {
  let parsed: unknown;
  try {
    parsed = JSON.parse(Buffer.from(value, "base64url").toString("utf8"));
  } catch {
    parsed = null;
  }
  if (
    !Array.isArray(parsed) ||
    parsed.length !== 2 ||
    typeof parsed[0] !== "string" ||
    typeof parsed[1] !== "string" ||
    !TIMESTAMP.test(parsed[0]) ||
    !isRealInstant(parsed[0]) ||
    !isId(parsed[1])
  ) {
    throw AppError.badRequest("The page cursor is not valid");
  }
  return { createdAt: parsed[0], id: parsed[1] };
}

/**
 * The row's exact sort key as "<timestamp>|<uuid>", selected next to the row
 * as `cursorKey` (a list may sort by another table's key than its items' ids).
 */
export function cursorKey(createdAt: AnyColumn, id: AnyColumn) {
  return sql<string>`(to_char(${createdAt} at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.US"Z"') || '|' || ${id}::text)`;
}

function splitCursorKey(key: string): Cursor {
  const [createdAt = "", id = ""] = key.split("|");
  return { createdAt, id };
}

/** Rows older than the one with this `cursorKey` (newest-first order). */
export function olderThan({ createdAt, id }: KeyColumns, key: string): SQL {
  const cursor = splitCursorKey(key);
  return sql`(${createdAt}, ${id}) < (${cursor.createdAt}::timestamptz, ${cursor.id}::uuid)`;
}

type KeyColumns = { createdAt: AnyColumn; id: AnyColumn };

export type Keyset = {
  /** Rows past the cursor (undefined on the first page). */
  where: SQL | undefined;
  orderBy: SQL[];
  /** One more than the page, to learn whether another page follows. */
  limit: number;
};

type PageRequest = Pick<PageQuery, "after" | "before" | "limit">;

/**
 * Newest first, spelled exactly like the `(..., created_at DESC NULLS LAST, id
 * DESC NULLS LAST)` indexes: a plain DESC means NULLS FIRST, and the planner
 * would then sort the whole table instead of reading the index in order.
 */
export function newestFirst({ createdAt, id }: KeyColumns): SQL[] {
  return [sql`${createdAt} desc nulls last`, sql`${id} desc nulls last`];
}

/** The where, order and limit that select one page (newest first; `before` walks backwards). */
export function keysetFor({ createdAt, id }: KeyColumns, page: PageRequest): Keyset {
  const backwards = Boolean(page.before);
  const given = page.before ?? page.after;
  const cursor = given ? decodeCursor(given) : null;
  const where = cursor
    ? backwards
      ? sql`(${createdAt}, ${id}) > (${cursor.createdAt}::timestamptz, ${cursor.id}::uuid)`
      : sql`(${createdAt}, ${id}) < (${cursor.createdAt}::timestamptz, ${cursor.id}::uuid)`
    : undefined;
  const orderBy = backwards
    ? [sql`${createdAt} asc nulls first`, sql`${id} asc nulls first`]
    : newestFirst({ createdAt, id });
  return { where, orderBy, limit: page.limit + 1 };
}

export type PageDirection = "first" | "after" | "before";

export function pageDirection(page: PageRequest): PageDirection {
  return page.before ? "before" : page.after ? "after" : "first";
}

/**
 * The keyset of a prepared list query: the cursor and the limit are placeholders
 * (`cursorCreatedAt`, `cursorId`, `limit`), filled from `keysetValues`.
 */
export function preparedKeyset({ createdAt, id }: KeyColumns, direction: PageDirection) {
  const cursor = sql`(${sql.placeholder("cursorCreatedAt")}::timestamptz, ${sql.placeholder("cursorId")}::uuid)`;
  const where =
    direction === "first"
      ? undefined
      : direction === "before"
        ? sql`(${createdAt}, ${id}) > ${cursor}`
        : sql`(${createdAt}, ${id}) < ${cursor}`;
  const orderBy =
    direction === "before"
      ? [sql`${createdAt} asc nulls first`, sql`${id} asc nulls first`]
      : newestFirst({ createdAt, id });
  return { where, orderBy, limit: sql.placeholder("limit") };
}

/** The values of `preparedKeyset`'s placeholders for one page. */
export function keysetValues(page: PageRequest) {
  const given = page.before ?? page.after;
  const cursor = given ? decodeCursor(given) : null;
  return { cursorCreatedAt: cursor?.createdAt ?? null, cursorId: cursor?.id ?? null, limit: page.limit + 1 };
}

/**
 * Runs one page: `fetch` applies the keyset's where, order and limit to its
 * filtered query. Rows read backwards are turned round, so a page always reads
 * newest first.
 */
export async function keysetPage<Row extends { cursorKey: string }, Item>(
  columns: KeyColumns,
  page: PageRequest,
  fetch: (keyset: Keyset) => Promise<Row[]>,
  toItem: (row: Row) => Item,
): Promise<Omit<Page<Item>, "total">> {
  const backwards = Boolean(page.before);
  const isFirstPage = !page.before && !page.after;
  const rows = await fetch(keysetFor(columns, page));
  const hasMore = rows.length > page.limit;
  const pageRows = rows.slice(0, page.limit);
  if (backwards) pageRows.reverse();
  const first = pageRows[0];
  const last = pageRows.at(-1);
  const keyOf = (row: Row) => encodeCursor(splitCursorKey(row.cursorKey));

  let nextCursor: string | null;
  let prevCursor: string | null;
  if (backwards) {
    // We came back from a later page, so one follows our last row.
    nextCursor = last ? keyOf(last) : null;
    prevCursor = hasMore && first ? keyOf(first) : null;
  } else {
    nextCursor = hasMore && last ? keyOf(last) : null;
    prevCursor = !isFirstPage && first ? keyOf(first) : null;
  }
  return { items: pageRows.map(toItem), nextCursor, prevCursor };
}
