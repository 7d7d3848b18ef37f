/**
 * A minimal one-page PDF with a few lines of text: demo resumes and test uploads.
 * The first line is set larger, like a title. Characters outside printable ASCII
 * become "?".
 *
 * With `size`, the file is padded with white space (allowed between the trailer
 * and `startxref`, so offsets stay right) to exactly that many bytes, for upload
 * size-limit tests. It still starts with `%PDF-` and ends with `%%EOF`.
 *
 * Plain `Uint8Array` and `TextEncoder`, no Node `Buffer`: this package is also
 * bundled for the browser.
 */
export function makeTextPdf(lines: string[], options: { size?: number } = {}): Uint8Array {
  const escapePdfText = (value: string) =>
    value.replace(/[\\()]/g, (c) => `\\${c}`).replace(/[^\x20-\x7E]/g, "?");
  const text = lines
    .map(
      (line, index) =>
        `BT /F1 ${index === 0 ? 18 : 12} Tf 72 ${740 - index * 24} Td (${escapePdfText(line)}) Tj ET`,
    )
    .join("\n");
  const objects = [
    "<< /Type /Catalog /Pages 2 0 R >>",
    "<< /Type /Pages /Kids [3 0 R] /Count 1 >>",
    "<< /Type /Page /Parent 2 0 R /MediaBox [0 0 612 792] /Contents 4 0 R /Resources << /Font << /F1 5 0 R >> >> >>",
    `<< /Length ${text.length} >>\nstream\n${text}\nendstream`,
    "<< /Type /Font /Subtype /Type1 /BaseFont /Helvetica >>",
  ];
  // Everything is ASCII from here on, so string lengths are byte lengths.
  let head = "%PDF-1.4\n";
  const offsets: number[] = [];
  objects.forEach((object, index) => {
    offsets.push(head.length);
    head += `${index + 1} 0 obj\n${object}\nendobj\n`;
  });
  const xref = head.length;
  head += `xref\n0 ${objects.length + 1}\n0000000000 65535 f \n`;
  for (const offset of offsets) head += `${String(offset).padStart(10, "0")} 00000 n \n`;
  head += `trailer\n<< /Size ${objects.length + 1} /Root 1 0 R >>\n`;
  const tail = `startxref\n${xref}\n%%EOF\n`;

  const encoder = new TextEncoder();
  const headBytes = encoder.encode(head);
  const tailBytes = encoder.encode(tail);
  const natural = headBytes.length + tailBytes.length;
  const size = options.size ?? natural;
  if (!Number.isInteger(size) || size < natural) {
    throw new RangeError(`A PDF of these lines needs at least ${natural} bytes, asked for ${options.size}`);
  }
  const bytes = new Uint8Array(size);
  bytes.set(headBytes, 0);
  // Padding: spaces ending in a line break, between the trailer and startxref.
  const paddingEnd = size - tailBytes.length;
  if (paddingEnd > headBytes.length) {
    bytes.fill(0x20, headBytes.length, paddingEnd - 1);
    bytes[paddingEnd - 1] = 0x0a;
  }
  bytes.set(tailBytes, paddingEnd);
  return bytes;
}
