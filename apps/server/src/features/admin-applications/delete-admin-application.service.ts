import { ADMIN_APPLICATION_TEXTS } from "@internpath/shared/admin-applications-schemas";
import { eq } from "drizzle-orm";
import { requireAdminTarget } from "../../auth/guards.ts";
import type { Actor } from "../../auth/session.ts";
import type { Database } from "../../db/client.ts";
import { applications } from "../../db/schema/marketplace.ts";
import { AppError } from "../../lib/app-error.ts";
import { adminWrite } from "../admin-trust/audit.ts";
import { applicationSnapshot } from "../applications/application-snapshot.ts";

/**
 * DELETE /api/admin/applications/:id. Its status history goes with it (a cascading foreign key), and
 * the company's counters follow (the application_counts triggers), in the one statement.
 */
export async function deleteAdminApplication(
  db: Database,
  actor: Actor | null,
  applicationId: string,
): Promise<void> {
  requireAdminTarget(actor, applicationId, ADMIN_APPLICATION_TEXTS);
  await adminWrite(
    db,
    actor,
    {
      action: "application.delete",
      targetType: "application",
      targetId: applicationId,
      snapshot: applicationSnapshot,
    },
    async (tx) => {
      const deleted = await tx
        .delete(applications)
        .where(eq(applications.id, applicationId))
        .returning({ id: applications.id });
      if (deleted.length === 0) throw AppError.notFound(ADMIN_APPLICATION_TEXTS.notFound);
    },
  );
}
