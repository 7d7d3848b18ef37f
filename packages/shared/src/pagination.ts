import { z } from "zod";
import { DEFAULT_PAGE_SIZE, MAX_PAGE_SIZE } from "./limits.ts";
import { singleLineText } from "./text.ts";

/** Query-string values: an empty parameter (`?q=`) means "not given". */
export const emptyAsUndefined = (value: unknown) => (value === "" ? undefined : value);

const LIMIT_MESSAGE = `Limit must be a whole number from 1 to ${MAX_PAGE_SIZE}`;
const CURSOR_MESSAGE = "The page cursor is not valid";

/**
 * An opaque cursor the server made (base64url); its contents are checked on the server. A list whose cursor
 * carries a sort value (a name or title) allows a longer one.
 */
function cursorField(maxLength: number) {
  return z.preprocess(
    emptyAsUndefined,
    z
      .string({ error: CURSOR_MESSAGE })
      .max(maxLength, { error: CURSOR_MESSAGE })
      .regex(/^[A-Za-z0-9_-]+$/, { error: CURSOR_MESSAGE })
      .optional(),
  );
}

/** Keyset pagination of docs/api.md: `after` (next page) or `before` (previous page), and `limit`. */
export function pageQueryFields(cursorMaxLength = 200) {
  return {
    after: cursorField(cursorMaxLength),
    before: cursorField(cursorMaxLength),
    limit: z.preprocess(
      emptyAsUndefined,
      z.coerce
        .number({ error: LIMIT_MESSAGE })
        .int({ error: LIMIT_MESSAGE })
        .min(1, { error: LIMIT_MESSAGE })
        .max(MAX_PAGE_SIZE, { error: LIMIT_MESSAGE })
        .default(DEFAULT_PAGE_SIZE),
    ),
  };
}

export const pageQueryShape = pageQueryFields();

export const SEARCH_MAX_LENGTH = 200;

/** A search term: trimmed, at most 200 characters, no control characters; blank means "no search". */
export function searchField(label: string) {
  return z.preprocess(
    emptyAsUndefined,
    singleLineText(label, SEARCH_MAX_LENGTH)
      .trim()
      .optional()
      .transform((value) => value || undefined),
  );
}

/** A filter on one of `values`; blank or "all" means "no filter". */
export function filterField<const T extends readonly [string, ...string[]]>(values: T, message: string) {
  return z.preprocess(
    (value) => (value === "" || value === "all" ? undefined : value),
    z.enum(values, { error: message }).optional(),
  );
}

/** A list query: its filters plus keyset pagination, refusing `after` and `before` together. */
export function listQuerySchema<T extends z.ZodRawShape>(filters: T) {
  return z.object({ ...filters, ...pageQueryShape }).refine(
    (query) => {
      const { after, before } = query as { after?: string; before?: string };
      return !(after && before);
    },
    { error: "Use either after or before, not both" },
  );
}

export const pageQuerySchema = listQuerySchema({});
export type PageQuery = z.output<typeof pageQuerySchema>;
