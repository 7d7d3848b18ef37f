import { crc32 } from "node:zlib";
import { makeTextPdf } from "@internpath/shared/pdf";

/** A valid 1x1 PNG. */
export const PNG_BYTES = Buffer.from(
  "iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNk+M9QDwADhgGAWjR9awAAAABJRU5ErkJggg==",
  "base64",
);

export const pdfBytes = (text = "Resume") => makeTextPdf([text]);

/** A file of exactly `size` bytes that starts like `header` (for size-limit tests). */
export function padded(header: Uint8Array, size: number): Uint8Array {
  const bytes = new Uint8Array(size);
  bytes.set(header.subarray(0, Math.min(header.byteLength, size)));
  return bytes;
}

/** A minimal stored (uncompressed) ZIP: enough for a real .docx file. */
function zip(files: Record<string, string>): Buffer {
  const locals: Buffer[] = [];
  const centrals: Buffer[] = [];
  let offset = 0;
  for (const [name, content] of Object.entries(files)) {
    const data = Buffer.from(content, "utf8");
    const nameBytes = Buffer.from(name, "utf8");
    const checksum = crc32(data);
    const local = Buffer.alloc(30);
    local.writeUInt32LE(0x04034b50, 0);
    local.writeUInt16LE(20, 4);
    local.writeUInt32LE(checksum, 14);
    local.writeUInt32LE(data.length, 18);
    local.writeUInt32LE(data.length, 22);
    local.writeUInt16LE(nameBytes.length, 26);
    locals.push(local, nameBytes, data);
    const central = Buffer.alloc(46);
    central.writeUInt32LE(0x02014b50, 0);
    central.writeUInt16LE(20, 4);
    central.writeUInt16LE(20, 6);
    central.writeUInt32LE(checksum, 16);
    central.writeUInt32LE(data.length, 20);
    central.writeUInt32LE(data.length, 24);
    central.writeUInt16LE(nameBytes.length, 28);
    central.writeUInt32LE(offset, 42);
    centrals.push(central, nameBytes);
    offset += local.length + nameBytes.length + data.length;
  }
  const centralSize = centrals.reduce((sum, part) => sum + part.length, 0);
  const end = Buffer.alloc(22);
  end.writeUInt32LE(0x06054b50, 0);
  end.writeUInt16LE(Object.keys(files).length, 8);
  end.writeUInt16LE(Object.keys(files).length, 10);
  end.writeUInt32LE(centralSize, 12);
  end.writeUInt32LE(offset, 16);
  return Buffer.concat([...locals, ...centrals, end]);
}

export const DOCX_BYTES = zip({
  "[Content_Types].xml":
    '<?xml version="1.0" encoding="UTF-8"?><Types xmlns="http://schemas.openxmlformats.org/package/2006/content-types"><Default Extension="xml" ContentType="application/xml"/><Override PartName="/word/document.xml" ContentType="application/vnd.openxmlformats-officedocument.wordprocessingml.document.main+xml"/></Types>',
  "word/document.xml":
    '<?xml version="1.0" encoding="UTF-8"?><w:document xmlns:w="http://schemas.openxmlformats.org/wordprocessingml/2006/main"><w:body><w:p><w:r><w:t>Resume</w:t></w:r></w:p></w:body></w:document>',
});

export const HTML_BYTES = Buffer.from(
  "<!doctype html><html><body><script>alert(document.cookie)</script></body></html>",
);

/** The first bytes of a Linux executable. */
export const ELF_BYTES = Buffer.concat([
  Buffer.from([0x7f, 0x45, 0x4c, 0x46, 0x02, 0x01, 0x01, 0x00]),
  Buffer.alloc(120),
]);

export const SVG_BYTES = Buffer.from(
  '<svg xmlns="http://www.w3.org/2000/svg"><script>alert(1)</script></svg>',
);

/**
 * Text that CSV must quote or neutralise: commas, quotes, line breaks, formula starts (=, +, -, @, a tab),
 * and characters outside ASCII. Stored as names and titles, they test the exports' worst cases.
 */
export const AWKWARD_CSV_TEXTS = [
  "Smith, Jane",
  'Jane "JJ" Doe',
  "Line\nBreak",
  "Carriage\r\nReturn",
  '=HYPERLINK("http://evil.example","click")',
  "+1 555 0100",
  "-2+3",
  "@SUM(A1:A2)",
  "\tTabbed",
  "Ünïcødé 名前",
] as const;

/**
 * Formulas behind what a spreadsheet may skip or split a cell at (white space, quotes, list separators):
 * each must go out neutralised, like a cell that starts with the formula.
 */
export const SPREADSHEET_FORMULA_TEXTS = [
  " =2+3",
  ",=2+3",
  "\t=1",
  ";@SUM(1)",
  '"=cmd"',
  "|=1",
  "\u00A0-1",
  "\u3000+1",
  "\u200B=1",
  "\uFEFF@x",
  "\n=1",
  ' ;"=HYPERLINK(1)',
] as const;
