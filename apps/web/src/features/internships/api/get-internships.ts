import { keepPreviousData, queryOptions, useQuery } from "@tanstack/react-query";
import { api } from "@/lib/api-client";
import { type InternshipSearch, internshipsKeys } from "@/lib/query-keys";

export function getInternships(search: InternshipSearch, signal?: AbortSignal) {
  return api.call("GET /api/internships", {
    query: {
      q: search.q,
      type: search.type,
      location: search.location,
      remote: search.remote ? "true" : undefined,
      pay: search.pay?.length ? search.pay.join(",") : undefined,
      duration: search.duration?.length ? search.duration.join(",") : undefined,
      hideApplied: search.hideApplied ? "true" : undefined,
      companyId: search.companyId,
      sort: search.sort && search.sort !== "newest" ? search.sort : undefined,
      after: search.after,
      before: search.before,
    },
    signal,
  });
}

export function getInternshipsQueryOptions(search: InternshipSearch) {
  return queryOptions({
    queryKey: internshipsKeys.list(search),
    queryFn: ({ signal }) => getInternships(search, signal),
    meta: { errorMessage: "Failed to load internships" },
  });
}

/** Keeps the previous page on screen while the next search loads, so results do not flash away. */
export function useInternships(search: InternshipSearch) {
  return useQuery({ ...getInternshipsQueryOptions(search), placeholderData: keepPreviousData });
}
