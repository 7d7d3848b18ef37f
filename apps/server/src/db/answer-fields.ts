import { type AnyColumn, SQL, sql } from "drizzle-orm";
import { type JsonText, jsonNumber, jsonString } from "../lib/json-text.ts";
import { isoTime } from "./json-rows.ts";

/**
 * One field table per answer shape: each field of the answer's type names the SQL it is read from and how
 * it is written. From the one table come the two ways a list is answered (decisions 025 and 027):
 *
 * - `jsonObjectOf(table)`: PostgreSQL builds each item as JSON (`json_build_object`), for answers read
 *   inside another statement (a dashboard's lists);
 * - `columnsOf(table, prefix)` and `writerOf(table)`: PostgreSQL reads plain columns, far cheaper than
 *   building JSON, and the server writes each row as the answer's JSON text, field by field.
 *
 * `FieldTable<Answer>` makes the compiler hold the table to the answer's type (from its schema in
 * packages/shared): a field missing, extra or of the wrong kind does not compile. So a new field of an answer
 * is one line in its schema and one here.
 */

type Expression = AnyColumn | SQL | SQL.Aliased;

/** How a field is read and written; `T` is the JSON value it holds. */
export type Field<T> = { readonly kind: Kind; readonly sql: SQL; readonly __value?: T };
type Kind =
  /** Text of a fixed alphabet (a uuid, an enum value, an ISO time): written between quotes as it is. */
  | "verbatim"
  /** Any text, escaped as JSON.stringify escapes it; null as null. */
  | "text"
  | "number"
  | "boolean"
  /** JSON PostgreSQL writes (an array, a nested answer), read as text and written as it is. */
  | "json";

const field = <T>(kind: Kind, expression: Expression | SQL): Field<T> => ({
  kind,
  sql: expression instanceof SQL ? expression : sql`${expression}`,
});

/** The kinds of field, each with the JSON value it holds. */
export const fields = {
  /** A uuid or enum value that is never null. */
  verbatim: <T extends string = string>(expression: Expression) => field<T>("verbatim", expression),
  /** A timestamp, as every answer writes it (isoTime): never null. */
  time: (column: AnyColumn | SQL) => field<string>("verbatim", isoTime(column)),
  text: (expression: Expression) => field<string>("text", expression),
  nullableText: (expression: Expression) => field<string | null>("text", expression),
  number: (expression: Expression) => field<number>("number", expression),
  nullableNumber: (expression: Expression) => field<number | null>("number", expression),
  boolean: (expression: Expression) => field<boolean>("boolean", expression),
  /** A text[] column, as a JSON array. */
  textArray: (column: AnyColumn) => field<string[]>("json", sql`array_to_json(${column})`),
  /** JSON the database builds (`T` is what it holds). */
  json: <T>(expression: SQL) => field<T>("json", expression),
};

/** A nested object of an answer, with its own fields. */
export type FieldTable<Answer> = {
  readonly [Key in keyof Answer]-?: Field<Answer[Key]> | FieldTable<Answer[Key]>;
};

type AnyTable = { readonly [key: string]: Field<unknown> | AnyTable };

const isField = (value: Field<unknown> | AnyTable): value is Field<unknown> =>
  "kind" in value && value.sql instanceof SQL;

type Leaf = { path: string[]; field: Field<unknown> };

function leavesOf(table: AnyTable, path: string[] = []): Leaf[] {
  return Object.entries(table).flatMap(([key, value]) =>
    isField(value) ? [{ path: [...path, key], field: value }] : leavesOf(value, [...path, key]),
  );
}

/** A leaf's name among the columns: `student.fullName` -> `student_fullName`. */
const columnName = (path: string[]) => path.join("_");

/** The answer's JSON as PostgreSQL builds it: `json_build_object('id', ..., 'student', json_build_object(...))`. */
export function jsonObjectOf<Answer>(table: FieldTable<Answer>): SQL<Answer> {
  const build = (part: AnyTable): SQL =>
    sql`json_build_object(${sql.join(
      Object.entries(part).map(
        ([key, value]) => sql`${sql.raw(`'${key}'`)}, ${isField(value) ? value.sql : build(value)}`,
      ),
      sql`, `,
    )})`;
  return build(table as AnyTable) as SQL<Answer>;
}

/**
 * The answer's fields as plain columns, named `<prefix>_<n>` so they stand apart from what they are joined to:
 * JSON fields as their text, the rest as they are. `writerOf` writes a row of them.
 */
export function columnsOf<Answer>(table: FieldTable<Answer>, prefix: string) {
  const columns: Record<string, SQL.Aliased<string | number | boolean | null>> = {};
  leavesOf(table as AnyTable).forEach(({ path, field: leaf }, index) => {
    const expression = leaf.kind === "json" ? sql`(${leaf.sql})::text` : leaf.sql;
    columns[columnName(path)] = sql<string | number | boolean | null>`${expression}`.as(`${prefix}_${index}`);
  });
  return columns;
}

const writeValue: Record<Kind, (value: unknown) => string> = {
  verbatim: (value) => `"${value as string}"`,
  text: (value) => jsonString(value as string | null),
  number: (value) => jsonNumber(value as number | null),
  boolean: (value) => (value ? "true" : "false"),
  json: (value) => (value === null || value === undefined ? "null" : (value as string)),
};

/**
 * Writes a row of `columnsOf(table)` as the answer's JSON text, in the order of the table: the text between
 * two values (`,"student":{"id":`) is worked out once, so a row costs one concatenation per field.
 */
export function writerOf<Answer>(table: FieldTable<Answer>) {
  const steps: { before: string; name: string; write: (value: unknown) => string }[] = [];
  let pending = "";
  const walk = (part: AnyTable, path: string[]) => {
    pending += "{";
    Object.entries(part).forEach(([key, value], index) => {
      pending += `${index > 0 ? "," : ""}${JSON.stringify(key)}:`;
      if (isField(value)) {
        steps.push({ before: pending, name: columnName([...path, key]), write: writeValue[value.kind] });
        pending = "";
      } else {
        walk(value, [...path, key]);
      }
    });
    pending += "}";
  };
  walk(table as AnyTable, []);
  const after = pending;
  return (row: Record<string, unknown>): JsonText<Answer> => {
    let text = "";
    for (const step of steps) text += step.before + step.write(row[step.name]);
    return (text + after) as JsonText<Answer>;
  };
}
