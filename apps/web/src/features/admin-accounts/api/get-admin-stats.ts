import { queryOptions, useQuery } from "@tanstack/react-query";
import { api } from "@/lib/api-client";
import { adminAccountsKeys } from "@/lib/query-keys";

export function getAdminStats(signal?: AbortSignal) {
  return api.call("GET /api/admin/stats", { signal });
}

export function getAdminStatsQueryOptions() {
  return queryOptions({
    queryKey: adminAccountsKeys.stats(),
    queryFn: ({ signal }) => getAdminStats(signal),
    meta: { errorMessage: "Failed to load dashboard statistics" },
  });
}

/** The dashboard's Activity Summary. */
export function useAdminStats() {
  return useQuery(getAdminStatsQueryOptions());
}
