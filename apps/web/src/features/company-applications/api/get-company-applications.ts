import { apiQuery } from "@/lib/api-query";
import { type CompanyApplicationsParams, companyApplicationsKeys } from "@/lib/query-keys";

/** Applications to the company's internships, one page at a time, with a count per status. */
const companyApplications = apiQuery({
  route: "GET /api/company/applications",
  queryKey: companyApplicationsKeys.list,
  request: (params: CompanyApplicationsParams) => ({ query: params }),
  errorMessage: "Failed to load applications",
  keepPreviousPage: true,
});

export const getCompanyApplicationsQueryOptions = companyApplications.options;
export const useCompanyApplications = companyApplications.use;
