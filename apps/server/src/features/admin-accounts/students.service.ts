import type {
  AdminStudent,
  AdminStudentProfile,
  AdminStudentRow,
} from "@internpath/shared/admin-accounts-answers";
import {
  ADMIN_ACCOUNT_MESSAGES,
  ADMIN_STUDENT_RECENT_APPLICATIONS,
  adminStudentCreateSchema,
  adminStudentUpdateSchema,
} from "@internpath/shared/admin-accounts-schemas";
import type { Page } from "@internpath/shared/api-types";
import { and, eq, sql } from "drizzle-orm";
import type { SelectedFields } from "drizzle-orm/pg-core";
import { requireRole } from "../../auth/guards.ts";
import type { Actor } from "../../auth/session.ts";
import type { Database } from "../../db/client.ts";
import { preparedWithPlannedRows } from "../../db/row-mapping.ts";
import { profiles } from "../../db/schema/auth.ts";
import { applications, internships } from "../../db/schema/marketplace.ts";
import { AppError } from "../../lib/app-error.ts";
import { type AccountListSpec, findAccounts } from "./account-lists.ts";
import { type AdminAccountsContext, invitationPendingColumn } from "./admin-accounts-context.ts";
import {
  createManagedAccount,
  deleteManagedAccount,
  type ManagedAccountKind,
  requireAccountTarget,
  toAccountAnswer,
  updateManagedAccount,
} from "./managed-accounts.ts";
import { studentProfileColumns } from "./student-profile-columns.ts";

const { onlyAdmins, studentNotFound } = ADMIN_ACCOUNT_MESSAGES;

/** Read by applications_student_created_idx alone. */
const applicationCount = sql<number>`(select count(*)::int from applications as counted where counted.student_id = profiles.id)`;

/** Students: searched by full name, email or university (docs/product.md, "Search and lists"). */
export const studentList = {
  name: "admin_students",
  role: "student",
  columns: {
    id: profiles.id,
    fullName: profiles.fullName,
    email: profiles.email,
    university: profiles.university,
    avatarUrl: profiles.avatarUrl,
    resumeUrl: profiles.resumeUrl,
    createdAt: profiles.createdAt,
    applicationCount,
    invitationPending: invitationPendingColumn,
  },
  searchColumns: ["profiles.full_name", "profiles.email", "profiles.university"],
} satisfies AccountListSpec<SelectedFields>;

/** GET /api/admin/students */
export async function findAdminStudents(
  db: Database,
  actor: Actor | null,
  query: unknown,
): Promise<Page<AdminStudentRow>> {
  requireRole(actor, ["admin"], onlyAdmins);
  return findAccounts(db, studentList, query, (row) => ({
    id: row.id,
    fullName: row.fullName,
    email: row.email,
    university: row.university,
    avatarUrl: row.avatarUrl,
    resumeUrl: row.resumeUrl,
    applicationCount: Number(row.applicationCount),
    invitationPending: Boolean(row.invitationPending),
    createdAt: row.createdAt.toISOString(),
  }));
}

const adminStudentColumns = {
  id: profiles.id,
  email: profiles.email,
  fullName: profiles.fullName,
  avatarUrl: profiles.avatarUrl,
  ...studentProfileColumns,
  resumeUrl: profiles.resumeUrl,
  invitationPending: invitationPendingColumn,
  createdAt: profiles.createdAt,
  updatedAt: profiles.updatedAt,
};

/** The profile with its number of applications (counted along applications_student_created_idx). */
export const studentDetailQuery = preparedWithPlannedRows("admin_student_detail", (db) =>
  db
    .select({ ...adminStudentColumns, applicationCount })
    .from(profiles)
    .where(and(eq(profiles.id, sql.placeholder("id")), sql`${profiles.role} = 'student'`)),
);

export function studentApplicationsQuery(db: Database) {
  return db
    .select({
      id: applications.id,
      status: applications.status,
      createdAt: applications.createdAt,
      updatedAt: applications.updatedAt,
      internshipId: internships.id,
      title: internships.title,
      companyId: internships.companyId,
      companyName: profiles.companyName,
    })
    .from(applications)
    .innerJoin(internships, eq(internships.id, applications.internshipId))
    .leftJoin(profiles, eq(profiles.id, internships.companyId))
    .where(eq(applications.studentId, sql.placeholder("studentId")))
    .orderBy(sql`${applications.createdAt} desc nulls last`, sql`${applications.id} desc nulls last`)
    .limit(ADMIN_STUDENT_RECENT_APPLICATIONS);
}

const recentStudentApplications = preparedWithPlannedRows(
  "admin_student_recent_applications",
  studentApplicationsQuery,
);

/** GET /api/admin/students/:id: the student page and the profile modal. */
export async function getAdminStudent(
  db: Database,
  actor: Actor | null,
  id: string,
): Promise<AdminStudentProfile> {
  requireAccountTarget(actor, id, studentNotFound);
  const [rows, recent] = await Promise.all([
    studentDetailQuery(db).execute({ id }),
    recentStudentApplications(db).execute({ studentId: id }),
  ]);
  const row = rows[0];
  if (!row) throw AppError.notFound(studentNotFound);
  const { applicationCount: count, ...student } = row;
  return {
    student: toAccountAnswer<AdminStudent>(student),
    applicationCount: Number(count),
    recentApplications: recent.map((application) => ({
      id: application.id,
      status: application.status,
      createdAt: application.createdAt.toISOString(),
      updatedAt: application.updatedAt.toISOString(),
      internship: {
        id: application.internshipId,
        title: application.title,
        companyId: application.companyId,
        companyName: application.companyName,
      },
    })),
  };
}

const students: ManagedAccountKind<AdminStudent> = {
  role: "student",
  notFound: studentNotFound,
  columns: adminStudentColumns,
  createSchema: adminStudentCreateSchema,
  updateSchema: adminStudentUpdateSchema,
};

/** POST /api/admin/students: a verified student account, mailed a link to set a password. */
export function createAdminStudent(ctx: AdminAccountsContext, actor: Actor | null, input: unknown) {
  return createManagedAccount(students, ctx, actor, input);
}

/** PATCH /api/admin/students/:id: the student's details; the email stays. */
export function updateAdminStudent(db: Database, actor: Actor | null, id: string, input: unknown) {
  return updateManagedAccount(students, db, actor, id, input);
}

/**
 * DELETE /api/admin/students/:id (docs/product.md, "Deleting"): its applications with their history,
 * its bookmarks, notifications and sessions go; messages stay with the other side.
 */
export function deleteAdminStudent(ctx: AdminAccountsContext, actor: Actor | null, id: string) {
  return deleteManagedAccount(students, ctx, actor, id);
}
