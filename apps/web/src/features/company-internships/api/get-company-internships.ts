import { apiQuery } from "@/lib/api-query";
import { type CompanyInternshipsParams, companyInternshipsKeys } from "@/lib/query-keys";

/** The company's own internships, one page at a time; the last page stays on screen while the next loads. */
const companyInternships = apiQuery({
  route: "GET /api/company/internships",
  queryKey: companyInternshipsKeys.list,
  request: (params: CompanyInternshipsParams) => ({ query: params }),
  errorMessage: "Failed to load internships",
  keepPreviousPage: true,
});

export const useCompanyInternships = companyInternships.use;
