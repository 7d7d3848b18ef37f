const NEEDS_QUOTES = /[",\r\n]/;

/**
 * What a spreadsheet may skip, or split a cell at, before it reads the start of the cell: white space
 * (JavaScript's `\s`, every character below, and the zero-width space), double quotes, and the list separators
 * other than the comma (a spreadsheet set to `;` reads `;@SUM(1)` as an empty cell and a formula).
 */
export const SKIPPED_BEFORE_FORMULA = [
  "\t\n\v\f\r \u00A0\u1680",
  String.fromCharCode(...Array.from({ length: 0x200b - 0x2000 + 1 }, (_, index) => 0x2000 + index)),
  "\u2028\u2029\u202F\u205F\u3000\uFEFF",
  '",;|',
].join("");

/**
 * Whether a spreadsheet could read the cell as a formula: it starts with a tab or a carriage return, or its
 * first character after any of SKIPPED_BEFORE_FORMULA is =, +, - or @ (" =2+3" and ";@SUM(1)" included).
 */
function startsFormula(text: string): boolean {
  const first = text.charCodeAt(0);
  if (first === 9 || first === 13) return true;
  let index = 0;
  while (index < text.length && SKIPPED_BEFORE_FORMULA.includes(text[index]!)) index += 1;
  const next = text.charCodeAt(index);
  return next === 61 || next === 43 || next === 45 || next === 64;
}

/**
 * One CSV cell (RFC 4180). A cell a spreadsheet could read as a formula (see `startsFormula`) gets a leading
 * single quote, so an applicant's name cannot run code on the reader's machine. It is the last step: text
 * changed before (the analytics report turns commas into spaces) is judged as it goes out.
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
