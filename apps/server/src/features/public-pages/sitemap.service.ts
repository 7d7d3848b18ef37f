import { desc, sql } from "drizzle-orm";
import type { Database } from "../../db/client.ts";
import { preparedFor } from "../../db/prepared.ts";
import { preparedWithPlannedRows } from "../../db/row-mapping.ts";
import { internships } from "../../db/schema/marketplace.ts";
import { createCache } from "../../lib/caches.ts";
import { visibleToStudents } from "../internships/browse-query.ts";
import { escapeHtml } from "./page-meta.ts";

/** A sitemap file holds at most this many addresses (the sitemaps protocol's limit). */
export const POSTINGS_PER_SITEMAP = 50_000;

/** The pages that are always there, besides the postings. */
const FIXED_PAGES = [
  "/",
  "/internships",
  "/about",
  "/contact",
  "/careers",
  "/help",
  "/privacy-policy",
  "/terms-of-service",
];

const countOpen = preparedWithPlannedRows("sitemap_count", (db) =>
  db.select({ total: sql<number>`count(*)::int` }).from(internships).where(visibleToStudents),
);

const postingsPage = preparedWithPlannedRows("sitemap_postings", (db) =>
  db
    .select({
      id: internships.id,
      updatedAt: sql<string>`to_char(${internships.updatedAt} at time zone 'UTC', 'YYYY-MM-DD')`,
    })
    .from(internships)
    .where(visibleToStudents)
    .orderBy(desc(internships.createdAt), desc(internships.id))
    .limit(POSTINGS_PER_SITEMAP)
    .offset(sql.placeholder("offset")),
);

/** Crawlers come rarely: how many files the postings fill is counted now and then (lib/caches.ts). */
const recentCounts = preparedFor(() => createCache<number>("sitemapPostingCount"));

async function sitemapFileCount(db: Database): Promise<number> {
  const total = await recentCounts(db).getOrLoad("open", async () => {
    const [row] = await countOpen(db).execute();
    return row?.total ?? 0;
  });
  return Math.max(1, Math.ceil(total / POSTINGS_PER_SITEMAP));
}

const XML_HEAD = '<?xml version="1.0" encoding="UTF-8"?>\n';
const NAMESPACE = 'xmlns="http://www.sitemaps.org/schemas/sitemap/0.9"';

/** /sitemap.xml: the index of the sitemap files, the fixed pages' and one per 50,000 open postings. */
export async function sitemapIndex(db: Database, appUrl: string): Promise<string> {
  const files = await sitemapFileCount(db);
  const entries = ["pages", ...Array.from({ length: files }, (_, index) => `internships-${index + 1}`)]
    .map((name) => `  <sitemap><loc>${escapeHtml(`${appUrl}/sitemaps/${name}.xml`)}</loc></sitemap>`)
    .join("\n");
  return `${XML_HEAD}<sitemapindex ${NAMESPACE}>\n${entries}\n</sitemapindex>\n`;
}

/** /sitemaps/pages.xml: the landing page, browse and the legal pages. */
export function pagesSitemap(appUrl: string): string {
  const entries = FIXED_PAGES.map((page) => `  <url><loc>${escapeHtml(`${appUrl}${page}`)}</loc></url>`).join(
    "\n",
  );
  return `${XML_HEAD}<urlset ${NAMESPACE}>\n${entries}\n</urlset>\n`;
}

/** /sitemaps/internships-{n}.xml: the n-th 50,000 open postings, newest first; undefined past the last file. */
export async function postingsSitemap(
  db: Database,
  appUrl: string,
  fileNumber: number,
): Promise<string | undefined> {
  if (fileNumber < 1 || fileNumber > (await sitemapFileCount(db))) return undefined;
  const rows = await postingsPage(db).execute({ offset: (fileNumber - 1) * POSTINGS_PER_SITEMAP });
  const base = escapeHtml(`${appUrl}/internships/`);
  let entries = "";
  for (const row of rows)
    entries += `  <url><loc>${base}${row.id}</loc><lastmod>${row.updatedAt}</lastmod></url>\n`;
  return `${XML_HEAD}<urlset ${NAMESPACE}>\n${entries}</urlset>\n`;
}
