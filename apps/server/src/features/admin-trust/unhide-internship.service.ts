import type { UnhiddenInternship } from "@internpath/shared/trust-answers";
import { TRUST_MESSAGES } from "@internpath/shared/trust-schemas";
import { eq } from "drizzle-orm";
import { requireAdminTarget } from "../../auth/guards.ts";
import type { Actor } from "../../auth/session.ts";
import type { Database } from "../../db/client.ts";
import { internships } from "../../db/schema/marketplace.ts";
import { AppError } from "../../lib/app-error.ts";
import { createNotification } from "../notifications/notifications.service.ts";
import { adminWrite } from "./audit.ts";
import { lockModeratedInternship, moderationSnapshot, REPORTED_INTERNSHIP } from "./moderated-internship.ts";

/**
 * POST /api/admin/internships/:id/unhide: undoes Hide Posting (docs/product.md, "Reporting a posting").
 * Students see the internship again wherever its status lets them; its company is told. Reports that
 * were resolved by the hiding stay resolved. Not hidden: 409.
 */
export async function unhideInternship(
  db: Database,
  actor: Actor | null,
  internshipId: string,
): Promise<UnhiddenInternship> {
  requireAdminTarget(actor, internshipId, REPORTED_INTERNSHIP);
  return adminWrite(
    db,
    actor,
    {
      action: "internship.unhide",
      targetType: "internship",
      targetId: internshipId,
      snapshot: moderationSnapshot,
    },
    async (tx) => {
      const internship = await lockModeratedInternship(tx, internshipId);
      if (internship.hiddenAt === null) throw AppError.conflict(TRUST_MESSAGES.notHidden);
      await tx
        .update(internships)
        .set({ hiddenAt: null, hiddenReason: null })
        .where(eq(internships.id, internshipId));
      await createNotification(tx, {
        userId: internship.companyId,
        type: "other",
        title: "Your internship is visible again",
        content: `An administrator made "${internship.title}" visible to students again.`,
        relatedId: internshipId,
      });
      return { internshipId };
    },
  );
}
