import { APPLICATION_STATUSES } from "@internpath/shared/enums";
import { and, eq, sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it, vi } from "vitest";
import {
  applicationCounts,
  applicationStatusChanges,
  applications,
  notifications,
} from "../../db/schema/marketplace.ts";
import { postInternship, studentWithResume } from "../../testing/marketplace.ts";
import { createTestContext, type TestContext } from "../../testing/test-app.ts";

vi.setConfig({ testTimeout: 90_000 });

let ctx: TestContext;
type SignedIn = Awaited<ReturnType<TestContext["signedInAs"]>>;
let admin: SignedIn;
let company: SignedIn;
let student: Awaited<ReturnType<typeof studentWithResume>>;
let internshipId: string;
let applicationId: string;

beforeAll(async () => {
  ctx = await createTestContext();
  [admin, company] = await Promise.all([
    ctx.signedInAs("admin", { fullName: "Ada Admin" }),
    ctx.signedInAs("company", { fullName: "Cora Contact" }),
  ]);
  student = await studentWithResume(ctx, { fullName: "Sam Student" });
  const internship = await postInternship(ctx.db, company.actor, {
    title: "Platform Intern",
    location: "Lisbon",
    isRemote: true,
    duration: "6 months",
    stipend: "900 EUR",
  });
  internshipId = internship.id;
  const applied = await student.agent.post("/api/applications", {
    internshipId,
    coverLetter: "Dear team,\nI would love to join.",
  });
  applicationId = applied.json.application.id;
});
afterAll(() => ctx.close());

const missingId = "00000000-0000-4000-8000-000000000000";

describe("who may use /api/admin/applications", () => {
  const endpoints = () =>
    [
      ["GET", "/api/admin/applications"],
      ["GET", "/api/admin/applications/export"],
      ["GET", `/api/admin/applications/${applicationId}`],
      ["DELETE", `/api/admin/applications/${applicationId}`],
    ] as const;

  it("answers 401 signed out, 403 to a student and to a company, and changes nothing", async () => {
    for (const [method, url] of endpoints()) {
      expect((await ctx.agent().request(method, url)).status, `${method} ${url}`).toBe(401);
      for (const other of [student, company]) {
        const response = await other.agent.request(method, url);
        expect(response.status, `${method} ${url}`).toBe(403);
        expect(response.json.error.message).toBe("Only administrators manage applications");
      }
    }
    const [row] = await ctx.db.select().from(applications).where(eq(applications.id, applicationId));
    expect(row).toBeDefined();
  });

  it("serves the admin the list, the detail and the export", async () => {
    const list = await admin.agent.get("/api/admin/applications");
    expect(list.status).toBe(200);
    expect(list.headers.get("cache-control")).toMatch(/no-store/);
    expect(list.json).toMatchObject({ total: 1, isTotalCapped: false, items: [{ id: applicationId }] });

    const detail = await admin.agent.get(`/api/admin/applications/${applicationId}`);
    expect(detail.status).toBe(200);
    expect(detail.json.application).toEqual({
      id: applicationId,
      status: "pending",
      coverLetter: "Dear team,\nI would love to join.",
      resumeUrl: student.resumeUrl,
      createdAt: expect.any(String),
      updatedAt: expect.any(String),
      student: {
        id: student.id,
        fullName: "Sam Student",
        email: student.email,
        avatarUrl: null,
        university: "Test University",
      },
      internship: {
        id: internshipId,
        title: "Platform Intern",
        location: "Lisbon",
        isRemote: true,
        duration: "6 months",
        stipend: "900 EUR",
      },
      company: {
        id: company.id,
        companyName: "Test Company",
        fullName: "Cora Contact",
        email: company.email,
      },
    });

    const exported = await admin.agent.get(`/api/admin/applications/export?q=${encodeURIComponent("sam")}`);
    expect(exported.status).toBe(200);
    expect(exported.headers.get("content-type")).toBe("text/csv; charset=utf-8");
    expect(exported.headers.get("cache-control")).toBe("private, no-store");
    expect(exported.headers.get("content-disposition")).toMatch(
      /^attachment; filename="applications_export_\d{4}-\d{2}-\d{2}T\d{2}-\d{2}-\d{2}Z\.csv"$/,
    );
    expect(exported.text.split("\r\n")).toEqual([
      "Student Name,Email,Internship,Company,Status,Applied Date,Updated Date",
      expect.stringMatching(
        new RegExp(
          `^Sam Student,${student.email},Platform Intern,Test Company,Pending,\\d{4}-\\d{2}-\\d{2},\\d{4}-\\d{2}-\\d{2}$`,
        ),
      ),
      "",
    ]);
  });

  it("serves the admin the application's resume through the file endpoint", async () => {
    const response = await admin.agent.get(student.resumeUrl);
    expect(response.status).toBe(200);
    expect(response.headers.get("cache-control")).toBe("private, no-store");
  });
});

describe("the Withdrawn filter", () => {
  it("lists only withdrawn applications, and a status it does not know is named with withdrawn among the choices", async () => {
    const leaver = await studentWithResume(ctx, { fullName: "Wes Withdrawn" });
    const applied = await leaver.agent.post("/api/applications", { internshipId });
    const withdrawnId = applied.json.application.id as string;
    expect((await leaver.agent.post(`/api/applications/${withdrawnId}/withdraw`)).status).toBe(200);

    const list = await admin.agent.get("/api/admin/applications?status=withdrawn");
    expect(list.status).toBe(200);
    expect(list.json).toMatchObject({ total: 1, items: [{ id: withdrawnId, status: "withdrawn" }] });
    expect(list.json.items).toHaveLength(1);
    // The other statuses leave it out; no filter lists it beside them.
    const pending = await admin.agent.get("/api/admin/applications?status=pending");
    expect(pending.json.items.map((item: { id: string }) => item.id)).not.toContain(withdrawnId);
    const all = await admin.agent.get("/api/admin/applications");
    expect(all.json.items.map((item: { id: string }) => item.id)).toContain(withdrawnId);
    const exported = await admin.agent.get("/api/admin/applications/export?status=withdrawn");
    expect(exported.status).toBe(200);
    expect(exported.text.split("\r\n").slice(1, -1)).toEqual([
      expect.stringMatching(/^Wes Withdrawn,.*,Platform Intern,Test Company,Withdrawn,/),
    ]);

    const unknown = await admin.agent.get("/api/admin/applications?status=hired");
    expect(unknown.status).toBe(400);
    expect(unknown.json.error.message).toBe(
      "Status must be pending, reviewing, accepted, rejected or withdrawn",
    );
    // Only an admin reads the filtered list.
    expect((await company.agent.get("/api/admin/applications?status=withdrawn")).status).toBe(403);
    expect((await leaver.agent.get("/api/admin/applications?status=withdrawn")).status).toBe(403);
  });
});

describe("bad input gets a 4xx with a message, never a 500", () => {
  const nul = encodeURIComponent("\u0000");
  const cases: [string, number][] = [
    ["/api/admin/applications?sort=email", 400],
    ["/api/admin/applications?sort=student&dir=up", 400],
    ["/api/admin/applications?status=hired", 400],
    ["/api/admin/applications?companyId=not%20an%20id", 400],
    ["/api/admin/applications?internshipId=12", 400],
    ["/api/admin/applications?after=%25%25", 400],
    ["/api/admin/applications?after=bm90IGpzb24", 400],
    [
      `/api/admin/applications?after=${Buffer.from(JSON.stringify(["appliedAt", "desc", null, null, "2026-02-31T00:00:00.000000Z", missingId])).toString("base64url")}`,
      400,
    ],
    [
      `/api/admin/applications?sort=student&dir=asc&after=${Buffer.from(JSON.stringify(["student", "asc", "a\u0000b", "x", "2026-01-01T00:00:00.000000Z", missingId])).toString("base64url")}`,
      400,
    ],
    ["/api/admin/applications?after=abc&before=abc", 400],
    ["/api/admin/applications?limit=0", 400],
    ["/api/admin/applications?limit=abc", 400],
    [`/api/admin/applications?q=${nul}`, 400],
    [`/api/admin/applications?q=${"x".repeat(201)}`, 400],
    [`/api/admin/applications/export?q=${nul}`, 400],
    ["/api/admin/applications/export?sort=nope", 400],
    [`/api/admin/applications/export?companyId=${nul}`, 400],
    ["/api/admin/applications/not-a-uuid", 404],
    [`/api/admin/applications/${missingId}`, 404],
    [`/api/admin/applications/${nul}`, 404],
  ];
  for (const [url, status] of cases) {
    it(`${url.slice(0, 90)} answers ${status}`, async () => {
      const response = await admin.agent.get(url);
      expect(response.status).toBe(status);
      expect(response.json.error.message).toEqual(expect.any(String));
    });
  }

  it("refuses a 1 MB search without a 500", async () => {
    const response = await admin.agent.get(`/api/admin/applications?q=${"x".repeat(1024 * 1024)}`);
    expect(response.status).toBeGreaterThanOrEqual(400);
    expect(response.status).toBeLessThan(500);
  });

  it("deletes nothing for a malformed or missing id", async () => {
    for (const id of ["nope", missingId]) {
      expect((await admin.agent.delete(`/api/admin/applications/${id}`)).status).toBe(404);
    }
  });
});

describe("an admin changes a status through PATCH /api/applications/:id/status", () => {
  it("moves any status to any other, stamps the update, records it and notifies the student", async () => {
    const other = await postInternship(ctx.db, company.actor, { title: "Status Intern" });
    const applied = await student.agent.post("/api/applications", { internshipId: other.id });
    const id = applied.json.application.id as string;
    let current = "pending";
    let lastUpdated = applied.json.application.updatedAt as string;
    const moves = APPLICATION_STATUSES.flatMap((from) =>
      APPLICATION_STATUSES.filter((to) => to !== from).map((to) => [from, to] as const),
    );
    let changes = 0;
    for (const [from, to] of moves) {
      if (current !== from) {
        expect((await admin.agent.patch(`/api/applications/${id}/status`, { status: from })).status).toBe(
          200,
        );
        changes += 1;
        current = from;
      }
      const response = await admin.agent.patch(`/api/applications/${id}/status`, { status: to });
      expect(response.status, `${from} -> ${to}`).toBe(200);
      expect(response.json.application).toMatchObject({ id, status: to });
      expect(response.json.application.updatedAt > lastUpdated).toBe(true);
      lastUpdated = response.json.application.updatedAt;
      current = to;
      changes += 1;
      const [last] = await ctx.db
        .select()
        .from(applicationStatusChanges)
        .where(eq(applicationStatusChanges.applicationId, id))
        .orderBy(sql`${applicationStatusChanges.createdAt} desc`)
        .limit(1);
      expect(last).toMatchObject({ changedBy: admin.id, fromStatus: from, toStatus: to });
    }
    const notes = await ctx.db
      .select()
      .from(notifications)
      .where(and(eq(notifications.userId, student.id), eq(notifications.relatedId, id)));
    expect(notes.filter((note) => note.type === "status_change")).toHaveLength(changes);
    const detail = await admin.agent.get(`/api/admin/applications/${id}`);
    expect(detail.json.application).toMatchObject({ status: current, updatedAt: lastUpdated });
  });

  it("refuses the same status and an unknown one", async () => {
    const detail = await admin.agent.get(`/api/admin/applications/${applicationId}`);
    const same = await admin.agent.patch(`/api/applications/${applicationId}/status`, {
      status: detail.json.application.status,
    });
    expect(same.status).toBe(400);
    const unknown = await admin.agent.patch(`/api/applications/${applicationId}/status`, { status: "hired" });
    expect(unknown.status).toBe(400);
  });
});

async function countersAreRight() {
  const kept = await ctx.db.select().from(applicationCounts);
  const counted = (await ctx.db.execute(
    sql`select company_id as "companyId", status, count(*)::int as count from applications group by 1, 2`,
  )) as unknown as { rows: { companyId: string; status: string; count: number }[] };
  const nonZero = kept
    .filter((row) => row.count > 0)
    .map(({ companyId, status, count }) => ({ companyId, status, count }));
  expect(
    nonZero.sort((a, b) => `${a.companyId}${a.status}`.localeCompare(`${b.companyId}${b.status}`)),
  ).toEqual(
    counted.rows.sort((a, b) => `${a.companyId}${a.status}`.localeCompare(`${b.companyId}${b.status}`)),
  );
}

describe("DELETE /api/admin/applications/:id", () => {
  it("deletes the application with its status history, leaves no orphans and keeps the company's counters right", async () => {
    const other = await postInternship(ctx.db, company.actor, { title: "Delete Intern" });
    const applied = await student.agent.post("/api/applications", { internshipId: other.id });
    const id = applied.json.application.id as string;
    await admin.agent.patch(`/api/applications/${id}/status`, { status: "accepted" });
    const before = await admin.agent.get(`/api/admin/applications?companyId=${company.id}`);

    const response = await admin.agent.delete(`/api/admin/applications/${id}`);
    expect(response.status).toBe(204);

    expect(await ctx.db.select().from(applications).where(eq(applications.id, id))).toEqual([]);
    expect(
      await ctx.db
        .select()
        .from(applicationStatusChanges)
        .where(eq(applicationStatusChanges.applicationId, id)),
    ).toEqual([]);
    const orphans = (await ctx.db.execute(
      sql`select count(*)::int as count from application_status_changes h
        where not exists (select 1 from applications a where a.id = h.application_id)`,
    )) as unknown as { rows: { count: number }[] };
    expect(orphans.rows[0]!.count).toBe(0);
    await countersAreRight();
    const after = await admin.agent.get(`/api/admin/applications?companyId=${company.id}`);
    expect(after.json.total).toBe(before.json.total - 1);
    expect((await admin.agent.get(`/api/admin/applications/${id}`)).status).toBe(404);
    expect((await admin.agent.delete(`/api/admin/applications/${id}`)).status).toBe(404);
  });
});
