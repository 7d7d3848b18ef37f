import type { StudentDashboard } from "@internpath/shared/api-types";
import { queryOptions, useQuery } from "@tanstack/react-query";
import { myApplicationsQueryKey } from "@/features/student-applications/api/get-my-applications";
import { api } from "@/lib/api-client";

export function getStudentDashboard(signal?: AbortSignal) {
  return api.get<StudentDashboard>("/api/dashboard/student", { signal });
}

/** Under the applications key: whatever changes the student's applications refreshes the dashboard too. */
export const studentDashboardQueryKey = [...myApplicationsQueryKey, "dashboard"] as const;

export function getStudentDashboardQueryOptions() {
  return queryOptions({
    queryKey: studentDashboardQueryKey,
    queryFn: ({ signal }) => getStudentDashboard(signal),
  });
}

/**
 * Spec: the dashboard reloads on live changes to the student's applications. Until the live event
 * stream (/api/events) drives this, it refetches whenever the window regains focus.
 */
export function useStudentDashboard() {
  return useQuery({ ...getStudentDashboardQueryOptions(), refetchOnWindowFocus: "always" });
}
