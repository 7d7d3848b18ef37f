import { sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it, vi } from "vitest";
import { createTestContext, type TestAgent, type TestContext } from "../../testing/test-app.ts";

/**
 * The lists' searches against a brute-force computation: a few hundred accounts with awkward names
 * (LIKE wildcards, quotes, backslashes, mixed case, many sharing one creation time), every page walked
 * forwards and backwards, the ids compared with what a plain JavaScript filter finds.
 */
vi.setConfig({ testTimeout: 120_000 });

let ctx: TestContext;
let admin: TestAgent;

type Account = {
  id: string;
  role: "student" | "company";
  email: string;
  fullName: string;
  companyName: string | null;
  university: string | null;
};
const accounts: Account[] = [];

// A small seeded generator, so a failure can be replayed.
let seed = 20_261_124;
function random(): number {
  seed = (seed * 1_103_515_245 + 12_345) % 2_147_483_648;
  return seed / 2_147_483_648;
}
const pick = <T>(items: readonly T[]): T => items[Math.floor(random() * items.length)]!;

const PARTS = [
  "Ana",
  "o'Brien",
  "50%",
  "snake_case",
  "Back\\slash",
  "ÉCOLE",
  "école",
  "Zoë",
  "MIXed",
  "dup",
  "x",
];
const UNIVERSITIES = ["Uni of 100%", "St. John's", "TU_Munich", "Sorbonne", "ÉTH", null];

function word(): string {
  return `${pick(PARTS)}${pick(["", " ", "-", "."])}${pick(PARTS)}`;
}

beforeAll(async () => {
  ctx = await createTestContext();
  admin = (await ctx.signedInAs("admin")).agent;
  const shared = "2026-01-01T00:00:00.000000Z";
  for (let index = 0; index < 300; index++) {
    const role = index % 3 === 0 ? "company" : "student";
    const account: Account = {
      id: `search-${index.toString().padStart(4, "0")}`,
      role,
      email: `${word()
        .toLowerCase()
        .replace(/[^a-z0-9%_'.\\-]/g, "")}.${index}@${pick(["ex_ample.org", "100%.test", "mail.example"])}`,
      fullName: word(),
      companyName: role === "company" && random() > 0.1 ? word() : null,
      university: role === "student" ? pick(UNIVERSITIES) : null,
    };
    accounts.push(account);
    // A third share one creation time: the pages must still split them by id.
    const createdAt =
      index % 3 === 1 ? shared : new Date(Date.UTC(2025, 0, 1) + index * 60_000).toISOString();
    await ctx.db.execute(sql`
      insert into profiles (id, email, email_verified, full_name, role, company_name, university, created_at)
      values (${account.id}, ${account.email}, true, ${account.fullName}, ${role}, ${account.companyName},
              ${account.university}, ${createdAt}::timestamptz)`);
  }
});
afterAll(() => ctx.close());

/** Every page of a list, forwards with `after`, then backwards with `before` from the last page. */
async function walk(list: string, q: string, limit: number) {
  const forward: string[] = [];
  let total = -1;
  let after: string | null = null;
  let lastPage: { prevCursor: string | null } | null = null;
  for (let guard = 0; guard < 100; guard++) {
    const params = new URLSearchParams({ q, limit: String(limit), ...(after ? { after } : {}) });
    const response = await admin.get(`/api/admin/${list}?${params}`);
    expect(response.status, response.text).toBe(200);
    total = response.json.total;
    forward.push(...response.json.items.map((item: { id: string }) => item.id));
    lastPage = response.json;
    after = response.json.nextCursor;
    if (!after) break;
  }
  const backward: string[] = [];
  let before = lastPage?.prevCursor ?? null;
  for (let guard = 0; before && guard < 100; guard++) {
    const params = new URLSearchParams({ q, limit: String(limit), before });
    const response = await admin.get(`/api/admin/${list}?${params}`);
    backward.unshift(...response.json.items.map((item: { id: string }) => item.id));
    before = response.json.prevCursor;
  }
  return { forward, backward, total };
}

const contains = (value: string | null, term: string) => value?.toLowerCase().includes(term.toLowerCase());

const TERMS = [
  "",
  "%",
  "_",
  "'",
  "\\",
  "50%",
  "snake_",
  "O'B",
  "ana",
  "ÉCOLE",
  "école",
  "zoë",
  "mix",
  ".1",
  "@100%",
  "no-such",
];

describe("admin company and student searches", () => {
  it.each(TERMS)("find exactly the accounts a plain filter finds for %j", async (term) => {
    const expectedCompanies = accounts
      .filter((account) => account.role === "company")
      .filter((account) => !term || contains(account.companyName, term) || contains(account.email, term))
      .map((account) => account.id);
    const expectedStudents = accounts
      .filter((account) => account.role === "student")
      .filter(
        (account) =>
          !term ||
          contains(account.fullName, term) ||
          contains(account.email, term) ||
          contains(account.university, term),
      )
      .map((account) => account.id);

    for (const [list, expected, limit] of [
      ["companies", expectedCompanies, 7],
      ["students", expectedStudents, 23],
    ] as const) {
      const { forward, backward, total } = await walk(list, term, limit);
      // The lists also hold the test's own signed-in accounts; compare the generated ones.
      const generated = forward.filter((id) => id.startsWith("search-"));
      expect([...generated].sort(), `${list} q=${term}`).toEqual([...expected].sort());
      expect(new Set(forward).size).toBe(forward.length);
      expect(total).toBe(forward.length);
      if (backward.length > 0) expect(backward).toEqual(forward.slice(0, backward.length));
    }
  });

  it("has generated a mix where the awkward terms match something", () => {
    for (const term of ["%", "_", "'", "\\", "école"]) {
      expect(
        accounts.some((account) => contains(account.fullName, term) || contains(account.email, term)),
      ).toBe(true);
    }
  });
});
