import { and, eq, sql } from "drizzle-orm";
import type { Database } from "../../db/client.ts";
import { preparedWithPlannedRows } from "../../db/row-mapping.ts";
import { profiles } from "../../db/schema/auth.ts";
import { internships } from "../../db/schema/marketplace.ts";
import { getPublicCompany } from "../companies/public-company.service.ts";
import { visibleToStudents } from "../internships/browse-query.ts";
import { type PageMeta, summary } from "./page-meta.ts";

/**
 * The public pages' titles and descriptions, set on the server so that search engines and link previews
 * read them without running the app (docs/product.md, "Public postings").
 */

const SITE = "InternPath";
const UUID_PATH = /^\/internships\/([0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12})\/?$/i;
const COMPANY_PATH = /^\/companies\/([A-Za-z0-9_-]{1,100})\/?$/;

const BROWSE: PageMeta = {
  title: `Browse Internships · ${SITE}`,
  description:
    "Search open internships by title, skill, location and pay, and apply with your resume in a few clicks.",
  status: 200,
};

const postingQuery = preparedWithPlannedRows("posting_page_meta", (db) =>
  db
    .select({
      title: internships.title,
      description: internships.description,
      location: internships.location,
      isRemote: internships.isRemote,
      companyName: profiles.companyName,
    })
    .from(internships)
    .innerJoin(profiles, eq(profiles.id, internships.companyId))
    .where(and(eq(internships.id, sql.placeholder("id")), visibleToStudents))
    .limit(1),
);

async function postingMeta(db: Database, id: string): Promise<PageMeta> {
  const [posting] = await postingQuery(db).execute({ id });
  if (!posting) {
    return {
      title: `Internship not found · ${SITE}`,
      description: "This internship is closed, was removed, or the link is wrong.",
      status: 404,
    };
  }
  const company = posting.companyName?.trim() || "Unknown Company";
  const place = posting.isRemote ? `${posting.location} (Remote)` : posting.location;
  return {
    title: `${posting.title} at ${company} · ${SITE}`,
    description: summary(`${company} · ${place}. ${posting.description}`),
    status: 200,
  };
}

async function companyMeta(db: Database, id: string): Promise<PageMeta> {
  const company = await getPublicCompany(db, id).catch(() => undefined);
  if (!company) {
    return {
      title: `Company not found · ${SITE}`,
      description: "No such company on InternPath.",
      status: 404,
    };
  }
  const name = company.companyName?.trim() || "Unnamed Company";
  const open = `${company.openInternships} open internship${company.openInternships === 1 ? "" : "s"}`;
  return {
    title: `Internships at ${name} · ${SITE}`,
    description: summary(`${name}: ${open}. ${company.bio ?? ""}`),
    status: 200,
  };
}

/** The title and description of browse, a posting or a company's page; undefined for any other path. */
export async function findPageMeta(db: Database, path: string): Promise<PageMeta | undefined> {
  if (path === "/internships" || path === "/internships/") return BROWSE;
  const posting = UUID_PATH.exec(path);
  if (posting) return postingMeta(db, posting[1]!.toLowerCase());
  const company = COMPANY_PATH.exec(path);
  if (company) return companyMeta(db, company[1]!);
  return undefined;
}
