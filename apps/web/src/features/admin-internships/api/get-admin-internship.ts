import { queryOptions, useQuery } from "@tanstack/react-query";
import { api, isApiError } from "@/lib/api-client";
import { adminInternshipsKeys } from "@/lib/query-keys";

export async function getAdminInternship(id: string, signal?: AbortSignal) {
  const { internship } = await api.call("GET /api/admin/internships/:id", { params: { id }, signal });
  return internship;
}

export function getAdminInternshipQueryOptions(id: string) {
  return queryOptions({
    queryKey: adminInternshipsKeys.detail(id),
    queryFn: ({ signal }) => getAdminInternship(id, signal),
    // A missing internship has its own screen; other failures toast.
    meta: {
      errorMessage: "Failed to load internship details",
      isExpectedError: (error) => isApiError(error, "NOT_FOUND"),
    },
  });
}

export function useAdminInternship(id: string) {
  return useQuery(getAdminInternshipQueryOptions(id));
}
