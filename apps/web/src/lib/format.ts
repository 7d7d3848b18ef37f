import type { InternshipType } from "@internpath/shared/enums";

/*
 * Dates, counts and relative times are written out here rather than by `Intl`: a page's first use of
 * `Intl` (or `toLocaleString`) loads the browser's locale data, which costs about 10 ms of a fast
 * computer's main thread and 40 ms at Lighthouse's 4x slower phone, inside the task that hydrates a page
 * rendered on the server. The texts are `Intl`'s own for US English; format.test.ts holds each function to
 * `Intl` over a wide range of values.
 */

const MONTHS = ["Jan", "Feb", "Mar", "Apr", "May", "Jun", "Jul", "Aug", "Sep", "Oct", "Nov", "Dec"];

/** "Jul 3, 2026", as `Intl.DateTimeFormat("en-US", { dateStyle: "medium" })` writes it. */
const mediumDate = (year: number, monthIndex: number, day: number) => `${MONTHS[monthIndex]} ${day}, ${year}`;

/** The time zone a timestamp's date is read in: UTC, or the reader's own (undefined). */
export type DateZone = "UTC" | undefined;

const DATE_ONLY = /^(\d{4})-(\d{2})-(\d{2})$/;

/** A calendar date (YYYY-MM-DD) is read in local time, or it can show as the day before. */
export function parseDate(value: string): Date {
  const dateOnly = DATE_ONLY.exec(value);
  if (dateOnly) return new Date(Number(dateOnly[1]), Number(dateOnly[2]) - 1, Number(dateOnly[3]));
  return new Date(value);
}

/**
 * "Jul 3, 2026", one format for every reader whatever their locale, so a page the server rendered shows
 * the same date before and after the browser takes it over. A YYYY-MM-DD date is that day in every time
 * zone; an ISO timestamp is read in `timeZone` (the reader's own when not given; a page the server renders
 * passes useTimeZone()'s).
 */
export function formatDate(value: string, timeZone?: DateZone): string {
  const dateOnly = DATE_ONLY.exec(value);
  if (dateOnly) {
    const day = new Date(Date.UTC(Number(dateOnly[1]), Number(dateOnly[2]) - 1, Number(dateOnly[3])));
    return mediumDate(day.getUTCFullYear(), day.getUTCMonth(), day.getUTCDate());
  }
  const date = new Date(value);
  if (Number.isNaN(date.getTime())) return "Unknown";
  return timeZone === "UTC"
    ? mediumDate(date.getUTCFullYear(), date.getUTCMonth(), date.getUTCDate())
    : mediumDate(date.getFullYear(), date.getMonth(), date.getDate());
}

/** "Berlin, Germany · Remote"; a location that already says remote is not repeated. */
export function formatLocation(location: string, isRemote: boolean): string {
  return isRemote && !/remote/i.test(location) ? `${location} · Remote` : location;
}

export const INTERNSHIP_TYPE_LABELS: Record<InternshipType, string> = {
  "full-time": "Full-time",
  "part-time": "Part-time",
};

/** 'Apply by {date}' or 'Open until filled'. */
export function formatDeadline(deadline: string | null): string {
  return deadline ? `Apply by ${formatDate(deadline)}` : "Open until filled";
}

/** The deadline day itself is still open; it has passed from the next day on. */
export function isPastDeadline(deadline: string | null, today = new Date()): boolean {
  if (!deadline) return false;
  const startOfToday = new Date(today.getFullYear(), today.getMonth(), today.getDate());
  return parseDate(deadline) < startOfToday;
}

/** The fallback label (docs/product.md, "Exact texts") for a company without a name. */
export function companyNameOf(name: string | null | undefined): string {
  return name?.trim() || "Unknown Company";
}

/** A whole number with its thousands grouped: "1,234,567", as `toLocaleString("en")` writes it. */
export function formatCount(value: number): string {
  return String(Math.round(value)).replace(/\B(?=(\d{3})+(?!\d))/g, ",");
}

/**
 * "21 internships found", or "1,000+ internships found" when the server stopped counting at its cap
 * (counting every match of a broad search on every page would cost more than the page itself).
 */
export function formatFoundCount(page: { total: number; isTotalCapped?: boolean }, noun: string): string {
  const count = page.isTotalCapped ? `${formatCount(page.total)}+` : formatCount(page.total);
  return `${count} ${noun}${page.total === 1 && !page.isTotalCapped ? "" : "s"} found`;
}

type TimeUnit = "year" | "month" | "week" | "day" | "hour" | "minute";

const UNITS: [TimeUnit, number][] = [
  ["year", 365 * 24 * 3600],
  ["month", 30 * 24 * 3600],
  ["week", 7 * 24 * 3600],
  ["day", 24 * 3600],
  ["hour", 3600],
  ["minute", 60],
];

/** What `Intl.RelativeTimeFormat("en", { numeric: "auto" })` says for one unit back and forth. */
const ONE_BACK: Partial<Record<TimeUnit, string>> = {
  year: "last year",
  month: "last month",
  week: "last week",
  day: "yesterday",
};
const ONE_AHEAD: Partial<Record<TimeUnit, string>> = {
  year: "next year",
  month: "next month",
  week: "next week",
  day: "tomorrow",
};

/** "3 days ago", "in 2 hours", "yesterday", as `Intl.RelativeTimeFormat("en", { numeric: "auto" })`. */
function relativeTime(amount: number, unit: TimeUnit): string {
  const named = amount === -1 ? ONE_BACK[unit] : amount === 1 ? ONE_AHEAD[unit] : undefined;
  if (named) return named;
  const size = Math.abs(amount);
  const units = `${formatCount(size)} ${unit}${size === 1 ? "" : "s"}`;
  return amount < 0 ? `${units} ago` : `in ${units}`;
}

/** "5 minutes ago", "yesterday", "2 weeks ago"; under a minute "just now". */
export function formatRelativeTime(value: string, now = Date.now()): string {
  const seconds = Math.round((new Date(value).getTime() - now) / 1000);
  if (Number.isNaN(seconds)) return "Unknown";
  for (const [unit, size] of UNITS) {
    if (Math.abs(seconds) >= size) return relativeTime(Math.trunc(seconds / size), unit);
  }
  return "just now";
}
