import { queryOptions, useQuery } from "@tanstack/react-query";
import { api } from "@/lib/api-client";
import { adminApplicationsKeys } from "@/lib/query-keys";

export async function getAdminApplication(id: string, signal?: AbortSignal) {
  const { application } = await api.call("GET /api/admin/applications/:id", { params: { id }, signal });
  return application;
}

export function getAdminApplicationQueryOptions(id: string) {
  return queryOptions({
    queryKey: adminApplicationsKeys.detail(id),
    queryFn: ({ signal }) => getAdminApplication(id, signal),
  });
}

/** Everything the Application Details modal and page show. */
export function useAdminApplication(id: string | null) {
  return useQuery({ ...getAdminApplicationQueryOptions(id ?? ""), enabled: Boolean(id) });
}
