import { keepPreviousData, queryOptions, useQuery } from "@tanstack/react-query";
import { api } from "@/lib/api-client";
import { type CompanyInternshipsParams, companyInternshipsKeys } from "@/lib/query-keys";

export function getCompanyInternships(params: CompanyInternshipsParams, signal?: AbortSignal) {
  return api.call("GET /api/company/internships", { query: params, signal });
}

export function getCompanyInternshipsQueryOptions(params: CompanyInternshipsParams) {
  return queryOptions({
    queryKey: companyInternshipsKeys.list(params),
    queryFn: ({ signal }) => getCompanyInternships(params, signal),
    meta: { errorMessage: "Failed to load internships" },
  });
}

/** The company's own internships, one page at a time; the last page stays on screen while the next loads. */
export function useCompanyInternships(params: CompanyInternshipsParams) {
  return useQuery({ ...getCompanyInternshipsQueryOptions(params), placeholderData: keepPreviousData });
}
