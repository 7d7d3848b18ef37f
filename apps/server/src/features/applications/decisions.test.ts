import type { CompanyApplication, StudentApplication } from "@internpath/shared/api-types";
import {
  DECISION_MESSAGE_MAX_LENGTH,
  DECISION_MESSAGE_TEMPLATES,
  DECISION_MESSAGES,
  DECISION_UNDO_SECONDS,
} from "@internpath/shared/decision-schemas";
import { and, eq, inArray, sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it, vi } from "vitest";
import { createApp } from "../../app.ts";
import { profiles } from "../../db/schema/auth.ts";
import { mailOutbox } from "../../db/schema/mail.ts";
import {
  applicationDecisions,
  applicationStatusChanges,
  applications,
  messages,
  notifications,
} from "../../db/schema/marketplace.ts";
import { createSmtpMailer } from "../../mail/mailer.ts";
import { endUndoWindow } from "../../testing/decisions.ts";
import { postInternship, studentWithResume } from "../../testing/marketplace.ts";
import { createTestContext, type TestContext } from "../../testing/test-app.ts";
import { createDecisionWorker } from "./decision-worker.ts";
import { settleDueDecisions } from "./settle-decisions.ts";

// Each account signs in (a password hash) and students upload a resume: slow on a busy machine.
vi.setConfig({ testTimeout: 120_000 });

let ctx: TestContext;
type SignedIn = Awaited<ReturnType<TestContext["signedInAs"]>>;
type Student = Awaited<ReturnType<typeof studentWithResume>>;
let company: SignedIn;
let otherCompany: SignedIn;
let admin: SignedIn;
let students: Student[];
const NAMES = ["Ada Lovelace", "Grace Hopper", "Alan Turing", "Katherine Johnson"];

beforeAll(async () => {
  ctx = await createTestContext();
  [company, otherCompany, admin] = await Promise.all([
    ctx.signedInAs("company"),
    ctx.signedInAs("company"),
    ctx.signedInAs("admin"),
  ]);
  await ctx.db.update(profiles).set({ companyName: "Nimbus Labs" }).where(eq(profiles.id, company.id));
  students = [];
  for (const fullName of NAMES) {
    students.push(await studentWithResume(ctx, { fullName }));
  }
});
afterAll(() => ctx.close());

/** A fresh application of `student` to a new internship of `owner`, moved to `status` at once. */
async function applicationIn(
  status: "pending" | "reviewing",
  student: Student = students[0]!,
  owner: SignedIn = company,
  title = "Data Intern",
) {
  const internship = await postInternship(ctx.db, owner.actor, { title });
  const applied = await student.agent.post("/api/applications", { internshipId: internship.id });
  if (applied.status !== 201) throw new Error(`apply failed: ${applied.text}`);
  const id = applied.json.application.id as string;
  if (status === "reviewing") {
    const review = await owner.agent.patch(`/api/applications/${id}/status`, { status: "reviewing" });
    if (review.status !== 200) throw new Error(`start review failed: ${review.text}`);
  }
  return id;
}

const decide = (id: string, body: Record<string, unknown>, agent = company.agent) =>
  agent.patch(`/api/applications/${id}/status`, body);
const undo = (id: string, agent = company.agent) => agent.post(`/api/applications/${id}/undo`);

async function storedStatus(id: string) {
  const [row] = await ctx.db.select().from(applications).where(eq(applications.id, id));
  return row!.status;
}
async function historyOf(id: string) {
  return ctx.db
    .select()
    .from(applicationStatusChanges)
    .where(eq(applicationStatusChanges.applicationId, id))
    .orderBy(applicationStatusChanges.createdAt, applicationStatusChanges.id);
}
async function notificationsAbout(id: string, userId: string) {
  return ctx.db
    .select()
    .from(notifications)
    .where(and(eq(notifications.userId, userId), eq(notifications.relatedId, id)));
}
async function messagesTo(userId: string) {
  return ctx.db.select().from(messages).where(eq(messages.recipientId, userId)).orderBy(messages.createdAt);
}
async function mailTo(email: string) {
  return ctx.db.select().from(mailOutbox).where(eq(mailOutbox.toAddress, email));
}
async function studentView(student: Student, id: string): Promise<StudentApplication> {
  const mine = await student.agent.get("/api/applications/mine?limit=100");
  return mine.json.items.find((item: StudentApplication) => item.id === id);
}
async function companyView(id: string, agent = company.agent): Promise<CompanyApplication> {
  const list = await agent.get("/api/company/applications?limit=100");
  return list.json.items.find((item: CompanyApplication) => item.id === id);
}

/** What the student has been told about an application: counted, so "nothing new" can be asserted. */
async function toldStudent(student: Student, id: string) {
  return {
    notifications: (await notificationsAbout(id, student.id)).length,
    messages: (await messagesTo(student.id)).length,
    mails: (await mailTo(student.email)).length,
  };
}

describe("a company's Reject waits out its undo window", () => {
  it("shows the company the decision at once, while the student sees reviewing and is told nothing", async () => {
    const student = students[0]!;
    const id = await applicationIn("reviewing", student);
    const before = await toldStudent(student, id);
    const started = Date.now();

    const response = await decide(id, {
      status: "rejected",
      reason: "Position filled",
      message: DECISION_MESSAGE_TEMPLATES.rejected,
    });
    expect(response.status).toBe(200);
    expect(response.json.application).toMatchObject({
      id,
      status: "reviewing",
      decision: { status: "rejected", reason: "Position filled", isPending: true },
    });
    const effectiveAt = Date.parse(response.json.application.decision.effectiveAt);
    expect(effectiveAt - started).toBeGreaterThan((DECISION_UNDO_SECONDS - 2) * 1000);
    expect(effectiveAt - started).toBeLessThan((DECISION_UNDO_SECONDS + 5) * 1000);

    expect((await companyView(id)).decision).toMatchObject({ status: "rejected", isPending: true });
    expect(await storedStatus(id)).toBe("reviewing");
    const seen = await studentView(student, id);
    expect(seen.status).toBe("reviewing");
    expect(seen.progress.decidedAt).toBeNull();
    expect(JSON.stringify(seen)).not.toContain("rejected");
    expect((await student.agent.get("/api/dashboard/student")).json.counts).toMatchObject({ rejected: 0 });
    // A worker round inside the window changes nothing.
    expect(await createDecisionWorker({ db: ctx.db }).runOnce()).toBe(0);
    expect(await toldStudent(student, id)).toEqual(before);
    expect((await historyOf(id)).map((row) => row.toStatus)).toEqual(["pending", "reviewing"]);
  });

  it("is undone within the window: nothing happens at its end, and the company can decide again", async () => {
    const student = students[1]!;
    const id = await applicationIn("reviewing", student);
    const before = await toldStudent(student, id);
    await decide(id, { status: "rejected", message: "Sorry, {name}." });

    const undone = await undo(id);
    expect(undone.status).toBe(200);
    expect(undone.json.application).toMatchObject({ id, status: "reviewing", decision: null });
    await endUndoWindow(ctx.db);
    await settleDueDecisions(ctx.db);
    expect(await storedStatus(id)).toBe("reviewing");
    expect(await toldStudent(student, id)).toEqual(before);
    expect((await undo(id)).status).toBe(404);

    const again = await decide(id, { status: "rejected", message: "Thank you, {name}." });
    expect(again.json.application.decision).toMatchObject({ status: "rejected", isPending: true });
  });

  it("cannot be undone after its window: it has taken effect, with history, notification, mail and message", async () => {
    const student = students[2]!;
    const id = await applicationIn("reviewing", student);
    const before = await toldStudent(student, id);
    await decide(id, {
      status: "rejected",
      reason: "Looking for different skills",
      message: DECISION_MESSAGE_TEMPLATES.rejected,
    });
    await endUndoWindow(ctx.db, [id]);

    const late = await undo(id);
    expect(late.status).toBe(409);
    expect(late.json.error.message).toBe(DECISION_MESSAGES.tooLate);
    expect(await storedStatus(id)).toBe("rejected");
    expect((await historyOf(id)).map((row) => [row.fromStatus, row.toStatus, row.changedBy])).toEqual([
      [null, "pending", student.id],
      ["pending", "reviewing", company.id],
      ["reviewing", "rejected", company.id],
    ]);
    expect(await toldStudent(student, id)).toEqual({
      notifications: before.notifications + 1,
      messages: before.messages + 1,
      // The status change and the message, each mailed (email notifications are on by default).
      mails: before.mails + 2,
    });
    const [message] = (await messagesTo(student.id)).slice(-1);
    expect(message).toMatchObject({ senderId: company.id, subject: "Your application for Data Intern" });
    expect(message!.messageText).toContain("Hi Alan Turing,");
    expect(message!.messageText).toContain("applying for Data Intern");
    expect(message!.messageText).toMatch(/Kind regards,\nNimbus Labs$/);
    // The reason stays with the company.
    expect(message!.messageText).not.toContain("different skills");
    expect((await companyView(id)).decision).toMatchObject({
      status: "rejected",
      reason: "Looking for different skills",
      isPending: false,
    });
    const seen = await studentView(student, id);
    expect(seen.status).toBe("rejected");
    expect(JSON.stringify(seen)).not.toContain("different skills");
  });

  it("takes effect at the company's next read after its window: the review list and the dashboard", async () => {
    for (const screen of ["/api/company/applications", "/api/dashboard/company"] as const) {
      const owner = await ctx.signedInAs("company");
      const id = await applicationIn("reviewing", students[3]!, owner);
      expect((await decide(id, { status: "accepted" }, owner.agent)).status).toBe(200);
      await endUndoWindow(ctx.db, [id]);
      expect(await storedStatus(id)).toBe("reviewing");

      // The read finds the decision due through the counts it reads anyway, settles it, and reads again.
      const read = await owner.agent.get(screen);
      expect(read.status).toBe(200);
      expect(await storedStatus(id)).toBe("accepted");
      if (screen === "/api/company/applications") {
        expect(read.json.counts).toMatchObject({ all: 1, accepted: 1, reviewing: 0 });
        expect(read.json.items[0]).toMatchObject({ id, status: "accepted", decision: { isPending: false } });
      } else {
        expect(read.json.counts).toMatchObject({ totalApplications: 1, pendingReview: 0 });
        expect(read.json.recentApplications[0]).toMatchObject({ id, status: "accepted" });
      }
    }
  });

  it("takes effect exactly once with two workers and readers racing for it", async () => {
    const decided: { id: string; student: Student }[] = [];
    for (const student of students) {
      const id = await applicationIn("reviewing", student, company, "Race Intern");
      await decide(id, { status: "accepted", message: "Welcome aboard, {name}!" });
      decided.push({ id, student });
    }
    const before = await Promise.all(decided.map(({ id, student }) => toldStudent(student, id)));
    await endUndoWindow(
      ctx.db,
      decided.map(({ id }) => id),
    );

    const workers = [createDecisionWorker({ db: ctx.db }), createDecisionWorker({ db: ctx.db })];
    const settled = await Promise.all([
      ...workers.map((worker) => worker.runOnce()),
      settleDueDecisions(ctx.db, { companyId: company.id, batchSize: 1 }),
      ...decided.map(({ student }) => student.agent.get("/api/applications/mine").then(() => 0)),
    ]);
    expect(settled.reduce((sum, count) => sum + count, 0)).toBe(decided.length);

    for (const [index, { id, student }] of decided.entries()) {
      expect(await storedStatus(id)).toBe("accepted");
      expect((await historyOf(id)).filter((row) => row.toStatus === "accepted")).toHaveLength(1);
      expect(await toldStudent(student, id)).toEqual({
        notifications: before[index]!.notifications + 1,
        messages: before[index]!.messages + 1,
        mails: before[index]!.mails + 2,
      });
    }
    const rows = await ctx.db
      .select()
      .from(applicationDecisions)
      .where(
        inArray(
          applicationDecisions.applicationId,
          decided.map(({ id }) => id),
        ),
      );
    expect(rows.every((row) => row.settledAt !== null && row.cancelledAt === null)).toBe(true);
    expect(await Promise.all(workers.map((worker) => worker.runOnce()))).toEqual([0, 0]);
  });

  it("still takes effect after a restart in the window, with no timer of the first process", async () => {
    const student = students[3]!;
    const id = await applicationIn("reviewing", student);
    await decide(id, { status: "rejected" });
    // The instance that took the decision is gone; another one starts on the same database.
    const restarted = createApp({
      config: ctx.config,
      db: ctx.db,
      mailer: createSmtpMailer(ctx.smtp.url, ctx.config.mailFrom),
    });
    await endUndoWindow(ctx.db, [id]);
    // Before any worker runs, the student's own read settles it.
    const cookie = student.agent.cookieHeader();
    const mine = await restarted.app.request("/api/applications/mine", { headers: { cookie } });
    const page = (await mine.json()) as { items: StudentApplication[] };
    expect(page.items.find((item) => item.id === id)?.status).toBe("rejected");
    expect((await historyOf(id)).filter((row) => row.toStatus === "rejected")).toHaveLength(1);
    await restarted.liveEvents.close();
  });

  it("refuses a second decision while one waits (409), and an admin's change wins over it", async () => {
    const student = students[0]!;
    const id = await applicationIn("reviewing", student);
    await decide(id, { status: "accepted" });
    const second = await decide(id, { status: "rejected" });
    expect(second.status).toBe(409);
    expect(second.json.error.message).toBe(DECISION_MESSAGES.waiting);

    const byAdmin = await decide(id, { status: "pending" }, admin.agent);
    expect(byAdmin.status).toBe(200);
    expect(byAdmin.json.application).toMatchObject({ status: "pending", decision: null });
    await endUndoWindow(ctx.db, [id]);
    await settleDueDecisions(ctx.db);
    expect(await storedStatus(id)).toBe("pending");
    expect((await historyOf(id)).map((row) => row.toStatus)).toEqual(["pending", "reviewing", "pending"]);
  });

  it("keeps an admin's change immediate, with no reason or message", async () => {
    const id = await applicationIn("pending");
    const byAdmin = await decide(id, { status: "rejected" }, admin.agent);
    expect(byAdmin.json.application).toMatchObject({ status: "rejected", decision: null });
    expect(await storedStatus(id)).toBe("rejected");
    const withReason = await decide(id, { status: "accepted", reason: "Because" }, admin.agent);
    expect(withReason.status).toBe(400);
    expect(withReason.json.error.message).toBe(DECISION_MESSAGES.adminNoExtras);
  });
});

describe("validation of a decision's reason and message", () => {
  it.each([
    ["a reason over 200 characters", { status: "rejected", reason: "x".repeat(201) }, "reason"],
    [
      "a message over the limit",
      { status: "rejected", message: "x".repeat(DECISION_MESSAGE_MAX_LENGTH + 1) },
      "message",
    ],
    ["a reason with a line break", { status: "rejected", reason: "one\ntwo" }, "reason"],
    ["a message with a NUL byte", { status: "rejected", message: "Hi\u0000" }, "message"],
    ["a reason that is not text", { status: "rejected", reason: 42 }, "reason"],
    ["a reason with Start Review", { status: "reviewing", reason: "Looks good" }, "reason"],
    ["a message with Start Review", { status: "reviewing", message: "Hello" }, "reason"],
    ["an unknown field", { status: "rejected", notify: false }, "_"],
  ])("refuses %s with a 400 naming the field, and changes nothing", async (_label, body, field) => {
    const id = await applicationIn("reviewing");
    const response = await decide(id, body);
    expect(response.status).toBe(400);
    expect(response.json.error.code).toBe("VALIDATION_FAILED");
    expect(Object.keys(response.json.error.fields)).toContain(field);
    expect((await companyView(id)).decision).toBeNull();
  });

  it("treats a blank reason and message as none", async () => {
    const id = await applicationIn("reviewing");
    const response = await decide(id, { status: "rejected", reason: "   ", message: "  \n " });
    expect(response.json.application.decision).toMatchObject({ reason: null });
    const [row] = await ctx.db
      .select()
      .from(applicationDecisions)
      .where(eq(applicationDecisions.applicationId, id));
    expect(row).toMatchObject({ reason: null, message: null });
  });
});

describe("POST /api/applications/:id/undo", () => {
  it("refuses another company (404), students (403), admins (403), anonymous visitors (401) and bad ids", async () => {
    const id = await applicationIn("reviewing");
    await decide(id, { status: "rejected" });
    expect((await undo(id, otherCompany.agent)).status).toBe(404);
    expect((await undo(id, students[0]!.agent)).status).toBe(403);
    expect((await undo(id, admin.agent)).status).toBe(403);
    expect((await undo(id, ctx.agent())).status).toBe(401);
    expect((await undo("not-a-uuid")).status).toBe(404);
    expect((await undo("00000000-0000-4000-8000-000000000000")).status).toBe(404);
    expect((await companyView(id)).decision).toMatchObject({ isPending: true });
    expect((await undo(id)).status).toBe(200);
  });
});

describe("POST /api/company/applications/status (bulk)", () => {
  const bulk = (body: Record<string, unknown>, agent = company.agent) =>
    agent.post("/api/company/applications/status", body);

  it("decides on the rows that can take the status and reports the others with the reason", async () => {
    const [pending, reviewingA, reviewingB, rejected] = [
      await applicationIn("pending", students[0]),
      await applicationIn("reviewing", students[1]),
      await applicationIn("reviewing", students[2]),
      await applicationIn("reviewing", students[3]),
    ];
    await decide(rejected!, { status: "rejected" });
    await endUndoWindow(ctx.db, [rejected!]);

    const response = await bulk({
      applicationIds: [pending, reviewingA, reviewingB, rejected],
      status: "rejected",
      reason: "Position filled",
      message: DECISION_MESSAGE_TEMPLATES.rejected,
    });
    expect(response.status).toBe(200);
    expect(response.json.changed.map((item: { id: string }) => item.id).sort()).toEqual(
      [reviewingA, reviewingB].sort(),
    );
    for (const item of response.json.changed) {
      expect(item).toMatchObject({ status: "reviewing", decision: { status: "rejected", isPending: true } });
    }
    expect(response.json.skipped).toEqual(
      expect.arrayContaining([
        { id: pending, status: "pending", reason: "An application cannot move from pending to rejected" },
        { id: rejected, status: "rejected", reason: "This application is already rejected" },
      ]),
    );
    expect(response.json.skipped).toHaveLength(2);

    // Each student gets their own kind message once the window is over.
    await endUndoWindow(ctx.db, [reviewingA!, reviewingB!]);
    await settleDueDecisions(ctx.db);
    for (const [id, index] of [
      [reviewingA!, 1],
      [reviewingB!, 2],
    ] as const) {
      expect(await storedStatus(id)).toBe("rejected");
      const [message] = (await messagesTo(students[index]!.id)).slice(-1);
      expect(message!.messageText).toContain(`Hi ${NAMES[index]},`);
    }
  });

  it("moves Start Review at once, recording and notifying each, and skips what is already under review", async () => {
    const ids = [
      await applicationIn("pending", students[0]),
      await applicationIn("pending", students[1]),
      await applicationIn("reviewing", students[2]),
    ];
    const response = await bulk({ applicationIds: ids, status: "reviewing" });
    expect(response.status).toBe(200);
    expect(response.json.changed.map((item: { status: string }) => item.status)).toEqual([
      "reviewing",
      "reviewing",
    ]);
    expect(response.json.skipped).toEqual([
      { id: ids[2], status: "reviewing", reason: "This application is already reviewing" },
    ]);
    for (const [index, id] of ids.slice(0, 2).entries()) {
      expect((await historyOf(id)).map((row) => row.toStatus)).toEqual(["pending", "reviewing"]);
      expect(
        (await notificationsAbout(id, students[index]!.id)).filter((row) => row.type === "status_change"),
      ).toHaveLength(1);
    }
  });

  it("refuses the whole request when one id is another company's or missing, and changes nothing", async () => {
    const mine = [await applicationIn("pending"), await applicationIn("reviewing")];
    const theirs = await applicationIn("pending", students[1], otherCompany);
    for (const intruder of [theirs, "00000000-0000-4000-8000-000000000000"]) {
      for (const status of ["reviewing", "rejected"]) {
        const response = await bulk({ applicationIds: [...mine, intruder], status });
        expect(response.status, `${status} with ${intruder}`).toBe(404);
      }
    }
    expect(await storedStatus(mine[0]!)).toBe("pending");
    expect(await storedStatus(theirs)).toBe("pending");
    const opened = await ctx.db
      .select()
      .from(applicationDecisions)
      .where(inArray(applicationDecisions.applicationId, [...mine, theirs]));
    expect(opened).toEqual([]);
  });

  it("undoes a bulk decision in one request, and refuses another company's ids", async () => {
    const ids = [
      await applicationIn("reviewing", students[0]),
      await applicationIn("reviewing", students[1]),
    ];
    const theirs = await applicationIn("reviewing", students[2], otherCompany);
    await bulk({ applicationIds: ids, status: "accepted" });
    const intruded = await company.agent.post("/api/company/applications/undo", {
      applicationIds: [...ids, theirs],
    });
    expect(intruded.status).toBe(404);
    const response = await company.agent.post("/api/company/applications/undo", { applicationIds: ids });
    expect(response.status).toBe(200);
    expect(response.json.tooLate).toEqual([]);
    expect(response.json.undone.map((item: { decision: unknown }) => item.decision)).toEqual([null, null]);
    await endUndoWindow(ctx.db);
    await settleDueDecisions(ctx.db);
    for (const id of ids) expect(await storedStatus(id)).toBe("reviewing");
  });

  it.each([
    ["no ids", { applicationIds: [], status: "rejected" }, "applicationIds"],
    ["a malformed id", { applicationIds: ["nope"], status: "rejected" }, "applicationIds.0"],
    [
      "the same id twice",
      {
        applicationIds: ["00000000-0000-4000-8000-000000000001", "00000000-0000-4000-8000-000000000001"],
        status: "rejected",
      },
      "applicationIds",
    ],
    [
      "more than 100 ids",
      {
        applicationIds: Array.from(
          { length: 101 },
          (_, index) => `00000000-0000-4000-8000-${String(index).padStart(12, "0")}`,
        ),
        status: "rejected",
      },
      "applicationIds",
    ],
    ["pending", { applicationIds: ["00000000-0000-4000-8000-000000000001"], status: "pending" }, "status"],
    ["ids that are not a list", { applicationIds: "all", status: "rejected" }, "applicationIds"],
  ])("refuses %s with a 400", async (_label, body, field) => {
    const response = await bulk(body);
    expect(response.status).toBe(400);
    expect(Object.keys(response.json.error.fields)).toContain(field);
  });

  it("is for companies only", async () => {
    const body = { applicationIds: ["00000000-0000-4000-8000-000000000001"], status: "reviewing" };
    expect((await bulk(body, students[0]!.agent)).status).toBe(403);
    expect((await bulk(body, admin.agent)).status).toBe(403);
    expect((await bulk(body, ctx.agent())).status).toBe(401);
    const undoBody = { applicationIds: body.applicationIds };
    expect((await students[0]!.agent.post("/api/company/applications/undo", undoBody)).status).toBe(403);
    expect((await ctx.agent().post("/api/company/applications/undo", undoBody)).status).toBe(401);
  });
});

describe("the progress dates on the student's list", () => {
  it("carries when the application was sent, when its review started and when it was decided", async () => {
    const student = students[1]!;
    const id = await applicationIn("pending", student);
    const sent = await studentView(student, id);
    expect(sent.progress).toEqual({ submittedAt: sent.createdAt, reviewStartedAt: null, decidedAt: null });

    await ctx.db.execute(
      sql`update application_status_changes set created_at = created_at - interval '3 days' where application_id = ${id}`,
    );
    await decide(id, { status: "reviewing" });
    const reviewing = await studentView(student, id);
    const history = await historyOf(id);
    expect(reviewing.progress.reviewStartedAt).toBe(history[1]!.createdAt.toISOString());
    expect(reviewing.progress.decidedAt).toBeNull();

    await decide(id, { status: "accepted" });
    expect((await studentView(student, id)).progress.decidedAt).toBeNull();
    await endUndoWindow(ctx.db, [id]);
    const decided = await studentView(student, id);
    const decidedAt = (await historyOf(id)).at(-1)!.createdAt.toISOString();
    expect(decided.progress).toEqual({
      submittedAt: sent.createdAt,
      reviewStartedAt: reviewing.progress.reviewStartedAt,
      decidedAt,
    });
    expect(decided.updatedAt).toBe(decidedAt);

    // Moved back by an admin: no decision to show, the review date stays.
    await decide(id, { status: "reviewing" }, admin.agent);
    expect((await studentView(student, id)).progress).toMatchObject({
      reviewStartedAt: reviewing.progress.reviewStartedAt,
      decidedAt: null,
    });
  });
});
