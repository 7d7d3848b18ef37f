import type { Role } from "@internpath/shared/enums";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createTestContext, type TestAgent, type TestContext } from "./testing/test-app.ts";

/**
 * "Bad input gets a 4xx with a clear message, never a 500": every endpoint, as
 * every role, with malformed ids, hostile query strings and bodies of the wrong shape.
 */
let ctx: TestContext;
const agents = new Map<Role | "anonymous", TestAgent>();

beforeAll(async () => {
  ctx = await createTestContext();
  agents.set("anonymous", ctx.agent());
  for (const role of ["student", "company", "admin"] as const)
    agents.set(role, (await ctx.signedInAs(role)).agent);
});
afterAll(() => ctx.close());

const BAD_IDS = [
  "not-a-uuid",
  "%00",
  "00000000-0000-0000-0000-000000000000",
  "x".repeat(2000),
  "1;drop table internships",
  "%E0%A4%A",
];

const BAD_QUERIES = [
  "q=%00",
  `q=${"a".repeat(5000)}`,
  "q=%25%25%5C_",
  "limit=-1",
  "limit=abc",
  "limit=100000",
  "after=garbage",
  "before=eyJhIjoxfQ",
  "after=WyIyMDI2LTAyLTMxVDAwOjAwOjAwLjAwMDAwMFoiLCJ4Il0",
  "status=bogus",
  "box=%00",
  "type=%00",
  "remote=maybe",
  "internshipId=nope",
  "filter=%00&q[]=1",
];

const BAD_BODIES: unknown[] = [
  null,
  [],
  "text",
  42,
  { status: { $ne: null } },
  { internshipId: "\u0000" },
  { title: "x".repeat(20_000), skills: "not-a-list" },
  { title: ["a"], description: {}, skills: [null], type: 1, deadline: "2026-02-31", status: "live" },
  { recipientId: 1, fullName: "\u0000", graduationYear: "soon", website: "javascript:alert(1)" },
];

const ID_ROUTES = [
  ["GET", "/api/internships/:id"],
  ["GET", "/api/internships/:id/edit"],
  ["GET", "/api/internships/:id/similar"],
  ["PUT", "/api/internships/:id"],
  ["PATCH", "/api/internships/:id/status"],
  ["DELETE", "/api/internships/:id"],
  ["GET", "/api/applications/:id/history"],
  ["GET", "/api/messages/:id"],
  ["POST", "/api/messages/:id/read"],
  ["PATCH", "/api/applications/:id/status"],
  ["POST", "/api/applications/:id/undo"],
  ["DELETE", "/api/bookmarks/:id"],
  ["POST", "/api/notifications/:id/read"],
  ["GET", "/api/files/:id/resumes/:id"],
  ["DELETE", "/api/admin/accounts/:id/sessions"],
  ["DELETE", "/api/admin/admins/:id"],
] as const;

const LIST_ROUTES = [
  "/api/internships",
  "/api/company/internships",
  "/api/applications/mine",
  "/api/messages",
  "/api/messages/unread-count",
  "/api/messages/recipients",
  "/api/company/applications",
  "/api/company/applications/export",
  "/api/bookmarks",
  "/api/notifications",
  "/api/dashboard/student",
  "/api/dashboard/company",
  "/api/profile",
  "/api/me",
];

const BODY_ROUTES = [
  ["POST", "/api/internships"],
  ["POST", "/api/applications"],
  ["POST", "/api/bookmarks"],
  ["POST", "/api/messages"],
  ["PATCH", "/api/profile"],
  ["PUT", "/api/internships/00000000-0000-4000-8000-000000000000"],
  ["PATCH", "/api/internships/00000000-0000-4000-8000-000000000000/status"],
  ["PATCH", "/api/applications/00000000-0000-4000-8000-000000000000/status"],
  ["POST", "/api/company/applications/status"],
  ["POST", "/api/company/applications/undo"],
  ["POST", "/api/auth/sign-in/social"],
  ["POST", "/api/auth/sign-up/email"],
  ["POST", "/api/auth/sign-in/email"],
  ["POST", "/api/auth/request-password-reset"],
  ["POST", "/api/auth/reset-password"],
  ["POST", "/api/auth/update-user"],
] as const;

type Failure = { who: string; method: string; url: string; status: number; body: string };

async function sweep(requests: { method: string; url: string; body?: unknown }[]) {
  const failures: Failure[] = [];
  for (const [who, agent] of agents) {
    for (const { method, url, body } of requests) {
      const response = await agent.request(method, url, body as Record<string, unknown> | undefined);
      const isClearError = response.status < 400 || (response.json?.error?.message ?? "").length > 0;
      if (response.status >= 500 || !isClearError) {
        failures.push({
          who,
          method,
          url: url.slice(0, 120),
          status: response.status,
          body: response.text.slice(0, 200),
        });
      }
    }
  }
  return failures;
}

describe("no endpoint answers bad input with a 500", { timeout: 180_000 }, () => {
  it("malformed ids in paths", async () => {
    const requests = ID_ROUTES.flatMap(([method, path]) =>
      BAD_IDS.map((id) => ({
        method,
        url: path.replaceAll(":id", id),
        body: method === "GET" || method === "DELETE" ? undefined : { status: "open" },
      })),
    );
    expect(await sweep(requests)).toEqual([]);
  });

  it("hostile query strings on every list", async () => {
    const requests = LIST_ROUTES.flatMap((path) =>
      BAD_QUERIES.map((query) => ({ method: "GET", url: `${path}?${query}` })),
    );
    expect(await sweep(requests)).toEqual([]);
  });

  it("bodies of the wrong shape on every write", async () => {
    const requests = BODY_ROUTES.flatMap(([method, url]) =>
      BAD_BODIES.map((body) => ({ method, url, body })),
    );
    expect(await sweep(requests)).toEqual([]);
  });
});
