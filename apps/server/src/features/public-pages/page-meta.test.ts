import { describe, expect, it } from "vitest";
import { escapeHtml, summary, withPageMeta } from "./page-meta.ts";

const SHELL = `<!doctype html>
<html lang="en">
  <head>
    <meta charset="UTF-8" />
    <meta name="description" content="InternPath connects students with companies offering internships." />
    <title>InternPath</title>
  </head>
  <body><div id="root"></div></body>
</html>`;

describe("withPageMeta", () => {
  it("replaces the shell's title and description and adds the canonical address and link-preview tags", () => {
    const html = withPageMeta(
      SHELL,
      {
        title: "Data Intern at Acme · InternPath",
        description: "Acme · Berlin. Work with data.",
        status: 200,
      },
      "https://app.example/internships/1",
    );
    expect(html.match(/<title>/g)).toHaveLength(1);
    expect(html).toContain("<title>Data Intern at Acme · InternPath</title>");
    expect(html.match(/<meta name="description"/g)).toHaveLength(1);
    expect(html).toContain('<meta name="description" content="Acme · Berlin. Work with data." />');
    expect(html).toContain('<link rel="canonical" href="https://app.example/internships/1" />');
    expect(html).toContain('<meta property="og:title" content="Data Intern at Acme · InternPath" />');
    expect(html).not.toContain("noindex");
    expect(html.indexOf("og:url")).toBeLessThan(html.indexOf("</head>"));
  });

  it("never lets a posting's text out of its attribute or element", () => {
    const html = withPageMeta(
      SHELL,
      {
        title: `</title><script>alert(1)</script>`,
        description: `"><img src=x onerror=alert(1)>`,
        status: 200,
      },
      "https://app.example/x",
    );
    expect(html).not.toContain("<script>alert(1)");
    expect(html).not.toContain("<img src=x");
    expect(html).toContain("&lt;/title&gt;&lt;script&gt;alert(1)&lt;/script&gt;");
    expect(html).toContain("&quot;&gt;&lt;img src=x onerror=alert(1)&gt;");
  });

  it("keeps dollar signs in a posting's text as they are", () => {
    const html = withPageMeta(
      SHELL,
      { title: "Earn $' and $& a week", description: "Pay: $`", status: 200 },
      "https://app.example/x",
    );
    expect(html).toContain("<title>Earn $&#39; and $&amp; a week</title>");
    expect(html).toContain('<meta name="description" content="Pay: $`" />');
    expect(html.match(/<\/head>/g)).toHaveLength(1);
    expect(html.match(/<body>/g)).toHaveLength(1);
  });
  it("marks a missing page not to be indexed, without a canonical address", () => {
    const html = withPageMeta(
      SHELL,
      { title: "Internship not found", description: "Gone.", status: 404 },
      "u",
    );
    expect(html).toContain('<meta name="robots" content="noindex" />');
    expect(html).not.toContain("canonical");
  });
});

describe("summary and escapeHtml", () => {
  it("makes one line of at most 160 characters, cut at a word", () => {
    const text = `First line\n\nsecond   line ${"word ".repeat(60)}`;
    const cut = summary(text);
    expect(cut.length).toBeLessThanOrEqual(160);
    expect(cut.startsWith("First line second line word")).toBe(true);
    expect(cut.endsWith("word…")).toBe(true);
    expect(summary("Short.")).toBe("Short.");
  });

  it("escapes the five characters that matter in HTML", () => {
    expect(escapeHtml(`<a href="x">Tom & Jerry's</a>`)).toBe(
      "&lt;a href=&quot;x&quot;&gt;Tom &amp; Jerry&#39;s&lt;/a&gt;",
    );
  });
});
