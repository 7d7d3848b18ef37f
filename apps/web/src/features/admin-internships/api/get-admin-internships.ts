import { apiQuery } from "@/lib/api-query";
import { type AdminInternshipsParams, adminInternshipsKeys } from "@/lib/query-keys";

/** One page of every company's internships; the last page stays on screen while the next loads. */
const adminInternships = apiQuery({
  route: "GET /api/admin/internships",
  queryKey: adminInternshipsKeys.list,
  request: (params: AdminInternshipsParams) => ({ query: params }),
  errorMessage: "Failed to load internships",
  keepPreviousPage: true,
});

export const useAdminInternships = adminInternships.use;
