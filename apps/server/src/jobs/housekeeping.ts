import { sql } from "drizzle-orm";
import type { Transaction } from "../db/client.ts";
import { hourSlot, type Job } from "./runner.ts";

/** docs/product.md, "Scheduled work": how long finished records are kept. */
export const KEPT_DAYS = {
  /** Mail that was sent or given up on; what an account received stays in its notifications. */
  finishedMail: 30,
  /** The record of which scheduled job ran in which hour or week. */
  jobRuns: 90,
} as const;

/**
 * Rows deleted per table per run: a first run on a database that never trimmed does it over a few
 * hours, in short transactions, rather than in one that holds a million row locks.
 */
export const HOUSEKEEPING_BATCH = 5000;

const DAY_MS = 86_400_000;
const cutoff = (now: Date, days: number) => new Date(now.getTime() - days * DAY_MS).toISOString();

async function deleted(tx: Transaction, query: ReturnType<typeof sql>): Promise<number> {
  const result = (await tx.execute(query)) as unknown as { rows: unknown[] };
  return result.rows.length;
}

/**
 * The oldest finished mail past its days, found along mail_outbox_finished_idx (only finished mail is in
 * it) and deleted by row address: a join back on the id would let the planner read the whole outbox.
 */
export function finishedMailDeletion(now: Date, batch: number) {
  return sql`delete from mail_outbox where ctid = any(array(
      select ctid from mail_outbox
      where (sent_at is not null or failed_at is not null)
        and created_at < ${cutoff(now, KEPT_DAYS.finishedMail)}::timestamptz
      order by created_at
      limit ${batch}))
    returning id`;
}

/** Deletes finished mail and old job records, oldest first, up to `batch` rows of each. */
export async function trimFinishedRecords(tx: Transaction, now: Date, batch = HOUSEKEEPING_BATCH) {
  const mail = await deleted(tx, finishedMailDeletion(now, batch));
  const runs = await deleted(
    tx,
    sql`delete from job_runs where ctid = any(array(
          select ctid from job_runs
          where ran_at < ${cutoff(now, KEPT_DAYS.jobRuns)}::timestamptz
          order by ran_at
          limit ${batch}))
        returning job`,
  );
  return mail + runs;
}

export const HOUSEKEEPING_JOBS: readonly Job[] = [
  { name: "trim-finished-records", slotOf: hourSlot, run: (tx, now) => trimFinishedRecords(tx, now) },
];
