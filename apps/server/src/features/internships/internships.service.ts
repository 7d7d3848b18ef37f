import type {
  CompanyInternshipRow,
  EditableInternship,
  InternshipCard,
  InternshipDetail,
  Page,
  SkillMatch,
} from "@internpath/shared/api-types";
import type { ApplicationStatus, InternshipStatus, InternshipType } from "@internpath/shared/enums";
import {
  companyInternshipListQuerySchema,
  type InternshipValues,
  internshipInputSchema,
  internshipListQuerySchema,
  internshipStatusSchema,
  internshipUpdateSchema,
} from "@internpath/shared/internship-schemas";
import { SIMILAR_INTERNSHIPS } from "@internpath/shared/limits";
import { and, eq, ne, type SQL, sql } from "drizzle-orm";
import { alias } from "drizzle-orm/pg-core";
import type { z } from "zod";
import type { Actor } from "../../auth/session.ts";
import type { Database } from "../../db/client.ts";
import { profiles } from "../../db/schema/auth.ts";
import { applications, bookmarks, internships } from "../../db/schema/marketplace.ts";
import { AppError, parseOrThrow } from "../../lib/app-error.ts";
import { cursorKey, isUuid, type Keyset, keysetPage, newestFirst } from "../../lib/keyset-pagination.ts";
import { containsIgnoringCase, escapeLike } from "../../lib/like-pattern.ts";

const NOT_FOUND = "Internship not found";
/** Cards clamp the description; the detail page has it whole. */
const CARD_DESCRIPTION_LENGTH = 500;

const company = alias(profiles, "company");
const keyColumns = { createdAt: internships.createdAt, id: internships.id };

/** Who is looking, as cards need it: bookmarks and skill matches are only for students. */
export type Viewer = { actor: Actor | null; studentId: string | null; skills: string[]; hasResume: boolean };

export async function loadViewer(db: Database, actor: Actor | null): Promise<Viewer> {
  if (actor?.role !== "student") return { actor, studentId: null, skills: [], hasResume: false };
  const [row] = await db
    .select({ skills: profiles.skills, resumeUrl: profiles.resumeUrl })
    .from(profiles)
    .where(eq(profiles.id, actor.id))
    .limit(1);
  return { actor, studentId: actor.id, skills: row?.skills ?? [], hasResume: Boolean(row?.resumeUrl) };
}

/** The internship's skills the student has (case-insensitive), in the internship's order. */
export function skillMatch(viewer: Viewer, skills: string[]): SkillMatch | null {
  if (!viewer.studentId || viewer.skills.length === 0) return null;
  const mine = new Set(viewer.skills.map((skill) => skill.toLowerCase()));
  return {
    matchedSkills: skills.filter((skill) => mine.has(skill.toLowerCase())),
    totalSkills: skills.length,
  };
}

function cardColumns(sortKey: SQL<string>) {
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
    isBookmarked: sql<boolean>`(${bookmarks.id} is not null)`,
  };
}

function viewersBookmark(viewer: Viewer): SQL {
  return viewer.studentId
    ? sql`${bookmarks.internshipId} = ${internships.id} and ${bookmarks.studentId} = ${viewer.studentId}`
    : sql`false`;
}

const internshipSortKey = cursorKey(internships.createdAt, internships.id);

/**
 * Internships with their company and the viewer's bookmark: the start of every
 * card query. `sortKey` is what its pages are keyed on (the internship's own by default).
 */
export function selectInternshipCards(
  db: Database,
  viewer: Viewer,
  sortKey: SQL<string> = internshipSortKey,
) {
  return db
    .select(cardColumns(sortKey))
    .from(internships)
    .innerJoin(company, eq(company.id, internships.companyId))
    .leftJoin(bookmarks, viewersBookmark(viewer))
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
    type: row.type as InternshipType,
    duration: row.duration,
    stipend: row.stipend,
    deadline: row.deadline,
    skills: row.skills,
    status: row.status as InternshipStatus,
    createdAt: row.createdAt.toISOString(),
    company: { id: row.companyId, companyName: row.companyName, logoUrl: row.logoUrl },
    isBookmarked: Boolean(row.isBookmarked),
    match: skillMatch(viewer, row.skills),
  };
}

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

async function countInternships(db: Database, where: SQL | undefined): Promise<number> {
  const [row] = await db.select({ total: sql<number>`count(*)::int` }).from(internships).where(where);
  return row?.total ?? 0;
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
      keyColumns,
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
    .orderBy(...newestFirst(keyColumns))
    .limit(limit);
  return rows.map((row) => toInternshipCard(row, viewer));
}

/**
 * Recommended for you: open internships sharing a skill with the student
 * (case-insensitive, through the lower-cased skills index), ranked by how many
 * they share, then by recency.
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
      ...newestFirst(keyColumns),
    )
    .limit(limit);
  return rows.map((row) => toInternshipCard(row, viewer));
}

/** Students (and anyone but the owner and admins) see only open internships, by id as well. */
function canSee(actor: Actor | null, internship: { status: string; companyId: string }): boolean {
  if (internship.status === "open") return true;
  return actor?.role === "admin" || (actor?.role === "company" && actor.id === internship.companyId);
}

/** GET /api/internships/:id: the detail page, with what the viewer can do there. */
export async function getInternshipDetail(
  db: Database,
  actor: Actor | null,
  internshipId: string,
): Promise<InternshipDetail> {
  if (!isUuid(internshipId)) throw AppError.notFound(NOT_FOUND);
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
  if (!row || !canSee(actor, row)) throw AppError.notFound(NOT_FOUND);

  const card = toInternshipCard(row, viewer);
  const application =
    row.applicationId && row.applicationCreatedAt && row.applicationUpdatedAt
      ? {
          id: row.applicationId,
          status: row.applicationStatus as ApplicationStatus,
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
  if (!isUuid(internshipId)) throw AppError.notFound(NOT_FOUND);
  const [reference] = await db
    .select({ id: internships.id, status: internships.status, companyId: internships.companyId })
    .from(internships)
    .where(eq(internships.id, internshipId))
    .limit(1);
  if (!reference || !canSee(actor, reference)) throw AppError.notFound(NOT_FOUND);
  const viewer = await loadViewer(db, actor);
  const rows = await selectInternshipCards(db, viewer)
    .where(
      and(
        eq(internships.status, "open"),
        ne(internships.id, reference.id),
        sql`internpath_lower_skills(${internships.skills}) && (select internpath_lower_skills(reference.skills) from internships as reference where reference.id = ${reference.id}::uuid)`,
      ),
    )
    .orderBy(...newestFirst(keyColumns))
    .limit(SIMILAR_INTERNSHIPS);
  return rows.map((row) => toInternshipCard(row, viewer));
}

// ---- The company's side: its own internships ----

const editableColumns = {
  id: internships.id,
  title: internships.title,
  location: internships.location,
  duration: internships.duration,
  description: internships.description,
  requirements: internships.requirements,
  skills: internships.skills,
  type: internships.type,
  isRemote: internships.isRemote,
  stipend: internships.stipend,
  deadline: internships.deadline,
  status: internships.status,
};

function toEditable(
  row: Pick<typeof internships.$inferSelect, keyof typeof editableColumns>,
): EditableInternship {
  return {
    id: row.id,
    title: row.title,
    location: row.location,
    duration: row.duration,
    description: row.description,
    requirements: row.requirements,
    skills: row.skills,
    type: row.type as InternshipType,
    isRemote: row.isRemote,
    stipend: row.stipend,
    deadline: row.deadline,
    status: row.status as InternshipStatus,
  };
}

/** Companies manage their own internships; admins any. Anyone else is refused before we look. */
function requireInternshipManager(actor: Actor | null): Actor {
  if (!actor) throw AppError.unauthorized();
  if (actor.role !== "company" && actor.role !== "admin") throw AppError.forbidden();
  return actor;
}

/** Another company's internship is "not found", exactly like a missing one. */
function ownedBy(actor: Actor, internshipId: string): SQL {
  if (!isUuid(internshipId)) throw AppError.notFound(NOT_FOUND);
  return and(
    eq(internships.id, internshipId),
    actor.role === "company" ? eq(internships.companyId, actor.id) : undefined,
  )!;
}

/** The internship form's fields as columns (the status is handled by each caller). */
function formColumns(values: Omit<InternshipValues, "status">) {
  return {
    title: values.title,
    description: values.description,
    requirements: values.requirements,
    location: values.location,
    isRemote: values.isRemote,
    type: values.type,
    duration: values.duration,
    stipend: values.stipend ?? null,
    deadline: values.deadline ?? null,
    skills: values.skills,
  };
}

/** POST /api/internships. */
export async function createInternship(db: Database, actor: Actor | null, input: unknown) {
  if (!actor) throw AppError.unauthorized();
  if (actor.role !== "company") throw AppError.forbidden("Only companies can post internships");
  const values = parseOrThrow(internshipInputSchema, input);
  const [row] = await db
    .insert(internships)
    .values({ companyId: actor.id, ...formColumns(values), status: values.status })
    .returning();
  return row!;
}

export async function createInternshipForEditing(
  db: Database,
  actor: Actor | null,
  input: unknown,
): Promise<EditableInternship> {
  return toEditable(await createInternship(db, actor, input));
}

/** GET /api/internships/:id/edit. */
export async function getEditableInternship(
  db: Database,
  actor: Actor | null,
  internshipId: string,
): Promise<EditableInternship> {
  const manager = requireInternshipManager(actor);
  const [row] = await db
    .select(editableColumns)
    .from(internships)
    .where(ownedBy(manager, internshipId))
    .limit(1);
  if (!row) throw AppError.notFound(NOT_FOUND);
  return toEditable(row);
}

/** PUT /api/internships/:id: the whole form again (a missing status keeps the current one). */
export async function updateInternship(
  db: Database,
  actor: Actor | null,
  internshipId: string,
  input: unknown,
): Promise<EditableInternship> {
  const manager = requireInternshipManager(actor);
  const where = ownedBy(manager, internshipId);
  const values = parseOrThrow(internshipUpdateSchema, input);
  const [row] = await db
    .update(internships)
    .set({
      ...formColumns(values),
      ...(values.status && { status: values.status }),
      updatedAt: new Date(),
    })
    .where(where)
    .returning(editableColumns);
  if (!row) throw AppError.notFound(NOT_FOUND);
  return toEditable(row);
}

/** PATCH /api/internships/:id/status: the company's Open/Close toggle (and an admin's override). */
export async function setInternshipStatus(
  db: Database,
  actor: Actor | null,
  internshipId: string,
  input: unknown,
) {
  const manager = requireInternshipManager(actor);
  const where = ownedBy(manager, internshipId);
  const { status } = parseOrThrow(internshipStatusSchema, input);
  const [row] = await db.update(internships).set({ status, updatedAt: new Date() }).where(where).returning();
  if (!row) throw AppError.notFound(NOT_FOUND);
  return row;
}

export async function setInternshipStatusForEditing(
  db: Database,
  actor: Actor | null,
  internshipId: string,
  input: unknown,
): Promise<EditableInternship> {
  return toEditable(await setInternshipStatus(db, actor, internshipId, input));
}

/** DELETE /api/internships/:id: its applications, their history and its bookmarks go with it (FK cascades). */
export async function deleteInternship(db: Database, actor: Actor | null, internshipId: string) {
  const manager = requireInternshipManager(actor);
  const where = ownedBy(manager, internshipId);
  const [row] = await db.delete(internships).where(where).returning({ id: internships.id });
  if (!row) throw AppError.notFound(NOT_FOUND);
}

// Spelled out: drizzle leaves columns unqualified in a one-table select, and "id" would then mean applications.id.
const applicationCount = sql<number>`(select count(*)::int from applications as counted where counted.internship_id = internships.id)`;

function companyRowColumns() {
  return {
    id: internships.id,
    title: internships.title,
    location: internships.location,
    isRemote: internships.isRemote,
    type: internships.type,
    status: internships.status,
    deadline: internships.deadline,
    skills: internships.skills,
    applicationCount,
    createdAt: internships.createdAt,
    updatedAt: internships.updatedAt,
    cursorKey: internshipSortKey,
  };
}

function selectCompanyRows(db: Database) {
  return db.select(companyRowColumns()).from(internships).$dynamic();
}

function toCompanyRow(row: Awaited<ReturnType<typeof selectCompanyRows>>[number]): CompanyInternshipRow {
  return {
    id: row.id,
    title: row.title,
    location: row.location,
    isRemote: row.isRemote,
    type: row.type as InternshipType,
    status: row.status as InternshipStatus,
    deadline: row.deadline,
    skills: row.skills,
    applicationCount: Number(row.applicationCount),
    createdAt: row.createdAt.toISOString(),
    updatedAt: row.updatedAt.toISOString(),
  };
}

function requireCompany(actor: Actor | null): Actor {
  if (!actor) throw AppError.unauthorized();
  if (actor.role !== "company") throw AppError.forbidden("Only companies manage internships here");
  return actor;
}

/** GET /api/company/internships: Manage Internships (own only; search by title; status filter). */
export async function findCompanyInternships(
  db: Database,
  actor: Actor | null,
  query: unknown,
): Promise<Page<CompanyInternshipRow>> {
  const companyActor = requireCompany(actor);
  const filters = parseOrThrow(companyInternshipListQuerySchema, query);
  const where = and(
    eq(internships.companyId, companyActor.id),
    filters.q ? containsIgnoringCase(internships.title, filters.q) : undefined,
    filters.status ? eq(internships.status, filters.status) : undefined,
  );
  const [page, total] = await Promise.all([
    keysetPage(
      keyColumns,
      filters,
      (keyset) =>
        selectCompanyRows(db)
          .where(and(where, keyset.where))
          .orderBy(...keyset.orderBy)
          .limit(keyset.limit),
      toCompanyRow,
    ),
    countInternships(db, where),
  ]);
  return { ...page, total };
}

/** The company dashboard's Active Internships: its newest open ones with their application counts. */
export async function findActiveCompanyInternships(
  db: Database,
  companyId: string,
  limit: number,
): Promise<CompanyInternshipRow[]> {
  const rows = await selectCompanyRows(db)
    .where(and(eq(internships.companyId, companyId), eq(internships.status, "open")))
    .orderBy(...newestFirst(keyColumns))
    .limit(limit);
  return rows.map(toCompanyRow);
}

/** Counters for the company dashboard, in one pass over the company's internships. */
export async function countCompanyInternships(db: Database, companyId: string) {
  const [row] = await db
    .select({
      open: sql<number>`count(*) filter (where ${internships.status} = 'open')::int`,
      draft: sql<number>`count(*) filter (where ${internships.status} = 'draft')::int`,
    })
    .from(internships)
    .where(eq(internships.companyId, companyId));
  return { open: row?.open ?? 0, draft: row?.draft ?? 0 };
}
