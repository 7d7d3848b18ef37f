import type { ApplicationCounts, CompanyApplication, Page } from "@internpath/shared/api-types";
import { companyApplicationListQuerySchema } from "@internpath/shared/application-schemas";
import { and, eq, or, type SQL } from "drizzle-orm";
import { alias } from "drizzle-orm/pg-core";
import type { z } from "zod";
import { requireRole } from "../../auth/guards.ts";
import type { Actor } from "../../auth/session.ts";
import type { Database } from "../../db/client.ts";
import { profiles } from "../../db/schema/auth.ts";
import { applications, internships } from "../../db/schema/marketplace.ts";
import { parseOrThrow } from "../../lib/app-error.ts";
import { keysetPage, newestFirst } from "../../lib/keyset-pagination.ts";
import { containsIgnoringCase } from "../../lib/like-pattern.ts";
import {
  applicationColumns,
  applicationKeyColumns,
  statusCountColumns,
  toApplicationFields,
  toCounts,
} from "./application-queries.ts";

/** The company's side: applications to its own internships, as Review Applications shows them. */

export const ONLY_COMPANIES_REVIEW = "Only companies review applications here";

const student = alias(profiles, "student");

export function selectCompanyApplications(db: Database) {
  return db
    .select({
      ...applicationColumns,
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

export type CompanyApplicationRow = Awaited<ReturnType<typeof selectCompanyApplications>>[number];

function toCompanyApplication(row: CompanyApplicationRow): CompanyApplication {
  return {
    ...toApplicationFields(row),
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

type CompanyApplicationFilters = Pick<
  z.output<typeof companyApplicationListQuerySchema>,
  "q" | "status" | "internshipId"
>;

/** Applications to the company's internships, searched by student name or email, filtered with AND. */
export function companyApplicationConditions(
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
  const company = requireRole(actor, ["company"], ONLY_COMPANIES_REVIEW);
  const filters = parseOrThrow(companyApplicationListQuerySchema, query);
  const where = companyApplicationConditions(company.id, filters);
  const [page, counts] = await Promise.all([
    keysetPage(
      applicationKeyColumns,
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
    .orderBy(...newestFirst(applicationKeyColumns))
    .limit(limit);
  return rows.map(toCompanyApplication);
}
