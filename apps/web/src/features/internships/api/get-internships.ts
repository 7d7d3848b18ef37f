import type { InternshipCard, Page } from "@internpath/shared/api-types";
import type { InternshipType } from "@internpath/shared/enums";
import { keepPreviousData, queryOptions, useQuery } from "@tanstack/react-query";
import { api } from "@/lib/api-client";

/**
 * Every internship query key starts here, so one invalidation refreshes the browse list, the
 * detail page, similar internships and the bookmarks list (each shows `isBookmarked`).
 */
export const internshipsQueryKey = ["internships"] as const;

/** The browse filters of docs/api.md; absent means "any". */
export type InternshipSearch = {
  q?: string;
  type?: InternshipType;
  location?: string;
  remote?: boolean;
  after?: string;
  before?: string;
};

export function getInternships(search: InternshipSearch, signal?: AbortSignal) {
  return api.get<Page<InternshipCard>>("/api/internships", {
    params: {
      q: search.q,
      type: search.type,
      location: search.location,
      remote: search.remote ? "true" : undefined,
      after: search.after,
      before: search.before,
    },
    signal,
  });
}

export function getInternshipsQueryOptions(search: InternshipSearch) {
  return queryOptions({
    queryKey: [...internshipsQueryKey, "list", search],
    queryFn: ({ signal }) => getInternships(search, signal),
  });
}

/** Keeps the previous page on screen while the next search loads, so results do not flash away. */
export function useInternships(search: InternshipSearch) {
  return useQuery({ ...getInternshipsQueryOptions(search), placeholderData: keepPreviousData });
}
