import type { StudentDashboard } from "@internpath/shared/api-types";
import { queryOptions, useQuery } from "@tanstack/react-query";
import { api } from "@/lib/api-client";
import { dashboardKeys } from "@/lib/query-keys";

export function getStudentDashboard(signal?: AbortSignal) {
  return api.get<StudentDashboard>("/api/dashboard/student", { signal });
}

export function getStudentDashboardQueryOptions() {
  return queryOptions({
    queryKey: dashboardKeys.student(),
    queryFn: ({ signal }) => getStudentDashboard(signal),
    meta: { errorMessage: "Failed to load dashboard data" },
  });
}

/**
 * docs/product.md, "Dashboards": the dashboard reloads on live changes to the student's applications. Until the live event
 * stream (/api/events) drives this, it refetches whenever the window regains focus.
 */
export function useStudentDashboard() {
  return useQuery({ ...getStudentDashboardQueryOptions(), refetchOnWindowFocus: "always" });
}
