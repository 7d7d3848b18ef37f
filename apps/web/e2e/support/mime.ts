// Just enough MIME to read the mail our server sends through nodemailer: headers,
// multipart bodies, quoted-printable and base64 parts, RFC 2047 encoded subjects.

export type ParsedMail = {
  subject: string;
  from: string;
  to: string[];
  text: string;
  html: string;
};

type Part = { headers: Map<string, string>; body: string };

function splitPart(raw: string): Part {
  const normalized = raw.replace(/\r\n/g, "\n");
  const end = normalized.indexOf("\n\n");
  const head = end === -1 ? normalized : normalized.slice(0, end);
  const body = end === -1 ? "" : normalized.slice(end + 2);
  const headers = new Map<string, string>();
  // Folded header lines start with white space and continue the previous one.
  for (const line of head.replace(/\n[ \t]+/g, " ").split("\n")) {
    const colon = line.indexOf(":");
    if (colon <= 0) continue;
    const name = line.slice(0, colon).trim().toLowerCase();
    if (!headers.has(name)) headers.set(name, line.slice(colon + 1).trim());
  }
  return { headers, body };
}

function headerParams(value: string): { value: string; params: Record<string, string> } {
  const [first = "", ...rest] = value.split(";");
  const params: Record<string, string> = {};
  for (const item of rest) {
    const eq = item.indexOf("=");
    if (eq === -1) continue;
    const key = item.slice(0, eq).trim().toLowerCase();
    params[key] = item
      .slice(eq + 1)
      .trim()
      .replace(/^"(.*)"$/, "$1");
  }
  return { value: first.trim().toLowerCase(), params };
}

function decodeCharset(bytes: Buffer, charset = "utf-8"): string {
  try {
    return new TextDecoder(charset).decode(bytes);
  } catch {
    return bytes.toString("utf8");
  }
}

export function decodeQuotedPrintable(input: string, charset = "utf-8"): string {
  const withoutSoftBreaks = input.replace(/=\r?\n/g, "");
  const bytes: number[] = [];
  for (let i = 0; i < withoutSoftBreaks.length; i++) {
    const char = withoutSoftBreaks[i]!;
    const hex = withoutSoftBreaks.slice(i + 1, i + 3);
    if (char === "=" && /^[0-9A-Fa-f]{2}$/.test(hex)) {
      bytes.push(Number.parseInt(hex, 16));
      i += 2;
    } else {
      for (const byte of Buffer.from(char, "utf8")) bytes.push(byte);
    }
  }
  return decodeCharset(Buffer.from(bytes), charset);
}

function decodeBody(part: Part): string {
  const encoding = (part.headers.get("content-transfer-encoding") ?? "7bit").toLowerCase();
  const charset = headerParams(part.headers.get("content-type") ?? "").params.charset ?? "utf-8";
  if (encoding === "quoted-printable") return decodeQuotedPrintable(part.body, charset);
  if (encoding === "base64")
    return decodeCharset(Buffer.from(part.body.replace(/\s+/g, ""), "base64"), charset);
  return part.body;
}

/** RFC 2047 encoded words, e.g. =?UTF-8?Q?Confirm_your_account?= */
export function decodeHeader(value: string): string {
  return value
    .replace(/\?=\s+=\?/g, "?==?")
    .replace(/=\?([^?]+)\?([BbQq])\?([^?]*)\?=/g, (_match, charset: string, kind: string, text: string) =>
      kind.toUpperCase() === "B"
        ? decodeCharset(Buffer.from(text, "base64"), charset)
        : decodeQuotedPrintable(text.replace(/_/g, " "), charset),
    );
}

function collectBodies(part: Part, found: { text?: string; html?: string }): void {
  const type = headerParams(part.headers.get("content-type") ?? "text/plain");
  if (type.value.startsWith("multipart/") && type.params.boundary) {
    const delimiter = `--${type.params.boundary}`;
    const sections = part.body.split(delimiter).slice(1);
    for (const section of sections) {
      if (section.startsWith("--")) break;
      collectBodies(splitPart(section.replace(/^[ \t]*\n/, "")), found);
    }
    return;
  }
  if (type.value === "text/plain" && found.text === undefined) found.text = decodeBody(part);
  if (type.value === "text/html" && found.html === undefined) found.html = decodeBody(part);
}

function addresses(value: string): string[] {
  return [...value.matchAll(/[^\s<>,"]+@[^\s<>,"]+/g)].map((match) => match[0].toLowerCase());
}

export function parseMail(raw: string): ParsedMail {
  const root = splitPart(raw);
  const found: { text?: string; html?: string } = {};
  collectBodies(root, found);
  return {
    subject: decodeHeader(root.headers.get("subject") ?? ""),
    from: decodeHeader(root.headers.get("from") ?? ""),
    to: addresses(decodeHeader(root.headers.get("to") ?? "")),
    text: found.text ?? "",
    html: found.html ?? "",
  };
}
