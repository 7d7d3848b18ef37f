import { AUTH_MESSAGES } from "@internpath/shared/errors";
import { sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createVerifiedAccount } from "../features/account/create-account.ts";
import { internshipInput } from "../testing/marketplace.ts";
import { createTestContext, TEST_PASSWORD, type TestContext, uniqueEmail } from "../testing/test-app.ts";
import { CREATION_LIMITS } from "./account-limits.ts";
import { createDatabaseRateLimitStorage } from "./rate-limit-storage.ts";

let ctx: TestContext;
beforeAll(async () => {
  ctx = await createTestContext({ authRateLimit: true });
});
afterAll(() => ctx.close());

async function hitUntilLimited(
  path: string,
  body: () => Record<string, unknown>,
  attempts: number,
  headers?: () => Record<string, string>,
) {
  const statuses: number[] = [];
  for (let i = 0; i < attempts; i++) {
    statuses.push((await ctx.agent().post(path, body(), headers?.())).status);
  }
  return statuses;
}

describe("auth rate limits", () => {
  it("counts failed sign-ins per account: the 6th try on one account is 429, a classmate on the same address signs in", async () => {
    const email = uniqueEmail("typos");
    await createVerifiedAccount(ctx.db, ctx.auth, {
      email,
      password: TEST_PASSWORD,
      fullName: "Typo Student",
      role: "student",
      university: "U",
    });
    const statuses = await hitUntilLimited(
      "/api/auth/sign-in/email",
      () => ({ email: email.toUpperCase(), password: "wrong-pass" }),
      5,
    );
    expect(statuses).toEqual([401, 401, 401, 401, 401]);
    // Locked now, even with the right password, and in the API's error shape.
    const locked = await ctx.agent().post("/api/auth/sign-in/email", { email, password: TEST_PASSWORD });
    expect(locked.status).toBe(429);
    expect(locked.json.error).toEqual({ code: "SIGN_IN_LOCKED", message: AUTH_MESSAGES.signInLocked });
    // Everyone else behind the same address is not.
    const classmate = await ctx.signedInAs("student");
    expect((await classmate.agent.get("/api/me")).status).toBe(200);
  });

  it("clears an account's failures when it signs in", async () => {
    const email = uniqueEmail("forgetful");
    await createVerifiedAccount(ctx.db, ctx.auth, {
      email,
      password: TEST_PASSWORD,
      fullName: "Forgetful",
      role: "student",
      university: "U",
    });
    const wrong = () => ({ email, password: "wrong-pass" });
    expect(await hitUntilLimited("/api/auth/sign-in/email", wrong, 4)).toEqual([401, 401, 401, 401]);
    expect(
      (await ctx.agent().post("/api/auth/sign-in/email", { email, password: TEST_PASSWORD })).status,
    ).toBe(200);
    expect(await hitUntilLimited("/api/auth/sign-in/email", wrong, 4)).toEqual([401, 401, 401, 401]);
  });

  it("cannot be dodged with forged forwarding headers", async () => {
    let n = 0;
    const forged = () => {
      n += 1;
      return {
        "x-forwarded-for": `10.0.0.${n}`,
        "x-internpath-client-ip": `10.1.0.${n}`,
        "x-real-ip": `10.2.0.${n}`,
      };
    };
    const statuses = await hitUntilLimited(
      "/api/auth/sign-up/email",
      () => ({
        email: uniqueEmail("flood"),
        password: "secret-flood-1",
        name: "Flood",
        role: "student",
        university: "U",
      }),
      6,
      forged,
    );
    expect(statuses.slice(0, 5)).toEqual([200, 200, 200, 200, 200]);
    expect(statuses[5]).toBe(429);
  });

  it("limits password-reset requests to 3 a minute", async () => {
    const statuses = await hitUntilLimited(
      "/api/auth/request-password-reset",
      () => ({ email: "someone@example.com", redirectTo: "/auth/reset-password" }),
      4,
    );
    expect(statuses).toEqual([200, 200, 200, 429]);
  });

  it("limits verification resends to 3 a minute", async () => {
    const statuses = await hitUntilLimited(
      "/api/auth/send-verification-email",
      () => ({ email: "someone@example.com" }),
      4,
    );
    expect(statuses.slice(0, 3).every((status) => status < 400)).toBe(true);
    expect(statuses[3]).toBe(429);
  });

  it("counts in parallel without letting a burst through", async () => {
    const responses = await Promise.all(
      Array.from({ length: 8 }, () =>
        ctx.agent().post("/api/auth/reset-password", { newPassword: "whatever-pass", token: "bad" }),
      ),
    );
    expect(responses.filter((r) => r.status === 429)).toHaveLength(3);
  });
});

describe("how fast one account creates", () => {
  it("lets a company post 20 internships an hour and answers the 21st with a 429, other companies unaffected", async () => {
    const busy = await ctx.signedInAs("company");
    for (let index = 0; index < CREATION_LIMITS.internship.max; index += 1) {
      expect(
        (await busy.agent.post("/api/internships", internshipInput({ title: `Post ${index}` }))).status,
      ).toBe(201);
    }
    const refused = await busy.agent.post("/api/internships", internshipInput({ title: "One too many" }));
    expect(refused.status).toBe(429);
    expect(refused.json.error).toEqual({ code: "RATE_LIMITED", message: AUTH_MESSAGES.tooManyCreations });
    const other = await ctx.signedInAs("company");
    expect((await other.agent.post("/api/internships", internshipInput())).status).toBe(201);
  }, 60_000);
});

describe("per-address sign-in limit", () => {
  it("is generous: 100 sign-ins a minute from one address, the 101st is 429", async () => {
    // The other tests here signed in from this address too; count what is left of its window.
    const [row] = (
      (await ctx.db.execute(
        sql`select coalesce(sum(count), 0)::int as used from rate_limits where key like '%/sign-in/email'`,
      )) as unknown as { rows: { used: number }[] }
    ).rows;
    const left = 100 - Number(row?.used ?? 0);
    expect(left).toBeGreaterThan(50);
    // Bodies our checks refuse before any password work still count, and keep the test quick.
    const statuses = await hitUntilLimited(
      "/api/auth/sign-in/email",
      () => ({ email: uniqueEmail("nobody"), password: "" }),
      left + 1,
    );
    expect(statuses.slice(0, left).every((status) => status === 400)).toBe(true);
    expect(statuses[left]).toBe(429);
  }, 60_000);
});

describe("rate-limit storage", () => {
  it("prunes windows older than the longest rule's (a day), and keeps a day's report count", async () => {
    await ctx.db.execute(
      sql`insert into rate_limits (key, count, window_started_at) values ('stale', 3, now() - interval '25 hours'), ('hours-old', 2, now() - interval '2 hours'), ('fresh', 1, now())`,
    );
    await createDatabaseRateLimitStorage(ctx.db).consume("another", { window: 60, max: 10 });
    const rows = (await ctx.db.execute(
      sql`select key from rate_limits where key in ('stale', 'hours-old', 'fresh') order by key`,
    )) as unknown as {
      rows: { key: string }[];
    };
    expect(rows.rows.map((row) => row.key)).toEqual(["fresh", "hours-old"]);
  });
});
