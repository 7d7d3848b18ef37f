import { keepPreviousData, queryOptions, useQuery } from "@tanstack/react-query";
import { api } from "@/lib/api-client";
import { type AdminApplicationsParams, adminApplicationsKeys } from "@/lib/query-keys";

export const LOAD_APPLICATIONS_FAILED = "Failed to load applications";

export function getAdminApplications(params: AdminApplicationsParams, signal?: AbortSignal) {
  return api.call("GET /api/admin/applications", { query: params, signal });
}

export function getAdminApplicationsQueryOptions(params: AdminApplicationsParams) {
  return queryOptions({
    queryKey: adminApplicationsKeys.list(params),
    queryFn: ({ signal }) => getAdminApplications(params, signal),
    meta: { errorMessage: LOAD_APPLICATIONS_FAILED },
  });
}

/** One page of Manage Applications; the previous page stays on screen while the next one loads. */
export function useAdminApplications(params: AdminApplicationsParams) {
  return useQuery({ ...getAdminApplicationsQueryOptions(params), placeholderData: keepPreviousData });
}
