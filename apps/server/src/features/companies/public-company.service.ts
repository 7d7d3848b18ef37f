import type { PublicCompany } from "@internpath/shared/api-types";
import { and, eq, sql } from "drizzle-orm";
import type { Database } from "../../db/client.ts";
import { preparedWithPlannedRows } from "../../db/row-mapping.ts";
import { profiles } from "../../db/schema/auth.ts";
import { companyResponsiveness, internships } from "../../db/schema/marketplace.ts";
import { AppError } from "../../lib/app-error.ts";
import { visibleToStudents } from "../internships/browse-query.ts";
import { shownResponsiveness } from "./responsiveness.ts";

export const COMPANY_NOT_FOUND = "Company not found";

const publicCompanyQuery = preparedWithPlannedRows("public_company", (db) =>
  db
    .select({
      id: profiles.id,
      companyName: profiles.companyName,
      logoUrl: profiles.companyLogoUrl,
      industry: profiles.companyIndustry,
      size: profiles.companySize,
      bio: profiles.bio,
      website: profiles.website,
      location: profiles.location,
      verified: sql<boolean>`(${profiles.verification} = 'verified')`,
      openInternships: sql<number>`(select count(*)::int from ${internships} where ${and(
        eq(internships.companyId, profiles.id),
        visibleToStudents,
      )})`,
      responseApplications: companyResponsiveness.applications,
      responseResponded: companyResponsiveness.responded,
      responseMedianDays: companyResponsiveness.medianResponseDays,
    })
    .from(profiles)
    .leftJoin(companyResponsiveness, eq(companyResponsiveness.companyId, profiles.id))
    .where(and(eq(profiles.id, sql.placeholder("id")), eq(profiles.role, "company")))
    .limit(1),
);

/**
 * GET /api/companies/:id: a company's public page (its name, logo and what it says of itself; never
 * its email or its account), for anyone, signed in or not. Any other id reads as missing.
 */
export async function getPublicCompany(db: Database, companyId: string): Promise<PublicCompany> {
  if (!/^[A-Za-z0-9_-]{1,100}$/.test(companyId)) throw AppError.notFound(COMPANY_NOT_FOUND);
  const [company] = await publicCompanyQuery(db).execute({ id: companyId });
  if (!company) throw AppError.notFound(COMPANY_NOT_FOUND);
  const { responseApplications, responseResponded, responseMedianDays, ...rest } = company;
  return {
    ...rest,
    responsiveness: shownResponsiveness({
      applications: responseApplications,
      responded: responseResponded,
      medianDays: responseMedianDays,
    }),
  };
}
