import type { ApplicationAnalytics } from "@internpath/shared/analytics-answers";
import { APPLICATION_STATUSES } from "@internpath/shared/enums";
import { eq, inArray, sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { profiles } from "../../db/schema/auth.ts";
import { applications, internships } from "../../db/schema/marketplace.ts";
import { parseCsv, spreadsheetCouldRun } from "../../testing/csv.ts";
import {
  type GeneratedMarketplace,
  generateMarketplace,
  type RawApplication,
  type RawInternship,
  randomFrom,
  readEverything,
} from "../../testing/generated-marketplace.ts";
import { postInternship, setCreatedAt, studentWithResume } from "../../testing/marketplace.ts";
import { createTestContext, type TestAgent, type TestContext } from "../../testing/test-app.ts";
import { todayUtc } from "./application-analytics.service.ts";
import { analyticsCsv } from "./export-analytics.service.ts";

let ctx: TestContext;
let admin: TestAgent;
let student: TestAgent;
let company: TestAgent;

beforeAll(async () => {
  ctx = await createTestContext();
  const accounts = await Promise.all([
    ctx.signedInAs("admin"),
    ctx.signedInAs("student"),
    ctx.signedInAs("company"),
  ]);
  [admin, student, company] = [accounts[0].agent, accounts[1].agent, accounts[2].agent];
}, 60_000);
afterAll(() => ctx?.close());

const LAST_DAY = "2026-06-30";

type Range = { from?: string; to?: string };

/** The figures by brute force over every stored application (the spec's own way of computing them). */
function bruteForce(
  {
    applications: rows,
    internships: postings,
  }: { applications: RawApplication[]; internships: RawInternship[] },
  range: Required<Range>,
) {
  const postingById = new Map(postings.map((posting) => [posting.id, posting]));
  const companyNames = new Map(postings.map((posting) => [posting.companyId, posting.companyName]));
  const tally = (key: (row: RawApplication) => string) => {
    const counts = new Map<string, number>();
    for (const row of rows) counts.set(key(row), (counts.get(key(row)) ?? 0) + 1);
    return counts;
  };
  const byCount = (a: [string, number], b: [string, number]) =>
    b[1] - a[1] || (a[0] < b[0] ? -1 : a[0] > b[0] ? 1 : 0);
  const byStatus = Object.fromEntries(
    APPLICATION_STATUSES.map((status) => [status, rows.filter((row) => row.status === status).length]),
  );
  return {
    total: rows.length,
    byStatus,
    topCompanies: [...tally((row) => row.companyId)]
      .sort(byCount)
      .slice(0, 5)
      .map(([companyId, count]) => ({ companyId, companyName: companyNames.get(companyId) ?? null, count })),
    topInternships: [...tally((row) => row.internshipId)]
      .sort(byCount)
      .slice(0, 5)
      .map(([internshipId, count]) => {
        const posting = postingById.get(internshipId)!;
        return {
          internshipId,
          title: posting.title,
          companyId: posting.companyId,
          companyName: posting.companyName,
          count,
        };
      }),
    days: [...tally((row) => row.day)]
      .filter(([day]) => day >= range.from && day <= range.to)
      .sort(([a], [b]) => (a < b ? -1 : 1))
      .map(([day, count]) => ({ day, count })),
  };
}

async function analytics(range: Range): Promise<ApplicationAnalytics> {
  const response = await admin.get(`/api/admin/analytics?${new URLSearchParams(range)}`);
  expect(response.status, response.text).toBe(200);
  return response.json as ApplicationAnalytics;
}

/** The answer equals the brute force for a range, and the counter tables equal the rows behind them. */
async function expectFiguresToMatch(range: Required<Range>) {
  const everything = await readEverything(ctx.db);
  const expected = bruteForce(everything, range);
  const answer = await analytics(range);
  expect(answer).toEqual({
    total: expected.total,
    byStatus: expected.byStatus,
    topCompanies: expected.topCompanies,
    topInternships: expected.topInternships,
    trend: { from: range.from, to: range.to, days: expected.days },
  });
  // The counters behind them, whole (not only the top five).
  const counters = (await ctx.db.execute(sql`
    select (select coalesce(json_agg(json_build_object('id', internship_id::text, 'count', count)), '[]')
              from internship_application_counts where count <> 0) as internships,
           (select coalesce(json_agg(json_build_object('day', to_char(day, 'YYYY-MM-DD'), 'company', company_id,
                                                       'count', count)), '[]')
              from application_daily_counts where count <> 0) as days`)) as unknown as {
    rows: { internships: unknown; days: unknown }[];
  };
  const parse = <T>(value: unknown) => (typeof value === "string" ? JSON.parse(value) : value) as T;
  const perInternship = Object.fromEntries(
    parse<{ id: string; count: number }[]>(counters.rows[0]!.internships).map((row) => [row.id, row.count]),
  );
  const perDay = Object.fromEntries(
    parse<{ day: string; company: string; count: number }[]>(counters.rows[0]!.days).map((row) => [
      `${row.day}|${row.company}`,
      row.count,
    ]),
  );
  const count = (key: (row: RawApplication) => string) =>
    everything.applications.reduce<Record<string, number>>((counts, row) => {
      counts[key(row)] = (counts[key(row)] ?? 0) + 1;
      return counts;
    }, {});
  expect(perInternship).toEqual(count((row) => row.internshipId));
  expect(perDay).toEqual(count((row) => `${row.day}|${row.companyId}`));
  return answer;
}

describe("who may read the analytics", () => {
  it("answers 401 signed out, 403 to a student and a company, 200 to an admin, for the figures and the export", async () => {
    for (const url of ["/api/admin/analytics", "/api/admin/analytics/export"]) {
      expect((await ctx.agent().get(url)).status, url).toBe(401);
      expect((await student.get(url)).status, url).toBe(403);
      expect((await company.get(url)).status, url).toBe(403);
    }
    expect((await admin.get("/api/admin/analytics")).status).toBe(200);
  });
});

describe("bad ranges are a 400 with a message", () => {
  it.each([
    ["year 0000", "from=0000-01-01&to=2026-01-01"],
    ["February 30", "from=2026-02-30"],
    ["a date after 2100", "to=2101-01-01"],
    ["not a date", "from=yesterday"],
    ["a time with the date", "from=2026-01-01T00:00:00Z"],
    ["a NUL byte", "to=2026-01-01%00"],
    ["a very long value", `from=${"9".repeat(5000)}`],
    ["from after to", "from=2026-03-02&to=2026-03-01"],
    ["from after today without to", `from=${Number(todayUtc().slice(0, 4)) + 1}-01-01`],
    ["more than 3,660 days", "from=2000-01-01&to=2026-01-01"],
  ])("%s", async (_label, query) => {
    for (const path of ["/api/admin/analytics", "/api/admin/analytics/export"]) {
      const response = await admin.get(`${path}?${query}`);
      expect(response.status, `${path}?${query}`).toBe(400);
      expect(response.json.error.message).toEqual(expect.any(String));
    }
  });
});

describe("with no applications", () => {
  it("answers zeros, a trend of today alone, and no export (404 'No data to export')", async () => {
    const answer = await analytics({});
    const today = todayUtc();
    expect(answer).toEqual({
      total: 0,
      byStatus: { pending: 0, reviewing: 0, accepted: 0, rejected: 0, withdrawn: 0 },
      topCompanies: [],
      topInternships: [],
      trend: { from: today, to: today, days: [] },
    });
    const exported = await admin.get("/api/admin/analytics/export");
    expect(exported.status).toBe(404);
    expect(exported.json.error.message).toBe("No data to export");
  });
});

describe("the figures equal a brute-force count over generated data", () => {
  let generated: GeneratedMarketplace;

  beforeAll(async () => {
    generated = await generateMarketplace(ctx.db, { lastDay: LAST_DAY, applications: 700 });
  }, 60_000);

  it("over a range, over all time and over days without applications", async () => {
    const month = await expectFiguresToMatch({ from: "2026-06-01", to: LAST_DAY });
    expect(month.trend.days.length).toBeGreaterThan(20);
    expect(month.total).toBe(700);
    const { applications: rows } = await readEverything(ctx.db);
    const firstDay = rows.map((row) => row.day).sort()[0]!;
    // Without `from`, the trend starts at the first application.
    const allTime = await analytics({ to: LAST_DAY });
    expect(allTime.trend.from).toBe(firstDay);
    await expectFiguresToMatch({ from: firstDay, to: LAST_DAY });
    expect((await analytics({ from: "2025-01-01", to: "2025-01-31" })).trend.days).toEqual([]);
  });

  it("after status changes, moves across midnight, deletes and cascades", async () => {
    const random = randomFrom(7);
    const { applications: rows } = await readEverything(ctx.db);
    // Status changes through the API (as an admin) and in bulk.
    for (const row of rows.slice(0, 5)) {
      const next = APPLICATION_STATUSES.find((status) => status !== row.status)!;
      const response = await admin.patch(`/api/applications/${row.id}/status`, { status: next });
      expect(response.status).toBe(200);
    }
    await ctx.db
      .update(applications)
      .set({ status: "accepted" })
      .where(
        inArray(
          applications.id,
          rows.slice(5, 60).map((row) => row.id),
        ),
      );
    // One application moves back across UTC midnight, one far into the past.
    await setCreatedAt(ctx.db, "applications", rows[60]!.id, `${rows[60]!.day}T00:00:00.000Z`);
    await setCreatedAt(ctx.db, "applications", rows[61]!.id, "2026-01-02T23:59:59.999Z");
    await setCreatedAt(ctx.db, "applications", rows[62]!.id, "2026-01-03T00:00:00.000Z");
    await expectFiguresToMatch({ from: "2026-01-01", to: LAST_DAY });

    // Deleting applications, an internship (its applications go by cascade) and a whole company.
    await ctx.db.delete(applications).where(
      inArray(
        applications.id,
        rows.filter(() => random.next() < 0.1).map((row) => row.id),
      ),
    );
    const { internships: postings } = await readEverything(ctx.db);
    const busiest = (await analytics({})).topInternships[0]!;
    expect((await admin.delete(`/api/internships/${busiest.internshipId}`)).status).toBe(204);
    await ctx.db.delete(internships).where(eq(internships.id, postings[3]!.id));
    await ctx.db.delete(profiles).where(eq(profiles.id, generated.companyIds[0]!));
    // A student's deletion takes their applications too.
    await ctx.db.delete(profiles).where(eq(profiles.id, generated.studentIds[0]!));
    const after = await expectFiguresToMatch({ from: "2026-01-01", to: LAST_DAY });
    expect(after.total).toBeLessThan(700);
    expect(after.topCompanies.map((row) => row.companyId)).not.toContain(generated.companyIds[0]);
  });

  it("sums the same applications in every figure", async () => {
    const answer = await analytics({ from: "2026-01-01", to: LAST_DAY });
    const statusSum = APPLICATION_STATUSES.reduce((sum, status) => sum + answer.byStatus[status], 0);
    const daySum = answer.trend.days.reduce((sum, day) => sum + day.count, 0);
    expect(statusSum).toBe(answer.total);
    expect(daySum).toBe(answer.total);
  });
});

describe("GET /api/admin/analytics/export", () => {
  beforeAll(async () => {
    // Make the awkward names the busiest, so they are in the report ("Acme, Inc." was deleted above).
    await ctx.db.insert(profiles).values({
      id: "comma-company",
      email: "comma-company@generated.internpath.test",
      fullName: "Comma Recruiter",
      role: "company",
      companyName: "Comma, Quote & Co",
    });
    await ctx.db.insert(internships).values({
      companyId: "comma-company",
      title: "Sales, Marketing Intern",
      description: "Generated",
      requirements: "Generated",
      location: "Berlin",
      type: "full-time",
      duration: "3 months",
      skills: ["SQL"],
      status: "open",
    });
    const { internships: postings } = await readEverything(ctx.db);
    const awkward = [
      postings.find((row) => row.companyId === "comma-company"),
      postings.find((row) => row.title.startsWith("=cmd") && row.companyName?.startsWith("=")),
      postings.find((row) => row.title.includes('"') && row.companyName?.includes('"')),
      postings.find((row) => row.companyName?.startsWith("@")),
      postings.find((row) => row.companyName?.startsWith("+")),
    ].filter((row) => row !== undefined);
    expect(awkward.length).toBe(5);
    const fans = Array.from({ length: 150 }, (_, index) => ({
      id: `fan-${index}`,
      email: `fan-${index}@generated.internpath.test`,
      fullName: `Fan ${index}`,
      role: "student" as const,
    }));
    await ctx.db.insert(profiles).values(fans);
    await ctx.db.insert(applications).values(
      awkward.flatMap((posting, rank) =>
        fans.slice(0, 150 - rank * 5).map((fan) => ({
          studentId: fan.id,
          internshipId: posting.id,
          companyId: posting.companyId,
          resumeUrl: "/r.pdf",
          createdAt: new Date(`${LAST_DAY}T12:00:00.000Z`),
        })),
      ),
    );
  });

  it("is the figures as CSV: statuses and total, companies, internships, days; names made safe", async () => {
    const range = { from: "2026-05-01", to: LAST_DAY };
    const figures = await analytics(range);
    const response = await admin.get(`/api/admin/analytics/export?${new URLSearchParams(range)}`);
    expect(response.status).toBe(200);
    expect(response.headers.get("content-type")).toBe("text/csv; charset=utf-8");
    expect(response.headers.get("cache-control")).toBe("private, no-store");
    expect(response.headers.get("content-disposition")).toMatch(
      /^attachment; filename="application_analytics_\d{4}-\d{2}-\d{2}T\d{2}-\d{2}-\d{2}Z\.csv"$/,
    );

    const safe = (name: string) => {
      const spaced = name.replaceAll(",", " ");
      return spreadsheetCouldRun(spaced) ? `'${spaced}` : spaced;
    };
    const label = {
      pending: "Pending",
      reviewing: "Reviewing",
      accepted: "Accepted",
      rejected: "Rejected",
      withdrawn: "Withdrawn",
    };
    expect(parseCsv(response.text)).toEqual([
      ["Category", "Metric", "Value"],
      ...APPLICATION_STATUSES.map((status) => ["Status", label[status], String(figures.byStatus[status])]),
      ["Total", "Total Applications", String(figures.total)],
      ...figures.topCompanies.map((row) => [
        "Company",
        safe(row.companyName ?? "Unnamed Company"),
        String(row.count),
      ]),
      ...figures.topInternships.map((row) => [
        "Internship",
        safe(`${row.title} (${row.companyName ?? "Unnamed Company"})`),
        String(row.count),
      ]),
      ...figures.trend.days.map((day) => ["Date", day.day, String(day.count)]),
    ]);
    // The awkward names are there, made safe: no commas left in names, formulas neutralised, quotes kept.
    expect(response.text).toContain(`Company,'=HYPERLINK(1),`);
    expect(response.text).toContain("Company,Comma  Quote & Co,");
    expect(response.text).toContain("Internship,Sales  Marketing Intern (Comma  Quote & Co),");
    expect(response.text).toContain(`"O'Brien ""Labs"""`);
    expect(response.text).toContain(`Internship,'=cmd Intern`);
    expect(figures.topCompanies.length).toBe(5);
    expect(figures.trend.days.length).toBeGreaterThan(20);
    expect(parseCsv(response.text).flat().filter(spreadsheetCouldRun)).toEqual([]);
  });
});

describe("analyticsCsv", () => {
  it("neutralises names a spreadsheet would run once their commas became spaces, anywhere in the file", () => {
    const names = [",=2+3", "\t=1", ";@SUM(1)", '"=cmd"', " -1", "\u00A0+1", "|=1", "\u200B@x", "Plain, Co"];
    const analytics: ApplicationAnalytics = {
      total: names.length,
      byStatus: { pending: names.length, reviewing: 0, accepted: 0, rejected: 0, withdrawn: 0 },
      topCompanies: names.map((companyName, index) => ({ companyId: `c${index}`, companyName, count: 1 })),
      topInternships: names.map((name, index) => ({
        internshipId: `i${index}`,
        title: name,
        companyId: `c${index}`,
        companyName: name,
        count: 1,
      })),
      trend: { from: "2026-01-01", to: "2026-01-01", days: [{ day: "2026-01-01", count: names.length }] },
    };
    const cells = parseCsv(analyticsCsv(analytics)).flat();
    expect(cells.filter(spreadsheetCouldRun)).toEqual([]);
    const companies = parseCsv(analyticsCsv(analytics))
      .filter((row) => row[0] === "Company")
      .map((row) => row[1]);
    expect(companies).toEqual([
      "' =2+3",
      "'\t=1",
      "';@SUM(1)",
      '\'"=cmd"',
      "' -1",
      "'\u00A0+1",
      "'|=1",
      "'\u200B@x",
      "Plain  Co",
    ]);
  });
});

describe("a withdrawal", () => {
  it("counts as Withdrawn, and the statuses still add up to the total", async () => {
    const owner = await ctx.signedInAs("company");
    const internship = await postInternship(ctx.db, owner.actor, { title: "Withdrawn Analytics Intern" });
    const applicant = await studentWithResume(ctx);
    const applied = await applicant.agent.post("/api/applications", { internshipId: internship.id });
    expect(applied.status).toBe(201);
    const before = await analytics({});

    const withdrawn = await applicant.agent.post(`/api/applications/${applied.json.application.id}/withdraw`);
    expect(withdrawn.status).toBe(200);
    const after = await analytics({});
    expect(after.total).toBe(before.total);
    expect(after.byStatus).toEqual({
      ...before.byStatus,
      pending: before.byStatus.pending - 1,
      withdrawn: before.byStatus.withdrawn + 1,
    });
    expect(APPLICATION_STATUSES.reduce((sum, status) => sum + after.byStatus[status], 0)).toBe(after.total);
  });
});
