import { sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createVerifiedAccount } from "../features/account/create-account.ts";
import { routesOfTheApp } from "../testing/app-routes.ts";
import { pdfBytes } from "../testing/fixtures.ts";
import { postInternship, studentWithResume } from "../testing/marketplace.ts";
import {
  createTestContext,
  TEST_ORIGIN,
  TEST_PASSWORD,
  type TestAgent,
  type TestContext,
  uniqueEmail,
} from "../testing/test-app.ts";

/**
 * Issue 13, item 1: who may call what. Every route the server answers (its own and Better Auth's) has a row
 * with the status each of six callers gets; resources in the path, query and body belong to student A or
 * company A, so student B and company B are the "another user's id" checks. A route missing from the table
 * fails the coverage test.
 */

const ACTORS = ["anonymous", "studentA", "studentB", "companyA", "companyB", "admin"] as const;
type ActorName = (typeof ACTORS)[number];
type Expected = Record<ActorName, number>;

/** anonymous, student A, student B, company A, company B, admin. */
function e(...statuses: [number, number, number, number, number, number]): Expected {
  return Object.fromEntries(ACTORS.map((actor, index) => [actor, statuses[index]])) as Expected;
}

type Call = {
  url: string;
  body?: unknown;
  raw?: { bytes: Uint8Array; headers: Record<string, string> };
};
type Row = {
  method: string;
  /** The route as the router names it. */
  route: string;
  expected: Expected;
  /** Builds the request for one caller; may create fresh data so each caller meets the same state. */
  call: (actor: ActorName) => Call | Promise<Call>;
  /** Sign in again for this request (routes that end or change the session). */
  freshSession?: boolean;
};

let ctx: TestContext;
type Signed = Awaited<ReturnType<TestContext["signedInAs"]>>;
let companyC: Signed["actor"];
const who = {} as Record<Exclude<ActorName, "anonymous">, Signed>;
const ids = {} as {
  internshipA: string;
  applicationA: string;
  messageA: string;
  notificationA: string;
  resumeA: string;
};

/** A posting of a company that is none of the callers (applying to it links a student to nobody here). */
async function freshInternshipC() {
  return (await postInternship(ctx.db, companyC, {})).id as string;
}

async function freshInternshipA(status: "open" | "draft" = "open") {
  return (await postInternship(ctx.db, who.companyA.actor, { status })).id as string;
}

/** A pending application of student A to a fresh posting of company A. */
async function freshApplicationA() {
  const internshipId = await freshInternshipA();
  const response = await who.studentA.agent.post("/api/applications", { internshipId });
  if (response.status !== 201) throw new Error(`apply failed: ${response.status} ${response.text}`);
  return response.json.application.id as string;
}

/** An application of student A that company A has just accepted (so it can be undone). */
async function freshDecisionA() {
  const id = await freshApplicationA();
  for (const status of ["reviewing", "accepted"]) {
    const response = await who.companyA.agent.patch(`/api/applications/${id}/status`, { status });
    if (response.status !== 200) throw new Error(`decision failed: ${response.status} ${response.text}`);
  }
  return id;
}

async function freshAccount(role: "student" | "company") {
  const account = await createVerifiedAccount(ctx.db, ctx.auth, {
    email: uniqueEmail(`fresh-${role}`),
    password: TEST_PASSWORD,
    fullName: `Fresh ${role}`,
    role,
    companyName: role === "company" ? "Fresh Co" : undefined,
    university: role === "student" ? "Fresh University" : undefined,
  });
  return account.id;
}

async function freshInvitation() {
  const response = await who.admin.agent.post("/api/admin/admins", {
    email: uniqueEmail("invited"),
    fullName: "Invited Admin",
  });
  if (response.status !== 201) throw new Error(`invite failed: ${response.status} ${response.text}`);
  return response.json.admin.id as string;
}

/** A fresh posting of company A that student A has reported (an open report for the admin to resolve). */
async function freshReportedInternshipA() {
  const internshipId = await freshInternshipA();
  const response = await who.studentA.agent.post(`/api/internships/${internshipId}/report`, {
    reason: "scam",
  });
  if (response.status !== 201) throw new Error(`report failed: ${response.status} ${response.text}`);
  return internshipId;
}

/** A fresh posting of company A that the admin has hidden after a report (so it can be unhidden). */
async function freshHiddenInternshipA() {
  const internshipId = await freshReportedInternshipA();
  const response = await who.admin.agent.post(`/api/admin/reports/${internshipId}/hide`, { reason: "Scam" });
  if (response.status !== 200) throw new Error(`hide failed: ${response.status} ${response.text}`);
  return internshipId;
}

/** A fresh company account that has been approved (so it can be revoked). */
async function freshApprovedCompany() {
  const id = await freshAccount("company");
  const response = await who.admin.agent.post(`/api/admin/companies/${id}/approve`, {});
  if (response.status !== 200) throw new Error(`approve failed: ${response.status} ${response.text}`);
  return id;
}

const studentOrCompany = (actor: ActorName) => (actor.startsWith("company") ? "company" : "student");
const internshipBody = { title: "Matrix Intern", location: "Paris", duration: "3 months" } as const;
const fullInternship = {
  ...internshipBody,
  description: "Work",
  requirements: "None",
  skills: ["Go"],
  type: "part-time",
  isRemote: true,
  status: "open",
};

const ROWS: Row[] = [
  // Public and infrastructure
  {
    method: "GET",
    route: "/api/health",
    expected: e(200, 200, 200, 200, 200, 200),
    call: () => ({ url: "/api/health" }),
  },
  {
    method: "GET",
    route: "/api/openapi.json",
    expected: e(200, 200, 200, 200, 200, 200),
    call: () => ({ url: "/api/openapi.json" }),
  },
  {
    method: "GET",
    route: "/api/docs",
    expected: e(200, 200, 200, 200, 200, 200),
    call: () => ({ url: "/api/docs" }),
  },
  {
    method: "GET",
    route: "/api/config",
    expected: e(200, 200, 200, 200, 200, 200),
    call: () => ({ url: "/api/config" }),
  },
  {
    method: "GET",
    route: "/sitemap.xml",
    expected: e(200, 200, 200, 200, 200, 200),
    call: () => ({ url: "/sitemap.xml" }),
  },
  {
    method: "GET",
    route: "/sitemaps/pages.xml",
    expected: e(200, 200, 200, 200, 200, 200),
    call: () => ({ url: "/sitemaps/pages.xml" }),
  },
  {
    method: "GET",
    route: "/sitemaps/:file{internships-[0-9]+\\.xml}",
    expected: e(200, 200, 200, 200, 200, 200),
    call: () => ({ url: "/sitemaps/internships-1.xml" }),
  },
  // Account
  {
    method: "GET",
    route: "/api/me",
    expected: e(401, 200, 200, 200, 200, 200),
    call: () => ({ url: "/api/me" }),
  },
  {
    method: "DELETE",
    route: "/api/account/sessions/:id",
    // Nobody's session: every signed-in user gets 404, as for another user's.
    expected: e(401, 404, 404, 404, 404, 404),
    call: () => ({ url: "/api/account/sessions/00000000-0000-4000-8000-000000000000" }),
  },
  {
    method: "GET",
    route: "/api/profile",
    expected: e(401, 200, 200, 200, 200, 200),
    call: () => ({ url: "/api/profile" }),
  },
  {
    method: "PATCH",
    route: "/api/profile",
    expected: e(401, 200, 200, 200, 200, 200),
    call: () => ({ url: "/api/profile", body: { bio: "Matrix bio" } }),
  },
  {
    method: "PUT",
    route: "/api/uploads/:kind",
    expected: e(401, 201, 201, 403, 403, 403),
    call: () => ({
      url: "/api/uploads/resume",
      raw: { bytes: pdfBytes(), headers: { "content-type": "application/pdf", "x-file-name": "cv.pdf" } },
    }),
  },
  {
    // Student A's resume: A, the company A applied to and an admin may read it.
    method: "GET",
    route: "/api/files/:owner/:folder/:name",
    expected: e(404, 200, 404, 200, 404, 200),
    call: () => ({ url: ids.resumeA }),
  },
  // Internships
  {
    method: "GET",
    route: "/api/internships",
    expected: e(200, 200, 200, 200, 200, 200),
    call: () => ({ url: "/api/internships" }),
  },
  {
    method: "GET",
    route: "/api/internships/locations",
    expected: e(200, 200, 200, 200, 200, 200),
    call: () => ({ url: "/api/internships/locations?q=Ber" }),
  },
  {
    method: "POST",
    route: "/api/internships",
    // An admin posts for a company and must name it (a body without companyId is refused).
    expected: e(401, 403, 403, 201, 201, 400),
    call: () => ({ url: "/api/internships", body: fullInternship }),
  },
  {
    method: "GET",
    route: "/api/internships/:id",
    expected: e(200, 200, 200, 200, 200, 200),
    call: () => ({ url: `/api/internships/${ids.internshipA}` }),
  },
  {
    // A draft: only its company and an admin see it.
    method: "GET",
    route: "/api/internships/:id",
    expected: e(404, 404, 404, 200, 404, 200),
    call: async () => ({ url: `/api/internships/${await freshInternshipA("draft")}` }),
  },
  {
    method: "GET",
    route: "/api/internships/:id/similar",
    expected: e(200, 200, 200, 200, 200, 200),
    call: () => ({ url: `/api/internships/${ids.internshipA}/similar` }),
  },
  {
    method: "GET",
    route: "/api/internships/:id/edit",
    expected: e(401, 403, 403, 200, 404, 200),
    call: () => ({ url: `/api/internships/${ids.internshipA}/edit` }),
  },
  {
    method: "PUT",
    route: "/api/internships/:id",
    expected: e(401, 403, 403, 200, 404, 200),
    call: async () => ({ url: `/api/internships/${await freshInternshipA()}`, body: fullInternship }),
  },
  {
    method: "PATCH",
    route: "/api/internships/:id/status",
    expected: e(401, 403, 403, 200, 404, 200),
    call: async () => ({
      url: `/api/internships/${await freshInternshipA()}/status`,
      body: { status: "closed" },
    }),
  },
  {
    method: "DELETE",
    route: "/api/internships/:id",
    expected: e(401, 403, 403, 204, 404, 204),
    call: async () => ({ url: `/api/internships/${await freshInternshipA()}` }),
  },
  {
    // Closing and its questions are the company's own: an admin closes through the status route.
    method: "GET",
    route: "/api/internships/:id/waiting",
    expected: e(401, 403, 403, 200, 404, 403),
    call: () => ({ url: `/api/internships/${ids.internshipA}/waiting` }),
  },
  {
    method: "POST",
    route: "/api/internships/:id/close",
    expected: e(401, 403, 403, 200, 404, 403),
    call: async () => ({
      url: `/api/internships/${await freshInternshipA()}/close`,
      body: { rejectRemaining: false },
    }),
  },
  {
    method: "POST",
    route: "/api/internships/:id/confirm-open",
    expected: e(401, 403, 403, 200, 404, 403),
    call: async () => ({ url: `/api/internships/${await freshInternshipA()}/confirm-open` }),
  },
  {
    // Once per student and posting: each caller reports a fresh posting.
    method: "POST",
    route: "/api/internships/:id/report",
    expected: e(401, 201, 201, 403, 403, 403),
    call: async () => ({
      url: `/api/internships/${await freshInternshipA()}/report`,
      body: { reason: "scam" },
    }),
  },
  {
    method: "GET",
    route: "/api/company/internships",
    expected: e(401, 403, 403, 200, 200, 403),
    call: () => ({ url: "/api/company/internships" }),
  },
  {
    method: "GET",
    route: "/api/companies/:id",
    expected: e(200, 200, 200, 200, 200, 200),
    call: () => ({ url: `/api/companies/${who.companyA.id}` }),
  },
  // Applications
  {
    method: "POST",
    route: "/api/applications",
    expected: e(401, 201, 201, 403, 403, 403),
    call: async () => ({ url: "/api/applications", body: { internshipId: await freshInternshipC() } }),
  },
  {
    method: "GET",
    route: "/api/applications/mine",
    expected: e(401, 200, 200, 403, 403, 403),
    call: () => ({ url: "/api/applications/mine" }),
  },
  {
    method: "GET",
    route: "/api/applications/:id/history",
    expected: e(401, 200, 404, 200, 404, 200),
    call: () => ({ url: `/api/applications/${ids.applicationA}/history` }),
  },
  {
    method: "POST",
    route: "/api/applications/:id/withdraw",
    expected: e(401, 200, 404, 403, 403, 403),
    call: async () => ({ url: `/api/applications/${await freshApplicationA()}/withdraw` }),
  },
  {
    method: "PATCH",
    route: "/api/applications/:id/status",
    expected: e(401, 403, 403, 200, 404, 200),
    call: async () => ({
      url: `/api/applications/${await freshApplicationA()}/status`,
      body: { status: "reviewing" },
    }),
  },
  {
    method: "POST",
    route: "/api/applications/:id/undo",
    expected: e(401, 403, 403, 200, 404, 403),
    call: async () => ({ url: `/api/applications/${await freshDecisionA()}/undo` }),
  },
  {
    // Company B names company A's application: refused (row by row), nothing changes.
    method: "POST",
    route: "/api/company/applications/status",
    expected: e(401, 403, 403, 200, 404, 403),
    call: async () => ({
      url: "/api/company/applications/status",
      body: { applicationIds: [await freshApplicationA()], status: "reviewing" },
    }),
  },
  {
    method: "POST",
    route: "/api/company/applications/undo",
    expected: e(401, 403, 403, 200, 404, 403),
    call: async () => ({
      url: "/api/company/applications/undo",
      body: { applicationIds: [await freshDecisionA()] },
    }),
  },
  {
    method: "GET",
    route: "/api/company/applications",
    expected: e(401, 403, 403, 200, 200, 403),
    call: () => ({ url: "/api/company/applications" }),
  },
  {
    method: "GET",
    route: "/api/company/applications/export",
    expected: e(401, 403, 403, 200, 404, 403),
    call: () => ({ url: "/api/company/applications/export" }),
  },
  // Bookmarks
  {
    method: "GET",
    route: "/api/bookmarks",
    expected: e(401, 200, 200, 403, 403, 403),
    call: () => ({ url: "/api/bookmarks" }),
  },
  {
    method: "POST",
    route: "/api/bookmarks",
    expected: e(401, 201, 201, 403, 403, 403),
    call: async () => ({ url: "/api/bookmarks", body: { internshipId: await freshInternshipA() } }),
  },
  {
    method: "DELETE",
    route: "/api/bookmarks/:internshipId",
    expected: e(401, 204, 204, 403, 403, 403),
    call: async (actor) => {
      const internshipId = await freshInternshipA();
      if (actor.startsWith("student"))
        await who[actor as "studentA"].agent.post("/api/bookmarks", { internshipId });
      return { url: `/api/bookmarks/${internshipId}` };
    },
  },
  // Dashboards
  {
    method: "GET",
    route: "/api/dashboard/student",
    expected: e(401, 200, 200, 403, 403, 403),
    call: () => ({ url: "/api/dashboard/student" }),
  },
  {
    method: "GET",
    route: "/api/dashboard/company",
    expected: e(401, 403, 403, 200, 200, 403),
    call: () => ({ url: "/api/dashboard/company" }),
  },
  // Messages
  {
    method: "GET",
    route: "/api/messages",
    expected: e(401, 200, 200, 200, 200, 200),
    call: () => ({ url: "/api/messages" }),
  },
  {
    method: "POST",
    route: "/api/messages",
    expected: e(401, 201, 403, 201, 403, 201),
    call: (actor) => ({
      url: "/api/messages",
      body: {
        recipientId:
          studentOrCompany(actor) === "company" || actor === "admin" ? who.studentA.id : who.companyA.id,
        messageText: "Hello from the matrix",
      },
    }),
  },
  {
    method: "GET",
    route: "/api/messages/unread-count",
    expected: e(401, 200, 200, 200, 200, 200),
    call: () => ({ url: "/api/messages/unread-count" }),
  },
  {
    method: "GET",
    route: "/api/messages/recipients",
    expected: e(401, 200, 200, 200, 200, 200),
    call: () => ({ url: "/api/messages/recipients" }),
  },
  {
    method: "GET",
    route: "/api/messages/recipients/:id",
    expected: e(401, 200, 404, 200, 404, 200),
    call: (actor) => ({
      url: `/api/messages/recipients/${studentOrCompany(actor) === "company" || actor === "admin" ? who.studentA.id : who.companyA.id}`,
    }),
  },
  {
    method: "GET",
    route: "/api/messages/:id",
    expected: e(401, 200, 404, 200, 404, 404),
    call: () => ({ url: `/api/messages/${ids.messageA}` }),
  },
  {
    method: "POST",
    route: "/api/messages/:id/read",
    // Only the recipient marks a message read; its sender gets 403.
    expected: e(401, 403, 404, 200, 404, 404),
    call: () => ({ url: `/api/messages/${ids.messageA}/read` }),
  },
  // Notifications
  {
    method: "GET",
    route: "/api/notifications",
    expected: e(401, 200, 200, 200, 200, 200),
    call: () => ({ url: "/api/notifications" }),
  },
  {
    method: "GET",
    route: "/api/notifications/all",
    expected: e(401, 200, 200, 200, 200, 200),
    call: () => ({ url: "/api/notifications/all" }),
  },
  {
    method: "POST",
    route: "/api/notifications/read-all",
    expected: e(401, 200, 200, 200, 200, 200),
    call: () => ({ url: "/api/notifications/read-all" }),
  },
  {
    method: "POST",
    route: "/api/notifications/:id/read",
    expected: e(401, 200, 404, 404, 404, 404),
    call: () => ({ url: `/api/notifications/${ids.notificationA}/read` }),
  },
  // Live events (the stream is opened and dropped at once)
  {
    method: "GET",
    route: "/api/events",
    expected: e(401, 200, 200, 200, 200, 200),
    call: () => ({ url: "/api/events" }),
  },
  // Admin back office
  ...(
    [
      ["GET", "/api/admin/stats", () => ({ url: "/api/admin/stats" }), 200],
      ["GET", "/api/admin/companies", () => ({ url: "/api/admin/companies" }), 200],
      [
        "POST",
        "/api/admin/companies",
        () => ({
          url: "/api/admin/companies",
          body: { email: uniqueEmail("admin-made-co"), companyName: "Made Co", fullName: "Made Person" },
        }),
        201,
      ],
      ["GET", "/api/admin/companies/:id", () => ({ url: `/api/admin/companies/${who.companyA.id}` }), 200],
      [
        "PATCH",
        "/api/admin/companies/:id",
        () => ({ url: `/api/admin/companies/${who.companyA.id}`, body: { bio: "Set by admin" } }),
        200,
      ],
      [
        "DELETE",
        "/api/admin/companies/:id",
        async () => ({ url: `/api/admin/companies/${await freshAccount("company")}` }),
        204,
      ],
      ["GET", "/api/admin/students", () => ({ url: "/api/admin/students" }), 200],
      [
        "POST",
        "/api/admin/students",
        () => ({
          url: "/api/admin/students",
          body: { email: uniqueEmail("admin-made-st"), fullName: "Made Student", university: "Made U" },
        }),
        201,
      ],
      ["GET", "/api/admin/students/:id", () => ({ url: `/api/admin/students/${who.studentA.id}` }), 200],
      [
        "PATCH",
        "/api/admin/students/:id",
        () => ({ url: `/api/admin/students/${who.studentA.id}`, body: { bio: "Set by admin" } }),
        200,
      ],
      [
        "DELETE",
        "/api/admin/students/:id",
        async () => ({ url: `/api/admin/students/${await freshAccount("student")}` }),
        204,
      ],
      ["GET", "/api/admin/admins", () => ({ url: "/api/admin/admins" }), 200],
      [
        "POST",
        "/api/admin/admins",
        () => ({
          url: "/api/admin/admins",
          body: { email: uniqueEmail("admin-made"), fullName: "Made Admin" },
        }),
        201,
      ],
      [
        "POST",
        "/api/admin/accounts/:id/invitation",
        async () => ({ url: `/api/admin/accounts/${await freshInvitation()}/invitation` }),
        204,
      ],
      // Any account's sessions, ended by an admin (student A's would sign the matrix's own caller out).
      [
        "DELETE",
        "/api/admin/accounts/:id/sessions",
        async () => ({ url: `/api/admin/accounts/${await freshAccount("student")}/sessions` }),
        200,
      ],
      [
        "DELETE",
        "/api/admin/admins/:id",
        async () => ({ url: `/api/admin/admins/${await freshInvitation()}` }),
        204,
      ],
      ["GET", "/api/admin/internships", () => ({ url: "/api/admin/internships" }), 200],
      [
        "GET",
        "/api/admin/internships/:id",
        () => ({ url: `/api/admin/internships/${ids.internshipA}` }),
        200,
      ],
      ["GET", "/api/admin/analytics", () => ({ url: "/api/admin/analytics" }), 200],
      ["GET", "/api/admin/analytics/export", () => ({ url: "/api/admin/analytics/export" }), 200],
      ["GET", "/api/admin/settings", () => ({ url: "/api/admin/settings" }), 200],
      [
        "PATCH",
        "/api/admin/settings",
        () => ({ url: "/api/admin/settings", body: { requireEmployerApproval: false } }),
        200,
      ],
      ["GET", "/api/admin/approvals", () => ({ url: "/api/admin/approvals" }), 200],
      [
        "POST",
        "/api/admin/companies/:id/approve",
        async () => ({ url: `/api/admin/companies/${await freshAccount("company")}/approve` }),
        200,
      ],
      [
        "POST",
        "/api/admin/companies/:id/reject",
        async () => ({
          url: `/api/admin/companies/${await freshAccount("company")}/reject`,
          body: { reason: "Not a real employer" },
        }),
        200,
      ],
      [
        "POST",
        "/api/admin/companies/:id/revoke",
        async () => ({
          url: `/api/admin/companies/${await freshApprovedCompany()}/revoke`,
          body: { reason: "Complaints" },
        }),
        200,
      ],
      ["GET", "/api/admin/reports", () => ({ url: "/api/admin/reports" }), 200],
      [
        "POST",
        "/api/admin/reports/:internshipId/dismiss",
        async () => ({ url: `/api/admin/reports/${await freshReportedInternshipA()}/dismiss` }),
        200,
      ],
      [
        "POST",
        "/api/admin/reports/:internshipId/hide",
        async () => ({
          url: `/api/admin/reports/${await freshReportedInternshipA()}/hide`,
          body: { reason: "Asks for money" },
        }),
        200,
      ],
      [
        "POST",
        "/api/admin/internships/:id/unhide",
        async () => ({ url: `/api/admin/internships/${await freshHiddenInternshipA()}/unhide` }),
        200,
      ],
      ["GET", "/api/admin/audit", () => ({ url: "/api/admin/audit" }), 200],
      ["GET", "/api/admin/applications", () => ({ url: "/api/admin/applications" }), 200],
      ["GET", "/api/admin/applications/export", () => ({ url: "/api/admin/applications/export" }), 200],
      [
        "GET",
        "/api/admin/applications/:id",
        () => ({ url: `/api/admin/applications/${ids.applicationA}` }),
        200,
      ],
      [
        "DELETE",
        "/api/admin/applications/:id",
        async () => ({ url: `/api/admin/applications/${await freshApplicationA()}` }),
        204,
      ],
    ] as const
  ).map(
    ([method, route, call, adminStatus]): Row => ({
      method,
      route,
      call,
      expected: e(401, 403, 403, 403, 403, adminStatus),
    }),
  ),
  // Better Auth, behind /api/auth (social providers are not configured in tests, so theirs answer 400).
  {
    method: "GET",
    route: "/api/auth/get-session",
    expected: e(200, 200, 200, 200, 200, 200),
    call: () => ({ url: "/api/auth/get-session" }),
  },
  {
    method: "POST",
    route: "/api/auth/get-session",
    // Better Auth declares POST but its router only answers GET here.
    expected: e(405, 405, 405, 405, 405, 405),
    call: () => ({ url: "/api/auth/get-session", body: {} }),
  },
  {
    method: "POST",
    route: "/api/auth/sign-in/social",
    expected: e(400, 400, 400, 400, 400, 400),
    call: () => ({ url: "/api/auth/sign-in/social", body: { provider: "github", callbackURL: "/" } }),
  },
  {
    method: "GET",
    route: "/api/auth/callback/:id",
    expected: e(302, 302, 302, 302, 302, 302),
    call: () => ({ url: "/api/auth/callback/github?code=x&state=y" }),
  },
  {
    method: "POST",
    route: "/api/auth/callback/:id",
    expected: e(302, 302, 302, 302, 302, 302),
    call: () => ({ url: "/api/auth/callback/github", body: { code: "x", state: "y" } }),
  },
  {
    method: "POST",
    route: "/api/auth/sign-out",
    freshSession: true,
    expected: e(200, 200, 200, 200, 200, 200),
    call: () => ({ url: "/api/auth/sign-out", body: {} }),
  },
  {
    method: "POST",
    route: "/api/auth/sign-up/email",
    expected: e(200, 200, 200, 200, 200, 200),
    call: () => ({
      url: "/api/auth/sign-up/email",
      body: {
        email: uniqueEmail("signup"),
        password: TEST_PASSWORD,
        name: "New Person",
        role: "student",
        university: "U",
      },
    }),
  },
  {
    method: "POST",
    route: "/api/auth/sign-in/email",
    expected: e(200, 200, 200, 200, 200, 200),
    call: () => ({
      url: "/api/auth/sign-in/email",
      body: { email: who.studentB.email, password: TEST_PASSWORD },
    }),
  },
  {
    method: "POST",
    route: "/api/auth/reset-password",
    expected: e(400, 400, 400, 400, 400, 400),
    call: () => ({
      url: "/api/auth/reset-password",
      body: { token: "not-a-token", newPassword: "another-pass-99" },
    }),
  },
  {
    method: "POST",
    route: "/api/auth/verify-password",
    expected: e(401, 200, 200, 200, 200, 200),
    call: () => ({ url: "/api/auth/verify-password", body: { password: TEST_PASSWORD } }),
  },
  {
    method: "POST",
    route: "/api/auth/sign-in/magic-link",
    // The same answer for anyone, whether or not the account exists; the link goes to its inbox only.
    expected: e(200, 200, 200, 200, 200, 200),
    call: () => ({ url: "/api/auth/sign-in/magic-link", body: { email: who.studentB.email } }),
  },
  {
    method: "GET",
    route: "/api/auth/magic-link/verify",
    // A dead link lands on the sign-in page, which explains.
    expected: e(302, 302, 302, 302, 302, 302),
    call: () => ({ url: "/api/auth/magic-link/verify?token=not-a-token&callbackURL=/dashboard" }),
  },
  {
    method: "GET",
    route: "/api/auth/verify-email",
    expected: e(302, 302, 302, 302, 302, 302),
    call: () => ({ url: "/api/auth/verify-email?token=not-a-token&callbackURL=/" }),
  },
  {
    method: "POST",
    route: "/api/auth/send-verification-email",
    // Signed in, only one's own address may be named.
    expected: e(200, 400, 400, 400, 400, 400),
    call: () => ({ url: "/api/auth/send-verification-email", body: { email: uniqueEmail("nobody") } }),
  },
  {
    method: "POST",
    route: "/api/auth/change-email",
    freshSession: true,
    expected: e(401, 400, 400, 400, 400, 400),
    call: () => ({ url: "/api/auth/change-email", body: { newEmail: uniqueEmail("changed") } }),
  },
  {
    method: "POST",
    route: "/api/auth/change-password",
    freshSession: true,
    expected: e(401, 400, 400, 400, 400, 400),
    call: () => ({
      url: "/api/auth/change-password",
      body: { currentPassword: "wrong-password-1", newPassword: "another-pass-99" },
    }),
  },
  {
    method: "POST",
    route: "/api/auth/update-session",
    freshSession: true,
    // The session has no field a caller may set.
    expected: e(401, 400, 400, 400, 400, 400),
    call: () => ({ url: "/api/auth/update-session", body: {} }),
  },
  {
    method: "POST",
    route: "/api/auth/update-user",
    freshSession: true,
    expected: e(401, 200, 200, 200, 200, 200),
    call: () => ({ url: "/api/auth/update-user", body: { name: "Renamed Person" } }),
  },
  {
    method: "POST",
    route: "/api/auth/delete-user",
    freshSession: true,
    // Not enabled: accounts are deleted by an admin.
    expected: e(401, 404, 404, 404, 404, 404),
    call: () => ({ url: "/api/auth/delete-user", body: {} }),
  },
  {
    method: "POST",
    route: "/api/auth/request-password-reset",
    expected: e(200, 200, 200, 200, 200, 200),
    call: () => ({ url: "/api/auth/request-password-reset", body: { email: uniqueEmail("nobody") } }),
  },
  {
    method: "GET",
    route: "/api/auth/reset-password/:token",
    expected: e(302, 302, 302, 302, 302, 302),
    call: () => ({ url: "/api/auth/reset-password/not-a-token?callbackURL=/" }),
  },
  {
    method: "GET",
    route: "/api/auth/list-sessions",
    expected: e(401, 200, 200, 200, 200, 200),
    call: () => ({ url: "/api/auth/list-sessions" }),
  },
  {
    method: "POST",
    route: "/api/auth/revoke-session",
    freshSession: true,
    expected: e(401, 200, 200, 200, 200, 200),
    call: () => ({ url: "/api/auth/revoke-session", body: { token: "not-a-token" } }),
  },
  {
    method: "POST",
    route: "/api/auth/revoke-sessions",
    freshSession: true,
    expected: e(401, 200, 200, 200, 200, 200),
    call: () => ({ url: "/api/auth/revoke-sessions", body: {} }),
  },
  {
    method: "POST",
    route: "/api/auth/revoke-other-sessions",
    freshSession: true,
    expected: e(401, 200, 200, 200, 200, 200),
    call: () => ({ url: "/api/auth/revoke-other-sessions", body: {} }),
  },
  {
    method: "POST",
    route: "/api/auth/link-social",
    expected: e(401, 404, 404, 404, 404, 404),
    call: () => ({ url: "/api/auth/link-social", body: { provider: "github", callbackURL: "/" } }),
  },
  {
    method: "GET",
    route: "/api/auth/list-accounts",
    expected: e(401, 200, 200, 200, 200, 200),
    call: () => ({ url: "/api/auth/list-accounts" }),
  },
  {
    method: "GET",
    route: "/api/auth/delete-user/callback",
    expected: e(404, 404, 404, 404, 404, 404),
    call: () => ({ url: "/api/auth/delete-user/callback?token=x" }),
  },
  {
    method: "POST",
    route: "/api/auth/unlink-account",
    // The body is checked before the session.
    expected: e(400, 400, 400, 400, 400, 400),
    call: () => ({ url: "/api/auth/unlink-account", body: { providerId: "github" } }),
  },
  {
    method: "POST",
    route: "/api/auth/refresh-token",
    // The body is checked before the session.
    expected: e(400, 400, 400, 400, 400, 400),
    call: () => ({ url: "/api/auth/refresh-token", body: { providerId: "github" } }),
  },
  {
    method: "POST",
    route: "/api/auth/get-access-token",
    // The body is checked before the session.
    expected: e(400, 400, 400, 400, 400, 400),
    call: () => ({ url: "/api/auth/get-access-token", body: { providerId: "github" } }),
  },
  {
    method: "GET",
    route: "/api/auth/account-info",
    expected: e(400, 400, 400, 400, 400, 400),
    call: () => ({ url: "/api/auth/account-info" }),
  },
  {
    method: "GET",
    route: "/api/auth/ok",
    expected: e(200, 200, 200, 200, 200, 200),
    call: () => ({ url: "/api/auth/ok" }),
  },
  {
    method: "GET",
    route: "/api/auth/error",
    expected: e(200, 200, 200, 200, 200, 200),
    call: () => ({ url: "/api/auth/error" }),
  },
];

async function signInAgain() {
  for (const actor of ACTORS) {
    if (actor === "anonymous") continue;
    const response = await who[actor].agent.post("/api/auth/sign-in/email", {
      email: who[actor].email,
      password: TEST_PASSWORD,
    });
    if (response.status !== 200) throw new Error(`sign-in again failed: ${response.status}`);
  }
}

async function send(actor: ActorName, row: Row): Promise<number> {
  let agent: TestAgent | undefined = actor === "anonymous" ? undefined : who[actor].agent;
  if (agent && row.freshSession) {
    agent = ctx.agent();
    const signIn = await agent.post("/api/auth/sign-in/email", {
      email: who[actor as "admin"].email,
      password: TEST_PASSWORD,
    });
    if (signIn.status !== 200) throw new Error(`sign-in failed: ${signIn.status}`);
  }
  const { url, body, raw } = await row.call(actor);
  const headers: Record<string, string> = { origin: TEST_ORIGIN, ...(raw?.headers ?? {}) };
  if (body !== undefined) headers["content-type"] = "application/json";
  const cookie = agent?.cookieHeader();
  if (cookie) headers.cookie = cookie;
  const controller = new AbortController();
  const response = await fetch(new URL(url, ctx.url), {
    method: row.method,
    headers,
    redirect: "manual",
    signal: controller.signal,
    body: raw ? raw.bytes : body === undefined ? undefined : JSON.stringify(body),
  });
  // A live stream never ends; its status is all this test needs.
  if ((response.headers.get("content-type") ?? "").includes("text/event-stream")) controller.abort();
  else await response.arrayBuffer();
  return response.status;
}

beforeAll(async () => {
  ctx = await createTestContext();
  const studentA = await studentWithResume(ctx, { fullName: "Student A" });
  who.studentA = studentA;
  ids.resumeA = studentA.resumeUrl;
  who.studentB = await studentWithResume(ctx, { fullName: "Student B" });
  who.companyA = await ctx.signedInAs("company", { fullName: "Company A" });
  who.companyB = await ctx.signedInAs("company", { fullName: "Company B" });
  who.admin = await ctx.signedInAs("admin");
  companyC = (await ctx.signedInAs("company", { fullName: "Company C" })).actor;
  ids.internshipA = await freshInternshipA();
  const applied = await studentA.agent.post("/api/applications", { internshipId: ids.internshipA });
  ids.applicationA = applied.json.application?.id;
  for (const status of ["reviewing", "accepted"]) {
    await who.companyA.agent.patch(`/api/applications/${ids.applicationA}/status`, { status });
  }
  const sent = await studentA.agent.post("/api/messages", {
    recipientId: who.companyA.id,
    messageText: "Hi",
  });
  ids.messageA = sent.json.message?.id;
  const notifications = await studentA.agent.get("/api/notifications");
  ids.notificationA = notifications.json.items?.[0]?.id ?? notifications.json[0]?.id;
  if (!ids.applicationA || !ids.messageA || !ids.notificationA) {
    throw new Error(`setup failed: ${JSON.stringify(ids)} ${notifications.text.slice(0, 300)}`);
  }
}, 120_000);
afterAll(() => ctx?.close());

describe("authorization matrix", { timeout: 300_000 }, () => {
  it("has a row for every route the app answers", () => {
    const inTable = new Set(ROWS.map((row) => `${row.method} ${row.route}`));
    const routes = routesOfTheApp(ctx);
    const missing = routes.filter((route) => !inTable.has(route));
    const stale = [...inTable].filter((route) => !routes.includes(route));
    expect({ missing, stale }).toEqual({ missing: [], stale: [] });
  });

  it("each caller gets the status the table names", async () => {
    const mismatches: string[] = [];
    let pairs = 0;
    for (const row of ROWS) {
      for (const actor of ACTORS) {
        const status = await send(actor, row);
        pairs += 1;
        if (status !== row.expected[actor]) {
          mismatches.push(
            `${row.method} ${row.route} as ${actor}: expected ${row.expected[actor]}, got ${status}`,
          );
        }
      }
      // Ending "other sessions" from a fresh one ends the callers' own too: sign them in again.
      if (row.freshSession) await signInAgain();
    }
    console.log(
      `[security] authorization matrix: ${ROWS.length} rows, ${pairs} (route, caller) pairs tried, ${mismatches.length} mismatches`,
    );
    expect(mismatches).toEqual([]);
  });
});

async function row(query: ReturnType<typeof sql>) {
  const result = await ctx.db.execute(query);
  return (result as unknown as { rows: Record<string, unknown>[] }).rows[0];
}

const profileOf = (id: string) =>
  row(sql`select role, email, company_name, university, email_verified from profiles where id = ${id}`);

describe("another account's ids in query strings", { timeout: 60_000 }, () => {
  it("company B filtering by company A's internship sees none of its applications", async () => {
    const query = `internshipId=${ids.internshipA}`;
    const own = await who.companyA.agent.get(`/api/company/applications?${query}`);
    expect(own.status).toBe(200);
    expect(own.json.items.length).toBeGreaterThan(0);
    const other = await who.companyB.agent.get(`/api/company/applications?${query}`);
    expect(other.status).toBeLessThan(500);
    expect(other.status === 200 ? other.json.items : []).toEqual([]);
    const exported = await who.companyB.agent.get(`/api/company/applications/export?${query}`);
    expect(exported.status).toBeLessThan(500);
    expect(exported.text).not.toContain("Student A");
  });

  it("a student's own lists never show another student's rows, whatever the query", async () => {
    for (const url of [
      `/api/applications/mine?internshipId=${ids.internshipA}&studentId=${who.studentA.id}`,
      `/api/messages?box=sent&senderId=${who.studentA.id}`,
      `/api/bookmarks?studentId=${who.studentA.id}`,
      `/api/notifications?userId=${who.studentA.id}`,
    ]) {
      const response = await who.studentB.agent.get(url);
      expect(response.status, url).toBeLessThan(500);
      expect(response.text, url).not.toContain(ids.applicationA);
      expect(response.text, url).not.toContain(ids.messageA);
    }
  });
});

describe("fields a caller may not set", { timeout: 120_000 }, () => {
  // Each attempt sends a field that must not change; the answer may refuse it (4xx) or ignore it
  // (2xx), never a 5xx, and the stored row keeps its value.
  const FORBIDDEN = {
    role: "admin",
    email: "taken-over@example.com",
    // A company may rename itself (its profile's companyName); which company an account *is* cannot move.
    companyId: "00000000-0000-4000-8000-000000000002",
    emailVerified: true,
    id: "00000000-0000-4000-8000-000000000001",
  };

  it("role, email, company and verification on one's own account", async () => {
    let tried = 0;
    for (const actor of ["studentA", "companyA", "admin"] as const) {
      const before = await profileOf(who[actor].id);
      for (const [field, value] of Object.entries(FORBIDDEN)) {
        for (const [method, url] of [
          ["PATCH", "/api/profile"],
          ["POST", "/api/auth/update-user"],
        ] as const) {
          const response = await who[actor].agent.request(method, url, { [field]: value });
          tried += 1;
          expect(response.status, `${method} ${url} ${field} as ${actor}`).toBeLessThan(500);
        }
      }
      expect(await profileOf(who[actor].id)).toEqual(before);
    }
    console.log(`[security] field-level: ${tried} attempts on one's own account, 0 changes`);
  });

  it("an admin editing an account cannot change its role or email", async () => {
    for (const [kind, target] of [
      ["students", who.studentB.id],
      ["companies", who.companyB.id],
    ] as const) {
      const before = await profileOf(target);
      for (const [field, value] of Object.entries(FORBIDDEN)) {
        const response = await who.admin.agent.patch(`/api/admin/${kind}/${target}`, { [field]: value });
        expect(response.status, `${kind} ${field}`).toBeLessThan(500);
      }
      expect(await profileOf(target)).toEqual(before);
    }
  });

  it("owner and status in internship, application and message bodies", async () => {
    const posted = await who.companyA.agent.post("/api/internships", {
      ...fullInternship,
      companyId: who.companyB.id,
      company_id: who.companyB.id,
    });
    expect(posted.status).toBeLessThan(500);
    if (posted.status === 201) {
      expect(
        await row(sql`select company_id from internships where id = ${posted.json.internship.id}`),
      ).toEqual({
        company_id: who.companyA.id,
      });
    }
    const own = await freshInternshipA();
    const updated = await who.companyA.agent.request("PUT", `/api/internships/${own}`, {
      ...fullInternship,
      companyId: who.companyB.id,
    });
    expect(updated.status).toBeLessThan(500);
    expect(await row(sql`select company_id from internships where id = ${own}`)).toEqual({
      company_id: who.companyA.id,
    });

    const target = await freshInternshipC();
    const applied = await who.studentA.agent.post("/api/applications", {
      internshipId: target,
      studentId: who.studentB.id,
      status: "accepted",
      companyId: who.companyB.id,
    });
    expect(applied.status).toBeLessThan(500);
    const stored = await row(
      sql`select student_id, status, company_id from applications where internship_id = ${target}`,
    );
    if (stored)
      expect(stored).toEqual({ student_id: who.studentA.id, status: "pending", company_id: companyC.id });

    const sent = await who.studentA.agent.post("/api/messages", {
      recipientId: who.companyA.id,
      messageText: "Who sent this?",
      senderId: who.studentB.id,
    });
    expect(sent.status).toBeLessThan(500);
    if (sent.status === 201) {
      expect(await row(sql`select sender_id from messages where id = ${sent.json.message.id}`)).toEqual({
        sender_id: who.studentA.id,
      });
    }
  });

  it("signing up cannot choose admin or a verified email", async () => {
    for (const extra of [{ role: "admin" }, { emailVerified: true, role: "student", university: "U" }]) {
      const email = uniqueEmail("signup-extra");
      const response = await ctx
        .agent()
        .post("/api/auth/sign-up/email", { email, password: TEST_PASSWORD, name: "Sneaky", ...extra });
      expect(response.status).toBeLessThan(500);
      const stored = await row(sql`select role, email_verified from profiles where email = ${email}`);
      if (stored) expect(stored).toEqual({ role: "student", email_verified: false });
    }
  });
});
