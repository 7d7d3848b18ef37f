import { z } from "zod";
import type { ApiContract, ApiRouteKey } from "../api-contract.ts";

const tag = "Search engines";

/** Crawlers' sitemaps of the public pages (named in robots.txt); each may be kept an hour. */
export const sitemapContracts = {
  "GET /sitemap.xml": {
    tag,
    who: "anyone",
    summary: "The sitemap index: the pages' sitemap and one per 50,000 listed internships",
    produces: "application/xml",
  },
  "GET /sitemaps/pages.xml": {
    tag,
    who: "anyone",
    summary: "The sitemap of the public pages that are not internships",
    produces: "application/xml",
  },
  "GET /sitemaps/:file{internships-[0-9]+\\.xml}": {
    tag,
    who: "anyone",
    summary: "One sitemap of listed internships (past the last one: 404)",
    params: z.object({ file: z.string().describe("internships-1.xml, internships-2.xml, ...") }),
    produces: "application/xml",
  },
} as const satisfies Record<ApiRouteKey, ApiContract>;
