import { asc, inArray, sql } from "drizzle-orm";
import { afterAll, beforeAll, beforeEach, describe, expect, inject, it } from "vitest";
import type { DatabaseHandle } from "../db/client.ts";
import { mailOutbox } from "../db/schema/mail.ts";
import { jobRuns } from "../db/schema/marketplace.ts";
import { type PlanNode, seqScanOf } from "../testing/query-plan.ts";
import { openTestDatabase } from "../testing/test-database.ts";
import {
  finishedMailDeletion,
  HOUSEKEEPING_BATCH,
  HOUSEKEEPING_JOBS,
  trimFinishedRecords,
} from "./housekeeping.ts";
import { runDueJobs } from "./runner.ts";

const DAY = 86_400_000;
const nodesOf = (node: PlanNode): PlanNode[] => [node, ...(node.Plans ?? []).flatMap(nodesOf)];
const NOW = new Date("2026-11-27T12:30:00Z");
const daysAgo = (days: number) => new Date(NOW.getTime() - days * DAY);

let database: DatabaseHandle;
beforeAll(async () => {
  database = await openTestDatabase(inject("pgliteImage"));
});
afterAll(() => database.close());
beforeEach(async () => {
  await database.db.delete(mailOutbox);
  await database.db.delete(jobRuns);
});

async function mail(name: string, fields: { createdDaysAgo: number; sent?: boolean; failed?: boolean }) {
  const createdAt = daysAgo(fields.createdDaysAgo);
  await database.db.insert(mailOutbox).values({
    toAddress: `${name}@example.test`,
    kind: "notification",
    data: {},
    createdAt,
    sentAt: fields.sent ? createdAt : null,
    failedAt: fields.failed ? createdAt : null,
  });
}
async function mailLeft() {
  const rows = await database.db
    .select({ to: mailOutbox.toAddress })
    .from(mailOutbox)
    .orderBy(asc(mailOutbox.toAddress));
  return rows.map((row) => row.to.replace("@example.test", ""));
}

describe("housekeeping", () => {
  it("deletes finished mail after 30 days and job records after 90, and keeps the rest", async () => {
    await mail("sent-long-ago", { createdDaysAgo: 31, sent: true });
    await mail("failed-long-ago", { createdDaysAgo: 45, failed: true });
    await mail("sent-lately", { createdDaysAgo: 29, sent: true });
    // Still to be sent (retrying), however old: never deleted.
    await mail("waiting-long-ago", { createdDaysAgo: 60 });
    await database.db.insert(jobRuns).values([
      { job: "responsiveness", slot: "old", ranAt: daysAgo(91) },
      { job: "responsiveness", slot: "recent", ranAt: daysAgo(89) },
    ]);

    const ran = await runDueJobs(database.db, HOUSEKEEPING_JOBS, NOW);

    expect(ran).toEqual([{ job: "trim-finished-records", slot: "2026-11-27T12", affected: 3 }]);
    expect(await mailLeft()).toEqual(["sent-lately", "waiting-long-ago"]);
    const runs = await database.db.select({ slot: jobRuns.slot }).from(jobRuns).orderBy(asc(jobRuns.slot));
    expect(runs.map((row) => row.slot)).toEqual(["2026-11-27T12", "recent"]);
  });

  it("takes a backlog in batches, oldest first", async () => {
    for (let index = 0; index < 5; index += 1) {
      await mail(`old-${index}`, { createdDaysAgo: 40 + index, sent: true });
    }
    await database.db.insert(jobRuns).values(
      [0, 1, 2, 3].map((index) => ({
        job: "stale-postings",
        slot: `s${index}`,
        ranAt: daysAgo(100 + index),
      })),
    );

    const first = await database.db.transaction((tx) => trimFinishedRecords(tx, NOW, 2));

    expect(first).toBe(4);
    expect(await mailLeft()).toEqual(["old-0", "old-1", "old-2"]);
    const runs = await database.db
      .select({ slot: jobRuns.slot })
      .from(jobRuns)
      .where(inArray(jobRuns.job, ["stale-postings"]))
      .orderBy(asc(jobRuns.slot));
    expect(runs.map((row) => row.slot)).toEqual(["s0", "s1"]);

    await database.db.transaction((tx) => trimFinishedRecords(tx, NOW, 2));
    await database.db.transaction((tx) => trimFinishedRecords(tx, NOW, 2));
    expect(await mailLeft()).toEqual([]);
  });

  it("finds the mail to delete along its index, not by reading the whole outbox", async () => {
    // A month of mostly sent mail, some of it past its 30 days, and a little still waiting.
    await database.db.execute(sql`
      insert into mail_outbox (to_address, kind, data, created_at, sent_at, failed_at)
      select 'reader-' || n || '@example.test', 'notification', '{}'::jsonb,
             ${NOW.toISOString()}::timestamptz - (n % 40) * interval '1 day' - n * interval '1 second',
             case when n % 50 = 0 then null else ${NOW.toISOString()}::timestamptz end,
             null
      from generate_series(1, 20000) as n`);
    await database.db.execute(sql`analyze mail_outbox`);

    const explained = (await database.db.execute(
      sql`explain (format json) ${finishedMailDeletion(NOW, HOUSEKEEPING_BATCH)}`,
    )) as unknown as { rows: Record<string, unknown>[] };
    const cell = Object.values(explained.rows[0]!)[0];
    const [{ Plan }] = (typeof cell === "string" ? JSON.parse(cell) : cell) as [{ Plan: PlanNode }];
    const nodes = nodesOf(Plan);

    expect(nodes).toContainEqual(expect.objectContaining({ "Index Name": "mail_outbox_finished_idx" }));
    expect(nodes.filter(seqScanOf("mail_outbox"))).toEqual([]);
  });
});
