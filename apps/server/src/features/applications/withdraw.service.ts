import type { ApplicationStatusState } from "@internpath/shared/decision-answers";
import { and, eq } from "drizzle-orm";
import { ownedBy, requireRole } from "../../auth/guards.ts";
import type { Actor } from "../../auth/session.ts";
import type { Database } from "../../db/client.ts";
import { applications } from "../../db/schema/marketplace.ts";
import { AppError } from "../../lib/app-error.ts";
import { isUuid } from "../../lib/keyset-pagination.ts";
import { APPLICATION_NOT_FOUND } from "./application-queries.ts";
import { cancelOpenDecisions, readStatusStates } from "./decisions.service.ts";
import { settleDueDecisions } from "./settle-decisions.ts";
import { applyStatusMoves } from "./status-moves.ts";

export const WITHDRAW_MESSAGES = {
  studentsOnly: "Only the student who applied can withdraw an application",
  notWithdrawable: "Only a pending or reviewing application can be withdrawn",
  changed: "This application was changed meanwhile. Please reload.",
} as const;

/** Statuses a student may withdraw from (docs/product.md, "Withdrawing an application"). */
const WITHDRAWABLE = new Set(["pending", "reviewing"]);

/**
 * POST /api/applications/:id/withdraw: the student who applied takes back a pending or reviewing
 * application. It stays, as withdrawn, with the change in its history; a decision the company made
 * that is still inside its undo window is dropped (the student was never told of it), and the
 * company is notified. Someone else's application is 404, as if it did not exist.
 */
export async function withdrawApplication(
  db: Database,
  actor: Actor | null,
  applicationId: string,
): Promise<ApplicationStatusState> {
  const student = requireRole(actor, ["student"], WITHDRAW_MESSAGES.studentsOnly);
  if (!isUuid(applicationId)) throw AppError.notFound(APPLICATION_NOT_FOUND);
  // A decision already due has taken effect: the student withdraws from what they can see.
  await settleDueDecisions(db, { applicationId });
  await db.transaction(async (tx) => {
    const [current] = await tx
      .select({ status: applications.status })
      .from(applications)
      .where(and(eq(applications.id, applicationId), ownedBy(student, applications.studentId)))
      .for("update");
    if (!current) throw AppError.notFound(APPLICATION_NOT_FOUND);
    if (!WITHDRAWABLE.has(current.status)) throw AppError.badRequest(WITHDRAW_MESSAGES.notWithdrawable);
    await cancelOpenDecisions(tx, applicationId);
    const [moved] = await applyStatusMoves(
      tx,
      [{ applicationId, from: current.status, to: "withdrawn", changedBy: student.id }],
      {
        notification: (row) => ({
          userId: row.companyId,
          title: "Application withdrawn",
          content: `An applicant withdrew their application for ${row.title}`,
          type: "application",
          relatedId: row.id,
        }),
      },
    );
    if (!moved) throw AppError.conflict(WITHDRAW_MESSAGES.changed);
  });
  const [state] = await readStatusStates(db, [applicationId]);
  return state!;
}
