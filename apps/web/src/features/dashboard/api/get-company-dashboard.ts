import { queryOptions, useQuery } from "@tanstack/react-query";
import { api } from "@/lib/api-client";
import { dashboardKeys } from "@/lib/query-keys";

export function getCompanyDashboard(signal?: AbortSignal) {
  return api.call("GET /api/dashboard/company", { signal });
}

export function getCompanyDashboardQueryOptions() {
  return queryOptions({
    queryKey: dashboardKeys.company(),
    queryFn: ({ signal }) => getCompanyDashboard(signal),
    meta: { errorMessage: "Failed to load dashboard data" },
  });
}

export function useCompanyDashboard() {
  return useQuery(getCompanyDashboardQueryOptions());
}
