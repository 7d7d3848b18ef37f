import { queryOptions, useQuery } from "@tanstack/react-query";
import { api, isApiError } from "@/lib/api-client";
import { adminAccountsKeys } from "@/lib/query-keys";

export function getAdminCompany(id: string, signal?: AbortSignal) {
  return api.call("GET /api/admin/companies/:id", { params: { id }, signal });
}

export function getAdminCompanyQueryOptions(id: string) {
  return queryOptions({
    queryKey: adminAccountsKeys.company(id),
    queryFn: ({ signal }) => getAdminCompany(id, signal),
    // A missing company is explained on the page ('Company not found'); anything else also toasts.
    meta: {
      errorMessage: "Failed to load company data",
      isExpectedError: (error) => isApiError(error, "NOT_FOUND"),
    },
  });
}

/** The company profile page (and the edit form's starting values). */
export function useAdminCompany(id: string) {
  return useQuery(getAdminCompanyQueryOptions(id));
}
