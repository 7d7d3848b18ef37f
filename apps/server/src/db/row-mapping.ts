import { Column, is, type Query, SQL, Subquery } from "drizzle-orm";
import type { Database } from "./client.ts";
import { preparedFor } from "./prepared.ts";

/** What turns a value from the driver into the field's value (a column, or `sql<T>` and its `mapWith`). */
type Decoder = { mapFromDriverValue(value: unknown): unknown };

/**
 * The decoder of a selected field, found as Drizzle finds it. A column is its own decoder; an `sql`'s
 * (set by `mapWith`) has no public getter, so this reads the field Drizzle reads. It is only read, never
 * written; row-mapping.test.ts and json-rows.test.ts fail if it moves.
 */
export function decoderOf(field: unknown): Decoder {
  if (is(field, Column)) return field;
  const sqlOf = (value: unknown) => value as { decoder: Decoder };
  if (is(field, SQL)) return sqlOf(field).decoder;
  if (is(field, Subquery)) return sqlOf((field as unknown as { _: { sql: SQL } })._.sql).decoder;
  return sqlOf((field as SQL.Aliased).sql).decoder;
}

/** What a select builder offers that this file reads, all of it public: its SQL and its selection. */
type SelectQuery = {
  readonly _: { readonly config: { fields: Record<string, unknown> } };
  toSQL(): Query;
  prepare(name: string): unknown;
};

/** Whether every selected field is a value of its own (a column or an `sql`), not an object of them. */
function isFlat(fields: Record<string, unknown>): boolean {
  return Object.values(fields).every(
    (field) => is(field, Column) || is(field, SQL) || is(field, SQL.Aliased) || is(field, Subquery),
  );
}

/** Prepared selects whose rows this file maps (for tests). */
const planned = new WeakSet<object>();

/**
 * The one way the server prepares a select for reuse: `query.prepare(name)`, except that a selection of
 * flat fields has its rows mapped by a mapper planned once, here, instead of Drizzle's (decision 031).
 *
 * Drizzle's own mapping looks up each field's decoder and walks its path again for every field of every
 * row, which under load was a sixth of a list's CPU. The statement is made by the database's session with
 * the same SQL, name and driver settings `.prepare` uses, through `prepareQuery`'s `customResultMapper`,
 * which receives the rows as arrays in the order of the selection. The result is the same: each field's
 * value through its decoder, null kept (row-mapping.test.ts compares both on every kind of field).
 *
 * A selection with nested objects (`{ company: { ... } }`) keeps Drizzle's mapping, which also turns an
 * unmatched left join's object into null.
 */
export function prepareWithPlannedRows<Q extends SelectQuery>(
  db: Database,
  name: string,
  query: Q,
): ReturnType<Q["prepare"]> {
  const fields = query._.config.fields;
  if (!isFlat(fields)) return query.prepare(name) as ReturnType<Q["prepare"]>;
  const names = Object.keys(fields);
  const decoders = Object.values(fields).map(decoderOf);
  const count = names.length;
  const mapRows = (rows: unknown[][]) =>
    rows.map((row) => {
      const mapped: Record<string, unknown> = {};
      for (let index = 0; index < count; index++) {
        const raw = row[index];
        mapped[names[index] as string] =
          raw === null ? null : (decoders[index] as Decoder).mapFromDriverValue(raw);
      }
      return mapped;
    });
  const prepared = db._.session.prepareQuery(query.toSQL(), undefined, name, true, mapRows);
  planned.add(prepared);
  return prepared as ReturnType<Q["prepare"]>;
}

/** A select prepared once per database (`preparedFor`) with `prepareWithPlannedRows`. */
export function preparedWithPlannedRows<Q extends SelectQuery>(
  name: string,
  build: (db: Database) => Q,
): (db: Database) => ReturnType<Q["prepare"]> {
  return preparedFor((db) => prepareWithPlannedRows(db, name, build(db)));
}

/** Whether a prepared select maps its rows with a planned mapper (for tests). */
export function hasPlannedRowMapping(value: unknown): boolean {
  return typeof value === "object" && value !== null && planned.has(value);
}
