import type { AnalyticsDay } from "@internpath/shared/analytics-answers";
import type { AnalyticsRangeParams } from "@/lib/query-keys";

export const ANALYTICS_RANGES = ["30d", "90d", "365d", "all"] as const;
export type AnalyticsRange = (typeof ANALYTICS_RANGES)[number];
export const DEFAULT_RANGE: AnalyticsRange = "90d";

export const RANGE_LABELS: Record<AnalyticsRange, string> = {
  "30d": "Last 30 days",
  "90d": "Last 90 days",
  "365d": "Last 365 days",
  all: "All time",
};

const DAY_MS = 24 * 60 * 60 * 1000;

/** A UTC calendar date (the server counts applications per UTC day). */
export function utcDate(time: number): string {
  return new Date(time).toISOString().slice(0, 10);
}

/** The days a range covers, ending today (UTC); "all" leaves the start to the server (the first application). */
export function rangeParams(range: AnalyticsRange, now = Date.now()): AnalyticsRangeParams {
  const to = utcDate(now);
  if (range === "all") return { to };
  const days = Number.parseInt(range, 10);
  return { from: utcDate(now - (days - 1) * DAY_MS), to };
}

/** Every day from `from` to `to`, with 0 for the days the server listed none (it sends only days with applications). */
export function everyDay(from: string, to: string, days: AnalyticsDay[]): AnalyticsDay[] {
  const counts = new Map(days.map((day) => [day.day, day.count]));
  const filled: AnalyticsDay[] = [];
  for (let time = Date.parse(`${from}T00:00:00Z`); time <= Date.parse(`${to}T00:00:00Z`); time += DAY_MS) {
    const day = utcDate(time);
    filled.push({ day, count: counts.get(day) ?? 0 });
  }
  return filled;
}

const dayFormat = new Intl.DateTimeFormat(undefined, { month: "short", day: "numeric", timeZone: "UTC" });
const longDayFormat = new Intl.DateTimeFormat(undefined, { dateStyle: "medium", timeZone: "UTC" });

/** "Jun 3" on the axis; "Jun 3, 2026" in tooltips and tables. */
export function shortDay(day: string): string {
  return dayFormat.format(Date.parse(`${day}T00:00:00Z`));
}
export function longDay(day: string): string {
  return longDayFormat.format(Date.parse(`${day}T00:00:00Z`));
}
