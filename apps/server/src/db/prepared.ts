import type { Database } from "./client.ts";

/**
 * A value built once per database and reused: a query (below), or a short-lived cache of what that
 * database holds. A query built once per database and reused: its SQL is not rebuilt on every request (Drizzle's
 * query building costs more than a simple route), and, prepared with a name, PostgreSQL keeps its
 * plan for each connection. Values are `sql.placeholder(...)`s, filled at `.execute({...})`.
 *
 * What is built is kept as it is: a select is prepared with `prepareWithPlannedRows` (db/row-mapping.ts),
 * which says at the call site how its rows are mapped.
 *
 * Only queries whose best plan does not depend on their values get a name: a search's best plan
 * depends on its term (a rare one through the trigram index, a common one along the newest-first
 * index), so searches are prepared without a name (`SEARCH_STATEMENT`) and planned for each term.
 */
export function preparedFor<T>(build: (db: Database) => T): (db: Database) => T {
  const byDatabase = new WeakMap<Database, T>();
  return (db) => {
    let prepared = byDatabase.get(db);
    if (prepared === undefined) {
      prepared = build(db);
      byDatabase.set(db, prepared);
    }
    return prepared;
  };
}

/** Prepared queries of one family, one per shape (which filters a request uses, which way it pages). */
export function preparedByShape<T>(): (db: Database, shape: string, build: () => T) => T {
  const byDatabase = new WeakMap<Database, Map<string, T>>();
  return (db, shape, build) => {
    let shapes = byDatabase.get(db);
    if (!shapes) {
      shapes = new Map();
      byDatabase.set(db, shapes);
    }
    let prepared = shapes.get(shape);
    if (prepared === undefined) {
      prepared = build();
      shapes.set(shape, prepared);
    }
    return prepared;
  };
}

/** The statement name that keeps PostgreSQL planning each execution for its own values. */
export const SEARCH_STATEMENT = "";
