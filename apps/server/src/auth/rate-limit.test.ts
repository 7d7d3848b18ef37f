import { sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createTestContext, type TestContext, uniqueEmail } from "../testing/test-app.ts";
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
  it("limits sign-in to 10 a minute, answering the 11th with a 429 in the API's error shape", async () => {
    const statuses = await hitUntilLimited(
      "/api/auth/sign-in/email",
      () => ({ email: "nobody@example.com", password: "wrong-pass" }),
      11,
    );
    expect(statuses.slice(0, 10).every((status) => status === 401)).toBe(true);
    expect(statuses[10]).toBe(429);
    const limited = await ctx
      .agent()
      .post("/api/auth/sign-in/email", { email: "nobody@example.com", password: "wrong-pass" });
    expect(limited.status).toBe(429);
    expect(limited.json.error.code).toBe("RATE_LIMITED");
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
        password: "secret1",
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

describe("rate-limit storage", () => {
  it("prunes windows older than an hour", async () => {
    await ctx.db.execute(
      sql`insert into rate_limits (key, count, window_started_at) values ('stale', 3, now() - interval '2 hours'), ('fresh', 1, now())`,
    );
    await createDatabaseRateLimitStorage(ctx.db).consume("another", { window: 60, max: 10 });
    const rows = (await ctx.db.execute(
      sql`select key from rate_limits where key in ('stale', 'fresh')`,
    )) as unknown as {
      rows: { key: string }[];
    };
    expect(rows.rows.map((row) => row.key)).toEqual(["fresh"]);
  });
});
