import { apiPageQuery } from "@/lib/api-query";
import { adminInternshipsKeys } from "@/lib/query-keys";

/** One page of every company's internships; the last page stays on screen while the next loads. */
const adminInternships = apiPageQuery(
  "GET /api/admin/internships",
  adminInternshipsKeys.list,
  "Failed to load internships",
);

export const useAdminInternships = adminInternships.use;
