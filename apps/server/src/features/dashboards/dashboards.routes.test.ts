import type { InternshipCard } from "@internpath/shared/api-types";
import { DECISION_MESSAGE_TEMPLATES } from "@internpath/shared/decision-schemas";
import { afterAll, beforeAll, describe, expect, it, vi } from "vitest";
import { decideNow, endUndoWindow } from "../../testing/decisions.ts";
import { postInternship, setCreatedAt, studentWithResume } from "../../testing/marketplace.ts";
import { statementsDuring } from "../../testing/statements.ts";
import { createTestContext, type TestContext } from "../../testing/test-app.ts";

// Each account signs in (a password hash) and students upload a resume: slow on a busy machine.
vi.setConfig({ testTimeout: 90_000 });

let ctx: TestContext;
type SignedIn = Awaited<ReturnType<TestContext["signedInAs"]>>;
let admin: SignedIn;

beforeAll(async () => {
  ctx = await createTestContext();
  admin = await ctx.signedInAs("admin");
});
afterAll(() => ctx.close());

const ids = (items: { id: string }[]) => items.map((item) => item.id);

describe("GET /api/dashboard/student", () => {
  it("counts the student's applications, shows the 5 most recent and the 5 latest open internships", async () => {
    const company = await ctx.signedInAs("company");
    const student = await studentWithResume(ctx);
    const bystander = await studentWithResume(ctx);
    const posted = [];
    for (let index = 0; index < 7; index++)
      posted.push(await postInternship(ctx.db, company.actor, { title: `Role ${index}` }));
    await postInternship(ctx.db, company.actor, { title: "Hidden draft", status: "draft" });
    await postInternship(ctx.db, company.actor, { title: "Hidden closed", status: "closed" });
    const applied = [];
    for (const internship of posted.slice(0, 6)) {
      const response = await student.agent.post("/api/applications", { internshipId: internship.id });
      applied.push(response.json.application.id as string);
    }
    await bystander.agent.post("/api/applications", { internshipId: posted[0]!.id });
    await company.agent.patch(`/api/applications/${applied[0]}/status`, { status: "reviewing" });
    await company.agent.patch(`/api/applications/${applied[1]}/status`, { status: "reviewing" });
    await decideNow(ctx.db, company.agent, applied[1]!, "accepted");
    await company.agent.patch(`/api/applications/${applied[2]}/status`, { status: "reviewing" });
    await decideNow(ctx.db, company.agent, applied[2]!, "rejected");

    const response = await student.agent.get("/api/dashboard/student");
    expect(response.status).toBe(200);
    const dashboard = response.json;
    expect(dashboard.counts).toEqual({ total: 6, pending: 3, reviewing: 1, accepted: 1, rejected: 1 });
    expect(dashboard.hasResume).toBe(true);
    expect(ids(dashboard.recentApplications)).toEqual(applied.slice(1).reverse());
    expect(dashboard.recentApplications[4]).toMatchObject({
      status: "accepted",
      internship: { title: "Role 1" },
    });
    // Latest open internships across all companies: here, this test's newest five.
    expect(ids(dashboard.latestInternships)).toEqual(ids(posted.slice(2)).reverse());
    expect(dashboard.latestInternships.every((card: InternshipCard) => card.status === "open")).toBe(true);
    expect(dashboard.recommended).toEqual([]);
  });

  it("says when the resume is missing", async () => {
    const student = await ctx.signedInAs("student");
    const response = await student.agent.get("/api/dashboard/student");
    expect(response.json).toMatchObject({
      counts: { total: 0, pending: 0, reviewing: 0, accepted: 0, rejected: 0 },
      hasResume: false,
      recentApplications: [],
    });
  });

  it("recommends open internships by skill overlap (ignoring case), then recency, and explains the match", async () => {
    const company = await ctx.signedInAs("company");
    const student = await ctx.signedInAs("student");
    const tag = `s${Date.now().toString(36)}`;
    const skills = { a: `${tag}-Alpha`, b: `${tag}-Beta`, c: `${tag}-Gamma`, d: `${tag}-Delta` };
    await student.agent.patch("/api/profile", {
      skills: [skills.a.toLowerCase(), skills.b.toUpperCase(), skills.c],
    });
    const twoOld = await postInternship(ctx.db, company.actor, {
      title: "two old",
      skills: [skills.a, "Word", skills.b],
    });
    const oneNew = await postInternship(ctx.db, company.actor, { title: "one new", skills: [skills.c] });
    const three = await postInternship(ctx.db, company.actor, {
      title: "three",
      skills: [skills.c, skills.b, skills.a],
    });
    const twoNew = await postInternship(ctx.db, company.actor, {
      title: "two new",
      skills: [skills.b, skills.d, skills.c],
    });
    const oneOld = await postInternship(ctx.db, company.actor, { title: "one old", skills: [skills.a] });
    const oneOlder = await postInternship(ctx.db, company.actor, { title: "one older", skills: [skills.b] });
    await postInternship(ctx.db, company.actor, { title: "none", skills: [skills.d] });
    await postInternship(ctx.db, company.actor, {
      title: "closed",
      skills: [skills.a, skills.b, skills.c],
      status: "closed",
    });
    await postInternship(ctx.db, company.actor, {
      title: "draft",
      skills: [skills.a, skills.b, skills.c],
      status: "draft",
    });
    await setCreatedAt(ctx.db, "internships", twoOld.id, "2026-01-02T00:00:00Z");
    await setCreatedAt(ctx.db, "internships", oneOld.id, "2026-01-01T00:00:00Z");
    await setCreatedAt(ctx.db, "internships", oneOlder.id, "2025-12-31T00:00:00Z");

    const response = await student.agent.get("/api/dashboard/student");
    const recommended: InternshipCard[] = response.json.recommended;
    expect(ids(recommended)).toEqual([three.id, twoNew.id, twoOld.id, oneNew.id, oneOld.id]);
    expect(recommended.map((card) => card.match)).toEqual([
      { matchedSkills: [skills.c, skills.b, skills.a], totalSkills: 3 },
      { matchedSkills: [skills.b, skills.c], totalSkills: 3 },
      { matchedSkills: [skills.a, skills.b], totalSkills: 3 },
      { matchedSkills: [skills.c], totalSkills: 1 },
      { matchedSkills: [skills.a], totalSkills: 1 },
    ]);
    expect(recommended.every((card) => !card.isBookmarked)).toBe(true);

    // The ranking is kept a minute per set of skills, but a closed internship leaves at once and the
    // student's bookmarks are always current; another set of skills is ranked afresh.
    expect(
      (await company.agent.patch(`/api/internships/${three.id}/status`, { status: "closed" })).status,
    ).toBe(200);
    expect((await student.agent.post("/api/bookmarks", { internshipId: twoOld.id })).status).toBe(201);
    const again: InternshipCard[] = (await student.agent.get("/api/dashboard/student")).json.recommended;
    expect(ids(again)).toEqual([twoNew.id, twoOld.id, oneNew.id, oneOld.id, oneOlder.id]);
    expect(again.find((card) => card.id === twoOld.id)?.isBookmarked).toBe(true);

    await student.agent.patch("/api/profile", { skills: [skills.b] });
    const bOnly: InternshipCard[] = (await student.agent.get("/api/dashboard/student")).json.recommended;
    expect(ids(bOnly)).toEqual([twoNew.id, twoOld.id, oneOlder.id]);
  });

  it("reads a dashboard whose recommendations are unchanged with one statement", async () => {
    const company = await ctx.signedInAs("company");
    const student = await ctx.signedInAs("student");
    const skill = `s${Date.now().toString(36)}-once`;
    await student.agent.patch("/api/profile", { skills: [skill] });
    const match = await postInternship(ctx.db, company.actor, { title: "the match", skills: [skill] });
    expect(ids((await student.agent.get("/api/dashboard/student")).json.recommended)).toEqual([match.id]);

    // What a signed-in request costs before its route runs (the session, in tests never cached), then the
    // same dashboard again: one statement more, which read the recommended cards too (not a second read of
    // them by id).
    const signedIn = await statementsDuring(() => student.agent.get("/api/health"));
    const { result: again, texts } = await statementsDuring(() =>
      student.agent.get("/api/dashboard/student"),
    );
    expect(ids(again.json.recommended)).toEqual([match.id]);
    expect(texts).toHaveLength(signedIn.texts.length + 1);
  });

  it("lets a decision whose undo window has ended take effect before it counts and lists", async () => {
    const company = await ctx.signedInAs("company");
    const student = await studentWithResume(ctx);
    const internship = await postInternship(ctx.db, company.actor);
    const applied = await student.agent.post("/api/applications", { internshipId: internship.id });
    const id: string = applied.json.application.id;
    await company.agent.patch(`/api/applications/${id}/status`, { status: "reviewing" });
    await company.agent.patch(`/api/applications/${id}/status`, { status: "rejected" });

    const waiting = (await student.agent.get("/api/dashboard/student")).json;
    expect(waiting.counts).toEqual({ total: 1, pending: 0, reviewing: 1, accepted: 0, rejected: 0 });
    expect(waiting.recentApplications[0]).toMatchObject({ id, status: "reviewing" });

    await endUndoWindow(ctx.db, [id]);
    const settled = (await student.agent.get("/api/dashboard/student")).json;
    expect(settled.counts).toEqual({ total: 1, pending: 0, reviewing: 0, accepted: 0, rejected: 1 });
    expect(settled.recentApplications[0]).toMatchObject({ id, status: "rejected" });
    expect(settled.recentApplications[0].progress.decidedAt).not.toBeNull();
  });

  it("shows an internship that is both among the latest and recommended in both lists", async () => {
    const company = await ctx.signedInAs("company");
    const student = await ctx.signedInAs("student");
    const skill = `s${Date.now().toString(36)}-both`;
    await student.agent.patch("/api/profile", { skills: [skill] });
    const older = await postInternship(ctx.db, company.actor, { title: "older match", skills: [skill] });
    await setCreatedAt(ctx.db, "internships", older.id, "2025-06-01T00:00:00Z");
    const newest = await postInternship(ctx.db, company.actor, { title: "newest match", skills: [skill] });
    expect((await student.agent.post("/api/bookmarks", { internshipId: newest.id })).status).toBe(201);

    const dashboard = (await student.agent.get("/api/dashboard/student")).json;
    expect(ids(dashboard.latestInternships)[0]).toBe(newest.id);
    expect(ids(dashboard.latestInternships)).not.toContain(older.id);
    expect(ids(dashboard.recommended)).toEqual([newest.id, older.id]);
    for (const card of [dashboard.latestInternships[0], dashboard.recommended[0]]) {
      expect(card).toMatchObject({ isBookmarked: true, match: { matchedSkills: [skill], totalSkills: 1 } });
    }
  });

  it("refuses companies, admins and anonymous visitors", async () => {
    const company = await ctx.signedInAs("company");
    expect((await company.agent.get("/api/dashboard/student")).status).toBe(403);
    expect((await admin.agent.get("/api/dashboard/student")).status).toBe(403);
    expect((await ctx.agent().get("/api/dashboard/student")).status).toBe(401);
  });
});

describe("GET /api/dashboard/company", () => {
  it("counts from SQL, with the 5 most recent applications and up to 3 active internships, its own only", async () => {
    const company = await ctx.signedInAs("company");
    const other = await ctx.signedInAs("company");
    const open = [];
    for (let index = 0; index < 4; index++)
      open.push(await postInternship(ctx.db, company.actor, { title: `Open ${index}` }));
    await postInternship(ctx.db, company.actor, { status: "draft" });
    await postInternship(ctx.db, company.actor, { status: "draft" });
    await postInternship(ctx.db, company.actor, { status: "closed" });
    const theirs = await postInternship(ctx.db, other.actor);

    const students = await Promise.all(Array.from({ length: 3 }, () => studentWithResume(ctx)));
    const applied: string[] = [];
    for (const student of students) {
      for (const internship of [open[0]!, open[3]!]) {
        const response = await student.agent.post("/api/applications", { internshipId: internship.id });
        applied.push(response.json.application.id);
      }
      await student.agent.post("/api/applications", { internshipId: theirs.id });
    }
    await company.agent.patch(`/api/applications/${applied[0]}/status`, { status: "reviewing" });

    const response = await company.agent.get("/api/dashboard/company");
    expect(response.status).toBe(200);
    expect(response.json.counts).toEqual({
      activeInternships: 4,
      totalApplications: 6,
      pendingReview: 5,
      draftInternships: 2,
    });
    expect(ids(response.json.recentApplications)).toEqual(applied.slice(1).reverse());
    expect(response.json.recentApplications[0]).toMatchObject({
      student: { id: students[2]!.id, email: students[2]!.email },
      internship: { id: open[3]!.id, title: "Open 3" },
    });
    expect(ids(response.json.activeInternships)).toEqual([open[3]!.id, open[2]!.id, open[1]!.id]);
    expect(
      response.json.activeInternships.map((row: { applicationCount: number }) => row.applicationCount),
    ).toEqual([3, 0, 0]);

    // Read in one statement, as JSON: the same as Review Applications and Manage Internships show them,
    // to the dates, the skills and a decision waiting to take effect.
    await company.agent.patch(`/api/applications/${applied[5]}/status`, { status: "reviewing" });
    const decided = await company.agent.patch(`/api/applications/${applied[5]}/status`, {
      status: "rejected",
      reason: "Position filled",
      message: DECISION_MESSAGE_TEMPLATES.rejected,
    });
    expect(decided.json).toMatchObject({ application: { id: applied[5] } });
    const again = await company.agent.get("/api/dashboard/company");
    const review = await company.agent.get("/api/company/applications?limit=5");
    expect(again.json.recentApplications).toEqual(review.json.items);
    expect(again.json.recentApplications[0].decision).toMatchObject({ status: "rejected", isPending: true });
    const manage = await company.agent.get("/api/company/internships?status=open&limit=3");
    expect(again.json.activeInternships).toEqual(manage.json.items);

    const empty = await (await ctx.signedInAs("company")).agent.get("/api/dashboard/company");
    expect(empty.json).toEqual({
      counts: { activeInternships: 0, totalApplications: 0, pendingReview: 0, draftInternships: 0 },
      recentApplications: [],
      activeInternships: [],
    });
  });

  it("refuses students, admins and anonymous visitors", async () => {
    const student = await ctx.signedInAs("student");
    expect((await student.agent.get("/api/dashboard/company")).status).toBe(403);
    expect((await admin.agent.get("/api/dashboard/company")).status).toBe(403);
    expect((await ctx.agent().get("/api/dashboard/company")).status).toBe(401);
  });
});
