import { keepPreviousData, queryOptions, useQuery } from "@tanstack/react-query";
import { api } from "@/lib/api-client";
import { type CompanyApplicationsParams, companyApplicationsKeys } from "@/lib/query-keys";

export function getCompanyApplications(params: CompanyApplicationsParams, signal?: AbortSignal) {
  return api.call("GET /api/company/applications", { query: params, signal });
}

export function getCompanyApplicationsQueryOptions(params: CompanyApplicationsParams) {
  return queryOptions({
    queryKey: companyApplicationsKeys.list(params),
    queryFn: ({ signal }) => getCompanyApplications(params, signal),
    meta: { errorMessage: "Failed to load applications" },
  });
}

/** Applications to the company's internships, one page at a time, with a count per status. */
export function useCompanyApplications(params: CompanyApplicationsParams) {
  return useQuery({ ...getCompanyApplicationsQueryOptions(params), placeholderData: keepPreviousData });
}
