import { api } from "@/lib/api-client";
import type { AdminApplicationsFilters } from "@/lib/query-keys";

/**
 * Downloads every application matching the search and filters, in the list's order; the server names
 * the file (applications_export_{timestamp}.csv) and answers 404 when nothing matches.
 */
export function exportApplications(filters: AdminApplicationsFilters): Promise<string> {
  return api.download("GET /api/admin/applications/export", {
    query: filters,
    accept: "text/csv",
    fallbackName: `applications_export_${Date.now()}.csv`,
  });
}
