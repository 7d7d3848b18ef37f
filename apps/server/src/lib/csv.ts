const NEEDS_QUOTES = /[",\r\n]/;

/** Whether a spreadsheet would read a cell starting with this character as a formula: = + - @ tab CR. */
function startsFormula(text: string): boolean {
  const first = text.charCodeAt(0);
  return first === 61 || first === 43 || first === 45 || first === 64 || first === 9 || first === 13;
}

/**
 * One CSV cell (RFC 4180). A cell a spreadsheet would read as a formula
 * (starting with =, +, -, @, a tab or a carriage return) gets a leading
 * single quote, so an applicant's name cannot run code on the reader's machine.
 */
export function csvCell(value: string | null | undefined): string {
  const text = value ?? "";
  const safe = startsFormula(text) ? `'${text}` : text;
  return NEEDS_QUOTES.test(safe) ? `"${safe.replaceAll('"', '""')}"` : safe;
}

/** One CSV record, CRLF-terminated as RFC 4180 says (a loop: exports write one per row). */
export function csvLine(values: readonly (string | null | undefined)[]): string {
  let line = "";
  for (let index = 0; index < values.length; index++) {
    line += index === 0 ? csvCell(values[index]) : `,${csvCell(values[index])}`;
  }
  return `${line}\r\n`;
}

/** A file-name-safe UTC timestamp such as 2026-11-22T05-30-00Z. */
export function fileTimestamp(date = new Date()): string {
  return date
    .toISOString()
    .replace(/\.\d{3}Z$/, "Z")
    .replaceAll(":", "-");
}
