import { sitemapContracts } from "@internpath/shared/contracts/sitemaps";
import type { AppEnv } from "../../auth/session.ts";
import type { Database } from "../../db/client.ts";
import { declareRoutes } from "../../lib/declared-routes.ts";
import { pagesSitemap, postingsSitemap, sitemapIndex } from "./sitemap.service.ts";

/** Crawlers may keep a sitemap an hour. */
const headers = { "Content-Type": "application/xml; charset=utf-8", "Cache-Control": "public, max-age=3600" };

/** The sitemap of the public pages (named in robots.txt). */
export function sitemapRoutes(db: Database, appUrl: string) {
  return declareRoutes<AppEnv, typeof sitemapContracts>(sitemapContracts)
    .handle("GET /sitemap.xml", async (c) => c.body(await sitemapIndex(db, appUrl), 200, headers))
    .handle("GET /sitemaps/pages.xml", (c) => c.body(pagesSitemap(appUrl), 200, headers))
    .handle("GET /sitemaps/:file{internships-[0-9]+\\.xml}", async (c) => {
      const fileNumber = Number(/\d+/.exec(c.req.param("file"))![0]);
      const xml = await postingsSitemap(db, appUrl, fileNumber);
      return xml ? c.body(xml, 200, headers) : c.text("Not found", 404);
    }).app;
}
