import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it, vi } from "vitest";
import { mailOutbox } from "../../db/schema/mail.ts";
import { notifications } from "../../db/schema/marketplace.ts";
import { openLiveStream } from "../../testing/live-stream.ts";
import { postInternship } from "../../testing/marketplace.ts";
import { createTestContext, type TestContext } from "../../testing/test-app.ts";

vi.setConfig({ testTimeout: 120_000 });

let ctx: TestContext;
type SignedIn = Awaited<ReturnType<TestContext["signedInAs"]>>;
let admin: SignedIn;
let company: SignedIn;

beforeAll(async () => {
  ctx = await createTestContext();
  [admin, company] = await Promise.all([ctx.signedInAs("admin"), ctx.signedInAs("company")]);
});
afterAll(() => ctx.close());

const titlesFor = async (userId: string) =>
  (await ctx.db.select().from(notifications).where(eq(notifications.userId, userId))).map((row) => row.title);

describe("reporting a posting", () => {
  it("takes one report per student and internship (again: 409), and says so on the detail page", async () => {
    const internship = await postInternship(ctx.db, company.actor);
    const student = await ctx.signedInAs("student");
    const first = await student.agent.post(`/api/internships/${internship.id}/report`, { reason: "scam" });
    expect(first.status).toBe(201);
    const again = await student.agent.post(`/api/internships/${internship.id}/report`, { reason: "unpaid" });
    expect(again.status).toBe(409);
    expect(again.json.error.message).toBe("You have already reported this internship");
    const detail = await student.agent.get(`/api/internships/${internship.id}`);
    expect(detail.json.internship.viewer.hasReported).toBe(true);
    const another = await ctx.signedInAs("student");
    expect(
      (await another.agent.get(`/api/internships/${internship.id}`)).json.internship.viewer.hasReported,
    ).toBe(false);
  });

  it("refuses other roles, anonymous visitors, bad input and postings students do not see", async () => {
    const internship = await postInternship(ctx.db, company.actor);
    const draft = await postInternship(ctx.db, company.actor, { status: "draft" });
    const url = `/api/internships/${internship.id}/report`;
    expect((await company.agent.post(url, { reason: "scam" })).status).toBe(403);
    expect((await admin.agent.post(url, { reason: "scam" })).status).toBe(403);
    expect((await ctx.agent().post(url, { reason: "scam" })).status).toBe(401);
    const student = await ctx.signedInAs("student");
    for (const body of [
      {},
      { reason: "boring" },
      { reason: "other" },
      { reason: "scam", details: "x".repeat(1001) },
    ]) {
      const response = await student.agent.post(url, body);
      expect(response.status, JSON.stringify(body)).toBe(400);
    }
    expect((await student.agent.post(`/api/internships/${draft.id}/report`, { reason: "scam" })).status).toBe(
      404,
    );
    expect((await student.agent.post("/api/internships/nope/report", { reason: "scam" })).status).toBe(404);
  });

  it("reaches the admins' bell live, queues reports by internship newest first, and hides a posting everywhere", async () => {
    const stream = await openLiveStream(ctx.url, admin.agent.cookieHeader());
    expect(await stream.waitForCount("ready", 1)).toBe(true);
    const quiet = await postInternship(ctx.db, company.actor, { title: "Quiet" });
    const loud = await postInternship(ctx.db, company.actor, { title: "Loud" });
    const [first, second, third] = await Promise.all([
      ctx.signedInAs("student"),
      ctx.signedInAs("student"),
      ctx.signedInAs("student"),
    ]);
    await first.agent.post(`/api/internships/${quiet.id}/report`, { reason: "unavailable" });
    expect(await stream.waitForCount("notification", 1)).toBe(true);
    expect(stream.named("notification")[0]!.data).toMatchObject({ relatedId: quiet.id });
    const bell = await admin.agent.get("/api/notifications");
    expect(
      bell.json.items.find((item: { relatedId: string | null }) => item.relatedId === quiet.id),
    ).toMatchObject({ title: "A posting was reported", link: "/admin/reports" });
    await first.agent.post(`/api/internships/${loud.id}/report`, { reason: "scam" });
    await second.agent.post(`/api/internships/${loud.id}/report`, {
      reason: "other",
      details: "Asks for a fee",
    });
    stream.close();

    const queue = await admin.agent.get("/api/admin/reports");
    expect(queue.status).toBe(200);
    const groups = queue.json.items.filter((group: { internship: { id: string } }) =>
      [quiet.id, loud.id].includes(group.internship.id),
    );
    expect(
      groups.map((group: { internship: { title: string }; count: number }) => [
        group.internship.title,
        group.count,
      ]),
    ).toEqual([
      ["Loud", 2],
      ["Quiet", 1],
    ]);
    expect(groups[0].reports[0]).toMatchObject({ reason: "other", details: "Asks for a fee" });

    // Only admins moderate.
    for (const agent of [company.agent, first.agent]) {
      expect((await agent.get("/api/admin/reports")).status).toBe(403);
      expect((await agent.post(`/api/admin/reports/${loud.id}/hide`, { reason: "Scam" })).status).toBe(403);
      expect((await agent.post(`/api/admin/reports/${loud.id}/dismiss`)).status).toBe(403);
    }
    expect((await admin.agent.post(`/api/admin/reports/${loud.id}/hide`, {})).status).toBe(400);

    const hidden = await admin.agent.post(`/api/admin/reports/${loud.id}/hide`, {
      reason: "Asks students for money",
    });
    expect(hidden.status).toBe(200);
    expect(hidden.json.resolution).toEqual({ internshipId: loud.id, outcome: "hidden", resolved: 2 });
    expect((await third.agent.get(`/api/internships/${loud.id}`)).status).toBe(404);
    expect((await third.agent.get("/api/internships?q=loud")).json.items).toEqual([]);
    expect((await third.agent.post(`/api/internships/${loud.id}/report`, { reason: "scam" })).status).toBe(
      404,
    );
    // The company sees it, with the reason, and was told by notification and mail.
    const own = await company.agent.get(`/api/internships/${loud.id}`);
    expect(own.json.internship.moderation).toEqual({
      companyLive: true,
      hiddenReason: "Asks students for money",
    });
    expect(await titlesFor(company.id)).toContain("Your internship was hidden");
    const mail = await ctx.db.select().from(mailOutbox).where(eq(mailOutbox.toAddress, company.email));
    expect(JSON.stringify(mail.map((row) => row.data))).toContain("Asks students for money");
    // The reporters learn the outcome.
    expect(await titlesFor(first.id)).toContain("A posting you reported was removed");
    expect(await titlesFor(second.id)).toContain("A posting you reported was removed");

    const dismissed = await admin.agent.post(`/api/admin/reports/${quiet.id}/dismiss`);
    expect(dismissed.json.resolution).toEqual({ internshipId: quiet.id, outcome: "dismissed", resolved: 1 });
    expect((await third.agent.get(`/api/internships/${quiet.id}`)).status).toBe(200);
    expect(await titlesFor(first.id)).toContain("Your report was reviewed");
    // Nothing left to resolve.
    expect((await admin.agent.post(`/api/admin/reports/${quiet.id}/dismiss`)).status).toBe(409);
    const after = (await admin.agent.get("/api/admin/reports")).json.items.map(
      (group: { internship: { id: string } }) => group.internship.id,
    );
    expect(after).not.toContain(loud.id);
    expect(after).not.toContain(quiet.id);
    expect((await admin.agent.get("/api/admin/reports?after=not-a-cursor")).status).toBe(400);
  });
});

describe("unhiding a hidden posting", () => {
  async function hiddenPosting(title: string) {
    const internship = await postInternship(ctx.db, company.actor, { title });
    const reporter = await ctx.signedInAs("student");
    await reporter.agent.post(`/api/internships/${internship.id}/report`, { reason: "scam" });
    const hidden = await admin.agent.post(`/api/admin/reports/${internship.id}/hide`, {
      reason: "Looked like a scam",
    });
    expect(hidden.status).toBe(200);
    return { id: internship.id as string, reporter };
  }

  it("shows the hiding to admins, then puts the posting back for students, tells its company and audits it", async () => {
    const { id, reporter } = await hiddenPosting("Mistakenly hidden");
    const detail = await admin.agent.get(`/api/admin/internships/${id}`);
    expect(detail.json.internship.hidden).toEqual({ at: expect.any(String), reason: "Looked like a scam" });
    const listed = await admin.agent.get(`/api/admin/internships?companyId=${company.id}&q=mistakenly`);
    expect(listed.json.items.map((row: { id: string; hidden: boolean }) => [row.id, row.hidden])).toEqual([
      [id, true],
    ]);
    expect((await reporter.agent.get(`/api/internships/${id}`)).status).toBe(404);

    const unhidden = await admin.agent.post(`/api/admin/internships/${id}/unhide`);
    expect(unhidden.status).toBe(200);
    expect(unhidden.json.internship).toEqual({ internshipId: id });
    expect((await admin.agent.get(`/api/admin/internships/${id}`)).json.internship.hidden).toBeNull();
    expect(
      (await admin.agent.get(`/api/admin/internships?companyId=${company.id}&q=mistakenly`)).json.items[0]
        .hidden,
    ).toBe(false);
    // Students see it again, in browse too; the company no longer sees a reason.
    expect((await reporter.agent.get(`/api/internships/${id}`)).status).toBe(200);
    expect(
      (await reporter.agent.get("/api/internships?q=mistakenly")).json.items.map(
        (item: { id: string }) => item.id,
      ),
    ).toEqual([id]);
    expect(
      (await company.agent.get(`/api/internships/${id}`)).json.internship.moderation.hiddenReason,
    ).toBeNull();
    expect(await titlesFor(company.id)).toContain("Your internship is visible again");
    const audit = await admin.agent.get(`/api/admin/audit?action=internship.unhide`);
    expect(audit.json.items[0]).toMatchObject({
      action: "internship.unhide",
      targetType: "internship",
      targetId: id,
      changes: {
        hiddenAt: { before: expect.any(String), after: null },
        hiddenReason: { before: "Looked like a scam", after: null },
      },
    });

    // Once is enough: a posting that is not hidden is a conflict, and nothing is written.
    const again = await admin.agent.post(`/api/admin/internships/${id}/unhide`);
    expect(again.status).toBe(409);
    expect(again.json.error.message).toBe("This internship is not hidden");
    expect((await admin.agent.get(`/api/admin/audit?action=internship.unhide`)).json.items).toHaveLength(1);
  });

  it("is for admins only, and answers 404 for an internship that does not exist", async () => {
    const { id, reporter } = await hiddenPosting("Still hidden");
    const url = `/api/admin/internships/${id}/unhide`;
    expect((await ctx.agent().post(url)).status).toBe(401);
    expect((await reporter.agent.post(url)).status).toBe(403);
    expect((await company.agent.post(url)).status).toBe(403);
    expect((await admin.agent.get(`/api/admin/internships/${id}`)).json.internship.hidden).not.toBeNull();
    expect((await admin.agent.post("/api/admin/internships/not-an-id/unhide")).status).toBe(404);
    expect(
      (await admin.agent.post("/api/admin/internships/00000000-0000-4000-8000-000000000000/unhide")).status,
    ).toBe(404);
  });
});
