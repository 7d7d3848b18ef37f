import type { ApplicationAnalytics } from "@internpath/shared/analytics-answers";
import { APPLICATION_STATUSES } from "@internpath/shared/enums";
import { requireRole } from "../../auth/guards.ts";
import type { Actor } from "../../auth/session.ts";
import type { Database } from "../../db/client.ts";
import { AppError } from "../../lib/app-error.ts";
import { csvLine, fileTimestamp } from "../../lib/csv.ts";
import {
  analyticsRange,
  computeAnalytics,
  ONLY_ADMINS_SEE_ANALYTICS,
} from "./application-analytics.service.ts";

/** The analytics report (docs/product.md, "CSV exports"): the figures the page shows, as CSV rows. */

export const NO_DATA_TO_EXPORT = "No data to export";
export const ANALYTICS_CSV_HEADER = ["Category", "Metric", "Value"] as const;
const UNNAMED_COMPANY = "Unnamed Company";

const STATUS_LABELS = {
  pending: "Pending",
  reviewing: "Reviewing",
  accepted: "Accepted",
  rejected: "Rejected",
  withdrawn: "Withdrawn",
} as const;

/** The spec's rule for names in this report: commas become spaces (csvLine still quotes and neutralises). */
function nameCell(name: string): string {
  return name.replaceAll(",", " ");
}

/**
 * Rows Category, Metric, Value: each status and the total, then the top companies, the top internships
 * (with their company, since titles repeat across companies) and every day of the range that had
 * applications, oldest first.
 */
export function analyticsCsv(analytics: ApplicationAnalytics): string {
  const rows: (string | number)[][] = [
    ...APPLICATION_STATUSES.map((status) => ["Status", STATUS_LABELS[status], analytics.byStatus[status]]),
    ["Total", "Total Applications", analytics.total],
    ...analytics.topCompanies.map((company) => [
      "Company",
      nameCell(company.companyName ?? UNNAMED_COMPANY),
      company.count,
    ]),
    ...analytics.topInternships.map((internship) => [
      "Internship",
      nameCell(`${internship.title} (${internship.companyName ?? UNNAMED_COMPANY})`),
      internship.count,
    ]),
    ...analytics.trend.days.map((day) => ["Date", day.day, day.count]),
  ];
  return [ANALYTICS_CSV_HEADER, ...rows].map((row) => csvLine(row.map((cell) => String(cell)))).join("");
}

/** GET /api/admin/analytics/export: 404 when there are no applications at all. */
export async function exportApplicationAnalytics(db: Database, actor: Actor | null, query: unknown) {
  requireRole(actor, ["admin"], ONLY_ADMINS_SEE_ANALYTICS);
  const analytics = await computeAnalytics(db, analyticsRange(query));
  if (analytics.total === 0) throw AppError.notFound(NO_DATA_TO_EXPORT);
  return { fileName: `application_analytics_${fileTimestamp()}.csv`, body: analyticsCsv(analytics) };
}
