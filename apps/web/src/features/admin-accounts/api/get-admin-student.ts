import { queryOptions, useQuery } from "@tanstack/react-query";
import { api, isApiError } from "@/lib/api-client";
import { adminAccountsKeys } from "@/lib/query-keys";

export function getAdminStudent(id: string, signal?: AbortSignal) {
  return api.call("GET /api/admin/students/:id", { params: { id }, signal });
}

export function getAdminStudentQueryOptions(id: string) {
  return queryOptions({
    queryKey: adminAccountsKeys.student(id),
    queryFn: ({ signal }) => getAdminStudent(id, signal),
    meta: {
      errorMessage: "Failed to load students",
      isExpectedError: (error) => isApiError(error, "NOT_FOUND"),
    },
  });
}

/** The student page, the profile modal and the edit form's starting values. */
export function useAdminStudent(id: string, { enabled = true }: { enabled?: boolean } = {}) {
  return useQuery({ ...getAdminStudentQueryOptions(id), enabled });
}
