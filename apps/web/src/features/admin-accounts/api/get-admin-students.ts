import { keepPreviousData, queryOptions, useQuery } from "@tanstack/react-query";
import { api } from "@/lib/api-client";
import { type AdminAccountsParams, adminAccountsKeys } from "@/lib/query-keys";

export function getAdminStudents(params: AdminAccountsParams, signal?: AbortSignal) {
  return api.call("GET /api/admin/students", { query: params, signal });
}

export function getAdminStudentsQueryOptions(params: AdminAccountsParams) {
  return queryOptions({
    queryKey: adminAccountsKeys.studentList(params),
    queryFn: ({ signal }) => getAdminStudents(params, signal),
    meta: { errorMessage: "Failed to load students" },
  });
}

export function useAdminStudents(params: AdminAccountsParams) {
  return useQuery({ ...getAdminStudentsQueryOptions(params), placeholderData: keepPreviousData });
}
