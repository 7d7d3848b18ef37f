import type {
  ApplicationCounts,
  CompanyApplication,
  Page,
  StatusChange,
  StudentApplication,
} from "@internpath/shared/api-types";
import {
  APPLY_MESSAGES,
  canChangeApplicationStatus,
  companyApplicationExportQuerySchema,
  companyApplicationListQuerySchema,
  createApplicationSchema,
  EXPORT_MESSAGES,
  studentApplicationListQuerySchema,
  updateApplicationStatusSchema,
} from "@internpath/shared/application-schemas";
import type { ApplicationStatus, InternshipStatus, InternshipType } from "@internpath/shared/enums";
import { and, eq, or, type SQL, sql } from "drizzle-orm";
import { alias } from "drizzle-orm/pg-core";
import type { z } from "zod";
import type { Actor } from "../../auth/session.ts";
import type { Database } from "../../db/client.ts";
import { profiles } from "../../db/schema/auth.ts";
import { applicationStatusChanges, applications, internships } from "../../db/schema/marketplace.ts";
import { AppError, parseOrThrow } from "../../lib/app-error.ts";
import { csvLine, fileTimestamp } from "../../lib/csv.ts";
import { cursorKey, isUuid, keysetPage, newestFirst, olderThan } from "../../lib/keyset-pagination.ts";
import { containsIgnoringCase } from "../../lib/like-pattern.ts";
import { createNotification } from "../notifications/notifications.service.ts";

/** PRODUCT.md item 5: students only, open internships before their deadline, once each, with the current resume. */
export async function createApplication(db: Database, actor: Actor | null, input: unknown) {
  if (!actor) throw AppError.unauthorized(APPLY_MESSAGES.signIn);
  if (actor.role !== "student") throw AppError.forbidden(APPLY_MESSAGES.studentsOnly);
  const values = parseOrThrow(createApplicationSchema, input);

  const [target] = await db
    .select({
      id: internships.id,
      title: internships.title,
      companyId: internships.companyId,
      status: internships.status,
      isPastDeadline: sql<boolean>`${internships.deadline} is not null and ${internships.deadline} < current_date`,
    })
    .from(internships)
    .where(eq(internships.id, values.internshipId))
    .limit(1);
  // Drafts and closed internships are invisible to students, so they are "not found" by id too.
  if (!target || target.status === "draft") throw AppError.notFound("Internship not found");
  if (target.status !== "open") throw AppError.badRequest(APPLY_MESSAGES.notOpen);
  if (target.isPastDeadline) throw AppError.badRequest(APPLY_MESSAGES.deadlinePassed);

  const [student] = await db
    .select({ resumeUrl: profiles.resumeUrl, fullName: profiles.fullName })
    .from(profiles)
    .where(eq(profiles.id, actor.id))
    .limit(1);
  if (!student?.resumeUrl) throw AppError.badRequest(APPLY_MESSAGES.resumeRequired);

  return db.transaction(async (tx) => {
    const [created] = await tx
      .insert(applications)
      .values({
        studentId: actor.id,
        internshipId: target.id,
        coverLetter: values.coverLetter ?? null,
        resumeUrl: student.resumeUrl!,
      })
      .onConflictDoNothing({ target: [applications.studentId, applications.internshipId] })
      .returning();
    if (!created) throw AppError.conflict(APPLY_MESSAGES.alreadyApplied);
    await tx.insert(applicationStatusChanges).values({
      applicationId: created.id,
      changedBy: actor.id,
      fromStatus: null,
      toStatus: "pending",
    });
    await createNotification(tx, {
      userId: target.companyId,
      title: "New application",
      content: `${student.fullName || "A student"} applied for ${target.title}`,
      type: "application",
      relatedId: created.id,
    });
    return created;
  });
}

/** Spec section 4 state machine for companies; admins may set any status. Every change is recorded. */
export async function changeApplicationStatus(
  db: Database,
  actor: Actor | null,
  applicationId: string,
  input: unknown,
) {
  if (!actor) throw AppError.unauthorized();
  if (actor.role !== "company" && actor.role !== "admin") throw AppError.forbidden();
  if (!isUuid(applicationId)) throw AppError.notFound("Application not found");
  const { status: nextStatus } = parseOrThrow(updateApplicationStatusSchema, input);

  const [current] = await db
    .select({
      id: applications.id,
      status: applications.status,
      studentId: applications.studentId,
      companyId: internships.companyId,
      title: internships.title,
    })
    .from(applications)
    .innerJoin(internships, eq(internships.id, applications.internshipId))
    .where(eq(applications.id, applicationId))
    .limit(1);
  if (!current || (actor.role === "company" && current.companyId !== actor.id)) {
    throw AppError.notFound("Application not found");
  }
  const from = current.status as ApplicationStatus;
  if (!canChangeApplicationStatus(actor.role, from, nextStatus)) {
    throw AppError.badRequest(`An application cannot move from ${from} to ${nextStatus}`);
  }

  return db.transaction(async (tx) => {
    // Only move from the status we checked, so two reviewers cannot both act on a stale view.
    const [updated] = await tx
      .update(applications)
      .set({ status: nextStatus, updatedAt: new Date() })
      .where(and(eq(applications.id, current.id), eq(applications.status, from)))
      .returning();
    if (!updated) throw AppError.conflict("This application was changed by someone else. Please reload.");
    await tx.insert(applicationStatusChanges).values({
      applicationId: current.id,
      changedBy: actor.id,
      fromStatus: from,
      toStatus: nextStatus,
    });
    await createNotification(tx, {
      userId: current.studentId,
      title: "Application status updated",
      content: `Your application for ${current.title} is now ${nextStatus}`,
      type: "status_change",
      relatedId: current.id,
    });
    return updated;
  });
}

const NOT_FOUND = "Application not found";
const company = alias(profiles, "company");
const student = alias(profiles, "student");
const keyColumns = { createdAt: applications.createdAt, id: applications.id };

/** Counts per status in one aggregate, for the filter buttons. */
const statusCountColumns = {
  all: sql<number>`count(*)::int`,
  pending: sql<number>`(count(*) filter (where ${applications.status} = 'pending'))::int`,
  reviewing: sql<number>`(count(*) filter (where ${applications.status} = 'reviewing'))::int`,
  accepted: sql<number>`(count(*) filter (where ${applications.status} = 'accepted'))::int`,
  rejected: sql<number>`(count(*) filter (where ${applications.status} = 'rejected'))::int`,
};

function toCounts(row: ApplicationCounts | undefined): ApplicationCounts {
  return {
    all: Number(row?.all ?? 0),
    pending: Number(row?.pending ?? 0),
    reviewing: Number(row?.reviewing ?? 0),
    accepted: Number(row?.accepted ?? 0),
    rejected: Number(row?.rejected ?? 0),
  };
}

// ---- The student's side ----

function selectStudentApplications(db: Database) {
  return db
    .select({
      id: applications.id,
      status: applications.status,
      coverLetter: applications.coverLetter,
      resumeUrl: applications.resumeUrl,
      createdAt: applications.createdAt,
      updatedAt: applications.updatedAt,
      cursorKey: cursorKey(applications.createdAt, applications.id),
      internshipId: internships.id,
      title: internships.title,
      location: internships.location,
      isRemote: internships.isRemote,
      type: internships.type,
      duration: internships.duration,
      internshipStatus: internships.status,
      companyName: company.companyName,
    })
    .from(applications)
    .innerJoin(internships, eq(internships.id, applications.internshipId))
    .innerJoin(company, eq(company.id, internships.companyId))
    .$dynamic();
}

function toStudentApplication(
  row: Awaited<ReturnType<typeof selectStudentApplications>>[number],
): StudentApplication {
  return {
    id: row.id,
    status: row.status as ApplicationStatus,
    coverLetter: row.coverLetter,
    resumeUrl: row.resumeUrl,
    createdAt: row.createdAt.toISOString(),
    updatedAt: row.updatedAt.toISOString(),
    internship: {
      id: row.internshipId,
      title: row.title,
      location: row.location,
      isRemote: row.isRemote,
      type: row.type as InternshipType,
      duration: row.duration,
      status: row.internshipStatus as InternshipStatus,
      companyName: row.companyName,
    },
  };
}

/** POST /api/applications: apply (PRODUCT.md item 5), answered as My Applications shows it. */
export async function submitApplication(
  db: Database,
  actor: Actor | null,
  input: unknown,
): Promise<StudentApplication> {
  const created = await createApplication(db, actor, input);
  const [row] = await selectStudentApplications(db).where(eq(applications.id, created.id)).limit(1);
  return toStudentApplication(row!);
}

function requireStudent(actor: Actor | null): Actor {
  if (!actor) throw AppError.unauthorized();
  if (actor.role !== "student") throw AppError.forbidden("Only students have applications");
  return actor;
}

/** GET /api/applications/mine: the student's own applications, newest first, with counts per status. */
export async function findStudentApplications(
  db: Database,
  actor: Actor | null,
  query: unknown,
): Promise<Page<StudentApplication> & { counts: ApplicationCounts }> {
  const me = requireStudent(actor);
  const filters = parseOrThrow(studentApplicationListQuerySchema, query);
  const mine = eq(applications.studentId, me.id);
  const [page, counts] = await Promise.all([
    keysetPage(
      keyColumns,
      filters,
      (keyset) =>
        selectStudentApplications(db)
          .where(
            and(mine, filters.status ? eq(applications.status, filters.status) : undefined, keyset.where),
          )
          .orderBy(...keyset.orderBy)
          .limit(keyset.limit),
      toStudentApplication,
    ),
    countStudentApplications(db, me.id),
  ]);
  return { ...page, total: filters.status ? counts[filters.status] : counts.all, counts };
}

export async function countStudentApplications(db: Database, studentId: string): Promise<ApplicationCounts> {
  const [row] = await db
    .select(statusCountColumns)
    .from(applications)
    .where(eq(applications.studentId, studentId));
  return toCounts(row);
}

/** The student dashboard's Recent Applications. */
export async function findRecentStudentApplications(
  db: Database,
  studentId: string,
  limit: number,
): Promise<StudentApplication[]> {
  const rows = await selectStudentApplications(db)
    .where(eq(applications.studentId, studentId))
    .orderBy(...newestFirst(keyColumns))
    .limit(limit);
  return rows.map(toStudentApplication);
}

// ---- The company's side: applications to its own internships ----

function selectCompanyApplications(db: Database) {
  return db
    .select({
      id: applications.id,
      status: applications.status,
      coverLetter: applications.coverLetter,
      resumeUrl: applications.resumeUrl,
      createdAt: applications.createdAt,
      updatedAt: applications.updatedAt,
      cursorKey: cursorKey(applications.createdAt, applications.id),
      studentId: student.id,
      fullName: student.fullName,
      email: student.email,
      avatarUrl: student.avatarUrl,
      bio: student.bio,
      location: student.location,
      website: student.website,
      university: student.university,
      degree: student.degree,
      graduationYear: student.graduationYear,
      skills: student.skills,
      internshipId: internships.id,
      internshipTitle: internships.title,
    })
    .from(applications)
    .innerJoin(internships, eq(internships.id, applications.internshipId))
    .innerJoin(student, eq(student.id, applications.studentId))
    .$dynamic();
}

type CompanyApplicationRow = Awaited<ReturnType<typeof selectCompanyApplications>>[number];

function toCompanyApplication(row: CompanyApplicationRow): CompanyApplication {
  return {
    id: row.id,
    status: row.status as ApplicationStatus,
    coverLetter: row.coverLetter,
    resumeUrl: row.resumeUrl,
    createdAt: row.createdAt.toISOString(),
    updatedAt: row.updatedAt.toISOString(),
    student: {
      id: row.studentId,
      fullName: row.fullName,
      email: row.email,
      avatarUrl: row.avatarUrl,
      bio: row.bio,
      location: row.location,
      website: row.website,
      university: row.university,
      degree: row.degree,
      graduationYear: row.graduationYear,
      skills: row.skills,
    },
    internship: { id: row.internshipId, title: row.internshipTitle },
  };
}

function requireCompany(actor: Actor | null): Actor {
  if (!actor) throw AppError.unauthorized();
  if (actor.role !== "company") throw AppError.forbidden("Only companies review applications here");
  return actor;
}

type CompanyApplicationFilters = Pick<
  z.output<typeof companyApplicationListQuerySchema>,
  "q" | "status" | "internshipId"
>;

/** Applications to the company's internships, searched by student name or email, filtered with AND. */
function companyApplicationConditions(
  companyId: string,
  filters: Partial<Omit<CompanyApplicationFilters, "status">>,
): SQL {
  return and(
    eq(internships.companyId, companyId),
    filters.q
      ? or(containsIgnoringCase(student.fullName, filters.q), containsIgnoringCase(student.email, filters.q))
      : undefined,
    filters.internshipId ? eq(applications.internshipId, filters.internshipId) : undefined,
  )!;
}

/** GET /api/company/applications: Review Applications, newest first; counts per status under the other filters. */
export async function findCompanyApplications(
  db: Database,
  actor: Actor | null,
  query: unknown,
): Promise<Page<CompanyApplication> & { counts: ApplicationCounts }> {
  const me = requireCompany(actor);
  const filters = parseOrThrow(companyApplicationListQuerySchema, query);
  const where = companyApplicationConditions(me.id, filters);
  const [page, counts] = await Promise.all([
    keysetPage(
      keyColumns,
      filters,
      (keyset) =>
        selectCompanyApplications(db)
          .where(
            and(where, filters.status ? eq(applications.status, filters.status) : undefined, keyset.where),
          )
          .orderBy(...keyset.orderBy)
          .limit(keyset.limit),
      toCompanyApplication,
    ),
    countApplicationsWhere(db, where),
  ]);
  return { ...page, total: filters.status ? counts[filters.status] : counts.all, counts };
}

async function countApplicationsWhere(db: Database, where: SQL): Promise<ApplicationCounts> {
  const [row] = await db
    .select(statusCountColumns)
    .from(applications)
    .innerJoin(internships, eq(internships.id, applications.internshipId))
    .innerJoin(student, eq(student.id, applications.studentId))
    .where(where);
  return toCounts(row);
}

/** Counters for the company dashboard. */
export function countCompanyApplications(db: Database, companyId: string): Promise<ApplicationCounts> {
  return countApplicationsWhere(db, companyApplicationConditions(companyId, {}));
}

/** The company dashboard's Recent Applications. */
export async function findRecentCompanyApplications(
  db: Database,
  companyId: string,
  limit: number,
): Promise<CompanyApplication[]> {
  const rows = await selectCompanyApplications(db)
    .where(eq(internships.companyId, companyId))
    .orderBy(...newestFirst(keyColumns))
    .limit(limit);
  return rows.map(toCompanyApplication);
}

const EXPORT_BATCH_SIZE = 500;
const EXPORT_COLUMNS = ["Student Name", "Email", "Internship", "Status", "Applied Date", "Updated Date"];

/**
 * The applications matching the filters, newest first, read by keyset in
 * batches, so the export never holds them all.
 */
async function* companyApplicationBatches(
  db: Database,
  where: SQL,
  first: CompanyApplicationRow[],
): AsyncGenerator<CompanyApplicationRow[]> {
  let rows = first;
  while (rows.length > 0) {
    yield rows;
    if (rows.length < EXPORT_BATCH_SIZE) return;
    const last = rows.at(-1)!;
    rows = await selectCompanyApplications(db)
      .where(and(where, olderThan(keyColumns, last.cursorKey)))
      .orderBy(...newestFirst(keyColumns))
      .limit(EXPORT_BATCH_SIZE);
  }
}

/**
 * GET /api/company/applications/export: the list's filters, every matching
 * row, as a CSV stream (company_applications_{timestamp}.csv). The first batch
 * is read before answering, so an empty export is a 404 and not an empty file.
 */
export async function exportCompanyApplications(
  db: Database,
  actor: Actor | null,
  query: unknown,
): Promise<{ fileName: string; body: ReadableStream<Uint8Array> }> {
  const me = requireCompany(actor);
  const filters = parseOrThrow(companyApplicationExportQuerySchema, query);
  const where = and(
    companyApplicationConditions(me.id, filters),
    filters.status ? eq(applications.status, filters.status) : undefined,
  )!;
  const first = await selectCompanyApplications(db)
    .where(where)
    .orderBy(...newestFirst(keyColumns))
    .limit(EXPORT_BATCH_SIZE);
  if (first.length === 0) throw AppError.notFound(EXPORT_MESSAGES.empty);

  const encoder = new TextEncoder();
  const batches = companyApplicationBatches(db, where, first);
  let headerSent = false;
  const body = new ReadableStream<Uint8Array>({
    async pull(controller) {
      if (!headerSent) {
        headerSent = true;
        controller.enqueue(encoder.encode(csvLine(EXPORT_COLUMNS)));
        return;
      }
      const next = await batches.next();
      if (next.done) {
        controller.close();
        return;
      }
      const lines = next.value.map((row) =>
        csvLine([
          row.fullName,
          row.email,
          row.internshipTitle,
          row.status,
          csvDate(row.createdAt),
          csvDate(row.updatedAt),
        ]),
      );
      controller.enqueue(encoder.encode(lines.join("")));
    },
    async cancel() {
      await batches.return(undefined);
    },
  });
  return { fileName: `company_applications_${fileTimestamp()}.csv`, body };
}

/** Dates in the export are UTC calendar dates (YYYY-MM-DD), which every spreadsheet reads. */
function csvDate(date: Date): string {
  return date.toISOString().slice(0, 10);
}

// ---- The timeline ----

/** GET /api/applications/:id/history: for the student who applied, the owner company and admins. */
export async function getApplicationHistory(
  db: Database,
  actor: Actor | null,
  applicationId: string,
): Promise<StatusChange[]> {
  if (!actor) throw AppError.unauthorized();
  if (!isUuid(applicationId)) throw AppError.notFound(NOT_FOUND);
  const [application] = await db
    .select({ studentId: applications.studentId, companyId: internships.companyId })
    .from(applications)
    .innerJoin(internships, eq(internships.id, applications.internshipId))
    .where(eq(applications.id, applicationId))
    .limit(1);
  const canRead =
    application &&
    (actor.role === "admin" ||
      (actor.role === "student" && application.studentId === actor.id) ||
      (actor.role === "company" && application.companyId === actor.id));
  if (!canRead) throw AppError.notFound(NOT_FOUND);
  const rows = await db
    .select({
      fromStatus: applicationStatusChanges.fromStatus,
      toStatus: applicationStatusChanges.toStatus,
      createdAt: applicationStatusChanges.createdAt,
    })
    .from(applicationStatusChanges)
    .where(eq(applicationStatusChanges.applicationId, applicationId))
    .orderBy(applicationStatusChanges.createdAt, applicationStatusChanges.id);
  return rows.map((row) => ({
    fromStatus: row.fromStatus as ApplicationStatus | null,
    toStatus: row.toStatus as ApplicationStatus,
    createdAt: row.createdAt.toISOString(),
  }));
}
