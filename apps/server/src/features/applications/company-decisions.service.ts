import type {
  ApplicationStatusState,
  BulkStatusChangeAnswer,
  BulkUndoAnswer,
} from "@internpath/shared/decision-answers";
import {
  bulkStatusChangeSchema,
  DECISION_MESSAGES,
  undoDecisionsSchema,
} from "@internpath/shared/decision-schemas";
import { requireRole } from "../../auth/guards.ts";
import type { Actor } from "../../auth/session.ts";
import type { Database } from "../../db/client.ts";
import { AppError, parseOrThrow } from "../../lib/app-error.ts";
import { isUuid } from "../../lib/keyset-pagination.ts";
import { APPLICATION_NOT_FOUND } from "./application-queries.ts";
import { changeCompanyStatuses, readStatusStates, undoCompanyDecisions } from "./decisions.service.ts";
import { settleDueDecisions } from "./settle-decisions.ts";

/** The company's decisions on several applications at once, and Undo (docs/api.md, "Decisions"). */

/**
 * POST /api/company/applications/status: one status for several of the company's applications, in
 * one transaction. Another company's (or a missing) id refuses the whole request with 404 and
 * changes nothing; rows the status cannot apply to are answered as skipped, with the reason.
 */
export async function changeCompanyApplicationStatuses(
  db: Database,
  actor: Actor | null,
  input: unknown,
): Promise<BulkStatusChangeAnswer> {
  const company = requireRole(actor, ["company"], DECISION_MESSAGES.onlyCompanies);
  const { applicationIds, ...change } = parseOrThrow(bulkStatusChangeSchema, input);
  await settleDueDecisions(db, { companyId: company.id });
  return db.transaction((tx) => changeCompanyStatuses(tx, company, applicationIds, change));
}

/**
 * POST /api/applications/:id/undo: cancels the decision waiting on the application. 409 once its
 * window is over (it has taken effect, or is taking effect now); 404 when nothing waits.
 */
export async function undoApplicationDecision(
  db: Database,
  actor: Actor | null,
  applicationId: string,
): Promise<ApplicationStatusState> {
  const company = requireRole(actor, ["company"], DECISION_MESSAGES.onlyCompanies);
  if (!isUuid(applicationId)) throw AppError.notFound(APPLICATION_NOT_FOUND);
  const [undone] = await undoCompanyDecisions(db, company, [applicationId]);
  if (!undone) {
    await settleDueDecisions(db, { applicationId, companyId: company.id });
    const [state] = await readStatusStates(db, [applicationId]);
    throw state?.decision
      ? AppError.conflict(DECISION_MESSAGES.tooLate)
      : AppError.notFound(DECISION_MESSAGES.nothingToUndo);
  }
  const [state] = await readStatusStates(db, [applicationId]);
  return state!;
}

/** POST /api/company/applications/undo: Undo after a bulk Accept or Reject. */
export async function undoCompanyApplicationDecisions(
  db: Database,
  actor: Actor | null,
  input: unknown,
): Promise<BulkUndoAnswer> {
  const company = requireRole(actor, ["company"], DECISION_MESSAGES.onlyCompanies);
  const { applicationIds } = parseOrThrow(undoDecisionsSchema, input);
  const undone = await undoCompanyDecisions(db, company, applicationIds);
  const undoneIds = new Set(undone);
  const tooLate = applicationIds.filter((id) => !undoneIds.has(id));
  if (tooLate.length > 0) await settleDueDecisions(db, { companyId: company.id });
  return { undone: await readStatusStates(db, undone), tooLate };
}
