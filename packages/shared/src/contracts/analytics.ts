import { applicationAnalyticsSchema } from "../analytics-answers.ts";
import { analyticsQuerySchema } from "../analytics-schemas.ts";
import type { ApiContract, ApiRouteKey } from "../api-contract.ts";

const tag = "Admin: internships and analytics";

export const analyticsContracts = {
  "GET /api/admin/analytics": {
    tag,
    who: "admin",
    summary: "Applications per status, the top companies and internships, and the daily trend over the range",
    query: analyticsQuerySchema,
    answer: applicationAnalyticsSchema,
  },
  "GET /api/admin/analytics/export": {
    tag,
    who: "admin",
    summary: "The same figures as a CSV report (404 when there is no application at all)",
    query: analyticsQuerySchema,
    produces: "text/csv",
  },
} as const satisfies Record<ApiRouteKey, ApiContract>;
