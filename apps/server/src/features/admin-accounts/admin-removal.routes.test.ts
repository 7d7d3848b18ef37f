import { ADMIN_ACCOUNT_MESSAGES } from "@internpath/shared/admin-accounts-schemas";
import { desc, eq, sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it, vi } from "vitest";
import { profiles } from "../../db/schema/auth.ts";
import { adminAuditLog, messages } from "../../db/schema/marketplace.ts";
import { openLiveStream } from "../../testing/live-stream.ts";
import { createTestContext, type TestContext } from "../../testing/test-app.ts";

vi.setConfig({ testTimeout: 120_000 });

type SignedIn = Awaited<ReturnType<TestContext["signedInAs"]>>;

const removeAdmin = (caller: SignedIn, id: string) => caller.agent.delete(`/api/admin/admins/${id}`);

async function adminCount(ctx: TestContext) {
  return (
    await ctx.db.select({ n: sql<number>`count(*)::int` }).from(profiles).where(eq(profiles.role, "admin"))
  )[0]!.n;
}

describe("DELETE /api/admin/admins/:id", () => {
  let ctx: TestContext;
  let admin: SignedIn;
  beforeAll(async () => {
    ctx = await createTestContext({ sessionCacheSeconds: 60 });
    admin = await ctx.signedInAs("admin");
  });
  afterAll(() => ctx.close());

  it("removes another admin: signed out at once, their audit entries and messages stay, and it is audited", async () => {
    const other = await ctx.signedInAs("admin");
    const student = await ctx.signedInAs("student");
    // Something the other admin did before: a message and an audited write.
    expect(
      (await other.agent.post("/api/messages", { recipientId: student.id, messageText: "Welcome" })).status,
    ).toBe(201);
    expect((await other.agent.patch(`/api/admin/students/${student.id}`, { bio: "Checked" })).status).toBe(
      200,
    );
    expect((await other.agent.get("/api/me")).status).toBe(200);
    const stream = await openLiveStream(ctx.url, other.agent.cookieHeader());
    expect(await stream.waitForCount("ready", 1)).toBe(true);

    const removed = await removeAdmin(admin, other.id);
    expect(removed.status).toBe(204);
    await stream.ended;
    expect((await other.agent.get("/api/me")).status).toBe(401);
    expect(await ctx.db.select().from(profiles).where(eq(profiles.id, other.id))).toEqual([]);

    const entries = await ctx.db
      .select()
      .from(adminAuditLog)
      .orderBy(desc(adminAuditLog.createdAt), desc(adminAuditLog.id))
      .limit(2);
    expect(entries[0]).toMatchObject({
      adminId: admin.id,
      action: "admin.remove",
      targetType: "admin",
      targetId: other.id,
      changes: { email: { before: other.email, after: null }, role: { before: "admin", after: null } },
    });
    expect(entries[1]).toMatchObject({
      adminId: other.id,
      adminEmail: other.email,
      action: "student.update",
    });
    const [message] = await ctx.db.select().from(messages).where(eq(messages.recipientId, student.id));
    expect(message).toMatchObject({ senderId: null, messageText: "Welcome" });
    // Gone from the administrators list.
    const list = await admin.agent.get("/api/admin/admins");
    expect(list.json.items.map((row: { id: string }) => row.id)).not.toContain(other.id);
  });

  it("removes an admin whose invitation is still pending", async () => {
    const invited = await admin.agent.post("/api/admin/admins", {
      email: `pending-${Date.now()}@example.com`,
      fullName: "Pending Admin",
    });
    expect(invited.status).toBe(201);
    expect((await removeAdmin(admin, invited.json.admin.id)).status).toBe(204);
  });

  it("is for admins only: signed out 401, a student or a company 403, and the admin stays", async () => {
    const target = await ctx.signedInAs("admin");
    expect((await ctx.agent().delete(`/api/admin/admins/${target.id}`)).status).toBe(401);
    for (const role of ["student", "company"] as const) {
      const caller = await ctx.signedInAs(role);
      const refused = await removeAdmin(caller, target.id);
      expect(refused.status).toBe(403);
      expect(refused.json.error).toEqual({ code: "FORBIDDEN", message: ADMIN_ACCOUNT_MESSAGES.onlyAdmins });
    }
    expect((await target.agent.get("/api/me")).status).toBe(200);
  });

  it("answers 404 for an account that is not an admin, 409 for oneself, and changes nothing", async () => {
    const entries = async () =>
      (await ctx.db.select({ n: sql<number>`count(*)::int` }).from(adminAuditLog))[0]!.n;
    const before = await entries();
    const student = await ctx.signedInAs("student");
    const company = await ctx.signedInAs("company");
    for (const id of [student.id, company.id, "00000000-0000-4000-8000-000000000000", "not an id"]) {
      const refused = await removeAdmin(admin, encodeURIComponent(id));
      expect(refused.status, id).toBe(404);
      expect(refused.json.error).toEqual({
        code: "NOT_FOUND",
        message: ADMIN_ACCOUNT_MESSAGES.adminNotFound,
      });
    }
    expect((await student.agent.get("/api/me")).status).toBe(200);
    expect((await company.agent.get("/api/me")).status).toBe(200);
    const self = await removeAdmin(admin, admin.id);
    expect(self.status).toBe(409);
    expect(self.json.error).toEqual({ code: "CONFLICT", message: ADMIN_ACCOUNT_MESSAGES.removeSelf });
    expect((await admin.agent.get("/api/me")).status).toBe(200);
    expect(await entries()).toBe(before);
  });
});

describe("the last administrator", () => {
  let ctx: TestContext;
  let only: SignedIn;
  beforeAll(async () => {
    ctx = await createTestContext();
    only = await ctx.signedInAs("admin");
  });
  afterAll(() => ctx.close());

  it("cannot be removed", async () => {
    expect(await adminCount(ctx)).toBe(1);
    const refused = await removeAdmin(only, only.id);
    expect(refused.status).toBe(409);
    expect(refused.json.error).toEqual({ code: "CONFLICT", message: ADMIN_ACCOUNT_MESSAGES.lastAdmin });
    expect(await adminCount(ctx)).toBe(1);
  });

  it("remains when the only two admins remove each other at the same moment, round after round", async () => {
    let survivor = only;
    for (let round = 0; round < 8; round += 1) {
      const other = await ctx.signedInAs("admin");
      expect(await adminCount(ctx)).toBe(2);
      const [first, second] = await Promise.all([
        removeAdmin(survivor, other.id),
        removeAdmin(other, survivor.id),
      ]);
      const statuses = [first.status, second.status];
      // One removal happens; the other finds its caller signed out or no longer an admin, or its target
      // the last administrator.
      expect(
        statuses.filter((status) => status === 204),
        `round ${round}: ${statuses}`,
      ).toHaveLength(1);
      for (const status of statuses) expect([204, 401, 403, 409], `round ${round}`).toContain(status);
      expect(await adminCount(ctx)).toBe(1);
      if (second.status === 204) survivor = other;
    }
  });
});
