const dateFormat = new Intl.DateTimeFormat(undefined, { dateStyle: "medium" });

/** A calendar date (YYYY-MM-DD) is read in local time, or it can show as the day before. */
export function parseDate(value: string): Date {
  const dateOnly = /^(\d{4})-(\d{2})-(\d{2})$/.exec(value);
  if (dateOnly) return new Date(Number(dateOnly[1]), Number(dateOnly[2]) - 1, Number(dateOnly[3]));
  return new Date(value);
}

/** "Jul 3, 2026" in the reader's locale; accepts ISO timestamps and YYYY-MM-DD dates. */
export function formatDate(value: string): string {
  const date = parseDate(value);
  return Number.isNaN(date.getTime()) ? "Unknown" : dateFormat.format(date);
}

/** "Berlin, Germany · Remote"; a location that already says remote is not repeated. */
export function formatLocation(location: string, isRemote: boolean): string {
  return isRemote && !/remote/i.test(location) ? `${location} · Remote` : location;
}
