import type { InternshipCard, Page } from "@internpath/shared/api-types";
import { keepPreviousData, queryOptions, useQuery } from "@tanstack/react-query";
import { internshipsQueryKey } from "@/features/internships/api/get-internships";
import { api } from "@/lib/api-client";

export type BookmarksSearch = { after?: string; before?: string };

export function getBookmarks(search: BookmarksSearch, signal?: AbortSignal) {
  return api.get<Page<InternshipCard>>("/api/bookmarks", {
    params: { after: search.after, before: search.before },
    signal,
  });
}

/** Under the internships key, so bookmarking anywhere refreshes this list too. */
export function getBookmarksQueryOptions(search: BookmarksSearch) {
  return queryOptions({
    queryKey: [...internshipsQueryKey, "bookmarks", search],
    queryFn: ({ signal }) => getBookmarks(search, signal),
  });
}

export function useBookmarks(search: BookmarksSearch) {
  return useQuery({ ...getBookmarksQueryOptions(search), placeholderData: keepPreviousData });
}
