import { and, eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it, vi } from "vitest";
import { mailOutbox } from "../../db/schema/mail.ts";
import { adminAuditLog, notifications } from "../../db/schema/marketplace.ts";
import { internshipInput, postInternship } from "../../testing/marketplace.ts";
import { createTestContext, type TestAgent, type TestContext } from "../../testing/test-app.ts";
import { findPageMeta } from "../public-pages/page-meta.service.ts";

// Accounts sign in (password hashes): slow on a busy machine.
vi.setConfig({ testTimeout: 120_000 });

let ctx: TestContext;
type SignedIn = Awaited<ReturnType<TestContext["signedInAs"]>>;
let admin: SignedIn;
let student: SignedIn;
let liveCompany: SignedIn;
/** A live company's internship sharing the skill, for "similar". */
let neighbour: { id: string };

const SKILL = "Zygomorphic";
const WORD = "quokkabyte";

beforeAll(async () => {
  ctx = await createTestContext();
  [admin, student, liveCompany] = await Promise.all([
    ctx.signedInAs("admin"),
    ctx.signedInAs("student"),
    ctx.signedInAs("company"),
  ]);
  expect((await student.agent.patch("/api/profile", { skills: [SKILL] })).status).toBe(200);
  neighbour = await postInternship(ctx.db, liveCompany.actor, { skills: [SKILL], title: "Neighbour" });
});
afterAll(() => ctx.close());

const idsOf = (items: { id: string }[]) => items.map((item) => item.id);

/**
 * Every read path a student (or an anonymous visitor) has to an internship: whether each one shows
 * `internshipId` of `companyId`.
 */
async function seenOn(viewer: TestAgent, internshipId: string, companyId: string) {
  const anonymous = ctx.agent();
  const browse = await viewer.get("/api/internships?limit=50");
  const search = await viewer.get(`/api/internships?q=${WORD}`);
  const byCompany = await anonymous.get(`/api/internships?companyId=${companyId}`);
  const detail = await viewer.get(`/api/internships/${internshipId}`);
  const anonymousDetail = await anonymous.get(`/api/internships/${internshipId}`);
  const similar = await viewer.get(`/api/internships/${neighbour.id}/similar`);
  const dashboard = await viewer.get("/api/dashboard/student");
  const bookmarks = await viewer.get("/api/bookmarks");
  const companyPage = await anonymous.get(`/api/companies/${companyId}`);
  // The HTML shell keeps a rendered page a minute; its meta (title, 200 or 404) is read here.
  const pageMeta = await findPageMeta(ctx.db, `/internships/${internshipId}`);
  const sitemap = await anonymous.get("/sitemaps/internships-1.xml");
  return {
    browse: idsOf(browse.json.items).includes(internshipId),
    search: idsOf(search.json.items).includes(internshipId),
    companyBrowse: idsOf(byCompany.json.items).includes(internshipId),
    detail: detail.status === 200,
    anonymousDetail: anonymousDetail.status === 200,
    similar: idsOf(similar.json.items).includes(internshipId),
    latest: idsOf(dashboard.json.latestInternships).includes(internshipId),
    recommended: idsOf(dashboard.json.recommended).includes(internshipId),
    bookmarks: idsOf(bookmarks.json.items).includes(internshipId),
    companyPage: companyPage.json.company?.openInternships > 0 || companyPage.json.openInternships > 0,
    pageMeta: pageMeta?.status === 200,
    sitemap: sitemap.text.includes(internshipId),
  };
}

const everywhere = (value: boolean) => ({
  browse: value,
  search: value,
  companyBrowse: value,
  detail: value,
  anonymousDetail: value,
  similar: value,
  latest: value,
  recommended: value,
  bookmarks: value,
  companyPage: value,
  pageMeta: value,
  sitemap: value,
});

describe("verified employers", () => {
  it("hides a pending company's internship on every read path until an admin approves it, then shows it with the badge", async () => {
    const settings = await admin.agent.patch("/api/admin/settings", { requireEmployerApproval: true });
    expect(settings.status).toBe(200);
    expect(settings.json.settings).toEqual({ requireEmployerApproval: true });

    const pending = await ctx.signedInAs("company");
    const draft = await pending.agent.post(
      "/api/internships",
      internshipInput({ title: `Pending ${WORD}`, skills: [SKILL], status: "draft" }),
    );
    expect(draft.status).toBe(201);
    // A draft asks nothing of the admins yet.
    expect((await admin.agent.get("/api/admin/approvals")).json.items).toEqual([]);
    const opened = await pending.agent.patch(`/api/internships/${draft.json.internship.id}/status`, {
      status: "open",
    });
    expect(opened.status).toBe(200);
    const internshipId: string = draft.json.internship.id;

    expect(await seenOn(student.agent, internshipId, pending.id)).toEqual(everywhere(false));
    // Nor can a student act on it.
    expect((await student.agent.post("/api/bookmarks", { internshipId })).status).toBe(404);
    expect(
      (await student.agent.post(`/api/internships/${internshipId}/report`, { reason: "scam" })).status,
    ).toBe(404);
    // Its company and admins still see it, and why students do not.
    const own = await pending.agent.get(`/api/internships/${internshipId}`);
    expect(own.status).toBe(200);
    expect(own.json.internship.moderation).toEqual({ companyLive: false, hiddenReason: null });
    expect((await admin.agent.get(`/api/internships/${internshipId}`)).status).toBe(200);

    const queue = await admin.agent.get("/api/admin/approvals");
    expect(queue.json.items.map((item: { id: string }) => item.id)).toEqual([pending.id]);
    expect(queue.json.items[0].openInternships).toEqual([{ id: internshipId, title: `Pending ${WORD}` }]);
    const [adminBell] = await ctx.db.select().from(notifications).where(eq(notifications.userId, admin.id));
    expect(adminBell?.title).toBe("A company waits for approval");
    // Selecting it (and its mail's button) leads to the queue.
    const bell = await admin.agent.get("/api/notifications");
    expect(bell.json.items[0]).toMatchObject({
      title: "A company waits for approval",
      link: "/admin/approvals",
    });
    const [adminMail] = await ctx.db
      .select()
      .from(mailOutbox)
      .where(and(eq(mailOutbox.toAddress, admin.email), eq(mailOutbox.kind, "notification")));
    expect(adminMail?.data).toMatchObject({ link: { path: "/admin/approvals", label: "Open Approvals" } });

    // The company knows where it stands (its dashboard says so); students and admins have no standing.
    const standing = async (agent: TestAgent) => (await agent.get("/api/me")).json.user.companyStanding;
    expect(await standing(pending.agent)).toEqual({ verification: "pending", reason: null });
    expect(await standing(student.agent)).toBeNull();
    expect(await standing(admin.agent)).toBeNull();

    const approved = await admin.agent.post(`/api/admin/companies/${pending.id}/approve`);
    expect(approved.status).toBe(200);
    expect(approved.json.company.verification).toBe("verified");
    expect(await standing(pending.agent)).toEqual({ verification: "verified", reason: null });
    expect((await admin.agent.get("/api/admin/approvals")).json.items).toEqual([]);

    // A ranking of recommendations is kept a minute per set of skills: another student's is fresh.
    // `bookmarks` needs a bookmark, which a student can now make.
    const other = await ctx.signedInAs("student");
    expect((await other.agent.patch("/api/profile", { skills: [SKILL, "Other"] })).status).toBe(200);
    expect((await other.agent.post("/api/bookmarks", { internshipId })).status).toBe(201);
    expect(await seenOn(other.agent, internshipId, pending.id)).toEqual(everywhere(true));
    const card = (await student.agent.get(`/api/internships?q=${WORD}`)).json.items[0];
    expect(card.company.verified).toBe(true);
    expect((await ctx.agent().get(`/api/companies/${pending.id}`)).json.company.verified).toBe(true);

    const told = await ctx.db.select().from(notifications).where(eq(notifications.userId, pending.id));
    expect(told.map((row) => row.title)).toContain("Your company is verified");
    const mail = await ctx.db.select().from(mailOutbox).where(eq(mailOutbox.toAddress, pending.email));
    expect(mail.map((row) => (row.data as { title: string }).title)).toContain("Your company is verified");

    // Revoked: out of every student view again (its bookmark too), until approved again.
    expect((await admin.agent.post(`/api/admin/companies/${pending.id}/revoke`, {})).status).toBe(400);
    const revoked = await admin.agent.post(`/api/admin/companies/${pending.id}/revoke`, {
      reason: "Its website is gone",
    });
    expect(revoked.status).toBe(200);
    expect(await standing(pending.agent)).toEqual({ verification: "revoked", reason: "Its website is gone" });
    expect(await seenOn(other.agent, internshipId, pending.id)).toEqual(everywhere(false));
    expect((await ctx.agent().get(`/api/companies/${pending.id}`)).json.company.verified).toBe(false);
    // Reopening asks for review again.
    await pending.agent.patch(`/api/internships/${internshipId}/status`, { status: "closed" });
    await pending.agent.patch(`/api/internships/${internshipId}/status`, { status: "open" });
    expect(idsOf((await admin.agent.get("/api/admin/approvals")).json.items)).toEqual([pending.id]);
    expect((await admin.agent.post(`/api/admin/companies/${pending.id}/approve`)).status).toBe(200);
    expect((await seenOn(other.agent, internshipId, pending.id)).detail).toBe(true);

    const audit = await ctx.db
      .select()
      .from(adminAuditLog)
      .where(and(eq(adminAuditLog.targetId, pending.id), eq(adminAuditLog.targetType, "company")));
    expect(audit.map((entry) => entry.action).sort()).toEqual([
      "company.approve",
      "company.approve",
      "company.revoke",
    ]);
  });

  it("rejects with a reason, which the company reads; the internships stay out of sight", async () => {
    await admin.agent.patch("/api/admin/settings", { requireEmployerApproval: true });
    const company = await ctx.signedInAs("company");
    const internship = await postInternship(ctx.db, company.actor);
    expect((await admin.agent.post(`/api/admin/companies/${company.id}/reject`, { reason: "" })).status).toBe(
      400,
    );
    const rejected = await admin.agent.post(`/api/admin/companies/${company.id}/reject`, {
      reason: "We could not confirm the company exists",
    });
    expect(rejected.status).toBe(200);
    expect(rejected.json.company).toEqual({
      id: company.id,
      verification: "rejected",
      verificationReason: "We could not confirm the company exists",
    });
    expect((await student.agent.get(`/api/internships/${internship.id}`)).status).toBe(404);
    const told = await ctx.db.select().from(notifications).where(eq(notifications.userId, company.id));
    expect(told.at(-1)?.content).toContain("We could not confirm the company exists");
    // Rejecting again: not waiting for review.
    expect(
      (await admin.agent.post(`/api/admin/companies/${company.id}/reject`, { reason: "x" })).status,
    ).toBe(409);
  });

  it("leaves a company live when approval is off, and lets only admins decide", async () => {
    await admin.agent.patch("/api/admin/settings", { requireEmployerApproval: false });
    const company = await ctx.signedInAs("company");
    const internship = await postInternship(ctx.db, company.actor);
    const detail = await student.agent.get(`/api/internships/${internship.id}`);
    expect(detail.status).toBe(200);
    expect(detail.json.internship.company.verified).toBe(false);

    for (const agent of [student.agent, company.agent, liveCompany.agent]) {
      expect((await agent.post(`/api/admin/companies/${company.id}/approve`)).status).toBe(403);
      expect((await agent.get("/api/admin/approvals")).status).toBe(403);
      expect((await agent.patch("/api/admin/settings", { requireEmployerApproval: true })).status).toBe(403);
    }
    expect((await ctx.agent().post(`/api/admin/companies/${company.id}/approve`)).status).toBe(401);
    expect((await admin.agent.post(`/api/admin/companies/${student.id}/approve`)).status).toBe(404);
    expect((await admin.agent.post("/api/admin/companies/%00/approve")).status).toBe(404);
    expect((await admin.agent.patch("/api/admin/settings", { requireEmployerApproval: "yes" })).status).toBe(
      400,
    );
  });
});
