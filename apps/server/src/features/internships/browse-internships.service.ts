import type { InternshipCard, InternshipDetail } from "@internpath/shared/api-types";
import { SIMILAR_INTERNSHIPS } from "@internpath/shared/limits";
import { and, eq, ne, sql } from "drizzle-orm";
import { isOwnerOrAdmin } from "../../auth/guards.ts";
import type { Actor } from "../../auth/session.ts";
import type { Database } from "../../db/client.ts";
import { preparedFor, SEARCH_STATEMENT } from "../../db/prepared.ts";
import { preparedWithPlannedRows, prepareWithPlannedRows } from "../../db/row-mapping.ts";
import {
  applications,
  bookmarks,
  companyResponsiveness,
  internshipReports,
  internships,
} from "../../db/schema/marketplace.ts";
import { AppError } from "../../lib/app-error.ts";
import { createCache } from "../../lib/caches.ts";
import type { JsonText } from "../../lib/json-text.ts";
import { isUuid, newestFirst } from "../../lib/keyset-pagination.ts";
import { shownResponsiveness } from "../companies/responsiveness.ts";
import { isListedForStudents, visibleToStudents } from "./browse-query.ts";
import { cardContentColumns, cardFields, withCardContents } from "./card-contents.ts";
import {
  type CardReferenceRow,
  company,
  INTERNSHIP_NOT_FOUND,
  internshipKeyColumns,
  loadViewer,
  selectInternshipCards,
  toInternshipCard,
  toInternshipCards,
  type Viewer,
  viewerFromRow,
  viewerHasResume,
  viewerSkillsJson,
  writeInternshipCard,
} from "./internship-cards.ts";

/**
 * What students (and anyone) see of one internship and of the lists around it: the latest, the
 * recommended, the similar (docs/product.md, "Visibility"). Browse itself is find-open-internships.service.ts.
 */

/** How many of the newest matching internships are ranked for a recommendation. */
const RECOMMENDATION_CANDIDATES = 300;

/**
 * The newest open internships sharing a skill with the student (case-insensitive, through the
 * lower-cased skills), at most RECOMMENDATION_CANDIDATES of them, ranked by how many skills they
 * share, then by recency: a bounded sort, whatever the number of matches (exported so a test can
 * EXPLAIN it).
 */
export function recommendationQuery(db: Database) {
  const studentSkills = sql`${sql.placeholder("skills")}::text[]`;
  const candidates = db
    .select({ id: internships.id, skillsLower: internships.skillsLower, createdAt: internships.createdAt })
    .from(internships)
    .where(and(visibleToStudents, sql`${internships.skillsLower} && ${studentSkills}`))
    .orderBy(...newestFirst(internshipKeyColumns))
    .limit(RECOMMENDATION_CANDIDATES)
    .as("candidates");
  return db
    .select({ id: candidates.id })
    .from(candidates)
    .orderBy(
      sql`(select count(*) from unnest(${candidates.skillsLower}) as skill where skill = any(${studentSkills})) desc`,
      ...newestFirst(candidates),
    )
    .limit(sql.placeholder("limit"));
}

/**
 * Planned for each student's skills: common ones are best read along the newest open internships,
 * rare ones through the skills index; one generic plan for both read 30,000 rows for common skills
 * (exported so a test can check it is unnamed).
 */
export const rankRecommendations = preparedFor((db) =>
  prepareWithPlannedRows(db, SEARCH_STATEMENT, recommendationQuery(db)),
);

/** Rankings depend only on the skills: one per set of skills is kept (lib/caches.ts). */
const recentRankings = preparedFor(() => createCache<string[]>("recommendationRankings"));

/**
 * The ids Recommended for you shows, best first (docs/product.md, "Real smart matching"), twice as many
 * as shown so that one closing in the meantime leaves no gap; none for a student without skills. The
 * ranking is kept a minute per set of skills; their cards are read on every request.
 */
async function recommendedIds(db: Database, viewer: Viewer, limit: number): Promise<string[]> {
  if (!viewer.studentId || viewer.skills.length === 0) return [];
  const skills = [...new Set(viewer.skills.map((skill) => skill.toLowerCase()))].sort();
  return recentRankings(db).getOrLoad(JSON.stringify([limit, skills]), async () =>
    (await rankRecommendations(db).execute({ skills, limit: limit * 2 })).map((row) => row.id),
  );
}

/**
 * Recommended for you's cards (their references, for the viewer) that are still listed: a closed one
 * drops out at once (exported so a test can EXPLAIN it).
 */
export function recommendedCardsQuery(db: Database) {
  return selectInternshipCards(db, sql.placeholder("viewerId")).where(
    and(sql`${internships.id} = any(${sql.placeholder("ids")}::uuid[])`, visibleToStudents),
  );
}

const recommendedCards = preparedWithPlannedRows("recommended_cards", recommendedCardsQuery);

/**
 * The ranking each student's Recommended for you showed last, kept as long as rankings are. The next
 * dashboard's own statement reads those cards with everything else (cardReferencesByIdJson), and they are
 * used when the ranking is still the same, so a student's dashboard is one round trip.
 */
const lastRankingByStudent = preparedFor(() => createCache<string[]>("lastRecommendations"));

/** The ids Recommended for you showed this student last; none when this instance does not know. */
export function lastRecommendedIds(db: Database, studentId: string): string[] {
  return lastRankingByStudent(db).get(studentId) ?? [];
}

function sameIds(a: readonly string[], b: readonly string[]): boolean {
  return a.length === b.length && a.every((id, index) => id === b[index]);
}

/**
 * The student dashboard's Latest Internships, from the references its own statement read
 * (latestCardReferencesJson), and Recommended for you, after their ranking: from the references the same
 * statement read for the ranking shown last (`prefetched`) when the ranking is unchanged, else read by id;
 * the cards' contents of both come from one read at most (card-contents.ts). The cards are JSON text
 * (writeInternshipCard), as browse writes them.
 */
export async function findDashboardInternships(
  db: Database,
  viewer: Viewer,
  latestReferences: CardReferenceRow[],
  recommendedLimit: number,
  prefetched: { ids: string[]; references: CardReferenceRow[] } = { ids: [], references: [] },
): Promise<{ latest: JsonText<InternshipCard>[]; recommended: JsonText<InternshipCard>[] }> {
  const ids = await recommendedIds(db, viewer, recommendedLimit);
  if (viewer.studentId) lastRankingByStudent(db).set(viewer.studentId, ids);
  const recommendedReferences =
    ids.length === 0
      ? []
      : sameIds(ids, prefetched.ids)
        ? prefetched.references
        : await recommendedCards(db).execute({ viewerId: viewer.studentId, ids });
  const latestOnes = new Set<CardReferenceRow>(latestReferences);
  const rows = await withCardContents(db, [...latestReferences, ...recommendedReferences]);
  const latest = rows
    .filter((row) => latestOnes.has(row))
    .map((row) => writeInternshipCard(row.content, row, viewer));
  const rank = new Map(ids.map((id, index) => [id, index]));
  const recommended = rows
    .filter((row) => !latestOnes.has(row))
    .sort((a, b) => rank.get(a.id)! - rank.get(b.id)!)
    .slice(0, recommendedLimit)
    .map((row) => writeInternshipCard(row.content, row, viewer));
  return { latest, recommended };
}

/**
 * Only listed internships are public (open, from a live company, not hidden); the rest only for their
 * company and admins.
 */
function canSee(
  actor: Actor | null,
  internship: { status: string; companyId: string; companyLive: boolean; hiddenAt: Date | null },
): boolean {
  return isListedForStudents(internship) || isOwnerOrAdmin(actor, internship.companyId);
}

/**
 * One internship with its company and, for a student, their bookmark and application (a null
 * viewer matches neither).
 */
const internshipDetailQuery = preparedWithPlannedRows("internship_detail", (db) =>
  db
    .select({
      ...cardContentColumns(),
      description: internships.description,
      requirements: internships.requirements,
      updatedAt: internships.updatedAt,
      companyLive: internships.companyLive,
      hiddenAt: internships.hiddenAt,
      hiddenReason: internships.hiddenReason,
      industry: company.companyIndustry,
      bio: company.bio,
      website: company.website,
      size: company.companySize,
      responseApplications: companyResponsiveness.applications,
      responseResponded: companyResponsiveness.responded,
      responseMedianDays: companyResponsiveness.medianResponseDays,
      isPastDeadline: sql<boolean>`(${internships.deadline} is not null and ${internships.deadline} < current_date)`,
      isBookmarked: sql<boolean>`(${bookmarks.id} is not null)`,
      applicationId: applications.id,
      applicationStatus: applications.status,
      applicationCreatedAt: applications.createdAt,
      applicationUpdatedAt: applications.updatedAt,
      reportId: internshipReports.id,
      appliedToCompany: sql<boolean>`exists (select 1 from ${applications} as any_application where any_application.student_id = ${sql.placeholder("viewerId")} and any_application.company_id = ${internships.companyId})`,
      viewerSkills: viewerSkillsJson,
      viewerHasResume,
    })
    .from(internships)
    .innerJoin(company, eq(company.id, internships.companyId))
    .leftJoin(companyResponsiveness, eq(companyResponsiveness.companyId, internships.companyId))
    .leftJoin(
      bookmarks,
      and(eq(bookmarks.internshipId, internships.id), eq(bookmarks.studentId, sql.placeholder("viewerId"))),
    )
    .leftJoin(
      applications,
      and(
        eq(applications.internshipId, internships.id),
        eq(applications.studentId, sql.placeholder("viewerId")),
      ),
    )
    .leftJoin(
      internshipReports,
      and(
        eq(internshipReports.internshipId, internships.id),
        eq(internshipReports.reporterId, sql.placeholder("viewerId")),
      ),
    )
    .where(eq(internships.id, sql.placeholder("id")))
    .limit(1),
);

/** GET /api/internships/:id: the detail page, with what the viewer can do there. */
export async function getInternshipDetail(
  db: Database,
  actor: Actor | null,
  internshipId: string,
): Promise<InternshipDetail> {
  if (!isUuid(internshipId)) throw AppError.notFound(INTERNSHIP_NOT_FOUND);
  // One statement: the posting, and what the student looking at it has (their skills, their resume).
  const viewerId = actor?.role === "student" ? actor.id : null;
  const [row] = await internshipDetailQuery(db).execute({ id: internshipId, viewerId });
  if (!row || !canSee(actor, row)) throw AppError.notFound(INTERNSHIP_NOT_FOUND);
  const viewer = viewerFromRow(actor, row);

  const card = toInternshipCard(cardFields(row), row, viewer);
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
      responsiveness: shownResponsiveness({
        applications: row.responseApplications,
        responded: row.responseResponded,
        medianDays: row.responseMedianDays,
      }),
    },
    /** Why it is out of students' sight, for its company and admins (null when it is listed). */
    moderation: isOwnerOrAdmin(actor, row.companyId)
      ? { companyLive: row.companyLive, hiddenReason: row.hiddenAt ? (row.hiddenReason ?? "") : null }
      : null,
    viewer: {
      application,
      canApply: Boolean(viewer.studentId) && !application && isListedForStudents(row) && !row.isPastDeadline,
      hasResume: viewer.hasResume,
      isOwner: actor?.role === "company" && actor.id === row.companyId,
      hasReported: row.reportId !== null,
      // The messaging rule (docs/product.md, "Messaging"): a student writes to a company they applied to.
      canMessageCompany: Boolean(viewer.studentId) && Boolean(row.appliedToCompany),
    },
  };
}

const similarInternships = preparedWithPlannedRows("similar_internships", (db) =>
  selectInternshipCards(db, sql.placeholder("viewerId"))
    .where(
      and(
        visibleToStudents,
        ne(internships.id, sql.placeholder("id")),
        sql`${internships.skillsLower} && (select reference.skills_lower from internships as reference where reference.id = ${sql.placeholder("id")}::uuid)`,
      ),
    )
    .orderBy(...newestFirst(internshipKeyColumns))
    .limit(SIMILAR_INTERNSHIPS),
);

const internshipVisibilityQuery = preparedWithPlannedRows("internship_visibility", (db) =>
  db
    .select({
      id: internships.id,
      status: internships.status,
      companyId: internships.companyId,
      companyLive: internships.companyLive,
      hiddenAt: internships.hiddenAt,
    })
    .from(internships)
    .where(eq(internships.id, sql.placeholder("id")))
    .limit(1),
);

/** GET /api/internships/:id/similar: up to 3 other open internships sharing a skill, newest first. */
export async function findSimilarInternships(
  db: Database,
  actor: Actor | null,
  internshipId: string,
): Promise<InternshipCard[]> {
  if (!isUuid(internshipId)) throw AppError.notFound(INTERNSHIP_NOT_FOUND);
  const [reference] = await internshipVisibilityQuery(db).execute({ id: internshipId });
  if (!reference || !canSee(actor, reference)) throw AppError.notFound(INTERNSHIP_NOT_FOUND);
  const viewer = await loadViewer(db, actor);
  const rows = await similarInternships(db).execute({ id: reference.id, viewerId: viewer.studentId });
  return toInternshipCards(db, rows, viewer);
}
