import type { InternshipCard, SkillMatch } from "@internpath/shared/api-types";
import { and, eq, type Placeholder, type SQL, sql } from "drizzle-orm";
import { alias } from "drizzle-orm/pg-core";
import type { Actor } from "../../auth/session.ts";
import type { Database } from "../../db/client.ts";
import { profiles } from "../../db/schema/auth.ts";
import { applications, bookmarks, internships } from "../../db/schema/marketplace.ts";
import { cursorKey } from "../../lib/keyset-pagination.ts";
import { preparedFor } from "../../lib/prepared.ts";

/**
 * The internship card: the one query and mapper behind every list of internships a student sees
 * (browse, dashboard, similar, bookmarks), plus the keys every internship list pages on.
 */

export const INTERNSHIP_NOT_FOUND = "Internship not found";
/** Cards clamp the description; the detail page has it whole. */
const CARD_DESCRIPTION_LENGTH = 500;

export const company = alias(profiles, "company");
export const internshipKeyColumns = { createdAt: internships.createdAt, id: internships.id };
export const internshipSortKey = cursorKey(internships.createdAt, internships.id);

/** Who is looking, as cards need it: bookmarks and skill matches are only for students. */
export type Viewer = { actor: Actor | null; studentId: string | null; skills: string[]; hasResume: boolean };

const viewerQuery = preparedFor((db) =>
  db
    .select({ skills: profiles.skills, resumeUrl: profiles.resumeUrl })
    .from(profiles)
    .where(eq(profiles.id, sql.placeholder("id")))
    .limit(1)
    .prepare("internship_viewer"),
);

export async function loadViewer(db: Database, actor: Actor | null): Promise<Viewer> {
  if (actor?.role !== "student") return { actor, studentId: null, skills: [], hasResume: false };
  const [row] = await viewerQuery(db).execute({ id: actor.id });
  return studentViewer(actor, row);
}

/** A student as cards see them, from their profile's skills and resume (read by the caller's own query). */
export function studentViewer(
  actor: Actor,
  row: { skills: string[] | null; resumeUrl: string | null } | undefined,
): Viewer {
  return { actor, studentId: actor.id, skills: row?.skills ?? [], hasResume: Boolean(row?.resumeUrl) };
}

/**
 * The internship's skills the student has (case-insensitive), in the internship's order; null when
 * it shares none ("Matches 0 of 3 skills" helps nobody) or the viewer lists no skills.
 */
export function skillMatch(viewer: Viewer, skills: string[]): SkillMatch | null {
  if (!viewer.studentId || viewer.skills.length === 0) return null;
  const mine = new Set(viewer.skills.map((skill) => skill.toLowerCase()));
  const matchedSkills = skills.filter((skill) => mine.has(skill.toLowerCase()));
  return matchedSkills.length > 0 ? { matchedSkills, totalSkills: skills.length } : null;
}

export function cardColumns(sortKey: SQL<string>) {
  return {
    id: internships.id,
    title: internships.title,
    description: sql<string>`left(${internships.description}, ${sql.raw(String(CARD_DESCRIPTION_LENGTH))})`,
    location: internships.location,
    isRemote: internships.isRemote,
    type: internships.type,
    duration: internships.duration,
    stipend: internships.stipend,
    deadline: internships.deadline,
    skills: internships.skills,
    status: internships.status,
    createdAt: internships.createdAt,
    cursorKey: sortKey,
    companyId: company.id,
    companyName: company.companyName,
    logoUrl: company.companyLogoUrl,
    companyVerified: sql<boolean>`(${company.verification} = 'verified')`,
    isBookmarked: sql<boolean>`(${bookmarks.id} is not null)`,
    applicationStatus: applications.status,
    applicationCreatedAt: applications.createdAt,
  };
}

/** Whose bookmarks cards show: a student's id, a placeholder for it in a prepared query, or nobody. */
export type CardViewerId = string | Placeholder | null;

/** The join condition for the viewer's own bookmark of each internship (none for non-students). */
export function viewersBookmark(viewerId: CardViewerId): SQL {
  return viewerId === null
    ? sql`false`
    : and(eq(bookmarks.internshipId, internships.id), eq(bookmarks.studentId, viewerId))!;
}

/** The join condition for the viewer's own application to each internship (none for non-students). */
export function viewersApplication(viewerId: CardViewerId): SQL {
  return viewerId === null
    ? sql`false`
    : and(eq(applications.internshipId, internships.id), eq(applications.studentId, viewerId))!;
}

/**
 * Internships with their company and the viewer's bookmark and application: the start of every
 * card query. `sortKey` is what its pages are keyed on (the internship's own by default).
 */
export function selectInternshipCards(
  db: Database,
  viewerId: CardViewerId,
  sortKey: SQL<string> = internshipSortKey,
) {
  return db
    .select(cardColumns(sortKey))
    .from(internships)
    .innerJoin(company, eq(company.id, internships.companyId))
    .leftJoin(bookmarks, viewersBookmark(viewerId))
    .leftJoin(applications, viewersApplication(viewerId))
    .$dynamic();
}

type CardRow = Awaited<ReturnType<typeof selectInternshipCards>>[number];

export function toInternshipCard(row: CardRow, viewer: Viewer): InternshipCard {
  return {
    id: row.id,
    title: row.title,
    description: row.description,
    location: row.location,
    isRemote: row.isRemote,
    type: row.type,
    duration: row.duration,
    stipend: row.stipend,
    deadline: row.deadline,
    skills: row.skills,
    status: row.status,
    createdAt: row.createdAt.toISOString(),
    company: {
      id: row.companyId,
      companyName: row.companyName,
      logoUrl: row.logoUrl,
      verified: Boolean(row.companyVerified),
    },
    isBookmarked: Boolean(row.isBookmarked),
    application:
      row.applicationStatus && row.applicationCreatedAt
        ? { status: row.applicationStatus, createdAt: row.applicationCreatedAt.toISOString() }
        : null,
    match: skillMatch(viewer, row.skills),
  };
}

export async function countInternships(db: Database, where: SQL | undefined): Promise<number> {
  const [row] = await db.select({ total: sql<number>`count(*)::int` }).from(internships).where(where);
  return row?.total ?? 0;
}
