import type { InternshipCard, SkillMatch } from "@internpath/shared/api-types";
import type { ApplicationStatus } from "@internpath/shared/enums";
import { and, eq, type Placeholder, type SQL, sql } from "drizzle-orm";
import type { Actor } from "../../auth/session.ts";
import type { Database } from "../../db/client.ts";
import { jsonRow, jsonRows } from "../../db/json-rows.ts";
import { preparedWithPlannedRows } from "../../db/row-mapping.ts";
import { profiles } from "../../db/schema/auth.ts";
import { applications, bookmarks, internships } from "../../db/schema/marketplace.ts";
import { type JsonText, withFields } from "../../lib/json-text.ts";
import { newestFirst } from "../../lib/keyset-pagination.ts";
import { visibleToStudents } from "./browse-query.ts";
import {
  type CardContent,
  type CardFields,
  cardVersion,
  company,
  internshipKeyColumns,
  withCardContents,
} from "./card-contents.ts";

/**
 * The internship card: the one query and mapper behind every list of internships a student sees
 * (browse, dashboard, similar, bookmarks). A list's statement reads each row's id and version and the
 * viewer's own part; what the card says of the posting comes from card-contents.ts.
 */

export { company, internshipKeyColumns, internshipSortKey } from "./card-contents.ts";

export const INTERNSHIP_NOT_FOUND = "Internship not found";

/** Who is looking, as cards need it: bookmarks and skill matches are only for students. */
export type Viewer = { actor: Actor | null; studentId: string | null; skills: string[]; hasResume: boolean };

const viewerQuery = preparedWithPlannedRows("internship_viewer", (db) =>
  db
    .select({ skills: profiles.skills, resumeUrl: profiles.resumeUrl })
    .from(profiles)
    .where(eq(profiles.id, sql.placeholder("id")))
    .limit(1),
);

export async function loadViewer(db: Database, actor: Actor | null): Promise<Viewer> {
  if (actor?.role !== "student") return { actor, studentId: null, skills: [], hasResume: false };
  const [row] = await viewerQuery(db).execute({ id: actor.id });
  return studentViewer(actor, row);
}

/**
 * The viewer's skills as JSON text, read by the statement of their cards (`viewerId` placeholder, null for
 * anyone but a student, who then has none): every row repeats them, and only the first row's are parsed.
 */
export const viewerSkillsJson = sql<
  string | null
>`(select array_to_json(${profiles.skills})::text from ${profiles} where ${profiles.id} = ${sql.placeholder("viewerId")})`;

/** Whether the viewer has a resume on file, read by the same statement (false for anyone but a student). */
export const viewerHasResume = sql<boolean>`exists (select 1 from ${profiles} where ${profiles.id} = ${sql.placeholder("viewerId")} and ${profiles.resumeUrl} is not null)`;

/** Who is looking, from what their cards' statement read of them (viewerSkillsJson, viewerHasResume). */
export function viewerFromRow(
  actor: Actor | null,
  row: { viewerSkills: string | null; viewerHasResume?: boolean } | undefined,
): Viewer {
  if (actor?.role !== "student") return { actor, studentId: null, skills: [], hasResume: false };
  return {
    actor,
    studentId: actor.id,
    skills: row?.viewerSkills ? (JSON.parse(row.viewerSkills) as string[]) : [],
    hasResume: Boolean(row?.viewerHasResume),
  };
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

/** The viewer's own part of a card, as a list's statement reads it. */
type ViewersPart = {
  isBookmarked: boolean;
  applicationStatus: ApplicationStatus | null;
  applicationCreatedAt: Date | null;
};

/** A list's columns for each card: which posting in which version, and the viewer's bookmark and application. */
function cardReferenceColumns() {
  return {
    id: internships.id,
    version: cardVersion,
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

/** A card's reference as a list reads it: which posting, in which version, and the viewer's own part. */
export type CardReferenceRow = ViewersPart & { id: string; version: string };

/**
 * Internships with their company and the viewer's bookmark and application: the start of every
 * list of cards, with `extra` columns the list needs (its own sort key, say). Its rows become cards
 * through `toInternshipCards`.
 */
export function selectInternshipCards<Extra extends Record<string, SQL.Aliased | SQL> = Record<never, never>>(
  db: Database,
  viewerId: CardViewerId,
  extra: Extra = {} as Extra,
) {
  return db
    .select({ ...cardReferenceColumns(), ...extra })
    .from(internships)
    .innerJoin(company, eq(company.id, internships.companyId))
    .leftJoin(bookmarks, viewersBookmark(viewerId))
    .leftJoin(applications, viewersApplication(viewerId))
    .$dynamic();
}

/**
 * Listed internships' references (id, version, the viewer's own part) as one JSON value of another
 * statement (db/json-rows.ts), and how to read them: those `where` picks (all when undefined), newest first,
 * at most `limit`.
 */
function listedCardReferencesJson(
  db: Database,
  viewerId: Placeholder,
  where: SQL | undefined,
  limit?: Placeholder,
) {
  const { row, read } = jsonRow<CardReferenceRow>(cardReferenceColumns());
  const query = db
    .select({ row: row.as("row"), createdAt: internships.createdAt, id: internships.id })
    .from(internships)
    .innerJoin(company, eq(company.id, internships.companyId))
    .leftJoin(bookmarks, viewersBookmark(viewerId))
    .leftJoin(applications, viewersApplication(viewerId))
    .where(and(where, visibleToStudents))
    .orderBy(...newestFirst(internshipKeyColumns))
    .$dynamic();
  const listed = (limit === undefined ? query : query.limit(limit)).as("listed");
  return {
    column: jsonRows(sql`${listed}`, sql`${listed.row}`, sql`${listed.createdAt} desc, ${listed.id} desc`),
    read: (arrays: unknown[][]) => arrays.map(read),
  };
}

/** The references of the newest `limit` listed internships (the dashboard's Latest Internships). */
export function latestCardReferencesJson(db: Database, viewerId: Placeholder, limit: Placeholder) {
  return listedCardReferencesJson(db, viewerId, undefined, limit);
}

/**
 * The references of these internships (`ids`, a uuid[] placeholder) that are still listed, newest first:
 * a closed one drops out at once.
 */
export function cardReferencesByIdJson(db: Database, viewerId: Placeholder, ids: Placeholder) {
  return listedCardReferencesJson(db, viewerId, sql`${internships.id} = any(${ids}::uuid[])`);
}

/** The viewer's own part of a card: their bookmark, their application, the skills they share with it. */
type ViewersCardPart = Pick<InternshipCard, "isBookmarked" | "application" | "match">;

function viewersCardPart(skills: string[], own: ViewersPart, viewer: Viewer): ViewersCardPart {
  return {
    isBookmarked: Boolean(own.isBookmarked),
    application:
      own.applicationStatus && own.applicationCreatedAt
        ? { status: own.applicationStatus, createdAt: own.applicationCreatedAt.toISOString() }
        : null,
    match: skillMatch(viewer, skills),
  };
}

export function toInternshipCard(content: CardFields, own: ViewersPart, viewer: Viewer): InternshipCard {
  return {
    id: content.id,
    title: content.title,
    description: content.description,
    location: content.location,
    isRemote: content.isRemote,
    type: content.type,
    duration: content.duration,
    stipend: content.stipend,
    deadline: content.deadline,
    skills: content.skills,
    status: content.status,
    createdAt: content.createdAt,
    company: content.company,
    ...viewersCardPart(content.skills, own, viewer),
  };
}

/**
 * The same card as JSON text: its content's text, written once when the content was read (card-contents.ts),
 * with the viewer's part added. Browse answers its pages this way (decision 034): twenty cards cost twenty
 * small texts instead of twenty objects written out again on every request.
 */
export function writeInternshipCard(
  content: CardContent,
  own: ViewersPart,
  viewer: Viewer,
): JsonText<InternshipCard> {
  return withFields(content.json, viewersCardPart(content.skills, own, viewer));
}

/** The cards of a list's rows, in their order. */
export async function toInternshipCards(
  db: Database,
  rows: Array<ViewersPart & { id: string; version: string }>,
  viewer: Viewer,
): Promise<InternshipCard[]> {
  return (await withCardContents(db, rows)).map((row) => toInternshipCard(row.content, row, viewer));
}

export async function countInternships(db: Database, where: SQL | undefined): Promise<number> {
  const [row] = await db.select({ total: sql<number>`count(*)::int` }).from(internships).where(where);
  return row?.total ?? 0;
}
