import { keepPreviousData, queryOptions, useQuery } from "@tanstack/react-query";
import { api } from "@/lib/api-client";
import { internshipsKeys, type PageCursor } from "@/lib/query-keys";

export function getBookmarks(cursor: PageCursor, signal?: AbortSignal) {
  return api.call("GET /api/bookmarks", { query: { after: cursor.after, before: cursor.before }, signal });
}

/** Under the internships key, so bookmarking anywhere refreshes this list too. */
export function getBookmarksQueryOptions(cursor: PageCursor) {
  return queryOptions({
    queryKey: internshipsKeys.bookmarks(cursor),
    queryFn: ({ signal }) => getBookmarks(cursor, signal),
    meta: { errorMessage: "Failed to load bookmarks" },
  });
}

export function useBookmarks(cursor: PageCursor) {
  return useQuery({ ...getBookmarksQueryOptions(cursor), placeholderData: keepPreviousData });
}
