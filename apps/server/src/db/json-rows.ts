import { type AnyColumn, is, SQL, sql } from "drizzle-orm";
import { decoderOf } from "./row-mapping.ts";

/**
 * A list read inside another statement, so that a screen of several lists and counters costs one round
 * trip: `row` selects a row's fields as one JSON array (aggregate them with `json_agg`), and `read` turns
 * such an array back into the row a select of those fields would give, each value through its field's own
 * decoder. JSON carries what these fields hold as PostgreSQL's text would (a timestamp as ISO 8601 with its
 * offset, an array as an array), which the decoders read alike (json-rows.test.ts).
 */
export function jsonRow<Row extends Record<string, unknown>>(fields: { [Key in keyof Row]: unknown }) {
  const names = Object.keys(fields);
  const values = Object.values(fields);
  const decoders = values.map(decoderOf);
  const count = names.length;
  return {
    row: sql<unknown[]>`json_build_array(${sql.join(
      values.map((field) => (is(field, SQL.Aliased) ? field.sql : sql`${field}`)),
      sql`, `,
    )})`,
    read(array: unknown[]): Row {
      const row: Record<string, unknown> = {};
      for (let index = 0; index < count; index++) {
        const value = array[index];
        row[names[index] as string] =
          value === null || value === undefined ? null : decoders[index]!.mapFromDriverValue(value);
      }
      return row as Row;
    },
  };
}

/**
 * The JSON values of a list's rows (by default `jsonRow` arrays), in the list's order, as one value (an empty
 * array for none).
 */
export function jsonRows<Item = unknown[]>(list: SQL, row: SQL, order: SQL): SQL<Item[]> {
  return sql<Item[]>`(select coalesce(json_agg(${row} order by ${order}), '[]'::json) from ${list})`;
}

/**
 * A timestamp as every answer writes it, made by PostgreSQL for JSON it builds: ISO 8601 in UTC to the
 * millisecond, the text `Date.prototype.toISOString` gives for the same instant (json-rows.test.ts).
 */
export function isoTime(column: AnyColumn | SQL): SQL<string> {
  return sql<string>`to_char(${column} at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"')`;
}
