import type { StatusChange } from "@internpath/shared/api-types";
import {
  canChangeApplicationStatus,
  updateApplicationStatusSchema,
} from "@internpath/shared/application-schemas";
import { and, eq } from "drizzle-orm";
import { isOwnerOrAdmin, requireActor, requireRole } from "../../auth/guards.ts";
import type { Actor } from "../../auth/session.ts";
import type { Database } from "../../db/client.ts";
import { applicationStatusChanges, applications, internships } from "../../db/schema/marketplace.ts";
import { AppError, parseOrThrow } from "../../lib/app-error.ts";
import { isUuid } from "../../lib/keyset-pagination.ts";
import { createNotification } from "../notifications/notifications.service.ts";
import { APPLICATION_NOT_FOUND } from "./application-queries.ts";

/** An application's status: changing it, and its recorded history (docs/product.md, "Application statuses"). */

/** The application with the two parties that may see it. */
async function findApplicationParties(db: Database, applicationId: string) {
  if (!isUuid(applicationId)) return undefined;
  const [row] = await db
    .select({
      id: applications.id,
      status: applications.status,
      studentId: applications.studentId,
      companyId: internships.companyId,
      title: internships.title,
    })
    .from(applications)
    .innerJoin(internships, eq(internships.id, applications.internshipId))
    .where(eq(applications.id, applicationId))
    .limit(1);
  return row;
}

/**
 * PATCH /api/applications/:id/status: the owner company moves it along the state machine; admins
 * may set any status. Every change is recorded and the student notified, in one transaction.
 */
export async function changeApplicationStatus(
  db: Database,
  actor: Actor | null,
  applicationId: string,
  input: unknown,
) {
  const reviewer = requireRole(actor, ["company", "admin"]);
  if (!isUuid(applicationId)) throw AppError.notFound(APPLICATION_NOT_FOUND);
  const { status: nextStatus } = parseOrThrow(updateApplicationStatusSchema, input);

  const current = await findApplicationParties(db, applicationId);
  if (!current || !isOwnerOrAdmin(reviewer, current.companyId)) {
    throw AppError.notFound(APPLICATION_NOT_FOUND);
  }
  const from = current.status;
  if (!canChangeApplicationStatus(reviewer.role, from, nextStatus)) {
    throw AppError.badRequest(`An application cannot move from ${from} to ${nextStatus}`);
  }

  return db.transaction(async (tx) => {
    // Only move from the status we checked, so two reviewers cannot both act on a stale view.
    const [updated] = await tx
      .update(applications)
      .set({ status: nextStatus, updatedAt: new Date() })
      .where(and(eq(applications.id, current.id), eq(applications.status, from)))
      .returning();
    if (!updated) throw AppError.conflict("This application was changed by someone else. Please reload.");
    await tx.insert(applicationStatusChanges).values({
      applicationId: current.id,
      changedBy: reviewer.id,
      fromStatus: from,
      toStatus: nextStatus,
    });
    await createNotification(tx, {
      userId: current.studentId,
      title: "Application status updated",
      content: `Your application for ${current.title} is now ${nextStatus}`,
      type: "status_change",
      relatedId: current.id,
    });
    return updated;
  });
}

/** GET /api/applications/:id/history: for the student who applied, the owner company and admins. */
export async function getApplicationHistory(
  db: Database,
  actor: Actor | null,
  applicationId: string,
): Promise<StatusChange[]> {
  const reader = requireActor(actor);
  const application = await findApplicationParties(db, applicationId);
  const canRead =
    application &&
    (isOwnerOrAdmin(reader, application.companyId) ||
      (reader.role === "student" && application.studentId === reader.id));
  if (!canRead) throw AppError.notFound(APPLICATION_NOT_FOUND);
  const rows = await db
    .select({
      fromStatus: applicationStatusChanges.fromStatus,
      toStatus: applicationStatusChanges.toStatus,
      createdAt: applicationStatusChanges.createdAt,
    })
    .from(applicationStatusChanges)
    .where(eq(applicationStatusChanges.applicationId, applicationId))
    .orderBy(applicationStatusChanges.createdAt, applicationStatusChanges.id);
  return rows.map((row) => ({ ...row, createdAt: row.createdAt.toISOString() }));
}
