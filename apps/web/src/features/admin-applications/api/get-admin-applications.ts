import { apiPageQuery } from "@/lib/api-query";
import { adminApplicationsKeys } from "@/lib/query-keys";

export const LOAD_APPLICATIONS_FAILED = "Failed to load applications";

/** One page of Manage Applications; the previous page stays on screen while the next one loads. */
const adminApplications = apiPageQuery(
  "GET /api/admin/applications",
  adminApplicationsKeys.list,
  LOAD_APPLICATIONS_FAILED,
);

export const useAdminApplications = adminApplications.use;
