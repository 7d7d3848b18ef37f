import { z } from "zod";
import { ERROR_CODES } from "../errors.ts";

/** Pieces many contracts share. */

/** `:id` in a route's path. */
export const idParams = z.object({ id: z.string().describe("The record's id (a uuid)") });

/** `{ items: [...] }`, a list that is not paged. */
export function itemsOf<T extends z.ZodType>(item: T) {
  return z.object({ items: z.array(item) });
}

/** `{ [key]: value }`, the answer that wraps one record. */
export function wrapped<const K extends string, T extends z.ZodType>(key: K, value: T) {
  return z.object({ [key]: value } as { [P in K]: T });
}

/** The one error shape of every failed request (ApiErrorBody in errors.ts). */
export const apiErrorSchema = z.object({
  error: z.object({
    code: z.enum(ERROR_CODES),
    message: z.string(),
    fields: z.record(z.string(), z.string()).optional().describe("A message per field of the request"),
    requestId: z.string().optional().describe("On a server error: the request's id, for a report"),
  }),
});
