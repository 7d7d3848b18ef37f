import type { QueryClient } from "@tanstack/react-query";
import {
  adminInternshipsKeys,
  analyticsKeys,
  companyApplicationsKeys,
  dashboardKeys,
} from "@/lib/query-keys";

/**
 * Other screens show the same internships (the company dashboard, the applicant filter on Review
 * Applications, the admin's lists and analytics); they are marked stale after a change and refetch when
 * next shown.
 */
export function markRelatedQueriesStale(queryClient: QueryClient) {
  for (const queryKey of [
    dashboardKeys.all,
    companyApplicationsKeys.all,
    adminInternshipsKeys.all,
    analyticsKeys.all,
  ]) {
    void queryClient.invalidateQueries({ queryKey, refetchType: "none" });
  }
}
