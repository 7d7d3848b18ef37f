import type { ApplicationCounts, Page, StudentApplication } from "@internpath/shared/api-types";
import { keepPreviousData, queryOptions, useQuery } from "@tanstack/react-query";
import { api } from "@/lib/api-client";
import { type MyApplicationsSearch, myApplicationsKeys } from "@/lib/query-keys";

export type MyApplicationsPage = Page<StudentApplication> & { counts: ApplicationCounts };

export function getMyApplications(search: MyApplicationsSearch, signal?: AbortSignal) {
  return api.get<MyApplicationsPage>("/api/applications/mine", {
    params: { status: search.status, after: search.after, before: search.before },
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
