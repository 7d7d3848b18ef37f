import { canChangeApplicationStatus } from "@internpath/shared/application-schemas";
import {
  DECISION_MESSAGES,
  DECISION_UNDO_SECONDS,
  type DecisionStatus,
  decisionMessageSubject,
  fillDecisionMessage,
  isDecisionStatus,
} from "@internpath/shared/decision-schemas";
import type {
  ApplicationDecision,
  ApplicationStatusState,
  SkippedApplication,
} from "@internpath/shared/decision-types";
import type { ApplicationStatus } from "@internpath/shared/enums";
import { and, asc, eq, inArray, type SQL, type SQLWrapper, sql } from "drizzle-orm";
import { alias } from "drizzle-orm/pg-core";
import type { Actor } from "../../auth/session.ts";
import type { Database, Transaction } from "../../db/client.ts";
import { isoTime } from "../../db/json-rows.ts";
import { profiles } from "../../db/schema/auth.ts";
import { applicationDecisions, applications, internships } from "../../db/schema/marketplace.ts";
import { publishLiveEvents } from "../../events/live-events.ts";
import { AppError } from "../../lib/app-error.ts";
import type { Logger } from "../../lib/logger.ts";
import { sendMessagesAs } from "../messages/messages.service.ts";
import { APPLICATION_NOT_FOUND } from "./application-queries.ts";
import { applyStatusMoves } from "./status-moves.ts";

/**
 * A company's Accept and Reject wait DECISION_UNDO_SECONDS in `application_decisions` before they take
 * effect (docs/decisions/016-reversible-decisions.md). Everything here counts time with the database's
 * clock, so every instance agrees on when a window ends.
 */

const isOpen = sql`${applicationDecisions.settledAt} is null and ${applicationDecisions.cancelledAt} is null`;

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

/**
 * Locks the company's applications (in id order, so two requests over the same rows never wait on each
 * other in a circle). An id that is missing or another company's answers 404 for the whole request,
 * before anything is written.
 */
async function lockOwnedApplications(tx: Transaction, company: Actor, applicationIds: readonly string[]) {
  const rows: LockedApplication[] = await tx
    .select({
      id: applications.id,
      status: applications.status,
      updatedAt: applications.updatedAt,
      studentId: applications.studentId,
      companyId: applications.companyId,
      hasOpenDecision: sql<boolean>`exists (select 1 from application_decisions d
        where d.application_id = ${outerApplicationId} and d.settled_at is null and d.cancelled_at is null)`,
    })
    .from(applications)
    .where(inArray(applications.id, [...applicationIds]))
    .orderBy(asc(applications.id))
    .for("update", { of: applications });
  if (rows.length !== applicationIds.length || rows.some((row) => row.companyId !== company.id)) {
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
    .select({
      id: applications.id,
      status: applications.status,
      updatedAt: applications.updatedAt,
      studentId: applications.studentId,
      companyId: applications.companyId,
      hasOpenDecision: sql<boolean>`false`,
    })
    .from(applications)
    .where(
      and(
        eq(applications.internshipId, internshipId),
        inArray(applications.status, ["pending", "reviewing"]),
        sql`not exists (select 1 from application_decisions d
          where d.application_id = ${outerApplicationId} and d.settled_at is null and d.cancelled_at is null)`,
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
    .where(and(inArray(applications.id, [...applicationIds]), eq(applications.companyId, company.id)));
  if (owned.length !== applicationIds.length) throw AppError.notFound(APPLICATION_NOT_FOUND);
  return db.transaction(async (tx) => {
    const undone = await tx
      .update(applicationDecisions)
      .set({ cancelledAt: sql`now()` })
      .where(
        and(
          inArray(applicationDecisions.applicationId, [...applicationIds]),
          eq(applicationDecisions.companyId, company.id),
          isOpen,
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
    .where(and(eq(applicationDecisions.applicationId, applicationId), isOpen));
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

export type SettleScope = { companyId?: string; studentId?: string; applicationId?: string };

export type SettleOptions = SettleScope & {
  /** Settle what is due by this time instead of the database's now (the demo seed, tests). */
  asOf?: Date;
  batchSize?: number;
};

function dueConditions(options: SettleOptions): SQL {
  return and(
    isOpen,
    options.asOf
      ? sql`${applicationDecisions.effectiveAt} <= ${options.asOf.toISOString()}::timestamptz`
      : sql`${applicationDecisions.effectiveAt} <= now()`,
    options.companyId ? eq(applicationDecisions.companyId, options.companyId) : undefined,
    options.studentId ? eq(applicationDecisions.studentId, options.studentId) : undefined,
    options.applicationId ? eq(applicationDecisions.applicationId, options.applicationId) : undefined,
  )!;
}

/**
 * Whether one of the student's decisions is due (`dueDecisionProbe` for a student, as a column): a
 * statement that reads other things of the student can answer it too, in the same round trip. The
 * student is any SQL, a placeholder included, so that statement can be prepared.
 */
export function studentHasDueDecision(studentId: SQLWrapper): SQL<boolean> {
  return sql<boolean>`exists (select 1 from ${applicationDecisions} where ${isOpen} and ${applicationDecisions.effectiveAt} <= now() and ${applicationDecisions.studentId} = ${studentId})`;
}

/** Whether one of the company's decisions is due, as a column (studentHasDueDecision for a company). */
export function companyHasDueDecision(companyId: SQLWrapper): SQL<boolean> {
  return sql<boolean>`exists (select 1 from ${applicationDecisions} where ${isOpen} and ${applicationDecisions.effectiveAt} <= now() and ${applicationDecisions.companyId} = ${companyId})`;
}

/**
 * Reads what a company's screen shows with `read`, whose answer says whether one of the company's decisions
 * is due (companyHasDueDecision, in a statement the screen runs anyway). When one is, it takes effect and
 * the screen is read again: nobody sees a decision that is due but late, and the usual read costs no
 * statement of its own.
 */
export async function readSettledForCompany<T extends { hasDueDecision: boolean }>(
  db: Database,
  companyId: string,
  read: () => Promise<T>,
): Promise<T> {
  const first = await read();
  if (!first.hasDueDecision) return first;
  await settleDueDecisions(db, { companyId });
  return read();
}

/** Whether anything in the scope is due: one read of a partial index that holds only open decisions. */
export function dueDecisionProbe(db: Database, options: SettleOptions) {
  return db
    .select({ id: applicationDecisions.id })
    .from(applicationDecisions)
    .where(dueConditions(options))
    .limit(1);
}

/**
 * Lets every due decision in the scope take effect, exactly once however many workers and readers
 * try at the same moment; resolves with how many it settled. Reads call it for their own scope first
 * (one small index read when nothing is due), so nobody sees a decision that is due but late.
 */
export async function settleDueDecisions(db: Database, options: SettleOptions = {}): Promise<number> {
  const [anyDue] = await dueDecisionProbe(db, options);
  if (!anyDue) return 0;
  const conditions = dueConditions(options);
  const batchSize = options.batchSize ?? 50;
  let settled = 0;
  for (;;) {
    const handled = await db.transaction((tx) => settleBatch(tx, conditions, batchSize));
    settled += handled;
    if (handled < batchSize) return settled;
  }
}

const student = alias(profiles, "decision_student");
const company = alias(profiles, "decision_company");

/**
 * Claims up to `batchSize` due decisions (rows another transaction holds are skipped, not waited for),
 * applies them, and marks them settled, in one transaction: if anything fails, none of it happened and
 * the next attempt starts over.
 */
async function settleBatch(tx: Transaction, conditions: SQL, batchSize: number): Promise<number> {
  const claimed = await tx
    .select({
      id: applicationDecisions.id,
      applicationId: applicationDecisions.applicationId,
      companyId: applicationDecisions.companyId,
      studentId: applicationDecisions.studentId,
      decidedBy: applicationDecisions.decidedBy,
      fromStatus: applicationDecisions.fromStatus,
      toStatus: applicationDecisions.toStatus,
      message: applicationDecisions.message,
    })
    .from(applicationDecisions)
    .where(conditions)
    .orderBy(asc(applicationDecisions.effectiveAt), asc(applicationDecisions.id))
    .limit(batchSize)
    .for("update", { skipLocked: true });
  if (claimed.length === 0) return 0;

  const moved = await applyStatusMoves(
    tx,
    claimed.map((decision) => ({
      applicationId: decision.applicationId,
      from: decision.fromStatus,
      to: decision.toStatus,
      changedBy: decision.decidedBy,
    })),
  );
  const movedIds = new Set(moved.map((row) => row.id));
  const applied = claimed.filter((decision) => movedIds.has(decision.applicationId));
  const superseded = claimed.filter((decision) => !movedIds.has(decision.applicationId));
  if (applied.length > 0) {
    await tx
      .update(applicationDecisions)
      .set({ settledAt: sql`now()` })
      .where(
        inArray(
          applicationDecisions.id,
          applied.map((decision) => decision.id),
        ),
      );
  }
  // The application changed meanwhile (an administrator): the decision no longer applies.
  if (superseded.length > 0) {
    await tx
      .update(applicationDecisions)
      .set({ cancelledAt: sql`now()` })
      .where(
        inArray(
          applicationDecisions.id,
          superseded.map((decision) => decision.id),
        ),
      );
  }
  await sendDecisionMessages(
    tx,
    applied.filter((decision) => decision.message !== null),
  );
  const companies = [...new Set(claimed.map((decision) => decision.companyId))];
  await publishLiveEvents(
    tx,
    companies.map((companyId) => ({
      userId: companyId,
      event: "application" as const,
      data: { id: claimed.find((decision) => decision.companyId === companyId)!.applicationId },
    })),
  );
  return claimed.length;
}

/** The kind messages of decisions that took effect, from each company, under the messaging rules. */
async function sendDecisionMessages(
  tx: Transaction,
  decisions: readonly {
    applicationId: string;
    companyId: string;
    studentId: string;
    message: string | null;
  }[],
) {
  if (decisions.length === 0) return;
  const names = await tx
    .select({
      applicationId: applications.id,
      studentName: student.fullName,
      companyName: company.companyName,
      title: internships.title,
    })
    .from(applications)
    .innerJoin(internships, eq(internships.id, applications.internshipId))
    .innerJoin(student, eq(student.id, applications.studentId))
    .innerJoin(company, eq(company.id, applications.companyId))
    .where(
      inArray(
        applications.id,
        decisions.map((decision) => decision.applicationId),
      ),
    );
  const byApplication = new Map(names.map((row) => [row.applicationId, row]));
  const byCompany = new Map<string, (typeof decisions)[number][]>();
  for (const decision of decisions) {
    byCompany.set(decision.companyId, [...(byCompany.get(decision.companyId) ?? []), decision]);
  }
  for (const [companyId, ofCompany] of byCompany) {
    await sendMessagesAs(
      tx,
      { id: companyId, role: "company", email: "" },
      ofCompany.flatMap((decision) => {
        const row = byApplication.get(decision.applicationId);
        if (!row) return [];
        return [
          {
            recipientId: decision.studentId,
            subject: decisionMessageSubject(row.title),
            messageText: fillDecisionMessage(decision.message!, {
              name: row.studentName,
              internship: row.title,
              company: row.companyName ?? "",
            }),
          },
        ];
      }),
    );
  }
}

export type DecisionWorkerOptions = { db: Database; logger?: Logger; pollMs?: number };

/**
 * Every instance runs one (main.ts): each second it settles every due decision. With several
 * instances each claims different rows; after a restart the first round settles what came due while
 * the process was down. Reads settle their own scope too, so a late worker never shows.
 */
export function createDecisionWorker({ db, logger, pollMs = 1000 }: DecisionWorkerOptions) {
  let timer: NodeJS.Timeout | undefined;
  let running: Promise<number> | undefined;
  let stopped = true;

  const runOnce = () => settleDueDecisions(db);

  function schedule() {
    if (stopped) return;
    timer = setTimeout(() => {
      running = runOnce()
        .catch((error: unknown) => {
          logger?.error({ err: error }, "Due decisions could not be settled");
          return 0;
        })
        .finally(() => {
          running = undefined;
          schedule();
        });
    }, pollMs);
    timer.unref();
  }

  return {
    runOnce,
    start() {
      if (!stopped) return;
      stopped = false;
      schedule();
    },
    async stop() {
      stopped = true;
      clearTimeout(timer);
      await running;
    },
  };
}
