import { z } from "zod";
import { applicationStatusField } from "./marketplace-answers.ts";

/**
 * The answer of Application Analytics (GET /api/admin/analytics): contracts/analytics.ts names it, the
 * route tests parse every answer with it, and the types of the types below are inferred from it (types
 * only, so the page loads no zod for them).
 */

const isoDate = z.string().describe("A UTC date, YYYY-MM-DD");
const count = z.number().int();

export const analyticsCompanySchema = z.object({
  companyId: z.string().describe("An account id"),
  companyName: z.string().nullable(),
  count,
});

export const analyticsInternshipSchema = z.object({
  internshipId: z.string().describe("A uuid"),
  title: z.string(),
  companyId: z.string().describe("An account id"),
  companyName: z.string().nullable(),
  count,
});

/** Applications sent on one UTC day. */
export const analyticsDaySchema = z.object({ day: isoDate, count });

/**
 * Every figure counts all applications, except the trend, which covers the days `from` to `to` and lists
 * only days with applications (a day missing from `days` had none).
 */
export const applicationAnalyticsSchema = z.object({
  total: count,
  byStatus: z.record(applicationStatusField, count).describe("Applications per status, every status named"),
  topCompanies: z.array(analyticsCompanySchema).describe("The companies with the most applications"),
  topInternships: z.array(analyticsInternshipSchema).describe("The internships with the most applications"),
  trend: z.object({
    from: isoDate,
    to: isoDate,
    days: z.array(analyticsDaySchema).describe("The days with applications, oldest first"),
  }),
});

// The answers as types: the screens import them with `import type`, so no page loads zod for them.

export type AnalyticsCompany = z.infer<typeof analyticsCompanySchema>;
export type AnalyticsInternship = z.infer<typeof analyticsInternshipSchema>;
/** Applications sent on one UTC day. */
export type AnalyticsDay = z.infer<typeof analyticsDaySchema>;
/**
 * Every figure counts all applications, except the trend, which covers the days `from` to `to` and lists
 * only days with applications (a day missing from `days` had none).
 */
export type ApplicationAnalytics = z.infer<typeof applicationAnalyticsSchema>;
