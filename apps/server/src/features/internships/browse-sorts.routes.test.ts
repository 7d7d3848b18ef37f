import type { InternshipCard } from "@internpath/shared/api-types";
import { eq, sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it, vi } from "vitest";
import { internships } from "../../db/schema/marketplace.ts";
import { postInternship, studentWithResume } from "../../testing/marketplace.ts";
import { createTestContext, type TestAgent, type TestContext } from "../../testing/test-app.ts";

/**
 * Browse's sorts and filters against a brute-force answer: generated internships with every kind of
 * stipend, duration, deadline, status and tie, read through the API page by page and compared with the
 * same rules applied in JavaScript to the rows themselves.
 */

vi.setConfig({ testTimeout: 120_000 });

let ctx: TestContext;
let student: Awaited<ReturnType<typeof studentWithResume>>;
let otherCompanyId: string;
const appliedIds = new Set<string>();
const STUDENT_SKILLS = ["Python", "sql", "React"];

type Row = typeof internships.$inferSelect;
let rows: Row[] = [];

const DAY = 24 * 60 * 60 * 1000;
const dateIn = (days: number) => new Date(Date.now() + days * DAY).toISOString().slice(0, 10);
const TODAY = dateIn(0);

/** A small deterministic generator (mulberry32), so a failure can be replayed. */
function random(seed: number) {
  let state = seed;
  return (n: number) => {
    state = (state + 0x6d2b79f5) | 0;
    let t = Math.imul(state ^ (state >>> 15), 1 | state);
    t = (t + Math.imul(t ^ (t >>> 7), 61 | t)) ^ t;
    return ((t ^ (t >>> 14)) >>> 0) % n;
  };
}

const TITLES = [
  "Data Engineering Intern",
  "Frontend Intern",
  "Marketing Intern",
  "Big DATA Analyst",
  "Ops Intern",
];
const DESCRIPTIONS = ["Work with our data platform.", "Build screens people love.", "Plan campaigns."];
const SKILL_POOL = ["Python", "SQL", "React", "Data Analysis", "Figma", "Excel", "Go", "TypeScript"];
const DURATIONS = [
  "2 weeks",
  "1 month",
  "6 weeks",
  "3 months",
  "12 weeks",
  "4 months",
  "6 months",
  "8 months",
  "1 year",
  "Flexible",
  "Summer",
];
const RANGE_OF: Record<string, number | null> = {
  "2 weeks": 1,
  "1 month": 1,
  "6 weeks": 2,
  "3 months": 2,
  "12 weeks": 2,
  "4 months": 3,
  "6 months": 3,
  "8 months": 4,
  "1 year": 4,
  Flexible: null,
  Summer: null,
};
const RANGE_IDS = ["up-to-1", "1-3", "3-6", "over-6"];
const LOCATIONS = ["Berlin", "Berlin-Mitte", "Lisbon", "London", "New London, CT", "Bern", "Remote (EU)"];

beforeAll(async () => {
  ctx = await createTestContext();
  const [company, other] = await Promise.all([ctx.signedInAs("company"), ctx.signedInAs("company")]);
  otherCompanyId = other.id;
  student = await studentWithResume(ctx);
  const saved = await student.agent.patch("/api/profile", { skills: STUDENT_SKILLS });
  if (saved.status !== 200) throw new Error(`profile: ${saved.status} ${saved.text}`);

  const pick = random(42);
  const base = Date.parse("2026-06-01T12:00:00Z");
  for (let i = 0; i < 72; i += 1) {
    const skills = [...new Set([SKILL_POOL[pick(8)]!, SKILL_POOL[pick(8)]!, SKILL_POOL[pick(8)]!])];
    const deadlineKind = pick(4);
    const made = await postInternship(ctx.db, i % 9 === 0 ? other.actor : company.actor, {
      title: TITLES[pick(TITLES.length)]!,
      location: LOCATIONS[pick(LOCATIONS.length)]!,
      description: DESCRIPTIONS[pick(DESCRIPTIONS.length)]!,
      skills,
      duration: DURATIONS[pick(DURATIONS.length)]!,
      stipend: pick(3) === 0 ? null : `$${800 + pick(10) * 100}/month`,
      deadline: deadlineKind === 0 ? null : deadlineKind === 1 ? dateIn(-5) : dateIn(3 + pick(90)),
      type: pick(3) === 0 ? "part-time" : "full-time",
      isRemote: pick(4) === 0,
      status: i % 11 === 5 ? "draft" : i % 13 === 7 ? "closed" : "open",
    });
    // Every three share a timestamp, so ties are broken by id.
    const at = new Date(base + Math.floor(i / 3) * 60_000).toISOString();
    await ctx.db.execute(
      sql`update internships set created_at = ${at}::timestamptz where id = ${made.id}::uuid`,
    );
  }
  rows = await ctx.db.select().from(internships);
  const applyTo = rows.filter((row) => isVisible(row)).slice(0, 6);
  for (const row of applyTo) {
    const response = await student.agent.post("/api/applications", {
      internshipId: row.id,
      coverLetter: "Hi",
    });
    if (response.status !== 201) throw new Error(`apply: ${response.status} ${response.text}`);
    appliedIds.add(row.id);
  }
});
afterAll(() => ctx?.close());

function isVisible(row: Row) {
  return row.status === "open" && (row.deadline === null || row.deadline >= TODAY);
}

const newest = (a: Row, b: Row) =>
  b.createdAt.getTime() - a.createdAt.getTime() || (a.id < b.id ? 1 : a.id > b.id ? -1 : 0);

type Query = Record<string, string>;

/** The brute force: every visible row the query matches, in the order it names. */
function expected(query: Query, asStudent: boolean): string[] {
  const q = query.q?.toLowerCase();
  const pay = query.pay?.split(",") ?? [];
  const ranges = query.duration?.split(",") ?? [];
  const mine = new Set(STUDENT_SKILLS.map((skill) => skill.toLowerCase()));
  const matching = rows.filter((row) => {
    if (!isVisible(row)) return false;
    const text = [row.title, row.description, ...row.skills].join("\n").toLowerCase();
    if (q && !text.includes(q)) return false;
    if (query.type && row.type !== query.type) return false;
    if (query.remote === "true" && !row.isRemote) return false;
    if (pay.length === 1 && (pay[0] === "paid") !== (row.stipend !== null)) return false;
    if (ranges.length > 0 && ranges.length < 4) {
      const range = RANGE_OF[row.duration] ?? null;
      if (range === null || !ranges.includes(RANGE_IDS[range - 1]!)) return false;
    }
    if (query.companyId && row.companyId !== query.companyId) return false;
    if (query.hideApplied === "true" && asStudent && appliedIds.has(row.id)) return false;
    return true;
  });
  const sort = query.sort === "relevance" && !q ? "newest" : (query.sort ?? "newest");
  const rank = (row: Row): number => {
    if (sort === "relevance") {
      if (row.title.toLowerCase().includes(q!)) return 0;
      return row.skills.some((skill) => skill.toLowerCase().includes(q!)) ? 1 : 2;
    }
    if (sort === "match") return asStudent ? -row.skills.filter((s) => mine.has(s.toLowerCase())).length : 0;
    if (sort === "deadline") return Date.parse(row.deadline ?? "9999-12-31");
    return 0;
  };
  return matching.sort((a, b) => rank(a) - rank(b) || newest(a, b)).map((row) => row.id);
}

/** Every page, forwards; then back from the last page with `before`, which must give the same pages. */
async function readAll(agent: TestAgent, query: Query) {
  const pages: InternshipCard[][] = [];
  const cursors: (string | null)[] = [];
  let after: string | null = null;
  let total = -1;
  do {
    const response = await agent.get(
      `/api/internships?${new URLSearchParams({ ...query, limit: "7", ...(after && { after }) })}`,
    );
    expect(response.status, response.text).toBe(200);
    pages.push(response.json.items);
    cursors.push(response.json.prevCursor);
    total = response.json.total;
    after = response.json.nextCursor;
  } while (after && pages.length < 30);
  for (let index = pages.length - 1; index > 0; index -= 1) {
    const before = cursors[index]!;
    const response = await agent.get(
      `/api/internships?${new URLSearchParams({ ...query, limit: "7", before })}`,
    );
    expect(response.json.items.map((item: InternshipCard) => item.id)).toEqual(
      pages[index - 1]!.map((item) => item.id),
    );
  }
  return { items: pages.flat(), total };
}

const QUERIES: Query[] = [
  {},
  { sort: "deadline" },
  { sort: "relevance", q: "data" },
  { q: "data" },
  { sort: "relevance" },
  { sort: "match" },
  { sort: "match", hideApplied: "true" },
  { hideApplied: "true" },
  { pay: "paid" },
  { pay: "unpaid", sort: "deadline" },
  { pay: "paid,unpaid" },
  { duration: "1-3,over-6" },
  { duration: "up-to-1", sort: "match" },
  { type: "part-time", remote: "true", sort: "deadline" },
];

describe("browse sorts and filters, against a brute-force answer", () => {
  it("has a mix of what browse must leave out and must order", () => {
    expect(rows.filter(isVisible).length).toBeGreaterThan(30);
    expect(
      rows.filter((row) => row.status === "open" && row.deadline !== null && row.deadline < TODAY).length,
    ).toBeGreaterThan(3);
    expect(appliedIds.size).toBe(6);
  });

  for (const query of QUERIES) {
    it(`lists ${JSON.stringify(query)} as the brute force does, for a student and a visitor`, async () => {
      for (const [agent, asStudent] of [
        [student.agent, true],
        [ctx.agent(), false],
      ] as const) {
        const { items, total } = await readAll(agent, query);
        const wanted = expected(query, asStudent);
        expect(items.map((item) => item.id)).toEqual(wanted);
        expect(total).toBe(wanted.length);
      }
    });
  }

  it("filters by company", async () => {
    const { items } = await readAll(ctx.agent(), { companyId: otherCompanyId });
    expect(items.map((item) => item.id)).toEqual(expected({ companyId: otherCompanyId }, false));
    expect(items.length).toBeGreaterThan(0);
  });

  it("shows the student's application on the cards they applied to, and a match only when one exists", async () => {
    const { items } = await readAll(student.agent, {});
    for (const item of items) {
      if (appliedIds.has(item.id)) expect(item.application).toMatchObject({ status: "pending" });
      else expect(item.application).toBeNull();
      if (item.match) expect(item.match.matchedSkills.length).toBeGreaterThan(0);
      const shares = item.skills.some((skill) =>
        STUDENT_SKILLS.map((s) => s.toLowerCase()).includes(skill.toLowerCase()),
      );
      expect(item.match !== null).toBe(shares);
    }
    const anonymous = await readAll(ctx.agent(), {});
    expect(anonymous.items.every((item) => item.application === null && item.match === null)).toBe(true);
  });

  it("refuses unknown sorts and filter values, and cursors of another kind, with a clear 400", async () => {
    for (const [query, message] of [
      [{ sort: "popular" }, "Sort must be one of newest, deadline, relevance, match"],
      [{ pay: "free" }, "Pay must be paid or unpaid"],
      [{ duration: "forever" }, "Duration must be one of up-to-1, 1-3, 3-6, over-6"],
      [{ companyId: "a b" }, "Company must be an id"],
      [{ hideApplied: "yes" }, "Hide applied must be true or false"],
      [{ sort: "deadline", after: "o99999" }, "The page cursor is not valid"],
      [{ sort: "deadline", after: "bm90LWFuLW9mZnNldA" }, "The page cursor is not valid"],
    ] as const) {
      const response = await ctx.agent().get(`/api/internships?${new URLSearchParams(query)}`);
      expect(response.status, JSON.stringify(query)).toBe(400);
      expect(response.json.error.message).toBe(message);
    }
  });

  it("leaves out an internship once its deadline has passed", async () => {
    const [open] = rows.filter((row) => isVisible(row) && row.deadline !== null);
    const before = await readAll(ctx.agent(), { sort: "deadline" });
    expect(before.items.map((item) => item.id)).toContain(open!.id);
    await ctx.db
      .update(internships)
      .set({ deadline: dateIn(-1) })
      .where(eq(internships.id, open!.id));
    const after = await readAll(ctx.agent(), { sort: "deadline" });
    expect(after.items.map((item) => item.id)).not.toContain(open!.id);
    await ctx.db.update(internships).set({ deadline: open!.deadline }).where(eq(internships.id, open!.id));
  });

  it("suggests the places of visible internships containing what was typed, most postings first", async () => {
    for (const typed of ["", "ber", "LONDON", "on", "%", "nowhere"]) {
      const counts = new Map<string, number>();
      for (const row of rows.filter(isVisible)) {
        if (row.location.toLowerCase().includes(typed.toLowerCase())) {
          counts.set(row.location, (counts.get(row.location) ?? 0) + 1);
        }
      }
      const wanted = [...counts]
        .sort(([a, x], [b, y]) => y - x || (a < b ? -1 : a > b ? 1 : 0))
        .slice(0, 8)
        .map(([place]) => place);
      const response = await ctx
        .agent()
        .get(`/api/internships/locations?${new URLSearchParams({ q: typed })}`);
      expect(response.status).toBe(200);
      expect(response.json.items, typed).toEqual(wanted);
    }
    const refused = await ctx.agent().get("/api/internships/locations?q=%00");
    expect(refused.status).toBe(400);
  });

  it("keeps a ranking briefly but never shows a posting applied to meanwhile when applications are hidden", async () => {
    const query = { sort: "match", hideApplied: "true" };
    const before = await readAll(student.agent, query);
    const target = before.items[0]!;
    const applied = await student.agent.post("/api/applications", {
      internshipId: target.id,
      coverLetter: "Hi",
    });
    expect(applied.status).toBe(201);
    appliedIds.add(target.id);
    const after = await readAll(student.agent, query);
    expect(after.items.map((item) => item.id)).not.toContain(target.id);
    expect(after.items.map((item) => item.id)).toEqual(before.items.slice(1).map((item) => item.id));
  });
});
