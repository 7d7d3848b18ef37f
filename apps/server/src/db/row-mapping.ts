import { Column, is, SQL, Subquery } from "drizzle-orm";
import { PgPreparedQuery } from "drizzle-orm/pg-core";

/** What turns a value from the driver into the field's value (a column, or `sql<T>` and its `mapWith`). */
type Decoder = { mapFromDriverValue(value: unknown): unknown };

/**
 * What a prepared select holds that this file reads and sets. Drizzle marks them private; both drivers
 * we run (node-postgres and PGlite) keep the selected fields in order and call `customResultMapper`,
 * when set, with the rows as arrays in that order. row-mapping.test.ts fails if that changes.
 */
type PreparedSelect = {
  fields?: { path: string[]; field: unknown }[];
  customResultMapper?: (rows: unknown[][]) => unknown;
};

/** The decoder of a selected field, found as Drizzle finds it (its `decoder` is private on `sql`). */
export function decoderOf(field: unknown): Decoder {
  if (is(field, Column)) return field;
  const sqlOf = (value: unknown) => value as { decoder: Decoder };
  if (is(field, SQL)) return sqlOf(field).decoder;
  if (is(field, Subquery)) return sqlOf((field as unknown as { _: { sql: SQL } })._.sql).decoder;
  return sqlOf((field as SQL.Aliased).sql).decoder;
}

/**
 * Gives a prepared select of flat fields a row mapper planned once: Drizzle's own mapping looks up
 * each field's decoder and walks its path again for every field of every row, which under load was a
 * sixth of a list's CPU. The result is the same: each field's value through its decoder, null kept.
 * A selection with nested objects (`{ company: { ... } }`) keeps Drizzle's mapping, which also turns an
 * unmatched left join's object into null. Anything that is not a prepared select is returned as it is.
 */
export function withPlannedRowMapping<T>(value: T): T {
  if (!(value instanceof PgPreparedQuery)) return value;
  const prepared = value as unknown as PreparedSelect;
  const fields = prepared.fields;
  if (!fields || prepared.customResultMapper || fields.some((field) => field.path.length !== 1)) return value;
  const names = fields.map((field) => field.path[0] as string);
  const decoders = fields.map((field) => decoderOf(field.field));
  const count = names.length;
  prepared.customResultMapper = (rows) =>
    rows.map((row) => {
      const mapped: Record<string, unknown> = {};
      for (let index = 0; index < count; index++) {
        const raw = row[index];
        mapped[names[index] as string] =
          raw === null ? null : (decoders[index] as Decoder).mapFromDriverValue(raw);
      }
      return mapped;
    });
  return value;
}

/** Whether a prepared select maps its rows with a planned mapper (for tests). */
export function hasPlannedRowMapping(value: unknown): boolean {
  return (
    value instanceof PgPreparedQuery && typeof (value as PreparedSelect).customResultMapper === "function"
  );
}
