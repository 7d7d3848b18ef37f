/**
 * What a page of the web app says about itself before any script runs: its title and description for
 * search engines and link previews, and whether it exists (a missing posting answers 404 with the app,
 * which then shows its own "not found").
 */
export type PageMeta = {
  title: string;
  description: string;
  /** 404 for a posting or company that is not (or no longer) public: not indexed. */
  status: 200 | 404;
};

const ESCAPES: Record<string, string> = {
  "&": "&amp;",
  "<": "&lt;",
  ">": "&gt;",
  '"': "&quot;",
  "'": "&#39;",
};

/** User text (a posting's title, a company's name) safe inside HTML text and attribute values. */
export function escapeHtml(text: string): string {
  return text.replace(/[&<>"']/g, (character) => ESCAPES[character]!);
}

/** One line of at most `max` characters, cut at a word where it can be, for a meta description. */
export function summary(text: string, max = 160): string {
  const line = text.replace(/\s+/g, " ").trim();
  if (line.length <= max) return line;
  const cut = line.slice(0, max - 1);
  const lastSpace = cut.lastIndexOf(" ");
  return `${(lastSpace > max / 2 ? cut.slice(0, lastSpace) : cut).trimEnd()}…`;
}

/**
 * The app's shell with this page's title, description, canonical address and link-preview tags. The shell's
 * own <title> and description are replaced; a 404 page is marked not to be indexed.
 */
export function withPageMeta(shell: string, meta: PageMeta, url: string): string {
  const title = escapeHtml(meta.title);
  const description = escapeHtml(meta.description);
  const tags = [
    `<title>${title}</title>`,
    `<meta name="description" content="${description}" />`,
    meta.status === 404
      ? `<meta name="robots" content="noindex" />`
      : `<link rel="canonical" href="${escapeHtml(url)}" />`,
    `<meta property="og:type" content="website" />`,
    `<meta property="og:site_name" content="InternPath" />`,
    `<meta property="og:title" content="${title}" />`,
    `<meta property="og:description" content="${description}" />`,
    `<meta property="og:url" content="${escapeHtml(url)}" />`,
    `<meta name="twitter:card" content="summary" />`,
  ].join("\n    ");
  return (
    shell
      .replace(/<title>[^<]*<\/title>\s*/, "")
      .replace(/<meta name="description"[^>]*>\s*/, "")
      // As a function: a title may hold `$&` or `$'`, which a replacement string would expand.
      .replace("</head>", () => `    ${tags}\n  </head>`)
  );
}
