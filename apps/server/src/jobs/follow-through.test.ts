import { CLOSING_MESSAGE_TEMPLATE } from "@internpath/shared/follow-through";
import { RESPONSIVENESS_MIN_SAMPLE } from "@internpath/shared/responsiveness";
import { and, eq, sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it, vi } from "vitest";
import { openPostgres } from "../db/client.ts";
import { mailOutbox } from "../db/schema/mail.ts";
import {
  applicationCounts,
  applicationStatusChanges,
  applications,
  companyResponsiveness,
  internships,
  jobRuns,
  messages,
  notifications,
} from "../db/schema/marketplace.ts";
import { settleDueDecisions } from "../features/applications/settle-decisions.ts";
import { createSmtpMailer } from "../mail/mailer.ts";
import { createMailWorker } from "../mail/notification-mail.ts";
import { endUndoWindow } from "../testing/decisions.ts";
import { postInternship, setCreatedAt, studentWithResume } from "../testing/marketplace.ts";
import { createTestContext, type TestContext } from "../testing/test-app.ts";
import { adminConnectionString } from "../testing/test-database.ts";
import { FOLLOW_THROUGH_JOBS, refreshResponsiveness } from "./follow-through-jobs.ts";
import { createJobRunner, type Job, runDueJobs } from "./runner.ts";

// Accounts sign in (a password hash) and students upload a resume: slow on a busy machine.
vi.setConfig({ testTimeout: 120_000 });

const DAY = 86_400_000;
let ctx: TestContext;
type SignedIn = Awaited<ReturnType<TestContext["signedInAs"]>>;
type Student = Awaited<ReturnType<typeof studentWithResume>>;
let company: SignedIn;
let otherCompany: SignedIn;
let students: Student[];

beforeAll(async () => {
  ctx = await createTestContext();
  [company, otherCompany] = await Promise.all([ctx.signedInAs("company"), ctx.signedInAs("company")]);
  students = [];
  for (const fullName of ["Ada Lovelace", "Grace Hopper", "Alan Turing"]) {
    students.push(await studentWithResume(ctx, { fullName }));
  }
});
afterAll(() => ctx.close());

const job = (name: string): Job[] => FOLLOW_THROUGH_JOBS.filter((each) => each.name === name);
const later = (days: number, from = Date.now()) => new Date(from + days * DAY);

async function apply(student: Student, internshipId: string) {
  const applied = await student.agent.post("/api/applications", { internshipId });
  if (applied.status !== 201) throw new Error(`apply failed: ${applied.text}`);
  return applied.json.application.id as string;
}
async function statusOf(id: string) {
  const [row] = await ctx.db.select().from(applications).where(eq(applications.id, id));
  return row!.status;
}
async function internshipOf(id: string) {
  const [row] = await ctx.db.select().from(internships).where(eq(internships.id, id));
  return row!;
}
async function counted(companyId: string, status: "pending" | "withdrawn") {
  const [row] = await ctx.db
    .select()
    .from(applicationCounts)
    .where(and(eq(applicationCounts.companyId, companyId), eq(applicationCounts.status, status)));
  return row?.count ?? 0;
}
async function notificationsOf(userId: string, relatedId: string) {
  return ctx.db
    .select()
    .from(notifications)
    .where(and(eq(notifications.userId, userId), eq(notifications.relatedId, relatedId)));
}

describe("withdrawing an application", () => {
  it("lets the student who applied withdraw a pending or reviewing one, keeping its history and counts", async () => {
    const [student, other] = [students[0]!, students[1]!];
    const first = await postInternship(ctx.db, company.actor, { title: "Withdraw Intern" });
    const second = await postInternship(ctx.db, company.actor, { title: "Reviewed Intern" });
    const pendingId = await apply(student, first.id);
    const reviewingId = await apply(student, second.id);
    expect(
      (await company.agent.patch(`/api/applications/${reviewingId}/status`, { status: "reviewing" })).status,
    ).toBe(200);
    const pendingBefore = await counted(company.id, "pending");
    const withdrawnBefore = await counted(company.id, "withdrawn");

    // Nobody else can: another student (404, as if missing), the company (403), signed out (401).
    expect((await other.agent.post(`/api/applications/${pendingId}/withdraw`)).status).toBe(404);
    expect((await company.agent.post(`/api/applications/${pendingId}/withdraw`)).status).toBe(403);
    expect((await ctx.agent().post(`/api/applications/${pendingId}/withdraw`)).status).toBe(401);
    expect((await student.agent.post("/api/applications/not-a-uuid/withdraw")).status).toBe(404);
    expect(await statusOf(pendingId)).toBe("pending");

    const withdrawn = await student.agent.post(`/api/applications/${pendingId}/withdraw`);
    expect(withdrawn.status).toBe(200);
    expect(withdrawn.json.application.status).toBe("withdrawn");
    expect((await student.agent.post(`/api/applications/${reviewingId}/withdraw`)).status).toBe(200);
    expect(await statusOf(reviewingId)).toBe("withdrawn");

    // Once withdrawn it stays so.
    const again = await student.agent.post(`/api/applications/${pendingId}/withdraw`);
    expect(again.status).toBe(400);
    expect(again.json.error.message).toBe("Only a pending or reviewing application can be withdrawn");

    expect(await counted(company.id, "pending")).toBe(pendingBefore - 1);
    expect(await counted(company.id, "withdrawn")).toBe(withdrawnBefore + 2);
    const history = await student.agent.get(`/api/applications/${pendingId}/history`);
    expect(history.json.items.map((entry: { toStatus: string }) => entry.toStatus)).toEqual([
      "pending",
      "withdrawn",
    ]);
    const [change] = await ctx.db
      .select()
      .from(applicationStatusChanges)
      .where(
        and(
          eq(applicationStatusChanges.applicationId, pendingId),
          eq(applicationStatusChanges.toStatus, "withdrawn"),
        ),
      );
    expect(change).toMatchObject({ fromStatus: "pending", toStatus: "withdrawn", changedBy: student.id });
    expect((await notificationsOf(company.id, pendingId)).map((row) => row.title)).toContain(
      "Application withdrawn",
    );
    const list = await company.agent.get("/api/company/applications?status=withdrawn&limit=100");
    expect(list.json.items.map((item: { id: string }) => item.id)).toEqual(
      expect.arrayContaining([pendingId, reviewingId]),
    );
  });

  it("refuses an accepted or rejected application", async () => {
    const student = students[1]!;
    const internship = await postInternship(ctx.db, company.actor, { title: "Decided Intern" });
    const id = await apply(student, internship.id);
    await company.agent.patch(`/api/applications/${id}/status`, { status: "reviewing" });
    await company.agent.patch(`/api/applications/${id}/status`, { status: "rejected" });
    await endUndoWindow(ctx.db, [id]);
    const refused = await student.agent.post(`/api/applications/${id}/withdraw`);
    expect(refused.status).toBe(400);
    expect(await statusOf(id)).toBe("rejected");
  });
});

/** Another pool on the test's PostgreSQL database (null on PGlite, which one process holds). */
async function secondInstanceDatabase() {
  if (ctx.dbKind !== "postgres") return null;
  const name = (await ctx.db.execute(sql`select current_database() as name`)) as unknown as {
    rows: { name: string }[];
  };
  return openPostgres(adminConnectionString(name.rows[0]!.name), { max: 3 });
}

describe("scheduled jobs", () => {
  it("runs each slot once with two runners on one database, and again in the next slot", async () => {
    const now = later(400);
    // On PostgreSQL the second instance has its own connection pool, as another process would.
    const second = await secondInstanceDatabase();
    const runners = [
      createJobRunner({ db: ctx.db, jobs: FOLLOW_THROUGH_JOBS, clock: () => now }),
      createJobRunner({ db: second?.db ?? ctx.db, jobs: FOLLOW_THROUGH_JOBS, clock: () => now }),
    ];
    const [a, b] = await Promise.all(runners.map((runner) => runner.runOnce()));
    await second?.close();
    const ran = [...a!, ...b!].map((run) => run.job).sort();
    expect(ran).toEqual(FOLLOW_THROUGH_JOBS.map((each) => each.name).sort());
    expect(await Promise.all(runners.map((runner) => runner.runOnce()))).toEqual([[], []]);
    const hourLater = new Date(now.getTime() + 3600_000);
    const next = await runDueJobs(ctx.db, FOLLOW_THROUGH_JOBS, hourLater);
    // The hourly ones run again; the weekly digest waits for its next week.
    expect(next.map((run) => run.job)).not.toContain("pending-digest");
    expect(next).toHaveLength(FOLLOW_THROUGH_JOBS.length - 1);
  });

  it("rolls back a failed run with its claim, so the next round runs it", async () => {
    let calls = 0;
    const flaky: Job = {
      name: "flaky",
      slotOf: () => "only",
      run: async () => {
        calls += 1;
        if (calls === 1) throw new Error("boom");
        return 1;
      },
    };
    expect(await runDueJobs(ctx.db, [flaky], new Date())).toEqual([]);
    expect(await runDueJobs(ctx.db, [flaky], new Date())).toEqual([
      { job: "flaky", slot: "only", affected: 1 },
    ]);
    expect(await runDueJobs(ctx.db, [flaky], new Date())).toEqual([]);
    expect(await ctx.db.select().from(jobRuns).where(eq(jobRuns.job, "flaky"))).toHaveLength(1);
  });

  it("closes postings whose deadline passed, catching up after the server was down past it", async () => {
    const soon = later(3).toISOString().slice(0, 10);
    const dated = await postInternship(ctx.db, otherCompany.actor, { title: "Dated Intern", deadline: soon });
    const lastDay = await postInternship(ctx.db, otherCompany.actor, {
      title: "Last Day Intern",
      deadline: later(13).toISOString().slice(0, 10),
    });
    // The server was down from now until ten days after the deadline: the first round closes it.
    const back = later(13);
    await runDueJobs(ctx.db, job("close-past-deadline"), new Date(`${soon}T23:00:00Z`));
    expect((await internshipOf(dated.id)).status).toBe("open");
    await runDueJobs(ctx.db, job("close-past-deadline"), back);
    const closed = await internshipOf(dated.id);
    expect(closed.status).toBe("closed");
    expect(closed.closedAt?.toISOString()).toBe(back.toISOString());
    expect((await internshipOf(lastDay.id)).status).toBe("open");
    expect((await notificationsOf(otherCompany.id, dated.id)).map((row) => row.content)).toEqual([
      '"Dated Intern" closed because its application deadline passed.',
    ]);
  });

  it("asks after 60 days whether an undated posting is still open, and closes it 14 days later", async () => {
    const start = Date.now();
    const silent = await postInternship(ctx.db, otherCompany.actor, { title: "Silent Intern" });
    const confirmed = await postInternship(ctx.db, otherCompany.actor, { title: "Confirmed Intern" });
    const stale = job("stale-postings");

    await runDueJobs(ctx.db, stale, later(59, start));
    expect((await internshipOf(silent.id)).confirmRequestedAt).toBeNull();
    const askedAt = later(61, start);
    await runDueJobs(ctx.db, stale, askedAt);
    expect((await internshipOf(silent.id)).confirmRequestedAt?.toISOString()).toBe(askedAt.toISOString());
    const [asked] = await notificationsOf(otherCompany.id, silent.id);
    expect(asked).toMatchObject({ title: "Is your internship still open?" });
    const [mail] = await ctx.db
      .select()
      .from(mailOutbox)
      .where(
        and(
          eq(mailOutbox.toAddress, otherCompany.email),
          sql`${mailOutbox.data}->>'title' = 'Is your internship still open?'`,
        ),
      );
    expect(mail?.data).toMatchObject({ link: { path: "/manage-internships", label: "Still open? Confirm" } });

    // Only the owner confirms.
    expect((await company.agent.post(`/api/internships/${confirmed.id}/confirm-open`)).status).toBe(404);
    expect((await otherCompany.agent.post(`/api/internships/${confirmed.id}/confirm-open`)).status).toBe(200);

    await runDueJobs(ctx.db, stale, later(74, start));
    expect((await internshipOf(silent.id)).status).toBe("open");
    await runDueJobs(ctx.db, stale, later(76, start));
    expect((await internshipOf(silent.id)).status).toBe("closed");
    expect((await internshipOf(confirmed.id)).status).toBe("open");
    expect((await notificationsOf(otherCompany.id, silent.id)).map((row) => row.title)).toContain(
      "Internship closed",
    );
  });

  it("closes applications left waiting 30 days after their posting closed as not selected", async () => {
    const internship = await postInternship(ctx.db, company.actor, { title: "Left Intern" });
    const [pendingId, reviewingId, acceptedId] = [
      await apply(students[0]!, internship.id),
      await apply(students[1]!, internship.id),
      await apply(students[2]!, internship.id),
    ];
    await company.agent.patch(`/api/applications/${reviewingId}/status`, { status: "reviewing" });
    await company.agent.patch(`/api/applications/${acceptedId}/status`, { status: "reviewing" });
    await company.agent.patch(`/api/applications/${acceptedId}/status`, { status: "accepted" });
    await endUndoWindow(ctx.db, [acceptedId]);
    await settleDueDecisions(ctx.db, { applicationId: acceptedId });
    const closing = await company.agent.post(`/api/internships/${internship.id}/close`, {
      rejectRemaining: false,
    });
    expect(closing.json).toEqual({ closed: true, rejected: 0 });

    const left = job("close-left-applications");
    await runDueJobs(ctx.db, left, later(29));
    expect(await statusOf(pendingId)).toBe("pending");
    await runDueJobs(ctx.db, left, later(31));
    expect([await statusOf(pendingId), await statusOf(reviewingId), await statusOf(acceptedId)]).toEqual([
      "rejected",
      "rejected",
      "accepted",
    ]);
    const [told] = await notificationsOf(students[0]!.id, pendingId);
    expect(told).toMatchObject({ title: "Application not selected" });
    expect(told!.content).toMatch(/^Left Intern has closed and your application was not selected/);
    const [change] = await ctx.db
      .select()
      .from(applicationStatusChanges)
      .where(
        and(
          eq(applicationStatusChanges.applicationId, pendingId),
          eq(applicationStatusChanges.toStatus, "rejected"),
        ),
      );
    expect(change!.changedBy).toBeNull();
  });

  it("mails each company a weekly digest of applications pending over 7 days, through the outbox", async () => {
    const digestCompany = await ctx.signedInAs("company", { fullName: "Dana Digest" });
    const quiet = await ctx.signedInAs("company");
    const old = await postInternship(ctx.db, digestCompany.actor, { title: "Old Intern" });
    const fresh = await postInternship(ctx.db, quiet.actor, { title: "Fresh Intern" });
    const oldIds = [await apply(students[0]!, old.id), await apply(students[1]!, old.id)];
    await apply(students[2]!, fresh.id);
    for (const id of oldIds) await setCreatedAt(ctx.db, "applications", id, later(-8).toISOString());

    const since = ctx.smtp.received.length;
    const now = new Date();
    const ran = await runDueJobs(ctx.db, job("pending-digest"), now);
    expect(ran[0]?.affected).toBe(1);
    const worker = createMailWorker(
      ctx.db,
      createSmtpMailer(ctx.smtp.url, ctx.config.mailFrom),
      ctx.config.appUrl,
    );
    while ((await worker.runOnce()) > 0) {}
    const subject = "2 applications are waiting for your review";
    const mail = await ctx.smtp.waitFor(digestCompany.email, { since, subject });
    expect(mail.text).toContain("Hi Dana Digest,");
    expect(mail.text).toContain("2 applications have been pending for more than 7 days");
    expect(mail.text).toContain(
      `Review applications: ${ctx.config.appUrl}/company/applications?status=pending`,
    );
    const digests = ctx.smtp.received
      .slice(since)
      .filter((each) => each.subject.includes("waiting for your review"));
    expect(digests.map((each) => each.to)).toEqual([[digestCompany.email.toLowerCase()]]);
    // The same week again sends nothing.
    expect(await runDueJobs(ctx.db, job("pending-digest"), new Date(now.getTime() + 60_000))).toEqual([]);
  });
});

describe("closing a posting with applicants waiting", () => {
  it("rejects the rest with the kind message after the undo window, and only for the owner", async () => {
    const internship = await postInternship(ctx.db, company.actor, { title: "Closing Intern" });
    const ids = [await apply(students[0]!, internship.id), await apply(students[1]!, internship.id)];
    await company.agent.patch(`/api/applications/${ids[1]}/status`, { status: "reviewing" });

    expect((await otherCompany.agent.get(`/api/internships/${internship.id}/waiting`)).status).toBe(404);
    expect((await company.agent.get(`/api/internships/${internship.id}/waiting`)).json).toEqual({
      waiting: 2,
    });
    expect(
      (await otherCompany.agent.post(`/api/internships/${internship.id}/close`, { rejectRemaining: true }))
        .status,
    ).toBe(404);
    expect(
      (await company.agent.post(`/api/internships/${internship.id}/close`, { rejectRemaining: "yes" }))
        .status,
    ).toBe(400);

    const closed = await company.agent.post(`/api/internships/${internship.id}/close`, {
      rejectRemaining: true,
      message: CLOSING_MESSAGE_TEMPLATE,
    });
    expect(closed.json).toEqual({ closed: true, rejected: 2 });
    expect((await internshipOf(internship.id)).status).toBe("closed");
    // Nothing told before the window ends.
    expect(await statusOf(ids[0]!)).toBe("pending");
    await endUndoWindow(ctx.db, ids);
    await settleDueDecisions(ctx.db, { companyId: company.id });
    expect([await statusOf(ids[0]!), await statusOf(ids[1]!)]).toEqual(["rejected", "rejected"]);
    const [sent] = await ctx.db
      .select()
      .from(messages)
      .where(
        and(
          eq(messages.recipientId, students[0]!.id),
          sql`${messages.messageText} like '%We have now closed%'`,
        ),
      );
    expect(sent!.messageText).toMatch(/^Hi Ada Lovelace,\n\nThank you for applying for Closing Intern\./);
  });
});

describe("responsiveness", () => {
  type Generated = {
    companyId: string;
    createdAt: Date;
    status: string;
    answers: { at: Date; by: "company" | "nobody" | "student" }[];
  };

  it("equals a brute-force computation over generated histories, and shows above the minimum sample", async () => {
    const firms = [
      await ctx.signedInAs("company"),
      await ctx.signedInAs("company"),
      await ctx.signedInAs("company"),
    ];
    const now = new Date();
    let seed = 42;
    const random = () => {
      seed = (seed * 1103515245 + 12345) % 2147483648;
      return seed / 2147483648;
    };
    const generated: Generated[] = [];
    for (const [index, firm] of firms.entries()) {
      const count = [12, 4, 9][index]!;
      for (let n = 0; n < count; n += 1) {
        const createdAt = new Date(now.getTime() - random() * 220 * DAY);
        const answers: Generated["answers"] = [];
        let status = "pending";
        const roll = random();
        if (roll < 0.55) {
          answers.push({ at: new Date(createdAt.getTime() + random() * 9 * DAY), by: "company" });
          status = "reviewing";
          if (random() < 0.5) {
            answers.push({ at: new Date(answers[0]!.at.getTime() + random() * 5 * DAY), by: "company" });
            status = "rejected";
          }
        } else if (roll < 0.7) {
          answers.push({ at: new Date(createdAt.getTime() + random() * 3 * DAY), by: "student" });
          status = "withdrawn";
        } else if (roll < 0.8) {
          answers.push({ at: new Date(createdAt.getTime() + 40 * DAY), by: "nobody" });
          status = "rejected";
        }
        generated.push({ companyId: firm.id, createdAt, status, answers });
      }
    }
    for (const [n, row] of generated.entries()) {
      const firm = firms.find((each) => each.id === row.companyId)!;
      const internship = await postInternship(ctx.db, firm.actor, { title: `Generated ${n}` });
      const student = students[n % students.length]!;
      const [inserted] = await ctx.db
        .insert(applications)
        .values({
          studentId: student.id,
          internshipId: internship.id,
          companyId: row.companyId,
          resumeUrl: student.resumeUrl,
          status: row.status as "pending",
          createdAt: row.createdAt,
        })
        .returning({ id: applications.id });
      let from = "pending";
      for (const answer of row.answers) {
        const to =
          answer.by === "student"
            ? "withdrawn"
            : from === "pending" && answer.by === "company"
              ? "reviewing"
              : "rejected";
        await ctx.db.insert(applicationStatusChanges).values({
          applicationId: inserted!.id,
          changedBy: answer.by === "company" ? row.companyId : answer.by === "student" ? student.id : null,
          fromStatus: from as "pending",
          toStatus: to as "pending",
          createdAt: answer.at,
        });
        from = to;
      }
    }

    await ctx.db.transaction((tx) => refreshResponsiveness(tx, now));
    const stored = await ctx.db.select().from(companyResponsiveness);

    for (const firm of firms) {
      const windowStart = now.getTime() - 180 * DAY;
      const mine = generated.filter(
        (row) => row.companyId === firm.id && row.createdAt.getTime() > windowStart && row.createdAt <= now,
      );
      const firstAnswer = (row: Generated) =>
        row.answers.filter((answer) => answer.by === "company" && answer.at <= now)[0]?.at ?? null;
      const counting = mine.filter((row) => firstAnswer(row) !== null || row.status !== "withdrawn");
      const waits = counting
        .map((row) => firstAnswer(row))
        .map((at, index) => (at ? (at.getTime() - counting[index]!.createdAt.getTime()) / DAY : null))
        .filter((days): days is number => days !== null)
        .sort((x, y) => x - y);
      const median =
        waits.length === 0
          ? null
          : waits.length % 2
            ? waits[(waits.length - 1) / 2]!
            : (waits[waits.length / 2 - 1]! + waits[waits.length / 2]!) / 2;
      const row = stored.find((each) => each.companyId === firm.id);
      if (counting.length === 0) {
        expect(row).toBeUndefined();
        continue;
      }
      expect(row).toMatchObject({ applications: counting.length, responded: waits.length });
      if (median === null) expect(row!.medianResponseDays).toBeNull();
      else expect(row!.medianResponseDays).toBeCloseTo(median, 4);

      // The public pages show them only from the minimum sample up.
      const page = await ctx.agent().get(`/api/companies/${firm.id}`);
      if (counting.length >= RESPONSIVENESS_MIN_SAMPLE) {
        expect(page.json.company.responsiveness).toEqual({
          applications: counting.length,
          responded: waits.length,
          medianDays: median === null ? null : expect.closeTo(median, 4),
        });
      } else {
        expect(page.json.company.responsiveness).toBeNull();
      }
    }
    const shownOn = await postInternship(ctx.db, firms[0]!.actor, { title: "Shown Intern" });
    const detail = await ctx.agent().get(`/api/internships/${shownOn.id}`);
    expect(detail.json.internship.company.responsiveness?.applications).toBe(
      stored.find((each) => each.companyId === firms[0]!.id)?.applications,
    );
  });
});
