import type { Context, TypedResponse } from "hono";

/**
 * An answer's JSON written as text, for a list read so often that building it as objects shows under load:
 * its rows come from the database as plain text columns and are written field by field
 * (docs/decisions/027-review-list-written-as-text.md). `T` names the shape the text holds.
 */
export type JsonText<T> = string & { readonly __shape?: T };

/** A string, or null, as JSON (escaped as `JSON.stringify` escapes it). */
export function jsonString(value: string | null | undefined): string {
  return value === null || value === undefined ? "null" : JSON.stringify(value);
}

/** A number, or null, as JSON. */
export function jsonNumber(value: number | null | undefined): string {
  return value === null || value === undefined ? "null" : String(value);
}

/** JSON the database wrote (a `json` value read as text), or null. */
export function jsonFromDatabase(value: string | null | undefined): string {
  return value === null || value === undefined ? "null" : value;
}

/** Answers with JSON already written as text, as `c.json` would answer with the same value. */
export function sendJsonText<T>(c: Context, text: JsonText<T>): Response & TypedResponse<T, 200, "json"> {
  return c.body(text, 200, { "Content-Type": "application/json" }) as unknown as Response &
    TypedResponse<T, 200, "json">;
}

/** A value as JSON text, its shape named (what `c.json` would write for it). */
export function jsonOf<T>(value: T): JsonText<T> {
  return JSON.stringify(value) as JsonText<T>;
}

/**
 * An object's JSON text with more fields after its own: `{"a":1}` with `{ b: 2 }` is `{"a":1,"b":2}`. The first
 * part is text written once and kept (a card's content), the rest is what changes per answer.
 */
export function withFields<A extends object, B extends object>(text: JsonText<A>, more: B): JsonText<A & B> {
  const rest = JSON.stringify(more);
  if (rest === "{}") return text as JsonText<A & B>;
  if (text === "{}") return rest as JsonText<A & B>;
  return `${text.slice(0, -1)},${rest.slice(1)}` as JsonText<A & B>;
}

/** Items already written as JSON text, as one JSON array. */
export function jsonArray<T>(items: readonly JsonText<T>[]): JsonText<T[]> {
  return `[${items.join(",")}]` as JsonText<T[]>;
}

/**
 * An object whose fields are each written as JSON text already (`jsonOf`, `jsonArray`, a writer's text): the
 * compiler holds the fields to the answer's type, a field missing or of another shape does not compile.
 */
export function jsonObject<T extends object>(fields: { [Key in keyof T]-?: JsonText<T[Key]> }): JsonText<T> {
  let text = "";
  for (const key in fields) text += `${text ? "," : "{"}${JSON.stringify(key)}:${fields[key]}`;
  return (text ? `${text}}` : "{}") as JsonText<T>;
}

/** The value JSON text holds, typed as its shape (for a caller in the server that reads an answer written as text). */
export function parseJsonText<T>(text: JsonText<T>): T {
  return JSON.parse(text) as T;
}
