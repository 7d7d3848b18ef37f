import type { InternshipCard, InternshipDetail, Page } from "@internpath/shared/api-types";
import { internshipListQuerySchema } from "@internpath/shared/internship-schemas";
import { SIMILAR_INTERNSHIPS } from "@internpath/shared/limits";
import { and, eq, ne, type SQL, sql } from "drizzle-orm";
import type { z } from "zod";
import { isOwnerOrAdmin } from "../../auth/guards.ts";
import type { Actor } from "../../auth/session.ts";
import type { Database } from "../../db/client.ts";
import { profiles } from "../../db/schema/auth.ts";
import { applications, bookmarks, internships } from "../../db/schema/marketplace.ts";
import { AppError, parseOrThrow } from "../../lib/app-error.ts";
import { isUuid, type Keyset, keysetPage, newestFirst } from "../../lib/keyset-pagination.ts";
import { containsIgnoringCase, escapeLike } from "../../lib/like-pattern.ts";
import {
  cardColumns,
  company,
  countInternships,
  INTERNSHIP_NOT_FOUND,
  internshipKeyColumns,
  internshipSortKey,
  loadViewer,
  selectInternshipCards,
  toInternshipCard,
  type Viewer,
  viewersBookmark,
} from "./internship-cards.ts";

/** Browsing: what students (and anyone) see of open internships (docs/product.md, "Visibility"). */

export type BrowseFilters = Pick<
  z.output<typeof internshipListQuerySchema>,
  "q" | "type" | "location" | "remote"
>;

/** Browse: open only; q in title, description or skills (one trigram index on search_text); AND-ed filters. */
export function browseConditions(filters: BrowseFilters): SQL {
  return and(
    eq(internships.status, "open"),
    filters.q
      ? sql`${internships.searchText} like ('%' || lower(${escapeLike(filters.q)}::text) || '%')`
      : undefined,
    filters.type ? eq(internships.type, filters.type) : undefined,
    filters.location ? containsIgnoringCase(internships.location, filters.location) : undefined,
    filters.remote ? eq(internships.isRemote, true) : undefined,
  )!;
}

/** The exact query of one browse page (exported so a test can EXPLAIN it). */
export function browseInternshipsQuery(db: Database, viewer: Viewer, filters: BrowseFilters, keyset: Keyset) {
  return selectInternshipCards(db, viewer)
    .where(and(browseConditions(filters), keyset.where))
    .orderBy(...keyset.orderBy)
    .limit(keyset.limit);
}

/** GET /api/internships: Browse Internships, newest first. */
export async function findOpenInternships(
  db: Database,
  actor: Actor | null,
  query: unknown,
): Promise<Page<InternshipCard>> {
  const filters = parseOrThrow(internshipListQuerySchema, query);
  const viewer = await loadViewer(db, actor);
  const [page, total] = await Promise.all([
    keysetPage(
      internshipKeyColumns,
      filters,
      (keyset) => browseInternshipsQuery(db, viewer, filters, keyset),
      (row) => toInternshipCard(row, viewer),
    ),
    countInternships(db, browseConditions(filters)),
  ]);
  return { ...page, total };
}

/** The newest open internships (student dashboard's Latest Internships). */
export async function findLatestOpenInternships(
  db: Database,
  viewer: Viewer,
  limit: number,
): Promise<InternshipCard[]> {
  const rows = await selectInternshipCards(db, viewer)
    .where(eq(internships.status, "open"))
    .orderBy(...newestFirst(internshipKeyColumns))
    .limit(limit);
  return rows.map((row) => toInternshipCard(row, viewer));
}

/**
 * Recommended for you (docs/product.md, "Real smart matching"): open internships sharing a skill with
 * the student (case-insensitive, through the lower-cased skills index), ranked by how many they
 * share, then by recency.
 */
export async function findRecommendedInternships(
  db: Database,
  viewer: Viewer,
  limit: number,
): Promise<InternshipCard[]> {
  if (!viewer.studentId || viewer.skills.length === 0) return [];
  // A scalar subquery (evaluated once); the cast keeps `= any(...)` reading it as one array.
  const studentSkills = sql`(select internpath_lower_skills(${profiles.skills}) from ${profiles} where ${profiles.id} = ${viewer.studentId})::text[]`;
  const rows = await selectInternshipCards(db, viewer)
    .where(
      and(
        eq(internships.status, "open"),
        sql`internpath_lower_skills(${internships.skills}) && ${studentSkills}`,
      ),
    )
    .orderBy(
      sql`(select count(*) from unnest(internpath_lower_skills(${internships.skills})) as skill where skill = any(${studentSkills})) desc`,
      ...newestFirst(internshipKeyColumns),
    )
    .limit(limit);
  return rows.map((row) => toInternshipCard(row, viewer));
}

/** Only open internships are public; drafts and closed ones only for their company and admins. */
function canSee(actor: Actor | null, internship: { status: string; companyId: string }): boolean {
  return internship.status === "open" || isOwnerOrAdmin(actor, internship.companyId);
}

/** GET /api/internships/:id: the detail page, with what the viewer can do there. */
export async function getInternshipDetail(
  db: Database,
  actor: Actor | null,
  internshipId: string,
): Promise<InternshipDetail> {
  if (!isUuid(internshipId)) throw AppError.notFound(INTERNSHIP_NOT_FOUND);
  const viewer = await loadViewer(db, actor);
  const [row] = await db
    .select({
      ...cardColumns(internshipSortKey),
      description: internships.description,
      requirements: internships.requirements,
      updatedAt: internships.updatedAt,
      industry: company.companyIndustry,
      bio: company.bio,
      website: company.website,
      size: company.companySize,
      isPastDeadline: sql<boolean>`(${internships.deadline} is not null and ${internships.deadline} < current_date)`,
      applicationId: applications.id,
      applicationStatus: applications.status,
      applicationCreatedAt: applications.createdAt,
      applicationUpdatedAt: applications.updatedAt,
    })
    .from(internships)
    .innerJoin(company, eq(company.id, internships.companyId))
    .leftJoin(bookmarks, viewersBookmark(viewer))
    .leftJoin(
      applications,
      viewer.studentId
        ? and(eq(applications.internshipId, internships.id), eq(applications.studentId, viewer.studentId))
        : sql`false`,
    )
    .where(eq(internships.id, internshipId))
    .limit(1);
  if (!row || !canSee(actor, row)) throw AppError.notFound(INTERNSHIP_NOT_FOUND);

  const card = toInternshipCard(row, viewer);
  const application =
    row.applicationId && row.applicationStatus && row.applicationCreatedAt && row.applicationUpdatedAt
      ? {
          id: row.applicationId,
          status: row.applicationStatus,
          createdAt: row.applicationCreatedAt.toISOString(),
          updatedAt: row.applicationUpdatedAt.toISOString(),
        }
      : null;
  return {
    ...card,
    requirements: row.requirements,
    updatedAt: row.updatedAt.toISOString(),
    company: {
      ...card.company,
      industry: row.industry,
      bio: row.bio,
      website: row.website,
      size: row.size,
    },
    viewer: {
      application,
      canApply: Boolean(viewer.studentId) && !application && row.status === "open" && !row.isPastDeadline,
      hasResume: viewer.hasResume,
      isOwner: actor?.role === "company" && actor.id === row.companyId,
    },
  };
}

/** GET /api/internships/:id/similar: up to 3 other open internships sharing a skill, newest first. */
export async function findSimilarInternships(
  db: Database,
  actor: Actor | null,
  internshipId: string,
): Promise<InternshipCard[]> {
  if (!isUuid(internshipId)) throw AppError.notFound(INTERNSHIP_NOT_FOUND);
  const [reference] = await db
    .select({ id: internships.id, status: internships.status, companyId: internships.companyId })
    .from(internships)
    .where(eq(internships.id, internshipId))
    .limit(1);
  if (!reference || !canSee(actor, reference)) throw AppError.notFound(INTERNSHIP_NOT_FOUND);
  const viewer = await loadViewer(db, actor);
  const rows = await selectInternshipCards(db, viewer)
    .where(
      and(
        eq(internships.status, "open"),
        ne(internships.id, reference.id),
        sql`internpath_lower_skills(${internships.skills}) && (select internpath_lower_skills(reference.skills) from internships as reference where reference.id = ${reference.id}::uuid)`,
      ),
    )
    .orderBy(...newestFirst(internshipKeyColumns))
    .limit(SIMILAR_INTERNSHIPS);
  return rows.map((row) => toInternshipCard(row, viewer));
}
