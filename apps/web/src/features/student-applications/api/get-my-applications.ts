import type { ApplicationCounts, Page, StudentApplication } from "@internpath/shared/api-types";
import type { ApplicationStatus } from "@internpath/shared/enums";
import { keepPreviousData, queryOptions, useQuery } from "@tanstack/react-query";
import { api } from "@/lib/api-client";

/** Every query about the signed-in student's own applications starts here. */
export const myApplicationsQueryKey = ["student-applications"] as const;

export type MyApplicationsSearch = { status?: ApplicationStatus; after?: string; before?: string };

export type MyApplicationsPage = Page<StudentApplication> & { counts: ApplicationCounts };

export function getMyApplications(search: MyApplicationsSearch, signal?: AbortSignal) {
  return api.get<MyApplicationsPage>("/api/applications/mine", {
    params: { status: search.status, after: search.after, before: search.before },
    signal,
  });
}

export function getMyApplicationsQueryOptions(search: MyApplicationsSearch) {
  return queryOptions({
    queryKey: [...myApplicationsQueryKey, "list", search],
    queryFn: ({ signal }) => getMyApplications(search, signal),
  });
}

export function useMyApplications(search: MyApplicationsSearch) {
  return useQuery({ ...getMyApplicationsQueryOptions(search), placeholderData: keepPreviousData });
}
