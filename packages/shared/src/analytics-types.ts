import type { ApplicationStatus } from "./enums.ts";

export type AnalyticsCompany = { companyId: string; companyName: string | null; count: number };

export type AnalyticsInternship = {
  internshipId: string;
  title: string;
  companyId: string;
  companyName: string | null;
  count: number;
};

/** Applications sent on one UTC day. */
export type AnalyticsDay = { day: string; count: number };

/**
 * GET /api/admin/analytics. Every figure counts all applications, except the trend, which covers the
 * days `from` to `to` and lists only days with applications (a day missing from `days` had none).
 */
export type ApplicationAnalytics = {
  total: number;
  byStatus: Record<ApplicationStatus, number>;
  topCompanies: AnalyticsCompany[];
  topInternships: AnalyticsInternship[];
  trend: { from: string; to: string; days: AnalyticsDay[] };
};
