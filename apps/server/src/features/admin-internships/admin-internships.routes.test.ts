import type { AdminInternshipDetail, AdminInternshipRow } from "@internpath/shared/admin-internship-answers";
import type { Page } from "@internpath/shared/api-types";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import {
  type GeneratedMarketplace,
  generateMarketplace,
  type RawInternship,
  readEverything,
} from "../../testing/generated-marketplace.ts";
import { createTestContext, type TestAgent, type TestContext } from "../../testing/test-app.ts";

let ctx: TestContext;
let admin: TestAgent;
let student: TestAgent;
let company: TestAgent;
let generated: GeneratedMarketplace;

beforeAll(async () => {
  ctx = await createTestContext();
  const accounts = await Promise.all([
    ctx.signedInAs("admin"),
    ctx.signedInAs("student"),
    ctx.signedInAs("company"),
  ]);
  [admin, student, company] = [accounts[0].agent, accounts[1].agent, accounts[2].agent];
  generated = await generateMarketplace(ctx.db);
}, 60_000);
afterAll(() => ctx?.close());

const ENDPOINTS = () => ["/api/admin/internships", `/api/admin/internships/${generated.internshipIds[0]}`];

describe("who may use the admin internship endpoints", () => {
  it("answers 401 signed out, 403 to a student and a company, 200 to an admin", async () => {
    for (const url of ENDPOINTS()) {
      expect((await ctx.agent().get(url)).status, url).toBe(401);
      expect((await student.get(url)).status, url).toBe(403);
      expect((await company.get(url)).status, url).toBe(403);
      expect((await admin.get(url)).status, url).toBe(200);
    }
  });
});

describe("GET /api/admin/internships refuses bad input with a 4xx and a message", () => {
  const cases: [string, string][] = [
    ["a NUL byte in q", "q=a%00b"],
    ["a 201-character q", `q=${"x".repeat(201)}`],
    ["a malformed company id", "companyId=not%20an%20id!"],
    ["a NUL byte in the company id", "companyId=a%00"],
    ["an unknown status", "status=archived"],
    ["a forged cursor", "after=bm90LWEtY3Vyc29y"],
    [
      "a cursor of another shape",
      `after=${Buffer.from('["2026-02-30T00:00:00.000000Z","x"]').toString("base64url")}`,
    ],
    ["both cursors", "after=abc&before=abc"],
    ["a zero limit", "limit=0"],
    ["a limit over 100", "limit=101"],
  ];
  it.each(cases)("%s", async (_label, query) => {
    const response = await admin.get(`/api/admin/internships?${query}`);
    expect(response.status).toBe(400);
    expect(response.json.error.message).toEqual(expect.any(String));
  });

  it("answers a malformed or unknown internship id with 404", async () => {
    for (const id of ["not-a-uuid", "00000000-0000-4000-8000-000000000000", "%00"]) {
      const response = await admin.get(`/api/admin/internships/${id}`);
      expect(response.status, id).toBe(404);
      expect(response.json.error.message).toBe("Internship not found");
    }
  });
});

/** Every page of a list, following nextCursor (and checking prevCursor leads back). */
async function allPages(query: Record<string, string>) {
  const rows: AdminInternshipRow[] = [];
  let after: string | null = null;
  let first: Page<AdminInternshipRow> | undefined;
  do {
    const search = new URLSearchParams({ ...query, limit: "9", ...(after && { after }) });
    const response = await admin.get(`/api/admin/internships?${search}`);
    expect(response.status, search.toString()).toBe(200);
    const page = response.json as Page<AdminInternshipRow>;
    first ??= page;
    rows.push(...page.items);
    after = page.nextCursor;
  } while (after);
  return { rows, total: first!.total, isTotalCapped: first!.isTotalCapped };
}

const contains = (text: string | null, term: string) =>
  (text ?? "").toLowerCase().includes(term.toLowerCase());

/** The spec's rule by brute force: q in title, company name or location; filters AND-ed; newest first. */
function bruteForce(
  internships: RawInternship[],
  counts: Map<string, number>,
  filters: { q?: string; companyId?: string; status?: string },
) {
  return internships
    .filter(
      (row) =>
        (!filters.q ||
          contains(row.title, filters.q) ||
          contains(row.location, filters.q) ||
          contains(row.companyName, filters.q)) &&
        (!filters.companyId || row.companyId === filters.companyId) &&
        (!filters.status || row.status === filters.status),
    )
    .sort((a, b) =>
      a.createdAt === b.createdAt ? (a.id < b.id ? 1 : -1) : a.createdAt < b.createdAt ? 1 : -1,
    )
    .map((row) => ({
      id: row.id,
      title: row.title,
      companyId: row.companyId,
      companyName: row.companyName,
      status: row.status,
      location: row.location,
      isRemote: row.isRemote,
      applicationCount: counts.get(row.id) ?? 0,
      hidden: row.hidden,
    }));
}

describe("the list equals a brute-force search over the generated internships", () => {
  const TERMS = [
    "",
    "%",
    "_",
    "'",
    '"',
    "100%",
    "fun_co",
    "data_",
    "o'",
    '"best"',
    "BERLIN",
    ", ",
    "acme",
    "zzz",
  ];

  it("for every search term, alone and with a company and a status filter, with application counts", async () => {
    const { internships, applications } = await readEverything(ctx.db);
    const counts = new Map<string, number>();
    for (const application of applications) {
      counts.set(application.internshipId, (counts.get(application.internshipId) ?? 0) + 1);
    }
    const companyId = generated.companyIds[1]!;
    const filterSets: Record<string, string>[] = [
      {},
      { companyId },
      { status: "open" },
      { companyId, status: "draft" },
    ];
    let compared = 0;
    for (const q of TERMS) {
      for (const filters of filterSets) {
        const query = { ...(q && { q }), ...filters };
        // The server trims a search, as the brute force does.
        const expected = bruteForce(internships, counts, { ...query, q: q.trim() });
        const { rows, total, isTotalCapped } = await allPages(query);
        expect(
          rows.map(({ createdAt: _c, updatedAt: _u, type: _t, ...row }) => row),
          JSON.stringify(query),
        ).toEqual(expected);
        expect(total, JSON.stringify(query)).toBe(expected.length);
        expect(isTotalCapped).toBe(false);
        compared += expected.length;
      }
    }
    // The comparison is not vacuous: the terms match a good share of the rows.
    expect(compared).toBeGreaterThan(500);
  }, 120_000);

  it("walks back with prevCursor to the same rows", async () => {
    const first = (await admin.get("/api/admin/internships?limit=5")).json as Page<AdminInternshipRow>;
    const second = (await admin.get(`/api/admin/internships?limit=5&after=${first.nextCursor}`))
      .json as Page<AdminInternshipRow>;
    const back = (await admin.get(`/api/admin/internships?limit=5&before=${second.prevCursor}`))
      .json as Page<AdminInternshipRow>;
    expect(back.items.map((row) => row.id)).toEqual(first.items.map((row) => row.id));
    expect(second.items.map((row) => row.id)).not.toEqual(first.items.map((row) => row.id));
  });

  it("names the company a list is filtered by, and answers an unknown company with an empty list", async () => {
    const companyId = generated.companyIds[2]!;
    const known = await admin.get(`/api/admin/internships?companyId=${companyId}`);
    expect(known.json.company).toEqual({
      id: companyId,
      companyName: `O'Brien "Labs"`,
      fullName: "Recruiter 2",
    });
    const unknown = await admin.get("/api/admin/internships?companyId=no-such-company");
    expect(unknown.status).toBe(200);
    expect(unknown.json).toMatchObject({ items: [], total: 0, company: null });
    const student = await admin.get(`/api/admin/internships?companyId=${generated.studentIds[0]}`);
    expect(student.json.company).toBeNull();
    expect((await admin.get("/api/admin/internships")).json.company).toBeUndefined();
  });
});

describe("GET /api/admin/internships/:id", () => {
  it("shows an internship of any status with every field, its company and its applications per status", async () => {
    const { internships, applications } = await readEverything(ctx.db);
    for (const status of ["draft", "closed", "open"]) {
      const row = internships.find(
        (internship) =>
          internship.status === status && applications.some((a) => a.internshipId === internship.id),
      )!;
      const response = await admin.get(`/api/admin/internships/${row.id}`);
      expect(response.status).toBe(200);
      const detail = response.json.internship as AdminInternshipDetail;
      const mine = applications.filter((application) => application.internshipId === row.id);
      expect(detail).toMatchObject({
        id: row.id,
        title: row.title,
        location: row.location,
        isRemote: row.isRemote,
        status,
        description: "Generated",
        requirements: "Generated",
        duration: "3 months",
        skills: ["SQL"],
        company: { id: row.companyId, companyName: row.companyName },
        applicationCounts: {
          all: mine.length,
          pending: mine.filter((a) => a.status === "pending").length,
          reviewing: mine.filter((a) => a.status === "reviewing").length,
          accepted: mine.filter((a) => a.status === "accepted").length,
          rejected: mine.filter((a) => a.status === "rejected").length,
        },
      });
      expect(detail.company.email).toMatch(/@generated\.internpath\.test$/);
    }
  });
});
