import { apiQuery } from "@/lib/api-query";
import { type AdminApplicationsParams, adminApplicationsKeys } from "@/lib/query-keys";

export const LOAD_APPLICATIONS_FAILED = "Failed to load applications";

/** One page of Manage Applications; the previous page stays on screen while the next one loads. */
const adminApplications = apiQuery({
  route: "GET /api/admin/applications",
  queryKey: adminApplicationsKeys.list,
  request: (params: AdminApplicationsParams) => ({ query: params }),
  errorMessage: LOAD_APPLICATIONS_FAILED,
  keepPreviousPage: true,
});

export const useAdminApplications = adminApplications.use;
