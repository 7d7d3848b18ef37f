import { sql } from "drizzle-orm";
import type { Database } from "../db/client.ts";

/**
 * Fixed-window counters in PostgreSQL, so every server instance shares them.
 * One upsert checks and increments atomically: parallel requests cannot all
 * slip under the limit.
 */
export function createDatabaseRateLimitStorage(db: Database) {
  let lastPruned = 0;
  return {
    async consume(key: string, rule: RateRule): Promise<RateDecision> {
      // Rows older than the longest window are dead weight. One delete every ten minutes per instance.
      if (Date.now() - lastPruned > 10 * 60 * 1000) {
        lastPruned = Date.now();
        await db.execute(
          sql`delete from rate_limits where window_started_at < now() - make_interval(secs => ${LONGEST_WINDOW_SECONDS})`,
        );
      }
      const result = (await db.execute(sql`
        insert into rate_limits as r (key, count, window_started_at)
        values (${key}, 1, now())
        on conflict (key) do update set
          count = case when r.window_started_at <= now() - make_interval(secs => ${rule.window})
                       then 1 else r.count + 1 end,
          window_started_at = case when r.window_started_at <= now() - make_interval(secs => ${rule.window})
                                   then now() else r.window_started_at end
        returning count,
          greatest(1, ceil(${rule.window} - extract(epoch from now() - window_started_at)))::int as retry_after`)) as unknown as {
        rows: { count: number; retry_after: number }[];
      };
      const row = result.rows[0];
      const count = Number(row?.count ?? 1);
      return count <= rule.max
        ? { allowed: true, retryAfter: null }
        : { allowed: false, retryAfter: Number(row?.retry_after ?? rule.window) };
    },
  };
}

export type RateRule = { window: number; max: number };
/** Better Auth's shape for a custom storage's answer: allowed, or refused for `retryAfter` more seconds. */
export type RateDecision = { allowed: true; retryAfter: null } | { allowed: false; retryAfter: number };

/** The longest window a rule may have (a day of reports, account-limits.ts): older counts are pruned. */
export const LONGEST_WINDOW_SECONDS = 24 * 60 * 60;

/**
 * Gives back one count claimed by `consume` (an attempt that turned out not to check the secret). Never
 * below zero; a window that restarted meanwhile only loses one count it would not have had.
 */
export async function releaseOne(db: Database, key: string): Promise<void> {
  await db.execute(sql`update rate_limits set count = count - 1 where key = ${key} and count > 0`);
}

export async function clearCount(db: Database, key: string): Promise<void> {
  await db.execute(sql`delete from rate_limits where key = ${key}`);
}
