import { ADMIN_ACCOUNT_MESSAGES } from "@internpath/shared/admin-accounts-schemas";
import { desc, eq, sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it, vi } from "vitest";
import { authSessions } from "../../db/schema/auth.ts";
import { adminAuditLog } from "../../db/schema/marketplace.ts";
import { openLiveStream } from "../../testing/live-stream.ts";
import { createTestContext, TEST_PASSWORD, type TestContext } from "../../testing/test-app.ts";

vi.setConfig({ testTimeout: 90_000 });

let ctx: TestContext;
type SignedIn = Awaited<ReturnType<TestContext["signedInAs"]>>;
let admin: SignedIn;

beforeAll(async () => {
  // Sessions are remembered for a minute: ending them must not wait for that.
  ctx = await createTestContext({ sessionCacheSeconds: 60 });
  admin = await ctx.signedInAs("admin");
});
afterAll(() => ctx.close());

const endSessions = (caller: SignedIn, id: string) =>
  caller.agent.delete(`/api/admin/accounts/${id}/sessions`);

const sessionCount = async (userId: string) =>
  (
    await ctx.db
      .select({ n: sql<number>`count(*)::int` })
      .from(authSessions)
      .where(eq(authSessions.userId, userId))
  )[0]!.n;

/** `person` signed in on one more device, which has been seen by this server (so it remembers it). */
async function secondDevice(person: SignedIn) {
  const device = ctx.agent();
  const signIn = await device.post("/api/auth/sign-in/email", {
    email: person.email,
    password: TEST_PASSWORD,
  });
  expect(signIn.status).toBe(200);
  expect((await device.get("/api/me")).status).toBe(200);
  return device;
}

describe("DELETE /api/admin/accounts/:id/sessions", () => {
  it("signs a student out everywhere at once, closes their live streams, and is audited", async () => {
    const student = await ctx.signedInAs("student");
    const phone = await secondDevice(student);
    expect((await student.agent.get("/api/me")).status).toBe(200);
    const stream = await openLiveStream(ctx.url, student.agent.cookieHeader());
    expect(await stream.waitForCount("ready", 1)).toBe(true);

    const ended = await endSessions(admin, student.id);
    expect(ended.status).toBe(200);
    expect(ended.json).toEqual({ endedSessions: 2 });
    await stream.ended;
    expect((await student.agent.get("/api/me")).status).toBe(401);
    expect((await phone.get("/api/me")).status).toBe(401);
    expect(await sessionCount(student.id)).toBe(0);

    const [entry] = await ctx.db
      .select()
      .from(adminAuditLog)
      .orderBy(desc(adminAuditLog.createdAt), desc(adminAuditLog.id))
      .limit(1);
    expect(entry).toMatchObject({
      adminId: admin.id,
      action: "account.end_sessions",
      targetType: "account",
      targetId: student.id,
      changes: { sessions: { before: 2, after: 0 } },
    });

    // The account itself stays: the student signs in again with the same password.
    const again = ctx.agent();
    expect(
      (await again.post("/api/auth/sign-in/email", { email: student.email, password: TEST_PASSWORD })).status,
    ).toBe(200);
  });

  it("ends a company's and another admin's sessions too, and answers 0 for an account signed in nowhere", async () => {
    for (const role of ["company", "admin"] as const) {
      const person = await ctx.signedInAs(role);
      expect((await endSessions(admin, person.id)).json).toEqual({ endedSessions: 1 });
      expect((await person.agent.get("/api/me")).status).toBe(401);
      expect((await endSessions(admin, person.id)).json).toEqual({ endedSessions: 0 });
    }
    // The admin who did it is still signed in.
    expect((await admin.agent.get("/api/me")).status).toBe(200);
  });

  it("is for admins only: signed out 401, a student or a company 403, and nothing ends", async () => {
    const target = await ctx.signedInAs("student");
    expect((await ctx.agent().delete(`/api/admin/accounts/${target.id}/sessions`)).status).toBe(401);
    for (const role of ["student", "company"] as const) {
      const caller = await ctx.signedInAs(role);
      const refused = await endSessions(caller, target.id);
      expect(refused.status).toBe(403);
      expect(refused.json.error).toEqual({ code: "FORBIDDEN", message: ADMIN_ACCOUNT_MESSAGES.onlyAdmins });
      // Not even one's own sessions through this path.
      expect((await endSessions(caller, caller.id)).status).toBe(403);
      expect((await caller.agent.get("/api/me")).status).toBe(200);
    }
    expect((await target.agent.get("/api/me")).status).toBe(200);
  });

  it("answers 404 for an account that does not exist and 409 for the admin's own, recording nothing", async () => {
    const entries = async () =>
      (await ctx.db.select({ n: sql<number>`count(*)::int` }).from(adminAuditLog))[0]!.n;
    const before = await entries();
    for (const id of ["00000000-0000-4000-8000-000000000000", "not an id", "x".repeat(300)]) {
      const missing = await endSessions(admin, encodeURIComponent(id));
      expect(missing.status, id).toBe(404);
      expect(missing.json.error).toEqual({
        code: "NOT_FOUND",
        message: ADMIN_ACCOUNT_MESSAGES.accountNotFound,
      });
    }
    const own = await endSessions(admin, admin.id);
    expect(own.status).toBe(409);
    expect(own.json.error).toEqual({ code: "CONFLICT", message: ADMIN_ACCOUNT_MESSAGES.ownSessions });
    expect((await admin.agent.get("/api/me")).status).toBe(200);
    expect(await entries()).toBe(before);
  });
});
