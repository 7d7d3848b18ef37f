import { TRUST_MESSAGES } from "@internpath/shared/trust-schemas";
import { eq } from "drizzle-orm";
import type { Database } from "../../db/client.ts";
import { internships } from "../../db/schema/marketplace.ts";
import { AppError } from "../../lib/app-error.ts";

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
