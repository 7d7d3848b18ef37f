import { adminAccountListQuerySchema } from "@internpath/shared/admin-accounts-schemas";
import type { Page } from "@internpath/shared/api-types";
import type { Role } from "@internpath/shared/enums";
import { and, type SQL, sql } from "drizzle-orm";
import type { SelectedFields } from "drizzle-orm/pg-core";
import type { Database } from "../../db/client.ts";
import { preparedByShape, SEARCH_STATEMENT } from "../../db/prepared.ts";
import { prepareWithPlannedRows } from "../../db/row-mapping.ts";
import { profiles } from "../../db/schema/auth.ts";
import { parseOrThrow } from "../../lib/app-error.ts";
import { type PageDirection, pageDirection } from "../../lib/keyset-pagination.ts";
import { escapeLike } from "../../lib/like-pattern.ts";
import {
  ACCOUNT_COUNT_LIMIT,
  accountCursorKey,
  accountKeyset,
  accountKeysetValues,
  accountPage,
  containsTerm,
  toTotal,
} from "./account-pages.ts";

/**
 * One admin list of accounts of a role (Companies, Students, Administrators): searched in SQL over
 * `searchColumns` (trigram indexes on profiles), newest first in keyset pages, each row's extra
 * counts read by index from its own subqueries. A prepared statement per shape (search or not, way
 * of paging); a search is planned for its own term (db/prepared.ts).
 */
export type AccountListSpec<Columns extends SelectedFields> = {
  /** Names the prepared statements. */
  name: string;
  role: Role;
  columns: Columns;
  /** Qualified column names, e.g. `profiles.email`. */
  searchColumns: readonly string[];
};

export type AccountListShape = { q: boolean };

function roleIs(role: Role): SQL {
  // A literal, not a parameter: the generic plan then knows the role as well as a custom one does.
  return sql`${profiles.role} = ${sql.raw(`'${role}'`)}`;
}

function conditions(spec: AccountListSpec<SelectedFields>, shape: AccountListShape): SQL {
  return and(roleIs(spec.role), shape.q ? sql`(${containsTerm(spec.searchColumns)})` : undefined)!;
}

export function accountPageQuery<Columns extends SelectedFields>(
  db: Database,
  spec: AccountListSpec<Columns>,
  shape: AccountListShape,
  direction: PageDirection,
) {
  const keyset = accountKeyset(direction);
  return db
    .select({ ...spec.columns, cursorKey: accountCursorKey })
    .from(profiles)
    .where(and(conditions(spec, shape), keyset.where))
    .orderBy(...keyset.orderBy)
    .limit(keyset.limit);
}

/** The whole role counted exactly; a search's matches up to one past the cap. */
export function accountCountQuery(
  db: Database,
  spec: AccountListSpec<SelectedFields>,
  shape: AccountListShape,
) {
  const matching = db.select({ one: sql`1` }).from(profiles).where(conditions(spec, shape));
  const bounded = shape.q ? matching.limit(ACCOUNT_COUNT_LIMIT + 1) : matching;
  return db.select({ count: sql<number>`count(*)::int` }).from(bounded.as("matching"));
}

const pageQueries = preparedByShape<{ execute(values: Record<string, unknown>): Promise<unknown[]> }>();
const countQueries = preparedByShape<{ execute(values: Record<string, unknown>): Promise<unknown[]> }>();

function statementName(spec: AccountListSpec<SelectedFields>, shape: AccountListShape, part: string) {
  return [spec.name, part, shape.q ? "q" : ""].filter(Boolean).join("_");
}

/** Parses the list query, runs the page and its count, and shapes the answer. */
export async function findAccounts<Columns extends SelectedFields, Item>(
  db: Database,
  spec: AccountListSpec<Columns>,
  query: unknown,
  toItem: (row: Awaited<ReturnType<typeof accountPageQuery<Columns>>>[number]) => Item,
): Promise<Page<Item>> {
  const filters = parseOrThrow(adminAccountListQuerySchema, query);
  const shape = { q: Boolean(filters.q) };
  const direction = pageDirection(filters);
  const pageName = statementName(spec, shape, direction);
  const countName = statementName(spec, shape, "count");
  const pageQuery = pageQueries(db, pageName, () =>
    prepareWithPlannedRows(
      db,
      shape.q ? SEARCH_STATEMENT : pageName,
      accountPageQuery(db, spec, shape, direction),
    ),
  );
  const countQuery = countQueries(db, countName, () =>
    prepareWithPlannedRows(db, shape.q ? SEARCH_STATEMENT : countName, accountCountQuery(db, spec, shape)),
  );
  const values = { q: filters.q ? escapeLike(filters.q) : null, ...accountKeysetValues(filters) };
  const [rows, counted] = await Promise.all([pageQuery.execute(values), countQuery.execute(values)]);
  const count = Number((counted[0] as { count: number } | undefined)?.count ?? 0);
  return {
    ...accountPage(rows as Awaited<ReturnType<typeof accountPageQuery<Columns>>>, filters, toItem),
    ...toTotal(count, shape.q),
  };
}
