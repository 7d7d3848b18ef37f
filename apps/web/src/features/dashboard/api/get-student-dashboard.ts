import { queryOptions, useQuery } from "@tanstack/react-query";
import { api } from "@/lib/api-client";
import { dashboardKeys } from "@/lib/query-keys";

export function getStudentDashboard(signal?: AbortSignal) {
  return api.call("GET /api/dashboard/student", { signal });
}

export function getStudentDashboardQueryOptions() {
  return queryOptions({
    queryKey: dashboardKeys.student(),
    queryFn: ({ signal }) => getStudentDashboard(signal),
    meta: { errorMessage: "Failed to load dashboard data" },
  });
}

/** docs/product.md, "Dashboards": live application events (/api/events) mark it stale, so it reloads. */
export function useStudentDashboard() {
  return useQuery(getStudentDashboardQueryOptions());
}
