import { sql } from "drizzle-orm";
import type { Database, Transaction } from "../db/client.ts";
import type { Logger } from "../lib/logger.ts";
import { createPoller } from "../lib/poller.ts";

/** What time it is; tests pass their own, so no test sleeps (docs/decisions/017). */
export type Clock = () => Date;
export const systemClock: Clock = () => new Date();

/**
 * A scheduled job: `slotOf(now)` names the period `now` falls in (an hour, a week), and the job runs
 * once per slot. `run` does everything due as of `now` (not just what fell due in that slot), so
 * after downtime the first run catches up on every slot that was missed.
 */
export type Job = {
  name: string;
  slotOf: (now: Date) => string;
  run: (tx: Transaction, now: Date) => Promise<number>;
};

export type JobRun = { job: string; slot: string; affected: number };

/** "2026-11-24T13": the UTC hour. */
export const hourSlot = (now: Date) => now.toISOString().slice(0, 13);

/** "2026-W48": the ISO week (Monday to Sunday, UTC). */
export function weekSlot(now: Date): string {
  const day = new Date(Date.UTC(now.getUTCFullYear(), now.getUTCMonth(), now.getUTCDate()));
  const weekday = day.getUTCDay() || 7;
  day.setUTCDate(day.getUTCDate() + 4 - weekday);
  const yearStart = Date.UTC(day.getUTCFullYear(), 0, 1);
  const week = Math.ceil(((day.getTime() - yearStart) / 86_400_000 + 1) / 7);
  return `${day.getUTCFullYear()}-W${String(week).padStart(2, "0")}`;
}

/**
 * Runs each job whose current slot has not run yet. The claim is an insert into job_runs that does
 * nothing on conflict, made in the transaction that does the job's work: a second instance's insert
 * of the same (job, slot) waits for the first transaction and then finds the row (it skips), and a run
 * that fails rolls its claim back with its work, so the next round tries again. The same statements
 * work on PostgreSQL and the embedded PGlite (one connection: nothing to race).
 */
export async function runDueJobs(
  db: Database,
  jobs: readonly Job[],
  now: Date,
  logger?: Logger,
): Promise<JobRun[]> {
  const ran: JobRun[] = [];
  for (const job of jobs) {
    const slot = job.slotOf(now);
    try {
      const affected = await db.transaction(async (tx) => {
        const claimed = (await tx.execute(sql`
          insert into job_runs (job, slot, ran_at) values (${job.name}, ${slot}, ${now.toISOString()}::timestamptz)
          on conflict (job, slot) do nothing
          returning job`)) as unknown as { rows: unknown[] };
        if (claimed.rows.length === 0) return null;
        const count = await job.run(tx, now);
        await tx.execute(
          sql`update job_runs set affected = ${count} where job = ${job.name} and slot = ${slot}`,
        );
        return count;
      });
      if (affected !== null) {
        ran.push({ job: job.name, slot, affected });
        if (affected > 0) logger?.info({ job: job.name, slot, affected }, "Scheduled job ran");
      }
    } catch (error) {
      logger?.error(
        { err: error, job: job.name, slot },
        "Scheduled job failed; it is tried again next round",
      );
    }
  }
  return ran;
}

export type JobRunnerOptions = {
  db: Database;
  jobs: readonly Job[];
  logger?: Logger;
  clock?: Clock;
  /** How often an instance looks for a slot to run. */
  pollMs?: number;
};

/**
 * Every instance runs one (started by main.ts, beside the decision and mail workers): it checks the
 * jobs once at start (catching up after downtime) and then every `pollMs`. runDueJobs logs a job that
 * failed and the next round tries it again, so rounds keep their minute even while the database is down.
 */
export function createJobRunner({
  db,
  jobs,
  logger,
  clock = systemClock,
  pollMs = 60_000,
}: JobRunnerOptions) {
  return createPoller({
    run: () => runDueJobs(db, jobs, clock(), logger),
    intervalMs: pollMs,
    firstDelayMs: 0,
    logger,
    failureMessage: "Scheduled jobs could not be run",
  });
}
