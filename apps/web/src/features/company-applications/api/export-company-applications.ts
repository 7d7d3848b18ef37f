import { api } from "@/lib/api-client";
import type { CompanyApplicationsFilters } from "@/lib/query-keys";

/**
 * Downloads the CSV of the applications matching the filters; the server names the file
 * (company_applications_{timestamp}.csv) and answers 404 when nothing matches.
 */
export function exportCompanyApplications(filters: CompanyApplicationsFilters): Promise<string> {
  return api.download("GET /api/company/applications/export", {
    query: filters,
    accept: "text/csv",
    fallbackName: `company_applications_${Date.now()}.csv`,
  });
}
