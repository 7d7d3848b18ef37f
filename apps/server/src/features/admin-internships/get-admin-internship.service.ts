import type { AdminInternshipDetail } from "@internpath/shared/admin-internship-answers";
import type { ApplicationCounts } from "@internpath/shared/api-types";
import { APPLICATION_STATUSES } from "@internpath/shared/enums";
import { eq, sql } from "drizzle-orm";
import { alias } from "drizzle-orm/pg-core";
import { requireAdminTarget } from "../../auth/guards.ts";
import type { Actor } from "../../auth/session.ts";
import type { Database } from "../../db/client.ts";
import { preparedWithPlannedRows } from "../../db/row-mapping.ts";
import { profiles } from "../../db/schema/auth.ts";
import { applications, internships } from "../../db/schema/marketplace.ts";
import { AppError } from "../../lib/app-error.ts";
import { postingTermColumns } from "../internships/posting-columns.ts";
import { ONLY_ADMINS } from "./find-admin-internships.service.ts";

export const INTERNSHIP_NOT_FOUND = "Internship not found";

const company = alias(profiles, "company");

const internshipById = preparedWithPlannedRows("admin_internship_detail", (db) =>
  db
    .select({
      id: internships.id,
      title: internships.title,
      description: internships.description,
      requirements: internships.requirements,
      ...postingTermColumns,
      hiddenAt: internships.hiddenAt,
      hiddenReason: internships.hiddenReason,
      createdAt: internships.createdAt,
      updatedAt: internships.updatedAt,
      companyId: company.id,
      companyName: company.companyName,
      fullName: company.fullName,
      email: company.email,
      logoUrl: company.companyLogoUrl,
    })
    .from(internships)
    .innerJoin(company, eq(company.id, internships.companyId))
    .where(eq(internships.id, sql.placeholder("id")))
    .limit(1),
);

/** Its applications per status, from the (internship_id, status, ...) index alone. */
export const applicationsPerStatus = preparedWithPlannedRows("admin_internship_application_counts", (db) =>
  db
    .select({ status: applications.status, count: sql<number>`count(*)::int` })
    .from(applications)
    .where(eq(applications.internshipId, sql.placeholder("id")))
    .groupBy(applications.status),
);

/** GET /api/admin/internships/:id: any status, every field, its company and its applications per status. */
export async function getAdminInternship(
  db: Database,
  actor: Actor | null,
  internshipId: string,
): Promise<AdminInternshipDetail> {
  requireAdminTarget(actor, internshipId, { onlyAdmins: ONLY_ADMINS, notFound: INTERNSHIP_NOT_FOUND });
  const [[row], statusRows] = await Promise.all([
    internshipById(db).execute({ id: internshipId }),
    applicationsPerStatus(db).execute({ id: internshipId }),
  ]);
  if (!row) throw AppError.notFound(INTERNSHIP_NOT_FOUND);
  const applicationCounts = Object.fromEntries(
    ["all", ...APPLICATION_STATUSES].map((status) => [status, 0]),
  ) as ApplicationCounts;
  for (const { status, count } of statusRows) {
    applicationCounts[status] = Number(count);
    applicationCounts.all += Number(count);
  }
  const {
    companyId,
    companyName,
    fullName,
    email,
    logoUrl,
    createdAt,
    updatedAt,
    hiddenAt,
    hiddenReason,
    ...fields
  } = row;
  return {
    ...fields,
    createdAt: createdAt.toISOString(),
    updatedAt: updatedAt.toISOString(),
    company: { id: companyId, companyName, fullName, email, logoUrl },
    applicationCounts,
    hidden: hiddenAt ? { at: hiddenAt.toISOString(), reason: hiddenReason ?? "" } : null,
  };
}
