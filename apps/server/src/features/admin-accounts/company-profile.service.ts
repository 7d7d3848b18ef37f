import type { AdminCompany, AdminCompanyProfile } from "@internpath/shared/admin-accounts-answers";
import {
  ADMIN_ACCOUNT_MESSAGES,
  ADMIN_COMPANY_INTERNSHIPS_SHOWN,
  ADMIN_COMPANY_RECENT_APPLICATIONS,
} from "@internpath/shared/admin-accounts-schemas";
import { and, eq, sql } from "drizzle-orm";
import { alias } from "drizzle-orm/pg-core";
import type { Actor } from "../../auth/session.ts";
import type { Database } from "../../db/client.ts";
import { preparedWithPlannedRows } from "../../db/row-mapping.ts";
import { profiles } from "../../db/schema/auth.ts";
import { applications, internships } from "../../db/schema/marketplace.ts";
import { AppError } from "../../lib/app-error.ts";
import { adminCompanyColumns } from "./companies.service.ts";
import { requireAccountTarget, toAccountAnswer } from "./managed-accounts.ts";

/**
 * The admin's company profile page (docs/product.md, "Admin: company profile") in three indexed
 * reads: the profile with its counts (internships by internships_company_status_idx, applications
 * from the trigger-kept application_counts), its 3 newest internships with their application counts,
 * and the 5 newest applications along applications_company_created_idx.
 */

const { companyNotFound } = ADMIN_ACCOUNT_MESSAGES;

export function companyDetailQuery(db: Database) {
  return db
    .select({
      ...adminCompanyColumns,
      internshipCount: sql<number>`(select count(*)::int from internships as counted where counted.company_id = profiles.id)`,
      applicationCount: sql<number>`(select coalesce(sum(kept.count), 0)::int from application_counts as kept where kept.company_id = profiles.id)`,
    })
    .from(profiles)
    .where(and(eq(profiles.id, sql.placeholder("id")), sql`${profiles.role} = 'company'`));
}

export function companyInternshipsQuery(db: Database) {
  return db
    .select({
      id: internships.id,
      title: internships.title,
      location: internships.location,
      isRemote: internships.isRemote,
      status: internships.status,
      skills: internships.skills,
      createdAt: internships.createdAt,
      applicationCount: sql<number>`(select count(*)::int from applications as counted where counted.internship_id = internships.id)`,
    })
    .from(internships)
    .where(eq(internships.companyId, sql.placeholder("companyId")))
    .orderBy(sql`${internships.createdAt} desc nulls last`, sql`${internships.id} desc nulls last`)
    .limit(ADMIN_COMPANY_INTERNSHIPS_SHOWN);
}

const student = alias(profiles, "student");

export function companyApplicationsQuery(db: Database) {
  return db
    .select({
      id: applications.id,
      status: applications.status,
      resumeUrl: applications.resumeUrl,
      createdAt: applications.createdAt,
      studentId: student.id,
      studentName: student.fullName,
      internshipId: internships.id,
      internshipTitle: internships.title,
    })
    .from(applications)
    .leftJoin(student, eq(student.id, applications.studentId))
    .leftJoin(internships, eq(internships.id, applications.internshipId))
    .where(eq(applications.companyId, sql.placeholder("companyId")))
    .orderBy(sql`${applications.createdAt} desc nulls last`, sql`${applications.id} desc nulls last`)
    .limit(ADMIN_COMPANY_RECENT_APPLICATIONS);
}

const companyDetail = preparedWithPlannedRows("admin_company_detail", companyDetailQuery);
const companyInternships = preparedWithPlannedRows("admin_company_internships", companyInternshipsQuery);
const companyApplications = preparedWithPlannedRows(
  "admin_company_recent_applications",
  companyApplicationsQuery,
);

/** GET /api/admin/companies/:id: another role's id, or none, is 404 'Company not found'. */
export async function getAdminCompanyProfile(
  db: Database,
  actor: Actor | null,
  id: string,
): Promise<AdminCompanyProfile> {
  requireAccountTarget(actor, id, companyNotFound);
  const [details, internshipRows, applicationRows] = await Promise.all([
    companyDetail(db).execute({ id }),
    companyInternships(db).execute({ companyId: id }),
    companyApplications(db).execute({ companyId: id }),
  ]);
  const row = details[0];
  if (!row) throw AppError.notFound(companyNotFound);
  const { internshipCount, applicationCount, ...company } = row;
  return {
    company: toAccountAnswer<AdminCompany>(company),
    counts: { internships: Number(internshipCount), applications: Number(applicationCount) },
    internships: internshipRows.map((internship) => ({
      ...internship,
      applicationCount: Number(internship.applicationCount),
      createdAt: internship.createdAt.toISOString(),
    })),
    recentApplications: applicationRows.map((application) => ({
      id: application.id,
      status: application.status,
      resumeUrl: application.resumeUrl || null,
      createdAt: application.createdAt.toISOString(),
      student: application.studentId
        ? { id: application.studentId, fullName: application.studentName ?? "" }
        : null,
      internship: application.internshipId
        ? { id: application.internshipId, title: application.internshipTitle ?? "" }
        : null,
    })),
  };
}
