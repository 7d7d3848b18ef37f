/** A CSV file (RFC 4180, CRLF record ends) read back into its records, as a spreadsheet reads it. */
export function parseCsv(text: string): string[][] {
  const records: string[][] = [];
  let field = "";
  let record: string[] = [];
  let quoted = false;
  for (let index = 0; index < text.length; index++) {
    const character = text[index]!;
    if (quoted) {
      if (character === '"' && text[index + 1] === '"') {
        field += '"';
        index++;
      } else if (character === '"') quoted = false;
      else field += character;
    } else if (character === '"') quoted = true;
    else if (character === ",") {
      record.push(field);
      field = "";
    } else if (character === "\r" && text[index + 1] === "\n") {
      record.push(field);
      records.push(record);
      record = [];
      field = "";
      index++;
    } else field += character;
  }
  if (field !== "" || record.length > 0) throw new Error("The CSV does not end with CRLF");
  return records;
}

/**
 * Whether a spreadsheet could run this cell (as read back) as a formula: past any white space, quotes or
 * list separators it may skip or split at, it starts with =, +, - or @, or it starts with a tab or a
 * carriage return. A cell starting with the neutralising single quote is text. Written apart from
 * lib/csv.ts, so a test does not check the code against itself.
 */
export function spreadsheetCouldRun(cell: string): boolean {
  return /^[\t\r]/.test(cell) || /^[\s\u200B",;|]*[=+\-@]/.test(cell);
}
