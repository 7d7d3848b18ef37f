import { z } from "zod";
import { emptyAsUndefined } from "./pagination.ts";

/** The days Application Trends may show (UTC calendar dates). */
export const ANALYTICS_FIRST_DATE = "2000-01-01";
export const ANALYTICS_LAST_DATE = "2100-12-31";
/** The longest range one answer covers (about ten years of days). */
export const ANALYTICS_MAX_RANGE_DAYS = 3660;
/** Top Companies and Top Internship Positions show this many. */
export const ANALYTICS_TOP_COUNT = 5;

const DATE_PATTERN = /^\d{4}-\d{2}-\d{2}$/;
const DAY_MS = 24 * 60 * 60 * 1000;

/** Whole days from `from` to `to`, both included. */
export function daysBetween(from: string, to: string): number {
  return Math.round((Date.parse(`${to}T00:00:00Z`) - Date.parse(`${from}T00:00:00Z`)) / DAY_MS) + 1;
}

/** A real calendar date (not February 30) in the analytics' span. */
function dateField(label: string) {
  const message = `${label} must be a date (YYYY-MM-DD) from ${ANALYTICS_FIRST_DATE} to ${ANALYTICS_LAST_DATE}`;
  return z.preprocess(
    emptyAsUndefined,
    z
      .string({ error: message })
      .regex(DATE_PATTERN, { error: message })
      .refine(
        (value) => {
          const time = Date.parse(`${value}T00:00:00Z`);
          return (
            Number.isFinite(time) &&
            new Date(time).toISOString().slice(0, 10) === value &&
            value >= ANALYTICS_FIRST_DATE &&
            value <= ANALYTICS_LAST_DATE
          );
        },
        { error: message },
      )
      .optional(),
  );
}

/**
 * GET /api/admin/analytics and its export: the days of Application Trends, `from` to `to` (both
 * included). Without `from` the trend starts at the first application; without `to` it ends today.
 */
export const analyticsQuerySchema = z
  .object({ from: dateField("From"), to: dateField("To") })
  .refine((range) => !range.from || !range.to || range.from <= range.to, {
    error: "From must be on or before To",
    path: ["from"],
  })
  .refine(
    (range) => !range.from || !range.to || daysBetween(range.from, range.to) <= ANALYTICS_MAX_RANGE_DAYS,
    { error: `The range can cover at most ${ANALYTICS_MAX_RANGE_DAYS} days`, path: ["from"] },
  );
export type AnalyticsQuery = z.input<typeof analyticsQuerySchema>;
