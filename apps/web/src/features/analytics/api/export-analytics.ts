import { api } from "@/lib/api-client";
import type { AnalyticsRangeParams } from "@/lib/query-keys";

/**
 * Downloads the report (application_analytics_{timestamp}.csv, named by the server) for the range;
 * the server answers 404 when there are no applications at all.
 */
export function exportAnalytics(range: AnalyticsRangeParams): Promise<string> {
  return api.download("GET /api/admin/analytics/export", {
    query: range,
    accept: "text/csv",
    fallbackName: `application_analytics_${Date.now()}.csv`,
  });
}
