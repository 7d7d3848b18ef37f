import { apiPageQuery } from "@/lib/api-query";
import { companyInternshipsKeys } from "@/lib/query-keys";

/** The company's own internships, one page at a time; the last page stays on screen while the next loads. */
const companyInternships = apiPageQuery(
  "GET /api/company/internships",
  companyInternshipsKeys.list,
  "Failed to load internships",
);

export const useCompanyInternships = companyInternships.use;
