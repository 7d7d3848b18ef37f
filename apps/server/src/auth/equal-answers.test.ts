import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createTestContext, TEST_PASSWORD, type TestContext, uniqueEmail } from "../testing/test-app.ts";

/**
 * Sign-in, sign-up and the password-reset request answer the same, in about the same time, whether or not
 * the email has an account: nobody can learn who uses InternPath from them.
 */
let ctx: TestContext;
let knownEmail: string;
beforeAll(async () => {
  ctx = await createTestContext();
  knownEmail = (await ctx.signedInAs("student")).email;
});
afterAll(async () => {
  await ctx?.close();
});

const TRIES = 50;

function median(values: number[]): number {
  const sorted = [...values].sort((a, b) => a - b);
  const middle = Math.floor(sorted.length / 2);
  return sorted.length % 2 ? sorted[middle]! : (sorted[middle - 1]! + sorted[middle]!) / 2;
}

/** The shape of an answer: its status and its keys, all the way down (ids and times differ by nature). */
function shapeOf(value: unknown): unknown {
  if (Array.isArray(value)) return value.map(shapeOf);
  if (value && typeof value === "object") {
    return Object.fromEntries(
      Object.entries(value)
        .sort(([a], [b]) => a.localeCompare(b))
        .map(([key, inner]) => [key, shapeOf(inner)]),
    );
  }
  return typeof value;
}

/** Alternates known and unknown tries (so load on the machine falls on both alike) and compares them. */
async function compare(
  what: string,
  send: (known: boolean, attempt: number) => Promise<{ status: number; json: unknown }>,
) {
  const times = { known: [] as number[], unknown: [] as number[] };
  const answers = { known: new Set<string>(), unknown: new Set<string>() };
  // One warm-up of each, not measured (first use prepares statements and the like).
  await send(true, -1);
  await send(false, -1);
  for (let attempt = 0; attempt < TRIES; attempt += 1) {
    for (const known of attempt % 2 ? [true, false] : [false, true]) {
      const started = performance.now();
      const answer = await send(known, attempt);
      times[known ? "known" : "unknown"].push(performance.now() - started);
      answers[known ? "known" : "unknown"].add(JSON.stringify([answer.status, shapeOf(answer.json)]));
    }
  }
  const known = median(times.known);
  const unknown = median(times.unknown);
  console.info(
    `${what}: median ${known.toFixed(1)} ms for a known email, ${unknown.toFixed(1)} ms for an unknown one (${TRIES} tries each)`,
  );
  expect([...answers.known]).toEqual([...answers.unknown]);
  expect(answers.known.size).toBe(1);
  // Within half of the slower one, or 15 ms for answers that are quick either way.
  const ratio = Math.max(known, unknown) / Math.min(known, unknown);
  expect(ratio < 1.5 || Math.abs(known - unknown) < 15, `ratio ${ratio.toFixed(2)}`).toBe(true);
}

describe("equal answers in equal time for known and unknown emails", () => {
  it("sign-in with a wrong password", async () => {
    await compare("sign-in", async (known) =>
      ctx.agent().post("/api/auth/sign-in/email", {
        email: known ? knownEmail : uniqueEmail("nobody"),
        password: "not-the-password-9",
      }),
    );
  }, 180_000);

  it("sign-up", async () => {
    await compare("sign-up", async (known) =>
      ctx.agent().post("/api/auth/sign-up/email", {
        email: known ? knownEmail : uniqueEmail("newcomer"),
        password: TEST_PASSWORD,
        name: "Same Name",
        role: "student",
        university: "U",
      }),
    );
  }, 180_000);

  it("password-reset request", async () => {
    await compare("reset request", async (known) =>
      ctx.agent().post("/api/auth/request-password-reset", {
        email: known ? knownEmail : uniqueEmail("nobody"),
        redirectTo: "/auth/reset-password",
      }),
    );
  }, 180_000);
});
