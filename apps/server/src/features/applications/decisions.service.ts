import { canChangeApplicationStatus } from "@internpath/shared/application-schemas";
import type {
  ApplicationDecision,
  ApplicationStatusState,
  SkippedApplication,
} from "@internpath/shared/decision-answers";
import {
  DECISION_MESSAGES,
  DECISION_UNDO_SECONDS,
  type DecisionStatus,
  isDecisionStatus,
} from "@internpath/shared/decision-schemas";
import type { ApplicationStatus } from "@internpath/shared/enums";
import { and, asc, eq, inArray, sql } from "drizzle-orm";
import { isOwnerOrAdmin, ownedBy } from "../../auth/guards.ts";
import type { Actor } from "../../auth/session.ts";
import type { Database, Transaction } from "../../db/client.ts";
import { isoTime } from "../../db/json-rows.ts";
import { applicationDecisions, applications } from "../../db/schema/marketplace.ts";
import { publishLiveEvents } from "../../events/live-events.ts";
import { AppError } from "../../lib/app-error.ts";
import { APPLICATION_NOT_FOUND } from "./application-queries.ts";
import { applyStatusMoves } from "./status-moves.ts";

/**
 * A company's Accept and Reject wait DECISION_UNDO_SECONDS in `application_decisions` before they take
 * effect (docs/decisions/016-reversible-decisions.md). Here are the commands that open, undo and cancel
 * them and the decision as lists show it; settle-decisions.ts makes due ones take effect, and
 * decision-worker.ts runs that on every instance. Everything counts time with the database's clock, so
 * every instance agrees on when a window ends.
 */

/** A decision neither settled nor undone: it may still take effect, or be undone. */
export const isOpenDecision = sql`${applicationDecisions.settledAt} is null and ${applicationDecisions.cancelledAt} is null`;

/**
 * The outer query's application, spelled out: in a select list Drizzle leaves a column of a one-table
 * query unqualified, which inside a subquery would name the subquery's own column.
 */
export const outerApplicationId = sql.raw(`"applications"."id"`);

/** The newest decision that was not undone, as the review list shows it (null before any), as JSON. */
export const latestDecisionColumn = sql<ApplicationDecision | null>`(
  select json_build_object('status', d.to_status, 'reason', d.reason, 'effectiveAt', ${isoTime(sql`d.effective_at`)},
    'isPending', d.settled_at is null)
  from application_decisions d
  where d.application_id = ${outerApplicationId} and d.cancelled_at is null
  order by d.created_at desc nulls last limit 1)`;

export type StatusChange = { status: ApplicationStatus; reason: string | null; message: string | null };

type LockedApplication = {
  id: string;
  status: ApplicationStatus;
  updatedAt: Date;
  studentId: string;
  companyId: string;
  hasOpenDecision: boolean;
};

const lockedColumns = {
  id: applications.id,
  status: applications.status,
  updatedAt: applications.updatedAt,
  studentId: applications.studentId,
  companyId: applications.companyId,
};

/** The application has a decision waiting (neither settled nor undone). */
const openDecisionExists = sql<boolean>`exists (select 1 from application_decisions d
  where d.application_id = ${outerApplicationId} and d.settled_at is null and d.cancelled_at is null)`;

/**
 * Locks the company's applications (in id order, so two requests over the same rows never wait on each
 * other in a circle). An id that is missing or another company's answers 404 for the whole request,
 * before anything is written.
 */
async function lockOwnedApplications(tx: Transaction, company: Actor, applicationIds: readonly string[]) {
  const rows: LockedApplication[] = await tx
    .select({ ...lockedColumns, hasOpenDecision: openDecisionExists })
    .from(applications)
    .where(inArray(applications.id, [...applicationIds]))
    .orderBy(asc(applications.id))
    .for("update", { of: applications });
  if (rows.length !== applicationIds.length || rows.some((row) => !isOwnerOrAdmin(company, row.companyId))) {
    throw AppError.notFound(APPLICATION_NOT_FOUND);
  }
  return rows;
}

/** Why a company's application cannot take `to` now, or null when it can. */
function refusalOf(row: LockedApplication, to: ApplicationStatus): string | null {
  if (row.status === to) return `This application is already ${to}`;
  if (!canChangeApplicationStatus("company", row.status, to)) {
    return `An application cannot move from ${row.status} to ${to}`;
  }
  if (row.hasOpenDecision) return DECISION_MESSAGES.waiting;
  return null;
}

/**
 * A company's status change on its own applications, in the caller's transaction: Start Review moves
 * them at once; Accept and Reject open decisions that take effect after the undo window. Rows that
 * cannot take the status are returned as skipped with the reason, and left as they are.
 */
export async function changeCompanyStatuses(
  tx: Transaction,
  company: Actor,
  applicationIds: readonly string[],
  change: StatusChange,
): Promise<{ changed: ApplicationStatusState[]; skipped: SkippedApplication[] }> {
  const rows = await lockOwnedApplications(tx, company, applicationIds);
  const skipped: SkippedApplication[] = [];
  const movable: LockedApplication[] = [];
  for (const row of rows) {
    const refusal = refusalOf(row, change.status);
    if (refusal) skipped.push({ id: row.id, status: row.status, reason: refusal });
    else movable.push(row);
  }

  let changed: ApplicationStatusState[] = [];
  if (movable.length > 0 && isDecisionStatus(change.status)) {
    changed = await openDecisions(tx, company, movable, { ...change, status: change.status });
  } else if (movable.length > 0) {
    const moved = await applyStatusMoves(
      tx,
      movable.map((row) => ({
        applicationId: row.id,
        from: row.status,
        to: change.status,
        changedBy: company.id,
      })),
    );
    changed = moved.map((row) => ({
      id: row.id,
      status: row.status,
      updatedAt: row.updatedAt.toISOString(),
      decision: null,
    }));
  }
  // The company's other tabs (and instances) reload their lists; one hint per request is enough.
  if (changed[0]) {
    await publishLiveEvents(tx, [{ userId: company.id, event: "application", data: { id: changed[0].id } }]);
  }
  return { changed, skipped };
}

/**
 * Closing a posting with applicants still waiting (docs/product.md, "Closing a posting"): every
 * pending or reviewing application of the internship, with no decision already waiting, gets a
 * rejection decision by `company` carrying `message`, undoable and told like any other. The one
 * place a pending application is rejected without a review first: the posting is over.
 */
export async function rejectWaitingApplications(
  tx: Transaction,
  company: Actor,
  internshipId: string,
  message: string | null,
): Promise<number> {
  const rows: LockedApplication[] = await tx
    .select({ ...lockedColumns, hasOpenDecision: sql<boolean>`false` })
    .from(applications)
    .where(
      and(
        eq(applications.internshipId, internshipId),
        inArray(applications.status, ["pending", "reviewing"]),
        sql`not ${openDecisionExists}`,
      ),
    )
    .orderBy(asc(applications.id))
    .for("update", { of: applications });
  if (rows.length === 0) return 0;
  await openDecisions(tx, company, rows, { status: "rejected", reason: "Posting closed", message });
  await publishLiveEvents(tx, [{ userId: company.id, event: "application", data: { id: rows[0]!.id } }]);
  return rows.length;
}

async function openDecisions(
  tx: Transaction,
  company: Actor,
  rows: readonly LockedApplication[],
  change: StatusChange & { status: DecisionStatus },
): Promise<ApplicationStatusState[]> {
  const opened = await tx
    .insert(applicationDecisions)
    .values(
      rows.map((row) => ({
        applicationId: row.id,
        companyId: row.companyId,
        studentId: row.studentId,
        decidedBy: company.id,
        fromStatus: row.status,
        toStatus: change.status,
        reason: change.reason,
        message: change.message,
        effectiveAt: sql`now() + make_interval(secs => ${DECISION_UNDO_SECONDS})`,
      })),
    )
    .returning({
      applicationId: applicationDecisions.applicationId,
      effectiveAt: applicationDecisions.effectiveAt,
    });
  const effectiveAt = new Map(opened.map((row) => [row.applicationId, row.effectiveAt]));
  return rows.map((row) => ({
    id: row.id,
    status: row.status,
    updatedAt: row.updatedAt.toISOString(),
    decision: {
      status: change.status,
      reason: change.reason,
      effectiveAt: effectiveAt.get(row.id)!.toISOString(),
      isPending: true,
    },
  }));
}

/**
 * Undoes the company's decisions on these applications that are still inside their window. Returns
 * the applications undone; the others (window over, or nothing waiting) are not touched. No lock on
 * the applications: the update waits for a decision being settled at that moment and then finds it
 * settled, so an undo and its taking effect never both happen.
 */
export async function undoCompanyDecisions(
  db: Database,
  company: Actor,
  applicationIds: readonly string[],
): Promise<string[]> {
  const owned = await db
    .select({ id: applications.id })
    .from(applications)
    .where(and(inArray(applications.id, [...applicationIds]), ownedBy(company, applications.companyId)));
  if (owned.length !== applicationIds.length) throw AppError.notFound(APPLICATION_NOT_FOUND);
  return db.transaction(async (tx) => {
    const undone = await tx
      .update(applicationDecisions)
      .set({ cancelledAt: sql`now()` })
      .where(
        and(
          inArray(applicationDecisions.applicationId, [...applicationIds]),
          ownedBy(company, applicationDecisions.companyId),
          isOpenDecision,
          sql`${applicationDecisions.effectiveAt} > now()`,
        ),
      )
      .returning({ applicationId: applicationDecisions.applicationId });
    if (undone[0]) {
      await publishLiveEvents(tx, [
        { userId: company.id, event: "application", data: { id: undone[0].applicationId } },
      ]);
    }
    return undone.map((row) => row.applicationId);
  });
}

/** An administrator's change wins over a decision still waiting on the same application. */
export async function cancelOpenDecisions(tx: Transaction, applicationId: string) {
  await tx
    .update(applicationDecisions)
    .set({ cancelledAt: sql`now()` })
    .where(and(eq(applicationDecisions.applicationId, applicationId), isOpenDecision));
}

/** The applications' status as lists show it: the stored status and the newest decision not undone. */
export async function readStatusStates(
  db: Database,
  applicationIds: readonly string[],
): Promise<ApplicationStatusState[]> {
  if (applicationIds.length === 0) return [];
  const rows = await db
    .select({
      id: applications.id,
      status: applications.status,
      updatedAt: applications.updatedAt,
      decision: latestDecisionColumn,
    })
    .from(applications)
    .where(inArray(applications.id, [...applicationIds]));
  return rows.map((row) => ({
    id: row.id,
    status: row.status,
    updatedAt: row.updatedAt.toISOString(),
    decision: row.decision,
  }));
}
