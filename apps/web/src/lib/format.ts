import type { InternshipType } from "@internpath/shared/enums";

/**
 * One format for every reader, like the app's texts ("Jul 3, 2026"): a page the server rendered shows the
 * same date before and after the browser takes it over.
 */
const dateFormat = new Intl.DateTimeFormat("en-US", { dateStyle: "medium" });

/** A calendar date (YYYY-MM-DD) is read in local time, or it can show as the day before. */
export function parseDate(value: string): Date {
  const dateOnly = /^(\d{4})-(\d{2})-(\d{2})$/.exec(value);
  if (dateOnly) return new Date(Number(dateOnly[1]), Number(dateOnly[2]) - 1, Number(dateOnly[3]));
  return new Date(value);
}

/** "Jul 3, 2026"; accepts ISO timestamps (read in the reader's time zone) and YYYY-MM-DD dates. */
export function formatDate(value: string): string {
  const date = parseDate(value);
  return Number.isNaN(date.getTime()) ? "Unknown" : dateFormat.format(date);
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

/**
 * "21 internships found", or "1,000+ internships found" when the server stopped counting at its cap
 * (counting every match of a broad search on every page would cost more than the page itself).
 */
export function formatFoundCount(page: { total: number; isTotalCapped?: boolean }, noun: string): string {
  const count = page.isTotalCapped ? `${page.total.toLocaleString("en")}+` : page.total.toLocaleString("en");
  return `${count} ${noun}${page.total === 1 && !page.isTotalCapped ? "" : "s"} found`;
}

const UNITS: [Intl.RelativeTimeFormatUnit, number][] = [
  ["year", 365 * 24 * 3600],
  ["month", 30 * 24 * 3600],
  ["week", 7 * 24 * 3600],
  ["day", 24 * 3600],
  ["hour", 3600],
  ["minute", 60],
];

const relativeFormat = new Intl.RelativeTimeFormat("en", { numeric: "auto" });

/** "5 minutes ago", "yesterday", "2 weeks ago"; under a minute "just now". */
export function formatRelativeTime(value: string, now = Date.now()): string {
  const seconds = Math.round((new Date(value).getTime() - now) / 1000);
  if (Number.isNaN(seconds)) return "Unknown";
  for (const [unit, size] of UNITS) {
    if (Math.abs(seconds) >= size) return relativeFormat.format(Math.trunc(seconds / size), unit);
  }
  return "just now";
}
