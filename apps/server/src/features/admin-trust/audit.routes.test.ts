import { desc, eq, sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it, vi } from "vitest";
import { adminAuditLog } from "../../db/schema/marketplace.ts";
import { postgresErrorCode } from "../../lib/db-errors.ts";
import { internshipInput, postInternship, studentWithResume } from "../../testing/marketplace.ts";
import { createTestContext, type TestAgent, type TestContext, uniqueEmail } from "../../testing/test-app.ts";

vi.setConfig({ testTimeout: 180_000 });

let ctx: TestContext;
type SignedIn = Awaited<ReturnType<TestContext["signedInAs"]>>;
let admin: SignedIn;
let company: SignedIn;

beforeAll(async () => {
  ctx = await createTestContext();
  [admin, company] = await Promise.all([ctx.signedInAs("admin"), ctx.signedInAs("company")]);
});
afterAll(() => ctx.close());

const entryCount = async () =>
  (await ctx.db.select({ n: sql<number>`count(*)::int` }).from(adminAuditLog))[0]!.n;
const newestEntry = async () =>
  (
    await ctx.db
      .select()
      .from(adminAuditLog)
      .orderBy(desc(adminAuditLog.createdAt), desc(adminAuditLog.id))
      .limit(1)
  )[0]!;

async function application() {
  const student = await studentWithResume(ctx);
  const internship = await postInternship(ctx.db, company.actor);
  const applied = await student.agent.post("/api/applications", { internshipId: internship.id });
  expect(applied.status).toBe(201);
  return applied.json.application.id as string;
}

async function reported() {
  const internship = await postInternship(ctx.db, company.actor);
  const student = await ctx.signedInAs("student");
  expect(
    (await student.agent.post(`/api/internships/${internship.id}/report`, { reason: "scam" })).status,
  ).toBe(201);
  return internship.id;
}

async function pendingCompany() {
  const pending = await ctx.signedInAs("company");
  await ctx.db.execute(sql`update profiles set verification = 'pending' where id = ${pending.id}`);
  return pending.id;
}

type Call = { method: "POST" | "PATCH" | "PUT" | "DELETE"; url: string; body?: Record<string, unknown> };

/**
 * Every admin write endpoint, each with what it needs; `action`/`targetType` are what its entry records.
 * A new admin write endpoint belongs here.
 */
const ADMIN_WRITES: {
  action: string;
  targetType: string;
  changed?: string;
  prepare: () => Promise<Call>;
}[] = [
  {
    action: "company.create",
    targetType: "company",
    changed: "companyName",
    prepare: async () => ({
      method: "POST",
      url: "/api/admin/companies",
      body: { email: uniqueEmail("acme"), companyName: "Acme", fullName: "Ada Acme" },
    }),
  },
  {
    action: "company.update",
    targetType: "company",
    changed: "companyName",
    prepare: async () => {
      const other = await ctx.signedInAs("company");
      return {
        method: "PATCH",
        url: `/api/admin/companies/${other.id}`,
        body: { companyName: "Renamed Ltd" },
      };
    },
  },
  {
    action: "company.delete",
    targetType: "company",
    changed: "email",
    prepare: async () => ({
      method: "DELETE",
      url: `/api/admin/companies/${(await ctx.signedInAs("company")).id}`,
    }),
  },
  {
    action: "student.create",
    targetType: "student",
    changed: "university",
    prepare: async () => ({
      method: "POST",
      url: "/api/admin/students",
      body: { email: uniqueEmail("stu"), fullName: "Sam Student", university: "Uni" },
    }),
  },
  {
    action: "student.update",
    targetType: "student",
    changed: "fullName",
    prepare: async () => ({
      method: "PATCH",
      url: `/api/admin/students/${(await ctx.signedInAs("student")).id}`,
      body: { fullName: "New Name" },
    }),
  },
  {
    action: "student.delete",
    targetType: "student",
    changed: "email",
    prepare: async () => ({
      method: "DELETE",
      url: `/api/admin/students/${(await ctx.signedInAs("student")).id}`,
    }),
  },
  {
    action: "admin.invite",
    targetType: "admin",
    changed: "email",
    prepare: async () => ({
      method: "POST",
      url: "/api/admin/admins",
      body: { email: uniqueEmail("adm"), fullName: "Another Admin" },
    }),
  },
  {
    action: "account.resend_invitation",
    targetType: "account",
    prepare: async () => {
      const invited = await admin.agent.post("/api/admin/companies", {
        email: uniqueEmail("inv"),
        companyName: "Invited",
        fullName: "In Vited",
      });
      return { method: "POST", url: `/api/admin/accounts/${invited.json.company.id}/invitation` };
    },
  },
  {
    action: "admin.remove",
    targetType: "admin",
    changed: "email",
    prepare: async () => ({
      method: "DELETE",
      url: `/api/admin/admins/${(await ctx.signedInAs("admin")).id}`,
    }),
  },
  {
    action: "account.end_sessions",
    targetType: "account",
    changed: "sessions",
    prepare: async () => ({
      method: "DELETE",
      url: `/api/admin/accounts/${(await ctx.signedInAs("student")).id}/sessions`,
    }),
  },
  {
    action: "internship.create",
    targetType: "internship",
    changed: "title",
    prepare: async () => ({
      method: "POST",
      url: "/api/internships",
      body: { ...internshipInput({ title: "Posted by admin" }), companyId: company.id },
    }),
  },
  {
    action: "internship.update",
    targetType: "internship",
    changed: "title",
    prepare: async () => {
      const internship = await postInternship(ctx.db, company.actor);
      return {
        method: "PUT",
        url: `/api/internships/${internship.id}`,
        body: internshipInput({ title: "Edited" }),
      };
    },
  },
  {
    action: "internship.status",
    targetType: "internship",
    changed: "status",
    prepare: async () => {
      const internship = await postInternship(ctx.db, company.actor);
      return { method: "PATCH", url: `/api/internships/${internship.id}/status`, body: { status: "closed" } };
    },
  },
  {
    action: "internship.delete",
    targetType: "internship",
    changed: "title",
    prepare: async () => ({
      method: "DELETE",
      url: `/api/internships/${(await postInternship(ctx.db, company.actor)).id}`,
    }),
  },
  {
    action: "application.status",
    targetType: "application",
    changed: "status",
    prepare: async () => ({
      method: "PATCH",
      url: `/api/applications/${await application()}/status`,
      body: { status: "accepted" },
    }),
  },
  {
    action: "application.delete",
    targetType: "application",
    changed: "status",
    prepare: async () => ({ method: "DELETE", url: `/api/admin/applications/${await application()}` }),
  },
  {
    action: "settings.update",
    targetType: "settings",
    changed: "requireEmployerApproval",
    prepare: async () => {
      const current = (await admin.agent.get("/api/admin/settings")).json.settings.requireEmployerApproval;
      return { method: "PATCH", url: "/api/admin/settings", body: { requireEmployerApproval: !current } };
    },
  },
  {
    action: "company.approve",
    targetType: "company",
    changed: "verification",
    prepare: async () => ({ method: "POST", url: `/api/admin/companies/${await pendingCompany()}/approve` }),
  },
  {
    action: "company.reject",
    targetType: "company",
    changed: "verification",
    prepare: async () => ({
      method: "POST",
      url: `/api/admin/companies/${await pendingCompany()}/reject`,
      body: { reason: "Unknown company" },
    }),
  },
  {
    action: "company.revoke",
    targetType: "company",
    changed: "verification",
    prepare: async () => {
      const id = await pendingCompany();
      await admin.agent.post(`/api/admin/companies/${id}/approve`);
      return { method: "POST", url: `/api/admin/companies/${id}/revoke`, body: { reason: "Fake" } };
    },
  },
  {
    action: "report.dismiss",
    targetType: "internship",
    changed: "openReports",
    prepare: async () => ({ method: "POST", url: `/api/admin/reports/${await reported()}/dismiss` }),
  },
  {
    action: "report.hide",
    targetType: "internship",
    changed: "hiddenAt",
    prepare: async () => ({
      method: "POST",
      url: `/api/admin/reports/${await reported()}/hide`,
      body: { reason: "Scam" },
    }),
  },
  {
    action: "internship.unhide",
    targetType: "internship",
    changed: "hiddenAt",
    prepare: async () => {
      const id = await reported();
      expect((await admin.agent.post(`/api/admin/reports/${id}/hide`, { reason: "Scam" })).status).toBe(200);
      return { method: "POST", url: `/api/admin/internships/${id}/unhide` };
    },
  },
];

function send(agent: TestAgent, call: Call) {
  return agent.request(call.method, call.url, call.body);
}

describe("the admin audit log", () => {
  it("records every admin write exactly once, with who, what and the changed fields", async () => {
    const calls: Call[] = [];
    for (const write of ADMIN_WRITES) {
      const call = await write.prepare();
      calls.push(call);
      const before = await entryCount();
      const response = await send(admin.agent, call);
      expect(response.status, `${write.action}: ${response.text}`).toBeLessThan(300);
      expect(await entryCount(), write.action).toBe(before + 1);
      const entry = await newestEntry();
      expect(entry, write.action).toMatchObject({
        adminId: admin.id,
        adminEmail: admin.email,
        action: write.action,
        targetType: write.targetType,
      });
      if (write.changed) expect(Object.keys(entry.changes as object), write.action).toContain(write.changed);
    }
    // The list above covers every admin write endpoint the app has.
    const adminWriteRoutes = ctx.app.routes.filter(
      (route) =>
        route.path.startsWith("/api/admin/") && ["POST", "PATCH", "PUT", "DELETE"].includes(route.method),
    );
    expect(adminWriteRoutes.length).toBeGreaterThan(10);
    for (const route of adminWriteRoutes) {
      const pattern = new RegExp(`^${route.path.replace(/:[A-Za-z]+/g, "[^/]+")}$`);
      const covered = calls.some((call) => call.method === route.method && pattern.test(call.url));
      expect(covered, `${route.method} ${route.path} is in ADMIN_WRITES`).toBe(true);
    }
  });

  it("records nothing for a write that fails, nor for a company's own writes", async () => {
    const before = await entryCount();
    expect((await admin.agent.patch("/api/admin/companies/nobody", { companyName: "X" })).status).toBe(404);
    expect((await admin.agent.delete("/api/internships/00000000-0000-4000-8000-000000000000")).status).toBe(
      404,
    );
    expect((await admin.agent.post("/api/admin/companies", { email: "bad" })).status).toBe(400);
    const internship = await company.agent.post("/api/internships", internshipInput());
    await company.agent.patch(`/api/internships/${internship.json.internship.id}/status`, {
      status: "closed",
    });
    expect(await entryCount()).toBe(before);
  });

  it("lists newest first, a keyset page at a time, filtered; only for admins; entries cannot be changed", async () => {
    const all = await admin.agent.get("/api/admin/audit?limit=5");
    expect(all.status).toBe(200);
    expect(all.json.items).toHaveLength(5);
    const next = await admin.agent.get(`/api/admin/audit?limit=5&after=${all.json.nextCursor}`);
    const times = [...all.json.items, ...next.json.items].map(
      (item: { createdAt: string }) => item.createdAt,
    );
    expect(times).toEqual([...times].sort().reverse());
    expect(new Set([...all.json.items, ...next.json.items].map((item: { id: string }) => item.id)).size).toBe(
      10,
    );

    const approvals = await admin.agent.get("/api/admin/audit?action=company.approve");
    expect(approvals.json.items.length).toBeGreaterThan(0);
    expect(approvals.json.items.every((item: { action: string }) => item.action === "company.approve")).toBe(
      true,
    );
    const settings = await admin.agent.get("/api/admin/audit?targetType=settings");
    expect(settings.json.items.map((item: { action: string }) => item.action)).toEqual(["settings.update"]);
    expect((await admin.agent.get(`/api/admin/audit?adminId=${company.id}`)).json.items).toEqual([]);
    const today = new Date().toISOString().slice(0, 10);
    expect(
      (await admin.agent.get(`/api/admin/audit?from=${today}&to=${today}&limit=1`)).json.items,
    ).toHaveLength(1);
    expect((await admin.agent.get("/api/admin/audit?to=2000-01-01")).json.items).toEqual([]);
    expect((await admin.agent.get("/api/admin/audit?from=yesterday")).status).toBe(400);
    expect((await admin.agent.get("/api/admin/audit?targetType=planet")).status).toBe(400);

    expect((await company.agent.get("/api/admin/audit")).status).toBe(403);
    expect((await ctx.agent().get("/api/admin/audit")).status).toBe(401);
    // No endpoint changes an entry, and the database refuses to.
    const [entry] = await ctx.db.select().from(adminAuditLog).limit(1);
    expect((await admin.agent.delete(`/api/admin/audit/${entry!.id}`)).status).toBe(404);
    await expect(
      ctx.db.execute(sql`update admin_audit_log set action = 'x' where id = ${entry!.id}`),
    ).rejects.toThrow();
    await expect(ctx.db.delete(adminAuditLog).where(eq(adminAuditLog.id, entry!.id))).rejects.toThrow();
  });

  it("refuses TRUNCATE by the app's own role, alone or with other tables, and keeps every entry", async () => {
    await admin.agent.patch("/api/admin/settings", { requireEmployerApproval: true });
    const entries = await entryCount();
    expect(entries).toBeGreaterThan(0);
    for (const statement of [
      sql`truncate admin_audit_log`,
      sql`truncate table only admin_audit_log restart identity`,
      sql`truncate app_settings, admin_audit_log`,
    ]) {
      // insufficient_privilege, raised by the append-only trigger.
      expect(await ctx.db.execute(statement).then(() => "done", postgresErrorCode)).toBe("42501");
    }
    expect(await entryCount()).toBe(entries);
  });
});
