/**
 * One CSV cell (RFC 4180). A cell a spreadsheet would read as a formula
 * (starting with =, +, -, @, a tab or a carriage return) gets a leading
 * single quote, so an applicant's name cannot run code on the reader's machine.
 */
export function csvCell(value: string | null | undefined): string {
  const text = value ?? "";
  const safe = /^[=+\-@\t\r]/.test(text) ? `'${text}` : text;
  return /[",\r\n]/.test(safe) ? `"${safe.replaceAll('"', '""')}"` : safe;
}

/** One CSV record, CRLF-terminated as RFC 4180 says. */
export function csvLine(values: readonly (string | null | undefined)[]): string {
  return `${values.map(csvCell).join(",")}\r\n`;
}

/** A file-name-safe UTC timestamp such as 2026-11-22T05-30-00Z. */
export function fileTimestamp(date = new Date()): string {
  return date
    .toISOString()
    .replace(/\.\d{3}Z$/, "Z")
    .replaceAll(":", "-");
}
