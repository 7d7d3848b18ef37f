import { keepPreviousData, queryOptions, useQuery } from "@tanstack/react-query";
import { api } from "@/lib/api-client";
import { type AnalyticsRangeParams, analyticsKeys } from "@/lib/query-keys";

export function getAnalytics(range: AnalyticsRangeParams, signal?: AbortSignal) {
  return api.call("GET /api/admin/analytics", { query: range, signal });
}

export function getAnalyticsQueryOptions(range: AnalyticsRangeParams) {
  return queryOptions({
    queryKey: analyticsKeys.figures(range),
    queryFn: ({ signal }) => getAnalytics(range, signal),
    // The screen explains a failure itself ('Analytics Not Available').
  });
}

/** The figures; a new range keeps the current ones on screen until its own arrive. */
export function useAnalytics(range: AnalyticsRangeParams) {
  return useQuery({ ...getAnalyticsQueryOptions(range), placeholderData: keepPreviousData });
}
