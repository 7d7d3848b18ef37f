import { createSerializer, parseAsString, parseAsStringLiteral } from "nuqs";
import type { PageCursor } from "./query-keys";

/** Keyset pagination of docs/api.md in the URL: `after` (next page) or `before` (previous page). */
export const pageCursorParsers = { after: parseAsString, before: parseAsString };

/** The page a URL's cursors ask for; the server refuses both together, so a link carrying both shows the next page. */
export function pageCursorOf({ after, before }: { after: string | null; before: string | null }): PageCursor {
  return { after: after ?? undefined, before: after ? undefined : (before ?? undefined) };
}

/** The current URL (path and search) with a cursor set and the other one removed. */
export const hrefWithCursor = createSerializer(pageCursorParsers);

export type StatusFilter<Status extends string> = Status | "all";

/**
 * A status filter in the URL (`?filter=pending`): one of `statuses`, or "all" when the parameter is
 * absent or holds anything else. Choosing "all" removes the parameter.
 */
export function parseAsStatusFilter<const Status extends string>(statuses: readonly Status[]) {
  return parseAsStringLiteral<StatusFilter<Status>>(["all", ...statuses]).withDefault("all");
}

/** The API's status: absent for "all". */
export function statusOf<Status extends string>(filter: StatusFilter<Status>): Status | undefined {
  return filter === "all" ? undefined : (filter as Status);
}
