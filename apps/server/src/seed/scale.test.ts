import { sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { FOLLOW_THROUGH_JOBS } from "../jobs/follow-through-jobs.ts";
import { runDueJobs } from "../jobs/runner.ts";
import { createTestContext, type TestContext } from "../testing/test-app.ts";
import {
  BENCHMARK_COMPANY_EMAIL,
  BENCHMARK_LISTENERS,
  BENCHMARK_STUDENT_EMAIL,
  RealAccountsError,
  type ScaleResult,
  seedScaleData,
} from "./scale.ts";

const PASSWORD = "scale-pass-1";
const SIZES = {
  internships: 2_000,
  applications: 20_000,
  companies: 20,
  students: 1_000,
  bookmarks: 2_000,
  messages: 2_000,
  notifications: 2_000,
};

let ctx: TestContext;
let result: ScaleResult;

beforeAll(async () => {
  ctx = await createTestContext();
  result = await seedScaleData(ctx.db, ctx.auth, { password: PASSWORD, ...SIZES });
}, 120_000);
afterAll(() => ctx?.close());

async function rows<T>(query: ReturnType<typeof sql>): Promise<T[]> {
  return ((await ctx.db.execute(query)) as unknown as { rows: T[] }).rows;
}

async function one<T>(query: ReturnType<typeof sql>): Promise<T> {
  return (await rows<T>(query))[0]!;
}

describe("the scale data set", () => {
  it("has exactly the sizes asked for, benchmark accounts included, and the admin and listeners beside them", async () => {
    expect(
      await one(sql`
        select (select count(*) from profiles where role = 'company')::int as companies,
               (select count(*) from profiles where role = 'student' and email not like 'bench-listener-%')::int as students,
               (select count(*) from internships)::int as internships,
               (select count(*) from applications)::int as applications,
               (select count(*) from bookmarks)::int as bookmarks,
               (select count(*) from messages)::int as messages,
               (select count(*) from notifications)::int as notifications`),
    ).toEqual(SIZES);
    expect(result).toMatchObject({ ...SIZES, companyApplications: 1_000, studentApplications: 20 });
    expect(
      await one(sql`
        select (select count(*) from profiles where email like 'bench-listener-%' and role = 'student')::int as listeners,
               (select count(*) from profiles where role = 'admin')::int as admins`),
    ).toEqual({ listeners: BENCHMARK_LISTENERS, admins: 1 });
  });

  it("makes 80% of the internships open, 10% closed and 10% drafts", async () => {
    const byStatus = await rows<{ status: string; count: number }>(
      sql`select status, count(*)::int as count from internships group by status order by status`,
    );
    expect(byStatus).toEqual([
      { status: "closed", count: 200 },
      { status: "draft", count: 200 },
      { status: "open", count: 1_600 },
    ]);
  });

  it("sends applications in all four statuses to open and closed internships of the right company, once per pair, after posting", async () => {
    const byStatus = await rows<{ status: string; count: number }>(
      sql`select status, count(*)::int as count from applications group by status order by status`,
    );
    expect(byStatus.map((row) => row.status)).toEqual(["accepted", "pending", "rejected", "reviewing"]);
    expect(byStatus.every((row) => row.count > 1_000)).toBe(true);
    expect(
      await one(sql`
        select count(distinct (a.student_id, a.internship_id))::int as pairs,
               count(*) filter (where a.company_id <> i.company_id)::int as wrong_company,
               count(*) filter (where i.status = 'draft')::int as to_drafts,
               count(*) filter (where a.created_at < i.created_at or a.updated_at < a.created_at
                                   or a.created_at > now())::int as out_of_order
        from applications a join internships i on i.id = a.internship_id`),
    ).toEqual({ pairs: 20_000, wrong_company: 0, to_drafts: 0, out_of_order: 0 });
  });

  it("spreads rows over the last year", async () => {
    const span = await one<{ days: number }>(
      sql`select extract(day from max(created_at) - min(created_at))::int as days from internships`,
    );
    expect(span.days).toBeGreaterThanOrEqual(360);
  });

  it("gives the benchmark company its share of the applications, with their status history", async () => {
    const company = await one<{ internships: number; applications: number; history: number }>(sql`
      select (select count(*) from internships where company_id = p.id)::int as internships,
             (select count(*) from applications where company_id = p.id)::int as applications,
             (select count(*) from application_status_changes h join applications a on a.id = h.application_id
              where a.company_id = p.id and h.from_status is null)::int as history
      from profiles p where p.email = ${BENCHMARK_COMPANY_EMAIL}`);
    expect(company).toEqual({ internships: 10, applications: 1_000, history: 1_000 });
  });

  it("gives each of the benchmark company's acceptances and rejections the decision that made it", async () => {
    const decided = await one<{ decided: number; decisions: number; matching: number; open: number }>(sql`
      select (select count(*) from applications a where a.company_id = p.id
                and a.status in ('accepted', 'rejected'))::int as decided,
             (select count(*) from application_decisions d where d.company_id = p.id)::int as decisions,
             (select count(*) from application_decisions d join applications a on a.id = d.application_id
              where d.company_id = p.id and d.to_status = a.status and d.settled_at = a.updated_at)::int as matching,
             (select count(*) from application_decisions d
              where d.company_id = p.id and d.settled_at is null)::int as open
      from profiles p where p.email = ${BENCHMARK_COMPANY_EMAIL}`);
    expect(decided.decided).toBeGreaterThan(0);
    expect(decided).toEqual({ ...decided, decisions: decided.decided, matching: decided.decided, open: 0 });
  });

  it("makes benchmark accounts that sign in through Better Auth and see their data", async () => {
    const student = ctx.agent();
    const signedIn = await student.post("/api/auth/sign-in/email", {
      email: BENCHMARK_STUDENT_EMAIL,
      password: PASSWORD,
    });
    expect(signedIn.status).toBe(200);
    const dashboard = await student.get("/api/dashboard/student");
    expect(dashboard.status).toBe(200);
    expect(dashboard.json.counts.total).toBe(20);
    expect(dashboard.json.hasResume).toBe(true);
    expect(dashboard.json.recommended.length).toBeGreaterThan(0);
    expect((await student.get("/api/bookmarks")).json.items.length).toBeGreaterThan(0);

    const company = ctx.agent();
    expect(
      (await company.post("/api/auth/sign-in/email", { email: BENCHMARK_COMPANY_EMAIL, password: PASSWORD }))
        .status,
    ).toBe(200);
    const companyDashboard = await company.get("/api/dashboard/company");
    expect(companyDashboard.json.counts.totalApplications).toBe(1_000);
    expect((await company.get("/api/company/applications")).json.items).toHaveLength(20);
  });

  it("leaves the posting jobs nothing to catch up on, as a running site would", async () => {
    const undated = await one<{ open: number; confirmed: number }>(sql`
      select count(*)::int as open, count(confirmed_open_at)::int as confirmed
      from internships where status = 'open' and deadline is null`);
    expect(undated.open).toBeGreaterThan(100);
    expect(undated.confirmed).toBe(undated.open);
    const postingJobs = FOLLOW_THROUGH_JOBS.filter((job) =>
      ["close-past-deadline", "stale-postings"].includes(job.name),
    );
    expect(postingJobs).toHaveLength(2);
    const ran = await runDueJobs(ctx.db, postingJobs, new Date());
    expect(ran.map((run) => [run.job, run.affected])).toEqual([
      ["close-past-deadline", 0],
      ["stale-postings", 0],
    ]);
  });

  it("refuses a database with real accounts unless forced, and then replaces only its own data", async () => {
    const real = await ctx.signedInAs("student", { email: "real.person@example.com" });
    const small = { internships: 100, applications: 400, companies: 5, students: 50 };
    await expect(seedScaleData(ctx.db, ctx.auth, { password: PASSWORD, ...small })).rejects.toThrow(
      RealAccountsError,
    );
    const again = await seedScaleData(ctx.db, ctx.auth, { password: PASSWORD, force: true, ...small });
    expect(again.removed).toBe("deleted");
    expect(
      await one(sql`
        select (select count(*) from internships)::int as internships,
               (select count(*) from applications)::int as applications,
               (select count(*) from profiles where id = ${real.id})::int as real`),
    ).toEqual({ internships: 100, applications: 400, real: 1 });
  });
});
