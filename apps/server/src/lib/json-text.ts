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
