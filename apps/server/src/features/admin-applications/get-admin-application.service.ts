import type { AdminApplicationDetail } from "@internpath/shared/admin-application-answers";
import { ADMIN_APPLICATION_TEXTS } from "@internpath/shared/admin-applications-schemas";
import { eq, sql } from "drizzle-orm";
import { alias } from "drizzle-orm/pg-core";
import { requireAdminTarget } from "../../auth/guards.ts";
import type { Actor } from "../../auth/session.ts";
import type { Database } from "../../db/client.ts";
import { preparedWithPlannedRows } from "../../db/row-mapping.ts";
import { profiles } from "../../db/schema/auth.ts";
import { applications, internships } from "../../db/schema/marketplace.ts";
import { AppError } from "../../lib/app-error.ts";

const student = alias(profiles, "student");
const company = alias(profiles, "company");

const applicationById = preparedWithPlannedRows("admin_application_by_id", (db) =>
  db
    .select({
      id: applications.id,
      status: applications.status,
      coverLetter: applications.coverLetter,
      resumeUrl: applications.resumeUrl,
      createdAt: applications.createdAt,
      updatedAt: applications.updatedAt,
      studentId: student.id,
      studentName: student.fullName,
      studentEmail: student.email,
      studentAvatarUrl: student.avatarUrl,
      studentUniversity: student.university,
      internshipId: internships.id,
      internshipTitle: internships.title,
      internshipLocation: internships.location,
      internshipIsRemote: internships.isRemote,
      internshipDuration: internships.duration,
      internshipStipend: internships.stipend,
      companyId: company.id,
      companyName: company.companyName,
      companyFullName: company.fullName,
      companyEmail: company.email,
    })
    .from(applications)
    .innerJoin(student, eq(student.id, applications.studentId))
    .innerJoin(internships, eq(internships.id, applications.internshipId))
    .innerJoin(company, eq(company.id, applications.companyId))
    .where(eq(applications.id, sql.placeholder("id")))
    .limit(1),
);

/** GET /api/admin/applications/:id: everything the Application Details modal and page show. */
export async function getAdminApplication(
  db: Database,
  actor: Actor | null,
  applicationId: string,
): Promise<AdminApplicationDetail> {
  requireAdminTarget(actor, applicationId, ADMIN_APPLICATION_TEXTS);
  const [row] = await applicationById(db).execute({ id: applicationId });
  if (!row) throw AppError.notFound(ADMIN_APPLICATION_TEXTS.notFound);
  return {
    id: row.id,
    status: row.status,
    coverLetter: row.coverLetter || null,
    resumeUrl: row.resumeUrl || null,
    createdAt: row.createdAt.toISOString(),
    updatedAt: row.updatedAt.toISOString(),
    student: {
      id: row.studentId,
      fullName: row.studentName,
      email: row.studentEmail,
      avatarUrl: row.studentAvatarUrl,
      university: row.studentUniversity,
    },
    internship: {
      id: row.internshipId,
      title: row.internshipTitle,
      location: row.internshipLocation,
      isRemote: row.internshipIsRemote,
      duration: row.internshipDuration,
      stipend: row.internshipStipend,
    },
    company: {
      id: row.companyId,
      companyName: row.companyName,
      fullName: row.companyFullName,
      email: row.companyEmail,
    },
  };
}
