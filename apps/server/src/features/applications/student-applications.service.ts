import type { ApplicationCounts, Page, StudentApplication } from "@internpath/shared/api-types";
import { studentApplicationListQuerySchema } from "@internpath/shared/application-schemas";
import type { PostingRemoval } from "@internpath/shared/posting-removal";
import { and, eq, type Placeholder, sql } from "drizzle-orm";
import { alias } from "drizzle-orm/pg-core";
import { ownedBy, requireRole } from "../../auth/guards.ts";
import type { Actor } from "../../auth/session.ts";
import type { Database } from "../../db/client.ts";
import { jsonRow, jsonRows } from "../../db/json-rows.ts";
import { preparedWithPlannedRows } from "../../db/row-mapping.ts";
import { profiles } from "../../db/schema/auth.ts";
import { applicationStatusChanges, applications, internships } from "../../db/schema/marketplace.ts";
import { parseOrThrow } from "../../lib/app-error.ts";
import { keysetPage, newestFirst } from "../../lib/keyset-pagination.ts";
import {
  applicationColumns,
  applicationKeyColumns,
  statusCountColumns,
  toApplicationFields,
  toCounts,
} from "./application-queries.ts";
import { settleDueDecisions } from "./settle-decisions.ts";

/** The student's side: their own applications, as My Applications and the dashboard show them. */

const company = alias(profiles, "company");

const PROGRESS = "progress";
const PROGRESS_COLUMNS = { reviewStartedAt: "review_started_at", decidedAt: "decided_at" } as const;

/**
 * The progress line's dates, read in one pass over the application's history (its (application_id,
 * created_at) index): the first move into review (or straight to a decision), and the newest move to a
 * decision or a withdrawal. Joined laterally to each application of a list, as `progress`.
 */
function applicationProgress(db: Database) {
  const change = applicationStatusChanges;
  const reviewStartedAt = sql`min(${change.createdAt}) filter (where ${change.toStatus} not in ('pending', 'withdrawn'))`;
  const decidedAt = sql`max(${change.createdAt}) filter (where ${change.toStatus} in ('accepted', 'rejected', 'withdrawn'))`;
  return db
    .select({
      reviewStartedAt: reviewStartedAt.as(PROGRESS_COLUMNS.reviewStartedAt),
      decidedAt: decidedAt.as(PROGRESS_COLUMNS.decidedAt),
    })
    .from(change)
    .where(eq(change.applicationId, applications.id))
    .as(PROGRESS);
}

/** A date of `applicationProgress`, as a select of the applications joined to it reads it. */
function progressDate(name: keyof typeof PROGRESS_COLUMNS) {
  return sql<Date | null>`${sql.identifier(PROGRESS)}.${sql.identifier(PROGRESS_COLUMNS[name])}`.mapWith(
    applications.createdAt,
  );
}

/** Why students no longer see the posting, if they do not though it may be open (shared/posting-removal.ts). */
const postingRemoval = sql<PostingRemoval | null>`(case when ${internships.hiddenAt} is not null then 'hidden' when not ${internships.companyLive} then 'company' end)`;

/** What My Applications shows of each application and its internship. */
const studentApplicationFields = {
  ...applicationColumns,
  internshipId: internships.id,
  title: internships.title,
  location: internships.location,
  isRemote: internships.isRemote,
  type: internships.type,
  duration: internships.duration,
  internshipStatus: internships.status,
  companyName: company.companyName,
  removed: postingRemoval,
  reviewStartedAt: progressDate("reviewStartedAt"),
  decidedAt: progressDate("decidedAt"),
};

export function selectStudentApplications(db: Database) {
  return db
    .select(studentApplicationFields)
    .from(applications)
    .innerJoin(internships, eq(internships.id, applications.internshipId))
    .innerJoin(company, eq(company.id, internships.companyId))
    .leftJoinLateral(applicationProgress(db), sql`true`)
    .$dynamic();
}

type StudentApplicationRow = Awaited<ReturnType<typeof selectStudentApplications>>[number];

export function toStudentApplication(row: StudentApplicationRow): StudentApplication {
  return {
    ...toApplicationFields(row),
    internship: {
      id: row.internshipId,
      title: row.title,
      location: row.location,
      isRemote: row.isRemote,
      type: row.type,
      duration: row.duration,
      status: row.internshipStatus,
      companyName: row.companyName,
      removed: row.removed,
    },
    progress: {
      submittedAt: row.createdAt.toISOString(),
      reviewStartedAt: row.reviewStartedAt ? new Date(row.reviewStartedAt).toISOString() : null,
      // Only the decision the application holds now (an admin may have moved it back to reviewing).
      decidedAt:
        row.decidedAt &&
        (row.status === "accepted" || row.status === "rejected" || row.status === "withdrawn")
          ? new Date(row.decidedAt).toISOString()
          : null,
    },
  };
}

/** GET /api/applications/mine: the student's own applications, newest first, with counts per status. */
export async function findStudentApplications(
  db: Database,
  actor: Actor | null,
  query: unknown,
): Promise<Page<StudentApplication> & { counts: ApplicationCounts }> {
  const student = requireRole(actor, ["student"], "Only students have applications");
  const filters = parseOrThrow(studentApplicationListQuerySchema, query);
  await settleDueDecisions(db, { studentId: student.id });
  const mine = ownedBy(student, applications.studentId);
  const [page, counts] = await Promise.all([
    keysetPage(
      applicationKeyColumns,
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
    countStudentApplications(db, student.id),
  ]);
  return { ...page, total: filters.status ? counts[filters.status] : counts.all, counts };
}

const studentCounts = preparedWithPlannedRows("student_application_counts", (db) =>
  db
    .select(statusCountColumns)
    .from(applications)
    .where(eq(applications.studentId, sql.placeholder("studentId"))),
);

/** A student's applications per status: a handful of rows, counted through the student's index. */
export async function countStudentApplications(db: Database, studentId: string): Promise<ApplicationCounts> {
  const [row] = await studentCounts(db).execute({ studentId });
  return toCounts(row);
}

/**
 * The student's newest applications as one JSON value of another statement (db/json-rows.ts), and how to
 * read them: the student dashboard's Recent Applications, read with its counters in one round trip.
 */
export function recentStudentApplicationsJson(db: Database, studentId: Placeholder, limit: Placeholder) {
  const { row, read } = jsonRow<StudentApplicationRow>(studentApplicationFields);
  // The same rows as selectStudentApplications, each as one JSON array.
  const recent = db
    .select({ row: row.as("row"), createdAt: applications.createdAt, id: applications.id })
    .from(applications)
    .innerJoin(internships, eq(internships.id, applications.internshipId))
    .innerJoin(company, eq(company.id, internships.companyId))
    .leftJoinLateral(applicationProgress(db), sql`true`)
    .where(eq(applications.studentId, studentId))
    .orderBy(...newestFirst(applicationKeyColumns))
    .limit(limit)
    .as("recent");
  return {
    column: jsonRows(sql`${recent}`, sql`${recent.row}`, sql`${recent.createdAt} desc, ${recent.id} desc`),
    read: (arrays: unknown[][]) => arrays.map((array) => toStudentApplication(read(array))),
  };
}
