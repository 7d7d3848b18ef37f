import { keepPreviousData, queryOptions, useQuery } from "@tanstack/react-query";
import { api } from "@/lib/api-client";
import { type MyApplicationsSearch, myApplicationsKeys } from "@/lib/query-keys";

export function getMyApplications(search: MyApplicationsSearch, signal?: AbortSignal) {
  return api.call("GET /api/applications/mine", {
    query: { status: search.status, after: search.after, before: search.before },
    signal,
  });
}

export function getMyApplicationsQueryOptions(search: MyApplicationsSearch) {
  return queryOptions({
    queryKey: myApplicationsKeys.list(search),
    queryFn: ({ signal }) => getMyApplications(search, signal),
    meta: { errorMessage: "Failed to load applications" },
  });
}

export function useMyApplications(search: MyApplicationsSearch) {
  return useQuery({ ...getMyApplicationsQueryOptions(search), placeholderData: keepPreviousData });
}
