import { POSTING_REMOVAL_NOTES } from "@internpath/shared/posting-removal";
import { and, eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it, vi } from "vitest";
import { notifications } from "../../db/schema/marketplace.ts";
import { postInternship, studentWithResume } from "../../testing/marketplace.ts";
import { createTestContext, type TestContext } from "../../testing/test-app.ts";

// Each account signs in (a password hash) and students upload a resume: slow on a busy machine.
vi.setConfig({ testTimeout: 120_000 });

let ctx: TestContext;
type SignedIn = Awaited<ReturnType<TestContext["signedInAs"]>>;
let admin: SignedIn;

beforeAll(async () => {
  ctx = await createTestContext();
  admin = await ctx.signedInAs("admin");
});
afterAll(() => ctx.close());

const REMOVED = ["A posting you applied to was removed", "Postings you applied to were removed"];

/** The notices of removed postings this user got. */
const noticesOf = async (userId: string) =>
  (await ctx.db.select().from(notifications).where(eq(notifications.userId, userId))).filter((row) =>
    REMOVED.includes(row.title),
  );

async function apply(student: SignedIn, internshipId: string) {
  const response = await student.agent.post("/api/applications", { internshipId });
  expect(response.status).toBe(201);
  return response.json.application.id as string;
}

/** What the student's My Applications says of the posting of each of their applications. */
async function removalsSeenBy(student: SignedIn) {
  const { items } = (await student.agent.get("/api/applications/mine")).json;
  return Object.fromEntries(
    items.map((item: { internship: { id: string; removed: string | null } }) => [
      item.internship.id,
      item.internship.removed,
    ]),
  );
}

describe("applicants of a posting that leaves students' sight", () => {
  it("are told once when an admin hides it, never the admin's reason, and their cards say so", async () => {
    const company = await ctx.signedInAs("company");
    const hidden = await postInternship(ctx.db, company.actor, { title: "Scammy Intern" });
    const kept = await postInternship(ctx.db, company.actor, { title: "Honest Intern" });
    const [applicant, withdrew, elsewhere] = await Promise.all([
      studentWithResume(ctx),
      studentWithResume(ctx),
      studentWithResume(ctx),
    ]);
    await apply(applicant, hidden.id);
    await apply(applicant, kept.id);
    const withdrawn = await apply(withdrew, hidden.id);
    expect((await withdrew.agent.post(`/api/applications/${withdrawn}/withdraw`)).status).toBe(200);
    await apply(elsewhere, kept.id);
    expect(
      (await elsewhere.agent.post(`/api/internships/${hidden.id}/report`, { reason: "scam" })).status,
    ).toBe(201);

    const hide = await admin.agent.post(`/api/admin/reports/${hidden.id}/hide`, { reason: "Asks for a fee" });
    expect(hide.status).toBe(200);

    const [notice, ...more] = await noticesOf(applicant.id);
    expect(more).toEqual([]);
    expect(notice).toMatchObject({
      title: "A posting you applied to was removed",
      type: "other",
      linkPath: "/applications",
    });
    expect(notice!.content).toBe(`"Scammy Intern" at Test Company: ${POSTING_REMOVAL_NOTES.hidden}`);
    expect(notice!.content).not.toContain("Asks for a fee");
    expect(await noticesOf(withdrew.id)).toEqual([]);
    expect(await noticesOf(elsewhere.id)).toEqual([]);
    expect(await removalsSeenBy(applicant)).toEqual({ [hidden.id]: "hidden", [kept.id]: null });
    expect(await removalsSeenBy(elsewhere)).toEqual({ [kept.id]: null });
  });

  it("are told once each when the company's verification is revoked, and see it again when it is approved", async () => {
    const company = await ctx.signedInAs("company");
    const first = await postInternship(ctx.db, company.actor, { title: "First Intern" });
    const second = await postInternship(ctx.db, company.actor, { title: "Second Intern" });
    const closed = await postInternship(ctx.db, company.actor, { title: "Old Intern" });
    const [both, one, ofClosed] = await Promise.all([
      studentWithResume(ctx),
      studentWithResume(ctx),
      studentWithResume(ctx),
    ]);
    await apply(both, first.id);
    await apply(both, second.id);
    await apply(one, second.id);
    await apply(ofClosed, closed.id);
    expect(
      (await company.agent.patch(`/api/internships/${closed.id}/status`, { status: "closed" })).status,
    ).toBe(200);
    expect((await admin.agent.post(`/api/admin/companies/${company.id}/approve`)).status).toBe(200);
    // Approving a live company removes nothing.
    expect(await noticesOf(both.id)).toEqual([]);

    const revoke = await admin.agent.post(`/api/admin/companies/${company.id}/revoke`, {
      reason: "Fake site",
    });
    expect(revoke.status).toBe(200);

    const [notice, ...more] = await noticesOf(both.id);
    expect(more).toEqual([]);
    expect(notice).toMatchObject({
      title: "Postings you applied to were removed",
      linkPath: "/applications",
    });
    expect(notice!.content).toBe(
      `"First Intern" and 1 more at Test Company: ${POSTING_REMOVAL_NOTES.company}`,
    );
    expect((await noticesOf(one.id)).map((row) => row.content)).toEqual([
      `"Second Intern" at Test Company: ${POSTING_REMOVAL_NOTES.company}`,
    ]);
    // A closed posting was out of sight already.
    expect(await noticesOf(ofClosed.id)).toEqual([]);
    expect(await removalsSeenBy(both)).toEqual({ [first.id]: "company", [second.id]: "company" });

    expect((await admin.agent.post(`/api/admin/companies/${company.id}/approve`)).status).toBe(200);
    expect(await removalsSeenBy(both)).toEqual({ [first.id]: null, [second.id]: null });
    const unread = await ctx.db
      .select()
      .from(notifications)
      .where(and(eq(notifications.userId, one.id), eq(notifications.isRead, false)));
    expect(unread.filter((row) => REMOVED.includes(row.title))).toHaveLength(1);
  });
});
