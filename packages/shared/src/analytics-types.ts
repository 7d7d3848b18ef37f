import type { z } from "zod";
import type {
  analyticsCompanySchema,
  analyticsDaySchema,
  analyticsInternshipSchema,
  applicationAnalyticsSchema,
} from "./analytics-answers.ts";

/** The answer of GET /api/admin/analytics, inferred from its schema in analytics-answers.ts (types only). */

export type AnalyticsCompany = z.infer<typeof analyticsCompanySchema>;
export type AnalyticsInternship = z.infer<typeof analyticsInternshipSchema>;
/** Applications sent on one UTC day. */
export type AnalyticsDay = z.infer<typeof analyticsDaySchema>;
/**
 * Every figure counts all applications, except the trend, which covers the days `from` to `to` and lists
 * only days with applications (a day missing from `days` had none).
 */
export type ApplicationAnalytics = z.infer<typeof applicationAnalyticsSchema>;
