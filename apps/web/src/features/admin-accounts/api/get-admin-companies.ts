import { keepPreviousData, queryOptions, useQuery } from "@tanstack/react-query";
import { api } from "@/lib/api-client";
import { type AdminAccountsParams, adminAccountsKeys } from "@/lib/query-keys";

export function getAdminCompanies(params: AdminAccountsParams, signal?: AbortSignal) {
  return api.call("GET /api/admin/companies", { query: params, signal });
}

export function getAdminCompaniesQueryOptions(params: AdminAccountsParams) {
  return queryOptions({
    queryKey: adminAccountsKeys.companyList(params),
    queryFn: ({ signal }) => getAdminCompanies(params, signal),
    meta: { errorMessage: "Failed to load companies" },
  });
}

/** One page of companies; the last page stays on screen while the next loads. */
export function useAdminCompanies(params: AdminAccountsParams) {
  return useQuery({ ...getAdminCompaniesQueryOptions(params), placeholderData: keepPreviousData });
}
