import { REPORTS_PER_DAY } from "@internpath/shared/limits";
import { TRUST_MESSAGES } from "@internpath/shared/trust-schemas";
import { and, eq, sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it, vi } from "vitest";
import { CREATION_LIMITS } from "../../auth/account-limits.ts";
import { PASSWORD_ATTEMPT_RULES } from "../../auth/password-attempts.ts";
import { createDatabaseRateLimitStorage, LONGEST_WINDOW_SECONDS } from "../../auth/rate-limit-storage.ts";
import { internshipReports, notifications } from "../../db/schema/marketplace.ts";
import { postInternship } from "../../testing/marketplace.ts";
import { createTestContext, type TestContext } from "../../testing/test-app.ts";

vi.setConfig({ testTimeout: 120_000 });

let ctx: TestContext;
type SignedIn = Awaited<ReturnType<TestContext["signedInAs"]>>;
let admin: SignedIn;
let company: SignedIn;

beforeAll(async () => {
  ctx = await createTestContext({ authRateLimit: true });
  [admin, company] = await Promise.all([ctx.signedInAs("admin"), ctx.signedInAs("company")]);
});
afterAll(() => ctx.close());

const postings = (count: number) =>
  Promise.all(
    Array.from({ length: count }, (_, index) =>
      postInternship(ctx.db, company.actor, { title: `P${index}` }),
    ),
  );

const report = (student: SignedIn, internshipId: string) =>
  student.agent.post(`/api/internships/${internshipId}/report`, { reason: "scam" });

const reportsBy = async (studentId: string) =>
  (await ctx.db.select().from(internshipReports).where(eq(internshipReports.reporterId, studentId))).length;

const reportNotices = async () =>
  (
    await ctx.db
      .select()
      .from(notifications)
      .where(and(eq(notifications.userId, admin.id), eq(notifications.title, "A posting was reported")))
  ).length;

describe("reports per student and day", () => {
  it(`accepts exactly ${REPORTS_PER_DAY} of a burst of parallel reports, refuses the rest with 429, and notifies only for those`, async () => {
    const student = await ctx.signedInAs("student");
    const targets = await postings(REPORTS_PER_DAY + 5);
    const noticesBefore = await reportNotices();
    const answers = await Promise.all(targets.map((internship) => report(student, internship.id)));
    const statuses = answers.map((answer) => answer.status);
    expect(statuses.filter((status) => status === 201)).toHaveLength(REPORTS_PER_DAY);
    expect(statuses.filter((status) => status === 429)).toHaveLength(5);
    expect(answers.find((answer) => answer.status === 429)!.json).toEqual({
      error: { code: "RATE_LIMITED", message: TRUST_MESSAGES.tooManyReports },
    });
    expect(await reportsBy(student.id)).toBe(REPORTS_PER_DAY);
    expect((await reportNotices()) - noticesBefore).toBe(REPORTS_PER_DAY);

    const other = await ctx.signedInAs("student");
    expect((await report(other, targets[0]!.id)).status).toBe(201);
  });

  it("still refuses hours later, within the day, and takes reports again once the day has passed", async () => {
    const student = await ctx.signedInAs("student");
    const targets = await postings(REPORTS_PER_DAY + 2);
    for (const internship of targets.slice(0, REPORTS_PER_DAY)) {
      expect((await report(student, internship.id)).status).toBe(201);
    }
    const key = `create:report:${student.id}`;
    const moveWindowBack = (hours: number) =>
      ctx.db.execute(
        sql`update rate_limits set window_started_at = now() - make_interval(hours => ${hours}) where key = ${key}`,
      );
    await moveWindowBack(2);
    // A fresh instance prunes at once: the count of a window two hours old must survive it.
    await createDatabaseRateLimitStorage(ctx.db).consume("prune-now", { window: 60, max: 1 });
    expect((await report(student, targets[REPORTS_PER_DAY]!.id)).status).toBe(429);
    await moveWindowBack(24);
    expect((await report(student, targets[REPORTS_PER_DAY + 1]!.id)).status).toBe(201);
    expect(await reportsBy(student.id)).toBe(REPORTS_PER_DAY + 1);
  });

  it("every limit's window fits what the storage keeps", () => {
    const windows = [...Object.values(CREATION_LIMITS), ...Object.values(PASSWORD_ATTEMPT_RULES)].map(
      (rule) => rule.window,
    );
    expect(Math.max(...windows)).toBeLessThanOrEqual(LONGEST_WINDOW_SECONDS);
    expect(CREATION_LIMITS.report).toEqual({ window: 24 * 60 * 60, max: REPORTS_PER_DAY });
  });
});
