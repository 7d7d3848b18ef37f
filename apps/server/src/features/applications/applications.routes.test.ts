import type { CompanyApplication, StudentApplication } from "@internpath/shared/api-types";
import { APPLY_MESSAGES } from "@internpath/shared/apply-messages";
import { and, count, eq, sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it, vi } from "vitest";
import { profiles } from "../../db/schema/auth.ts";
import {
  applicationDecisions,
  applicationStatusChanges,
  applications,
  internships,
  notifications,
} from "../../db/schema/marketplace.ts";
import { decideNow, endUndoWindow } from "../../testing/decisions.ts";
import { AWKWARD_CSV_TEXTS, pdfBytes } from "../../testing/fixtures.ts";
import { postInternship, setCreatedAt, studentWithResume } from "../../testing/marketplace.ts";
import { createTestContext, type TestContext } from "../../testing/test-app.ts";
import { exportCompanyApplications } from "./export-applications.service.ts";

// Each account signs in (a password hash) and students upload a resume: slow on a busy machine.
vi.setConfig({ testTimeout: 90_000 });

let ctx: TestContext;
type SignedIn = Awaited<ReturnType<TestContext["signedInAs"]>>;
let company: SignedIn;
let otherCompany: SignedIn;
let admin: SignedIn;
let applicant: Awaited<ReturnType<typeof studentWithResume>>;

beforeAll(async () => {
  ctx = await createTestContext();
  [company, otherCompany, admin] = await Promise.all([
    ctx.signedInAs("company"),
    ctx.signedInAs("company"),
    ctx.signedInAs("admin"),
  ]);
  applicant = await studentWithResume(ctx, { fullName: "Ada Applicant" });
});
afterAll(() => ctx.close());

const ids = (items: { id: string }[]) => items.map((item) => item.id);

async function apply(agent: SignedIn["agent"], internshipId: string, coverLetter?: string) {
  const response = await agent.post("/api/applications", { internshipId, coverLetter });
  if (response.status !== 201) throw new Error(`apply failed: ${response.status} ${response.text}`);
  return response.json.application as StudentApplication;
}

describe("POST /api/applications", () => {
  it("applies with the resume current at that moment, records the history and notifies the company", async () => {
    const internship = await postInternship(ctx.db, company.actor, {
      title: "Backend Intern",
      location: "Dublin",
    });
    const response = await applicant.agent.post("/api/applications", {
      internshipId: internship.id,
      coverLetter: "  Dear team,\nI would love to join.  ",
    });
    expect(response.status).toBe(201);
    expect(response.json.application).toEqual({
      id: expect.any(String),
      status: "pending",
      coverLetter: "Dear team,\nI would love to join.",
      resumeUrl: applicant.resumeUrl,
      createdAt: expect.any(String),
      updatedAt: expect.any(String),
      internship: {
        id: internship.id,
        title: "Backend Intern",
        location: "Dublin",
        isRemote: false,
        type: "full-time",
        duration: "3 months",
        status: "open",
        companyName: "Test Company",
        removed: null,
      },
      progress: {
        submittedAt: response.json.application.createdAt,
        reviewStartedAt: null,
        decidedAt: null,
      },
    });
    const applicationId = response.json.application.id;
    const history = await ctx.db
      .select()
      .from(applicationStatusChanges)
      .where(eq(applicationStatusChanges.applicationId, applicationId));
    expect(history).toMatchObject([{ fromStatus: null, toStatus: "pending", changedBy: applicant.id }]);
    const [notification] = await ctx.db
      .select()
      .from(notifications)
      .where(and(eq(notifications.userId, company.id), eq(notifications.relatedId, applicationId)));
    expect(notification).toMatchObject({ type: "application", title: "New application" });

    // A new resume later does not change what was sent; the company can open the one it received.
    const replaced = await applicant.agent.upload("resume", pdfBytes("New resume"), "new.pdf");
    applicant.resumeUrl = replaced.json.url;
    const [mine] = (await applicant.agent.get("/api/applications/mine")).json.items.filter(
      (item: StudentApplication) => item.id === applicationId,
    );
    expect(mine.resumeUrl).toBe(response.json.application.resumeUrl);
    expect(mine.resumeUrl).not.toBe(replaced.json.url);
    expect((await company.agent.get(mine.resumeUrl)).status).toBe(200);
    expect((await otherCompany.agent.get(mine.resumeUrl)).status).toBe(404);
  });

  it("creates exactly one application from 20 identical requests sent at once", async () => {
    const internship = await postInternship(ctx.db, company.actor);
    const student = await studentWithResume(ctx);
    const responses = await Promise.all(
      Array.from({ length: 20 }, () =>
        student.agent.post("/api/applications", { internshipId: internship.id }),
      ),
    );
    const created = responses.filter((response) => response.status === 201);
    expect(created).toHaveLength(1);
    const refused = responses.filter((response) => response.status !== 201);
    expect(refused).toHaveLength(19);
    for (const response of refused) {
      expect(response.status).toBe(409);
      expect(response.json.error.message).toBe(APPLY_MESSAGES.alreadyApplied);
    }
    const where = and(eq(applications.internshipId, internship.id), eq(applications.studentId, student.id));
    expect((await ctx.db.select({ n: count() }).from(applications).where(where))[0]!.n).toBe(1);
    const applicationId = created[0]!.json.application.id;
    const changes = await ctx.db
      .select({ n: count() })
      .from(applicationStatusChanges)
      .where(eq(applicationStatusChanges.applicationId, applicationId));
    expect(changes[0]!.n).toBe(1);
    const notices = await ctx.db
      .select({ n: count() })
      .from(notifications)
      .where(eq(notifications.relatedId, applicationId));
    expect(notices[0]!.n).toBe(1);
  });

  it("refuses anonymous visitors, companies and admins with the product's texts", async () => {
    const internship = await postInternship(ctx.db, company.actor);
    const anonymous = await ctx.agent().post("/api/applications", { internshipId: internship.id });
    expect(anonymous.status).toBe(401);
    expect(anonymous.json.error.message).toBe(APPLY_MESSAGES.signIn);
    for (const agent of [company.agent, otherCompany.agent, admin.agent]) {
      const response = await agent.post("/api/applications", { internshipId: internship.id });
      expect(response.status).toBe(403);
      expect(response.json.error.message).toBe(APPLY_MESSAGES.studentsOnly);
    }
    expect(
      (await ctx.db.select().from(applications).where(eq(applications.internshipId, internship.id))).length,
    ).toBe(0);
  });

  it("refuses a student without a resume, and a second application", async () => {
    const internship = await postInternship(ctx.db, company.actor);
    const noResume = await ctx.signedInAs("student");
    const response = await noResume.agent.post("/api/applications", { internshipId: internship.id });
    expect(response.status).toBe(400);
    expect(response.json.error.message).toBe(APPLY_MESSAGES.resumeRequired);

    await apply(applicant.agent, internship.id);
    const again = await applicant.agent.post("/api/applications", { internshipId: internship.id });
    expect(again.status).toBe(409);
    expect(again.json.error.message).toBe(APPLY_MESSAGES.alreadyApplied);
  });

  it("refuses closed (400), draft (404) and past-deadline (400) internships", async () => {
    const closed = await postInternship(ctx.db, company.actor, { status: "closed" });
    const draft = await postInternship(ctx.db, company.actor, { status: "draft" });
    const late = await postInternship(ctx.db, company.actor, { deadline: "2099-01-01" });
    await ctx.db.update(internships).set({ deadline: "2021-06-30" }).where(eq(internships.id, late.id));
    const today = await postInternship(ctx.db, company.actor, {
      deadline: new Date().toISOString().slice(0, 10),
    });

    const toClosed = await applicant.agent.post("/api/applications", { internshipId: closed.id });
    expect([toClosed.status, toClosed.json.error.message]).toEqual([400, APPLY_MESSAGES.notOpen]);
    const toDraft = await applicant.agent.post("/api/applications", { internshipId: draft.id });
    expect([toDraft.status, toDraft.json.error.message]).toEqual([404, "Internship not found"]);
    const toLate = await applicant.agent.post("/api/applications", { internshipId: late.id });
    expect([toLate.status, toLate.json.error.message]).toEqual([400, APPLY_MESSAGES.deadlinePassed]);
    // The deadline day itself is still open.
    expect((await applicant.agent.post("/api/applications", { internshipId: today.id })).status).toBe(201);
  });

  it.each([
    ["a missing internship id", { internshipId: undefined }, 400],
    ["an internship id that is not a UUID", { internshipId: "42" }, 400],
    ["an internship that does not exist", { internshipId: "00000000-0000-4000-8000-000000000000" }, 404],
    ["a NUL byte in the cover letter", { coverLetter: "a\u0000b" }, 400],
    ["a cover letter over 10,000 characters", { coverLetter: "x".repeat(10_001) }, 400],
  ])("refuses %s", async (_label, change, status) => {
    const internship = await postInternship(ctx.db, company.actor);
    const response = await applicant.agent.post("/api/applications", {
      internshipId: internship.id,
      ...change,
    });
    expect(response.status).toBe(status);
    expect(response.json.error.message).toEqual(expect.any(String));
  });
});

describe("GET /api/applications/mine (My Applications)", () => {
  it("lists only the student's own applications, newest first, with counts per status and a status filter", async () => {
    const student = await studentWithResume(ctx);
    const other = await studentWithResume(ctx);
    const made: StudentApplication[] = [];
    for (let index = 0; index < 5; index++) {
      const internship = await postInternship(ctx.db, company.actor, { title: `Mine ${index}` });
      made.push(await apply(student.agent, internship.id));
      await apply(other.agent, internship.id);
    }
    await company.agent.patch(`/api/applications/${made[0]!.id}/status`, { status: "reviewing" });
    await company.agent.patch(`/api/applications/${made[1]!.id}/status`, { status: "reviewing" });
    await decideNow(ctx.db, company.agent, made[1]!.id, "accepted");
    await company.agent.patch(`/api/applications/${made[2]!.id}/status`, { status: "reviewing" });
    await decideNow(ctx.db, company.agent, made[2]!.id, "rejected");

    const all = await student.agent.get("/api/applications/mine");
    expect(all.status).toBe(200);
    expect(ids(all.json.items)).toEqual(ids(made).reverse());
    expect(all.json.total).toBe(5);
    expect(all.json.counts).toEqual({
      all: 5,
      pending: 2,
      reviewing: 1,
      accepted: 1,
      rejected: 1,
      withdrawn: 0,
    });
    expect(all.json.items[3]).toMatchObject({ status: "accepted", internship: { title: "Mine 1" } });

    const pending = await student.agent.get("/api/applications/mine?status=pending");
    expect(ids(pending.json.items)).toEqual([made[4]!.id, made[3]!.id]);
    expect(pending.json.total).toBe(2);
    expect(pending.json.counts.all).toBe(5);

    const first = await student.agent.get("/api/applications/mine?limit=2");
    const second = await student.agent.get(`/api/applications/mine?limit=2&after=${first.json.nextCursor}`);
    const third = await student.agent.get(`/api/applications/mine?limit=2&after=${second.json.nextCursor}`);
    expect([...ids(first.json.items), ...ids(second.json.items), ...ids(third.json.items)]).toEqual(
      ids(all.json.items),
    );
    expect(third.json.nextCursor).toBeNull();
  });

  it("refuses companies, admins and anonymous visitors, and a bad status", async () => {
    expect((await company.agent.get("/api/applications/mine")).status).toBe(403);
    expect((await admin.agent.get("/api/applications/mine")).status).toBe(403);
    expect((await ctx.agent().get("/api/applications/mine")).status).toBe(401);
    const bad = await applicant.agent.get("/api/applications/mine?status=hired");
    expect(bad.status).toBe(400);
    expect(bad.json.error.message).toBe("Status must be pending, reviewing, accepted, rejected or withdrawn");
  });
});

describe("GET /api/applications/:id/history", () => {
  it("shows the timeline to the student, the owner company and admins only", async () => {
    const internship = await postInternship(ctx.db, company.actor);
    const application = await apply(applicant.agent, internship.id);
    await company.agent.patch(`/api/applications/${application.id}/status`, { status: "reviewing" });
    await decideNow(ctx.db, company.agent, application.id, "accepted");

    for (const agent of [applicant.agent, company.agent, admin.agent]) {
      const response = await agent.get(`/api/applications/${application.id}/history`);
      expect(response.status).toBe(200);
      expect(
        response.json.items.map((item: { fromStatus: string | null; toStatus: string }) => [
          item.fromStatus,
          item.toStatus,
        ]),
      ).toEqual([
        [null, "pending"],
        ["pending", "reviewing"],
        ["reviewing", "accepted"],
      ]);
    }
    const someoneElse = await ctx.signedInAs("student");
    expect((await someoneElse.agent.get(`/api/applications/${application.id}/history`)).status).toBe(404);
    expect((await otherCompany.agent.get(`/api/applications/${application.id}/history`)).status).toBe(404);
    expect((await ctx.agent().get(`/api/applications/${application.id}/history`)).status).toBe(401);
    expect((await applicant.agent.get("/api/applications/not-a-uuid/history")).status).toBe(404);
  });
});

describe("GET /api/company/applications (Review Applications)", () => {
  it("lists applications to the company's own internships only, searched by name or email, filtered with AND", async () => {
    const reviewer = await ctx.signedInAs("company");
    const first = await postInternship(ctx.db, reviewer.actor, { title: "First role" });
    const second = await postInternship(ctx.db, reviewer.actor, { title: "Second role" });
    const elsewhere = await postInternship(ctx.db, otherCompany.actor);
    const zoe = await studentWithResume(ctx, {
      fullName: "Zoë Zhang",
      email: `zoe.${Date.now()}@uni.example.com`,
    });
    const max = await studentWithResume(ctx, { fullName: "Max 100%_Mustermann" });
    const a1 = await apply(zoe.agent, first.id);
    const a2 = await apply(max.agent, first.id);
    const a3 = await apply(zoe.agent, second.id);
    await apply(zoe.agent, elsewhere.id);
    await reviewer.agent.patch(`/api/applications/${a1.id}/status`, { status: "reviewing" });

    const all = await reviewer.agent.get("/api/company/applications");
    expect(all.status).toBe(200);
    expect(ids(all.json.items)).toEqual([a3.id, a2.id, a1.id]);
    expect(all.json.total).toBe(3);
    expect(all.json.counts).toEqual({
      all: 3,
      pending: 2,
      reviewing: 1,
      accepted: 0,
      rejected: 0,
      withdrawn: 0,
    });
    // A status with no rows: an empty page, and the counts all the same.
    const none = await reviewer.agent.get("/api/company/applications?status=accepted");
    expect(none.json).toMatchObject({ items: [], total: 0, counts: all.json.counts });
    const zoeRow = all.json.items.find((item: CompanyApplication) => item.id === a1.id);
    expect(zoeRow).toMatchObject({
      status: "reviewing",
      resumeUrl: zoe.resumeUrl,
      internship: { id: first.id, title: "First role" },
      student: {
        id: zoe.id,
        fullName: "Zoë Zhang",
        email: zoe.email,
        university: "Test University",
        skills: [],
      },
    });

    const cases: [string, string[]][] = [
      ["q=zoË", [a3.id, a1.id]],
      [`q=${encodeURIComponent("UNI.EXAMPLE")}`, [a3.id, a1.id]],
      ["q=mustermann", [a2.id]],
      ["q=100%25_", [a2.id]],
      ["q=%25", [a2.id]],
      ["q=z_e", []],
      ["status=pending", [a3.id, a2.id]],
      [`internshipId=${first.id}`, [a2.id, a1.id]],
      [`q=zoe&internshipId=${first.id}`, [a1.id]],
      [`q=zoe&status=pending`, [a3.id]],
      [`internshipId=${elsewhere.id}`, []],
    ];
    for (const [query, expected] of cases) {
      const response = await reviewer.agent.get(`/api/company/applications?${query}`);
      expect(response.status, query).toBe(200);
      expect(ids(response.json.items), query).toEqual(expected);
      expect(response.json.total, query).toBe(expected.length);
    }
    const filteredCounts = await reviewer.agent.get(
      `/api/company/applications?status=pending&internshipId=${first.id}`,
    );
    expect(filteredCounts.json.counts).toEqual({
      all: 2,
      pending: 1,
      reviewing: 1,
      accepted: 0,
      rejected: 0,
      withdrawn: 0,
    });

    const page1 = await reviewer.agent.get("/api/company/applications?limit=2");
    const page2 = await reviewer.agent.get(
      `/api/company/applications?limit=2&after=${page1.json.nextCursor}`,
    );
    expect([...ids(page1.json.items), ...ids(page2.json.items)]).toEqual([a3.id, a2.id, a1.id]);
    const back = await reviewer.agent.get(
      `/api/company/applications?limit=2&before=${page2.json.prevCursor}`,
    );
    expect(ids(back.json.items)).toEqual([a3.id, a2.id]);

    // The other company sees none of these.
    const theirs = await otherCompany.agent.get(`/api/company/applications?internshipId=${first.id}`);
    expect(theirs.json.items).toEqual([]);
  });

  it("counts withdrawn applications beside the others, so the statuses add up to all, and lists them under status=withdrawn", async () => {
    const reviewer = await ctx.signedInAs("company");
    const internship = await postInternship(ctx.db, reviewer.actor, { title: "Withdrawn role" });
    const other = await postInternship(ctx.db, reviewer.actor, { title: "Other role" });
    const stays = await studentWithResume(ctx, { fullName: "Stella Stays" });
    const leaves = await studentWithResume(ctx, { fullName: "Wanda Withdraws" });
    const kept = await apply(stays.agent, internship.id);
    const reviewed = await apply(stays.agent, other.id);
    const withdrawn = await apply(leaves.agent, internship.id);
    const movedOn = await apply(leaves.agent, other.id);
    await reviewer.agent.patch(`/api/applications/${reviewed.id}/status`, { status: "reviewing" });
    await reviewer.agent.patch(`/api/applications/${movedOn.id}/status`, { status: "reviewing" });
    for (const application of [withdrawn, movedOn]) {
      expect((await leaves.agent.post(`/api/applications/${application.id}/withdraw`)).status).toBe(200);
    }

    const statusesAddUp = (counts: Record<string, number>) =>
      counts.pending! + counts.reviewing! + counts.accepted! + counts.rejected! + counts.withdrawn!;
    // From the company's counters, under an internship filter, and under a search (counted each time).
    const cases: [string, Record<string, number>, string[]][] = [
      [
        "status=withdrawn",
        { all: 4, pending: 1, reviewing: 1, accepted: 0, rejected: 0, withdrawn: 2 },
        [movedOn.id, withdrawn.id],
      ],
      [
        `status=withdrawn&internshipId=${internship.id}`,
        { all: 2, pending: 1, reviewing: 0, accepted: 0, rejected: 0, withdrawn: 1 },
        [withdrawn.id],
      ],
      [
        "status=withdrawn&q=wanda",
        { all: 2, pending: 0, reviewing: 0, accepted: 0, rejected: 0, withdrawn: 2 },
        [movedOn.id, withdrawn.id],
      ],
      [
        "status=withdrawn&q=stella",
        { all: 2, pending: 1, reviewing: 1, accepted: 0, rejected: 0, withdrawn: 0 },
        [],
      ],
    ];
    for (const [query, counts, expected] of cases) {
      const response = await reviewer.agent.get(`/api/company/applications?${query}`);
      expect(response.status, query).toBe(200);
      expect(response.json.counts, query).toEqual(counts);
      expect(statusesAddUp(response.json.counts), query).toBe(response.json.counts.all);
      expect(ids(response.json.items), query).toEqual(expected);
      expect(response.json.total, query).toBe(expected.length);
      for (const item of response.json.items as CompanyApplication[]) {
        expect(item.status, query).toBe("withdrawn");
      }
    }
    // The other statuses list no withdrawn application.
    const pending = await reviewer.agent.get("/api/company/applications?status=pending");
    expect(ids(pending.json.items)).toEqual([kept.id]);
  });

  it("refuses students, admins and anonymous visitors, and bad filters", async () => {
    expect((await applicant.agent.get("/api/company/applications")).status).toBe(403);
    expect((await admin.agent.get("/api/company/applications")).status).toBe(403);
    expect((await ctx.agent().get("/api/company/applications")).status).toBe(401);
    for (const query of [
      "status=hired",
      "internshipId=42",
      "q=%00",
      `q=${"x".repeat(10_240)}`,
      "limit=500",
    ]) {
      expect((await company.agent.get(`/api/company/applications?${query}`)).status, query).toBe(400);
    }
  });
});

describe("GET /api/company/applications: a row", () => {
  it("answers a company with no applications with an empty page, its counts at zero, as private JSON", async () => {
    const newcomer = await ctx.signedInAs("company");
    const response = await newcomer.agent.get("/api/company/applications?status=pending");
    expect(response.status).toBe(200);
    expect(response.headers.get("content-type")).toBe("application/json");
    expect(response.headers.get("cache-control")).toContain("no-store");
    expect(response.json).toEqual({
      items: [],
      nextCursor: null,
      prevCursor: null,
      total: 0,
      counts: { all: 0, pending: 0, reviewing: 0, accepted: 0, rejected: 0, withdrawn: 0 },
    });
  });

  it("holds every field of the application, its student, its internship and the company's decision", async () => {
    const reviewer = await ctx.signedInAs("company");
    const internship = await postInternship(ctx.db, reviewer.actor, { title: 'Every "field"' });
    const student = await studentWithResume(ctx, { fullName: "Ada Field" });
    // Text that JSON must escape, written out by the server field by field (lib/json-text.ts).
    const profileFields = {
      bio: 'Writes "quoted" text, a back\\slash, a tab\t, a bell \u0007, </script> and 😀',
      location: "Lagos, Nigeria",
      website: "https://ada.example.com",
      university: "Field University",
      degree: "BSc Mathematics",
      graduationYear: 2028,
      skills: ["SQL", 'say "Go"'],
    };
    await ctx.db.update(profiles).set(profileFields).where(eq(profiles.id, student.id));
    const applied = await apply(student.agent, internship.id, "Dear team,\nI would like to join.");
    // Microseconds in the stored time: the answer gives milliseconds, as toISOString does.
    await setCreatedAt(ctx.db, "applications", applied.id, "2026-03-04 05:06:07.123987+00");
    const before = await reviewer.agent.get("/api/company/applications");
    expect(before.json.items[0].decision).toBeNull();
    await reviewer.agent.patch(`/api/applications/${applied.id}/status`, { status: "reviewing" });
    const rejected = await reviewer.agent.patch(`/api/applications/${applied.id}/status`, {
      status: "rejected",
      reason: "Position filled",
    });
    expect(rejected.status).toBe(200);

    const [application] = await ctx.db.select().from(applications).where(eq(applications.id, applied.id));
    const [profile] = await ctx.db.select().from(profiles).where(eq(profiles.id, student.id));
    const [decision] = await ctx.db
      .select()
      .from(applicationDecisions)
      .where(eq(applicationDecisions.applicationId, applied.id));
    const list = await reviewer.agent.get("/api/company/applications");
    expect(list.json.items).toEqual([
      {
        id: applied.id,
        status: application!.status,
        coverLetter: "Dear team,\nI would like to join.",
        resumeUrl: student.resumeUrl,
        createdAt: "2026-03-04T05:06:07.123Z",
        updatedAt: application!.updatedAt.toISOString(),
        student: {
          id: student.id,
          fullName: "Ada Field",
          email: profile!.email,
          avatarUrl: null,
          ...profileFields,
        },
        internship: { id: internship.id, title: 'Every "field"' },
        decision: {
          status: "rejected",
          reason: "Position filled",
          effectiveAt: decision!.effectiveAt.toISOString(),
          isPending: true,
        },
      },
    ]);
  });
});

describe("PATCH /api/applications/:id/status", () => {
  async function freshApplication() {
    const internship = await postInternship(ctx.db, company.actor);
    return apply(applicant.agent, internship.id);
  }
  const statusOf = async (id: string) =>
    (await ctx.db.select().from(applications).where(eq(applications.id, id)))[0]!;

  it("moves pending -> reviewing -> accepted for the owner company (after the undo window), stamping updated_at and recording each move", async () => {
    const application = await freshApplication();
    const reviewing = await company.agent.patch(`/api/applications/${application.id}/status`, {
      status: "reviewing",
    });
    expect(reviewing.status).toBe(200);
    expect(reviewing.json.application).toEqual({
      id: application.id,
      status: "reviewing",
      updatedAt: expect.any(String),
      decision: null,
    });
    expect(new Date(reviewing.json.application.updatedAt).getTime()).toBeGreaterThan(
      new Date(application.updatedAt).getTime(),
    );
    const accepted = await company.agent.patch(`/api/applications/${application.id}/status`, {
      status: "accepted",
    });
    // Accept waits out its undo window (decisions.test.ts), then takes effect.
    expect(accepted.json.application).toMatchObject({
      status: "reviewing",
      decision: { status: "accepted", isPending: true },
    });
    await endUndoWindow(ctx.db, [application.id]);
    expect((await company.agent.get(`/api/applications/${application.id}/history`)).json.items).toHaveLength(
      3,
    );
    expect((await statusOf(application.id)).status).toBe("accepted");
    const history = await ctx.db
      .select()
      .from(applicationStatusChanges)
      .where(eq(applicationStatusChanges.applicationId, application.id))
      .orderBy(applicationStatusChanges.createdAt);
    expect(history.map((row) => [row.fromStatus, row.toStatus, row.changedBy])).toEqual([
      [null, "pending", applicant.id],
      ["pending", "reviewing", company.id],
      ["reviewing", "accepted", company.id],
    ]);
    const [notification] = await ctx.db
      .select()
      .from(notifications)
      .where(and(eq(notifications.userId, applicant.id), eq(notifications.relatedId, application.id)))
      .orderBy(sql`${notifications.createdAt} desc`);
    expect(notification).toMatchObject({
      type: "status_change",
      content: expect.stringContaining("accepted"),
    });
  });

  it("refuses illegal moves for companies: pending -> accepted, and anything out of accepted or rejected", async () => {
    const pending = await freshApplication();
    for (const status of ["accepted", "rejected", "pending"]) {
      const response = await company.agent.patch(`/api/applications/${pending.id}/status`, { status });
      expect(response.status, status).toBe(400);
    }
    expect((await statusOf(pending.id)).status).toBe("pending");

    for (const decision of ["accepted", "rejected"] as const) {
      const application = await freshApplication();
      await company.agent.patch(`/api/applications/${application.id}/status`, { status: "reviewing" });
      await decideNow(ctx.db, company.agent, application.id, decision);
      for (const status of ["pending", "reviewing", "accepted", "rejected"]) {
        const response = await company.agent.patch(`/api/applications/${application.id}/status`, { status });
        expect(response.status, `${decision} -> ${status}`).toBe(400);
      }
      const row = await statusOf(application.id);
      expect(row.status).toBe(decision);
    }
    const reviewing = await freshApplication();
    await company.agent.patch(`/api/applications/${reviewing.id}/status`, { status: "reviewing" });
    const back = await company.agent.patch(`/api/applications/${reviewing.id}/status`, { status: "pending" });
    expect(back.status).toBe(400);
    expect(back.json.error.message).toBe("An application cannot move from reviewing to pending");
  });

  it("lets an admin set any status", async () => {
    const application = await freshApplication();
    expect(
      (await admin.agent.patch(`/api/applications/${application.id}/status`, { status: "accepted" })).status,
    ).toBe(200);
    expect(
      (await admin.agent.patch(`/api/applications/${application.id}/status`, { status: "pending" })).status,
    ).toBe(200);
    expect((await statusOf(application.id)).status).toBe("pending");
  });

  it("refuses another company (404, by id as well), students (403) and anonymous visitors (401)", async () => {
    const application = await freshApplication();
    const other = await otherCompany.agent.patch(`/api/applications/${application.id}/status`, {
      status: "reviewing",
    });
    expect(other.status).toBe(404);
    expect(
      (await applicant.agent.patch(`/api/applications/${application.id}/status`, { status: "reviewing" }))
        .status,
    ).toBe(403);
    expect(
      (await ctx.agent().patch(`/api/applications/${application.id}/status`, { status: "reviewing" })).status,
    ).toBe(401);
    expect((await statusOf(application.id)).status).toBe("pending");
    expect((await company.agent.patch("/api/applications/nope/status", { status: "reviewing" })).status).toBe(
      404,
    );
    expect(
      (
        await company.agent.patch("/api/applications/00000000-0000-4000-8000-000000000000/status", {
          status: "reviewing",
        })
      ).status,
    ).toBe(404);
    const bad = await company.agent.patch(`/api/applications/${application.id}/status`, { status: "hired" });
    expect(bad.status).toBe(400);
    expect(bad.json.error.fields.status).toBe(
      "Status must be pending, reviewing, accepted, rejected or withdrawn",
    );
  });
});

/** A strict RFC 4180 reader: a line break or a quote outside a quoted field is an error. */
function parseCsv(text: string): string[][] {
  const rows: string[][] = [];
  let row: string[] = [];
  let field = "";
  let quoted = false;
  let index = 0;
  while (index < text.length) {
    const character = text[index]!;
    if (quoted) {
      if (character === '"' && text[index + 1] === '"') {
        field += '"';
        index += 2;
      } else if (character === '"') {
        quoted = false;
        index += 1;
        if (index < text.length && text[index] !== "," && text[index] !== "\r")
          throw new Error("text after a closing quote");
      } else {
        field += character;
        index += 1;
      }
    } else if (character === '"' && field === "") {
      quoted = true;
      index += 1;
    } else if (character === ",") {
      row.push(field);
      field = "";
      index += 1;
    } else if (character === "\r" && text[index + 1] === "\n") {
      row.push(field);
      rows.push(row);
      row = [];
      field = "";
      index += 2;
    } else if (character === '"' || character === "\r" || character === "\n") {
      throw new Error(`unquoted ${JSON.stringify(character)} at ${index}`);
    } else {
      field += character;
      index += 1;
    }
  }
  if (quoted) throw new Error("unterminated quote");
  if (field !== "" || row.length > 0) throw new Error("the last record has no CRLF");
  return rows;
}

const HEADER = ["Student Name", "Email", "Internship", "Status", "Applied Date", "Updated Date"];

describe("GET /api/company/applications/export", () => {
  it("streams RFC 4180 CSV that parses back to the rows, with formula cells neutralised", async () => {
    const exporter = await ctx.signedInAs("company");
    const internship = await postInternship(ctx.db, exporter.actor, { title: 'Design, UX & "Research"' });
    const names = AWKWARD_CSV_TEXTS;
    const made: { name: string; email: string; id: string }[] = [];
    for (const fullName of names) {
      const student = await studentWithResume(ctx, { fullName: "placeholder" });
      // Names come from sign-up, social providers and admins; store them as-is to test the worst cases.
      await ctx.db.update(profiles).set({ fullName }).where(eq(profiles.id, student.id));
      const application = await apply(student.agent, internship.id);
      made.push({ name: fullName, email: student.email, id: application.id });
    }
    await exporter.agent.patch(`/api/applications/${made[0]!.id}/status`, { status: "reviewing" });
    await postInternship(ctx.db, otherCompany.actor).then((other) => apply(applicant.agent, other.id));

    const response = await exporter.agent.get("/api/company/applications/export");
    expect(response.status).toBe(200);
    expect(response.headers.get("content-type")).toBe("text/csv; charset=utf-8");
    expect(response.headers.get("content-disposition")).toMatch(
      /^attachment; filename="company_applications_\d{4}-\d{2}-\d{2}T\d{2}-\d{2}-\d{2}Z\.csv"$/,
    );
    expect(
      response.text.startsWith("Student Name,Email,Internship,Status,Applied Date,Updated Date\r\n"),
    ).toBe(true);

    const [header, ...rows] = parseCsv(response.text);
    expect(header).toEqual(HEADER);
    const neutralise = (value: string) => (/^[=+\-@\t\r]/.test(value) ? `'${value}` : value);
    const dbRows = await ctx.db
      .select()
      .from(applications)
      .where(eq(applications.internshipId, internship.id))
      .orderBy(sql`${applications.createdAt} desc`, sql`${applications.id} desc`);
    expect(rows).toEqual(
      dbRows.map((row) => {
        const person = made.find((entry) => entry.id === row.id)!;
        return [
          neutralise(person.name),
          person.email,
          'Design, UX & "Research"',
          row.status,
          row.createdAt.toISOString().slice(0, 10),
          row.updatedAt.toISOString().slice(0, 10),
        ];
      }),
    );
    expect(rows.map((row) => row[0])).toContain('\'=HYPERLINK("http://evil.example","click")');
    expect(rows.map((row) => row[0])).toContain("Line\nBreak");
    expect(rows.find((row) => row[0] === "Smith, Jane")![3]).toBe("reviewing");

    // Read in batches of 3 (4 batches, the last one short), the file is the same, byte for byte.
    const batched = await exportCompanyApplications(ctx.db, exporter.actor, {}, 3);
    expect(await new Response(batched.body).text()).toBe(response.text);
  });

  it("applies the list's filters, and answers 404 'No applications to export' when nothing matches", async () => {
    const exporter = await ctx.signedInAs("company");
    const internship = await postInternship(ctx.db, exporter.actor);
    const empty = await exporter.agent.get("/api/company/applications/export");
    expect(empty.status).toBe(404);
    expect(empty.json.error.message).toBe("No applications to export");

    const application = await apply(applicant.agent, internship.id);
    const pending = await exporter.agent.get("/api/company/applications/export?status=pending");
    expect(parseCsv(pending.text)).toHaveLength(2);
    expect((await exporter.agent.get("/api/company/applications/export?status=accepted")).status).toBe(404);
    expect((await exporter.agent.get("/api/company/applications/export?q=nobody-by-this-name")).status).toBe(
      404,
    );
    const byName = await exporter.agent.get("/api/company/applications/export?q=ada%20applicant");
    expect(parseCsv(byName.text)[1]![0]).toBe("Ada Applicant");
    expect(application.status).toBe("pending");
    expect((await exporter.agent.get("/api/company/applications/export?status=hired")).status).toBe(400);

    // Searches are written into PostgreSQL's COPY as literals: quotes and backslashes stay text.
    const quoted = await studentWithResume(ctx, { fullName: "Dara O'Brien \\ Jr" });
    await apply(quoted.agent, internship.id);
    const search = (q: string) =>
      exporter.agent.get(`/api/company/applications/export?q=${encodeURIComponent(q)}`);
    const byQuoted = await search("o'brien \\ j");
    expect(byQuoted.status).toBe(200);
    expect(
      parseCsv(byQuoted.text)
        .slice(1)
        .map((row) => row[0]),
    ).toEqual(["Dara O'Brien \\ Jr"]);
    expect((await search("'; select pg_sleep(5); --")).status).toBe(404);
    expect((await search("\\' or true --")).status).toBe(404);
  });

  it("streams every row across batches in order, ties included", async () => {
    const exporter = await ctx.signedInAs("company");
    const bulk = await studentWithResume(ctx, { fullName: "Bulk Student" });
    // 1,203 internships and one application to each, three per timestamp, so ties cross the 500-row batches.
    await ctx.db.execute(sql`
      with posted as (
        insert into internships (company_id, title, description, requirements, location, type, duration, skills, status)
        select ${exporter.id}, 'Bulk ' || g, 'd', 'r', 'l', 'full-time', '1 month', array['x'], 'open'
        from generate_series(1, 1203) as g
        returning id, company_id, title
      )
      insert into applications (student_id, internship_id, company_id, resume_url, created_at, updated_at)
      select ${bulk.id}, id, company_id, ${bulk.resumeUrl}, timestamptz '2026-03-01 12:00:00+00' - (substr(title, 6)::int / 3) * interval '1 second', now()
      from posted`);
    const response = await exporter.agent.get("/api/company/applications/export");
    expect(response.status).toBe(200);
    const [header, ...rows] = parseCsv(response.text);
    expect(header).toEqual(HEADER);
    expect(rows).toHaveLength(1203);
    const expected = await ctx.db
      .select({ title: internships.title })
      .from(applications)
      .innerJoin(internships, eq(internships.id, applications.internshipId))
      .where(eq(internships.companyId, exporter.id))
      .orderBy(sql`${applications.createdAt} desc`, sql`${applications.id} desc`);
    expect(rows.map((row) => row[2])).toEqual(expected.map((row) => row.title));
    expect(new Set(rows.map((row) => row[2])).size).toBe(1203);
  });

  it("refuses students, admins and anonymous visitors", async () => {
    expect((await applicant.agent.get("/api/company/applications/export")).status).toBe(403);
    expect((await admin.agent.get("/api/company/applications/export")).status).toBe(403);
    expect((await ctx.agent().get("/api/company/applications/export")).status).toBe(401);
  });
});
