import { TRUST_MESSAGES } from "@internpath/shared/trust-schemas";
import { eq, sql } from "drizzle-orm";
import type { Database } from "../../db/client.ts";
import { internships } from "../../db/schema/marketplace.ts";
import { AppError } from "../../lib/app-error.ts";
import { isUuid } from "../../lib/keyset-pagination.ts";

/** What an admin is told about a posting they moderate: not an admin (403), or no such posting (404). */
export const REPORTED_INTERNSHIP = {
  onlyAdmins: TRUST_MESSAGES.onlyAdmins,
  notFound: TRUST_MESSAGES.internshipNotFound,
};

/**
 * The internship an admin is moderating (hiding, dismissing its reports, unhiding), locked until the
 * write's transaction ends so two admins cannot act on it at once; 404 when there is none.
 */
export async function lockModeratedInternship(tx: Database, internshipId: string) {
  const [internship] = await tx
    .select({
      id: internships.id,
      title: internships.title,
      companyId: internships.companyId,
      hiddenAt: internships.hiddenAt,
      hiddenReason: internships.hiddenReason,
    })
    .from(internships)
    .where(eq(internships.id, internshipId))
    .for("update");
  if (!internship) throw AppError.notFound(TRUST_MESSAGES.internshipNotFound);
  return internship;
}

/**
 * What a moderation entry compares (hidden or not, why, how many reports wait), read under the same
 * lock; null when there is no such internship.
 */
export async function moderationSnapshot(tx: Database, internshipId: string | null) {
  if (internshipId === null || !isUuid(internshipId)) return null;
  const [internship] = await tx
    .select({
      hiddenAt: internships.hiddenAt,
      hiddenReason: internships.hiddenReason,
      // Spelled out: drizzle leaves a one-table select's columns unqualified.
      openReports: sql<number>`(select count(*)::int from internship_reports as open where open.internship_id = internships.id and open.resolved_at is null)`,
    })
    .from(internships)
    .where(eq(internships.id, internshipId))
    .for("update");
  return internship ?? null;
}
