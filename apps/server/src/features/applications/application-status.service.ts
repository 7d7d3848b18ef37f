import type { StatusChange as HistoryEntry } from "@internpath/shared/api-types";
import { canChangeApplicationStatus } from "@internpath/shared/application-schemas";
import type { ApplicationStatusState } from "@internpath/shared/decision-answers";
import { applicationStatusChangeSchema, DECISION_MESSAGES } from "@internpath/shared/decision-schemas";
import { eq } from "drizzle-orm";
import { isOwnerOrAdmin, requireActor, requireRole } from "../../auth/guards.ts";
import type { Actor } from "../../auth/session.ts";
import type { Database } from "../../db/client.ts";
import { applicationStatusChanges, applications, internships } from "../../db/schema/marketplace.ts";
import { AppError, parseOrThrow } from "../../lib/app-error.ts";
import { isUuid } from "../../lib/keyset-pagination.ts";
import { adminWrite } from "../admin-trust/audit.ts";
import { APPLICATION_NOT_FOUND } from "./application-queries.ts";
import { applicationSnapshot } from "./application-snapshot.ts";
import {
  cancelOpenDecisions,
  changeCompanyStatuses,
  readStatusStates,
  type StatusChange,
} from "./decisions.service.ts";
import { settleDueDecisions } from "./settle-decisions.ts";
import { applyStatusMoves } from "./status-moves.ts";

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
 * PATCH /api/applications/:id/status: the owner company moves it along the state machine, Accept and
 * Reject after the undo window (decisions.service.ts); admins set any status at once. Every change is
 * recorded and the student notified, in the transaction that makes it.
 */
export async function changeApplicationStatus(
  db: Database,
  actor: Actor | null,
  applicationId: string,
  input: unknown,
): Promise<ApplicationStatusState> {
  const reviewer = requireRole(actor, ["company", "admin"]);
  if (!isUuid(applicationId)) throw AppError.notFound(APPLICATION_NOT_FOUND);
  const change = parseOrThrow(applicationStatusChangeSchema, input);
  if (reviewer.role === "admin") {
    return adminWrite(
      db,
      reviewer,
      {
        action: "application.status",
        targetType: "application",
        targetId: applicationId,
        snapshot: applicationSnapshot,
      },
      (tx) => changeAsAdmin(tx, reviewer, applicationId, change),
    );
  }

  // A decision that is due takes effect before the next change is judged against the status.
  await settleDueDecisions(db, { applicationId, companyId: reviewer.id });
  const { changed, skipped } = await db.transaction((tx) =>
    changeCompanyStatuses(tx, reviewer, [applicationId], change),
  );
  const [refused] = skipped;
  if (refused) {
    throw refused.reason === DECISION_MESSAGES.waiting
      ? AppError.conflict(refused.reason)
      : AppError.badRequest(refused.reason);
  }
  return changed[0]!;
}

async function changeAsAdmin(db: Database, admin: Actor, applicationId: string, change: StatusChange) {
  if (change.reason !== null || change.message !== null) {
    throw AppError.badRequest(DECISION_MESSAGES.adminNoExtras);
  }
  const current = await findApplicationParties(db, applicationId);
  if (!current) throw AppError.notFound(APPLICATION_NOT_FOUND);
  const from = current.status;
  if (!canChangeApplicationStatus(admin.role, from, change.status)) {
    throw AppError.badRequest(`An application cannot move from ${from} to ${change.status}`);
  }
  await db.transaction(async (tx) => {
    await cancelOpenDecisions(tx, current.id);
    // Only move from the status we checked, so two reviewers cannot both act on a stale view.
    const [moved] = await applyStatusMoves(tx, [
      { applicationId: current.id, from, to: change.status, changedBy: admin.id },
    ]);
    if (!moved) throw AppError.conflict("This application was changed by someone else. Please reload.");
  });
  const [state] = await readStatusStates(db, [current.id]);
  return state!;
}

/** GET /api/applications/:id/history: for the student who applied, the owner company and admins. */
export async function getApplicationHistory(
  db: Database,
  actor: Actor | null,
  applicationId: string,
): Promise<HistoryEntry[]> {
  const reader = requireActor(actor);
  const application = await findApplicationParties(db, applicationId);
  const canRead =
    application &&
    (isOwnerOrAdmin(reader, application.companyId) || isOwnerOrAdmin(reader, application.studentId));
  if (!canRead) throw AppError.notFound(APPLICATION_NOT_FOUND);
  await settleDueDecisions(db, { applicationId });
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
