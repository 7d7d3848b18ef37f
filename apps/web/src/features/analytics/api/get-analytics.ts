import { apiQuery } from "@/lib/api-query";
import { type AnalyticsRangeParams, analyticsKeys } from "@/lib/query-keys";

/**
 * The figures; a new range keeps the current ones on screen until its own arrive. The screen explains a
 * failure itself ('Analytics Not Available').
 */
const analytics = apiQuery({
  route: "GET /api/admin/analytics",
  queryKey: analyticsKeys.figures,
  request: (range: AnalyticsRangeParams) => ({ query: range }),
  keepPreviousPage: true,
});

export const useAnalytics = analytics.use;
