import { decisionMessageSubject, fillDecisionMessage } from "@internpath/shared/decision-schemas";
import { and, asc, eq, inArray, type SQL, type SQLWrapper, sql } from "drizzle-orm";
import { alias } from "drizzle-orm/pg-core";
import type { Database, Transaction } from "../../db/client.ts";
import { profiles } from "../../db/schema/auth.ts";
import { applicationDecisions, applications, internships } from "../../db/schema/marketplace.ts";
import { publishLiveEvents } from "../../events/live-events.ts";
import { sendMessagesAs } from "../messages/messages.service.ts";
import { isOpenDecision } from "./decisions.service.ts";
import { applyStatusMoves } from "./status-moves.ts";

/**
 * Decisions whose undo window has ended take effect here, exactly once, by whoever comes first: the
 * worker every instance runs (decision-worker.ts) or a read of the lists they change
 * (docs/decisions/016-reversible-decisions.md). Time is the database's clock.
 */

export type SettleScope = { companyId?: string; studentId?: string; applicationId?: string };

export type SettleOptions = SettleScope & {
  /** Settle what is due by this time instead of the database's now (the demo seed, tests). */
  asOf?: Date;
  batchSize?: number;
};

function dueConditions(options: SettleOptions): SQL {
  return and(
    isOpenDecision,
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
  return sql<boolean>`exists (select 1 from ${applicationDecisions} where ${isOpenDecision} and ${applicationDecisions.effectiveAt} <= now() and ${applicationDecisions.studentId} = ${studentId})`;
}

/** Whether one of the company's decisions is due, as a column (studentHasDueDecision for a company). */
export function companyHasDueDecision(companyId: SQLWrapper): SQL<boolean> {
  return sql<boolean>`exists (select 1 from ${applicationDecisions} where ${isOpenDecision} and ${applicationDecisions.effectiveAt} <= now() and ${applicationDecisions.companyId} = ${companyId})`;
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
