import { mkdtempSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { postInternship } from "../../testing/marketplace.ts";
import { createTestContext, TEST_ORIGIN, type TestContext } from "../../testing/test-app.ts";

/** The public pages as a search engine or a link preview reads them: HTML from the server, before any script. */

const webDist = mkdtempSync(path.join(tmpdir(), "internpath-public-pages-"));
writeFileSync(
  path.join(webDist, "index.html"),
  `<!doctype html><html lang="en"><head><meta name="description" content="Shell." /><title>InternPath</title></head><body><div id="root"></div></body></html>`,
);
writeFileSync(path.join(webDist, "robots.txt"), "User-agent: *\nDisallow: /api/\n");

let ctx: TestContext;
let company: Awaited<ReturnType<TestContext["signedInAs"]>>;
beforeAll(async () => {
  ctx = await createTestContext({ webDist });
  company = await ctx.signedInAs("company");
});
afterAll(async () => {
  await ctx?.close();
  rmSync(webDist, { recursive: true, force: true });
});

const titleOf = (html: string) => /<title>([^<]*)<\/title>/.exec(html)?.[1];

describe("the public pages' HTML", () => {
  it("gives a posting its title and description, and a draft, a closed or a past-deadline posting a 404 not to index", async () => {
    const open = await postInternship(ctx.db, company.actor, {
      title: "Robotics <Intern>",
      description: "Build robots & ship them.\nEvery week.",
      location: "Lisbon",
    });
    const hidden = await Promise.all([
      postInternship(ctx.db, company.actor, { status: "draft" }),
      postInternship(ctx.db, company.actor, { status: "closed" }),
      postInternship(ctx.db, company.actor, { deadline: "2001-01-01" }),
    ]);
    const page = await ctx.agent().get(`/internships/${open.id}`);
    expect(page.status).toBe(200);
    expect(page.headers.get("content-type")).toBe("text/html; charset=utf-8");
    expect(titleOf(page.text)).toBe("Robotics &lt;Intern&gt; at Test Company · InternPath");
    expect(page.text).toContain(
      '<meta name="description" content="Test Company · Lisbon. Build robots &amp; ship them. Every week." />',
    );
    expect(page.text).toContain(`<link rel="canonical" href="${TEST_ORIGIN}/internships/${open.id}" />`);
    expect(page.text).toContain('<div id="root"></div>');

    for (const internship of hidden) {
      const missing = await ctx.agent().get(`/internships/${internship.id}`);
      expect(missing.status).toBe(404);
      expect(titleOf(missing.text)).toBe("Internship not found · InternPath");
      expect(missing.text).toContain('<meta name="robots" content="noindex" />');
    }
  });

  it("titles browse and a company's page, and sends them compressed when asked", async () => {
    const browse = await ctx.agent().get("/internships?q=python", { "accept-encoding": "gzip" });
    // Sent gzipped (fetch unpacks it again for the test).
    expect(browse.headers.get("content-encoding")).toBe("gzip");
    expect(titleOf(browse.text)).toBe("Browse Internships · InternPath");

    const companyPage = await ctx.agent().get(`/companies/${company.id}`);
    expect(companyPage.status).toBe(200);
    expect(titleOf(companyPage.text)).toBe("Internships at Test Company · InternPath");
    const student = await ctx.signedInAs("student");
    expect((await ctx.agent().get(`/companies/${student.id}`)).status).toBe(404);
    // Any other page is the plain shell.
    expect(titleOf((await ctx.agent().get("/applications")).text)).toBe("InternPath");
  });

  it("names the sitemap in robots.txt, and the sitemap lists the open postings only", async () => {
    const robots = await ctx.agent().get("/robots.txt");
    expect(robots.text).toContain("Disallow: /api/");
    expect(robots.text).toContain(`Sitemap: ${TEST_ORIGIN}/sitemap.xml`);

    const open = await postInternship(ctx.db, company.actor, { title: "Sitemap Intern" });
    const draft = await postInternship(ctx.db, company.actor, { status: "draft" });
    const index = await ctx.agent().get("/sitemap.xml");
    expect(index.headers.get("content-type")).toBe("application/xml; charset=utf-8");
    expect(index.headers.get("cache-control")).toBe("public, max-age=3600");
    expect(index.text).toContain(`<loc>${TEST_ORIGIN}/sitemaps/pages.xml</loc>`);
    expect(index.text).toContain(`<loc>${TEST_ORIGIN}/sitemaps/internships-1.xml</loc>`);
    expect(index.text).not.toContain("internships-2.xml");

    const postings = await ctx.agent().get("/sitemaps/internships-1.xml");
    expect(postings.text).toContain(`<loc>${TEST_ORIGIN}/internships/${open.id}</loc>`);
    expect(postings.text).not.toContain(draft.id);
    expect(postings.text).toMatch(/<lastmod>\d{4}-\d{2}-\d{2}<\/lastmod>/);
    expect(postings.headers.get("cache-control")).toBe("public, max-age=3600");
    const pages = await ctx.agent().get("/sitemaps/pages.xml");
    expect(pages.headers.get("content-type")).toBe("application/xml; charset=utf-8");
    expect(pages.text).toContain(`<loc>${TEST_ORIGIN}/internships</loc>`);
    for (const page of ["/about", "/contact", "/careers", "/help"]) {
      expect(pages.text).toContain(`<loc>${TEST_ORIGIN}${page}</loc>`);
    }
    expect((await ctx.agent().get("/sitemaps/internships-2.xml")).status).toBe(404);
    expect((await ctx.agent().get("/sitemaps/internships-0.xml")).status).toBe(404);
  });
});
