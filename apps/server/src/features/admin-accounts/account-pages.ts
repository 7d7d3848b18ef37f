import type { AdminAccountListQuery } from "@internpath/shared/admin-accounts-schemas";
import type { Page } from "@internpath/shared/api-types";
import { BROWSE_COUNT_LIMIT } from "@internpath/shared/limits";
import { sql } from "drizzle-orm";
import { profiles } from "../../db/schema/auth.ts";
import { cursorKey, decodeCursor, encodeCursor, type PageDirection } from "../../lib/keyset-pagination.ts";

/**
 * Keyset pages of accounts (profiles), newest first on (created_at, id), as decision 002 pages every
 * list. The shared helpers in lib/keyset-pagination.ts compare ids as uuids; a profile's id is text
 * (Better Auth's uuids, but also the scale generator's `scale-student-7`), so accounts page here, and
 * their cursors are decoded with the account id's own pattern.
 */

/** What an account id in a path or a cursor may look like; anything else is answered 404 / 400. */
const ACCOUNT_ID = /^[A-Za-z0-9-]{1,64}$/;

export function isAccountId(id: string): boolean {
  return ACCOUNT_ID.test(id);
}

/** The row's exact sort key, selected next to it (see lib/keyset-pagination.ts). */
export const accountCursorKey = cursorKey(profiles.createdAt, profiles.id);

/** Placeholders `cursorCreatedAt`, `cursorId`; spelled like profiles_role_created_idx (DESC NULLS LAST). */
export function accountKeyset(direction: PageDirection) {
  const cursor = sql`(${sql.placeholder("cursorCreatedAt")}::timestamptz, ${sql.placeholder("cursorId")}::text)`;
  const where =
    direction === "first"
      ? undefined
      : direction === "before"
        ? sql`(${profiles.createdAt}, ${profiles.id}) > ${cursor}`
        : sql`(${profiles.createdAt}, ${profiles.id}) < ${cursor}`;
  const orderBy =
    direction === "before"
      ? [sql`${profiles.createdAt} asc nulls first`, sql`${profiles.id} asc nulls first`]
      : [sql`${profiles.createdAt} desc nulls last`, sql`${profiles.id} desc nulls last`];
  return { where, orderBy, limit: sql.placeholder("limit") };
}

export function accountKeysetValues(page: Pick<AdminAccountListQuery, "after" | "before" | "limit">) {
  const given = page.before ?? page.after;
  const cursor = given ? decodeCursor(given, isAccountId) : null;
  return { cursorCreatedAt: cursor?.createdAt ?? null, cursorId: cursor?.id ?? null, limit: page.limit + 1 };
}

/** One page from rows fetched with `limit + 1`: rows read backwards are turned round. */
export function accountPage<Row extends { cursorKey: string }, Item>(
  rows: Row[],
  page: Pick<AdminAccountListQuery, "after" | "before" | "limit">,
  toItem: (row: Row) => Item,
): Omit<Page<Item>, "total"> {
  const backwards = Boolean(page.before);
  const hasMore = rows.length > page.limit;
  const pageRows = rows.slice(0, page.limit);
  if (backwards) pageRows.reverse();
  const keyOf = (row: Row) => {
    const [createdAt = "", id = ""] = row.cursorKey.split("|");
    return encodeCursor({ createdAt, id });
  };
  const first = pageRows[0];
  const last = pageRows.at(-1);
  const isFirstPage = !page.before && !page.after;
  return {
    items: pageRows.map(toItem),
    nextCursor: backwards ? (last ? keyOf(last) : null) : hasMore && last ? keyOf(last) : null,
    prevCursor: backwards
      ? hasMore && first
        ? keyOf(first)
        : null
      : !isFirstPage && first
        ? keyOf(first)
        : null,
  };
}

/**
 * A search counts its matches up to BROWSE_COUNT_LIMIT, like browse ("1,000+"); the whole list of a
 * role is counted exactly (an index-only count over that role's accounts, 50,000 students in 3 ms).
 */
export const ACCOUNT_COUNT_LIMIT = BROWSE_COUNT_LIMIT;

export function toTotal(count: number, isSearch: boolean): Pick<Page<unknown>, "total" | "isTotalCapped"> {
  if (isSearch && count > ACCOUNT_COUNT_LIMIT) return { total: ACCOUNT_COUNT_LIMIT, isTotalCapped: true };
  return { total: count };
}

/** The search of one list: its columns contain the term, ignoring case (`%` and `_` match themselves). */
export function containsTerm(columns: readonly string[]) {
  return sql.join(
    columns.map((column) => sql`${sql.raw(column)} ilike ('%' || ${sql.placeholder("q")}::text || '%')`),
    sql` or `,
  );
}
