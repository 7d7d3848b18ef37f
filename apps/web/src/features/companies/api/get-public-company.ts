import { queryOptions, useQuery } from "@tanstack/react-query";
import { api, isApiError } from "@/lib/api-client";
import { publicCompanyKeys } from "@/lib/query-keys";

export function getPublicCompany(id: string, signal?: AbortSignal) {
  return api.call("GET /api/companies/:id", { params: { id }, signal });
}

export const isCompanyNotFound = (error: unknown) => isApiError(error) && error.status === 404;

export function getPublicCompanyQueryOptions(id: string) {
  return queryOptions({
    queryKey: publicCompanyKeys.detail(id),
    queryFn: ({ signal }) => getPublicCompany(id, signal),
    select: (data) => data.company,
    // The page says "Company not found" itself.
    meta: { errorMessage: "Failed to load company", isExpectedError: isCompanyNotFound },
  });
}

export function usePublicCompany(id: string) {
  return useQuery(getPublicCompanyQueryOptions(id));
}
