import { apiPageQuery } from "@/lib/api-query";
import { companyApplicationsKeys } from "@/lib/query-keys";

/** Applications to the company's internships, one page at a time, with a count per status. */
const companyApplications = apiPageQuery(
  "GET /api/company/applications",
  companyApplicationsKeys.list,
  "Failed to load applications",
);

export const getCompanyApplicationsQueryOptions = companyApplications.options;
export const useCompanyApplications = companyApplications.use;
