import type { InternshipType } from "@internpath/shared/enums";

/**
 * One format for every reader, like the app's texts ("Jul 3, 2026"): a page the server rendered shows the
 * same date before and after the browser takes it over.
 */
const DATE_STYLE = { dateStyle: "medium" } as const;
const readerDateFormat = new Intl.DateTimeFormat("en-US", DATE_STYLE);
const dateFormats = new Map<string, Intl.DateTimeFormat>();

function dateFormatIn(timeZone: string | undefined) {
  if (!timeZone) return readerDateFormat;
  let format = dateFormats.get(timeZone);
  if (!format) {
    format = new Intl.DateTimeFormat("en-US", { ...DATE_STYLE, timeZone });
    dateFormats.set(timeZone, format);
  }
  return format;
}

const DATE_ONLY = /^(\d{4})-(\d{2})-(\d{2})$/;

/** A calendar date (YYYY-MM-DD) is read in local time, or it can show as the day before. */
export function parseDate(value: string): Date {
  const dateOnly = DATE_ONLY.exec(value);
  if (dateOnly) return new Date(Number(dateOnly[1]), Number(dateOnly[2]) - 1, Number(dateOnly[3]));
  return new Date(value);
}

/**
 * "Jul 3, 2026". A YYYY-MM-DD date is that day in every time zone; an ISO timestamp is read in `timeZone`
 * (the reader's own when not given; a page the server renders passes useTimeZone()'s).
 */
export function formatDate(value: string, timeZone?: string): string {
  const dateOnly = DATE_ONLY.exec(value);
  if (dateOnly) {
    const day = Date.UTC(Number(dateOnly[1]), Number(dateOnly[2]) - 1, Number(dateOnly[3]));
    return dateFormatIn("UTC").format(day);
  }
  const date = new Date(value);
  return Number.isNaN(date.getTime()) ? "Unknown" : dateFormatIn(timeZone).format(date);
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
