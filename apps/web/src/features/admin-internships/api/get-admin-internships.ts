import { keepPreviousData, queryOptions, useQuery } from "@tanstack/react-query";
import { api } from "@/lib/api-client";
import { type AdminInternshipsParams, adminInternshipsKeys } from "@/lib/query-keys";

export function getAdminInternships(params: AdminInternshipsParams, signal?: AbortSignal) {
  return api.call("GET /api/admin/internships", { query: params, signal });
}

export function getAdminInternshipsQueryOptions(params: AdminInternshipsParams) {
  return queryOptions({
    queryKey: adminInternshipsKeys.list(params),
    queryFn: ({ signal }) => getAdminInternships(params, signal),
    meta: { errorMessage: "Failed to load internships" },
  });
}

/** One page of every company's internships; the last page stays on screen while the next loads. */
export function useAdminInternships(params: AdminInternshipsParams) {
  return useQuery({ ...getAdminInternshipsQueryOptions(params), placeholderData: keepPreviousData });
}
