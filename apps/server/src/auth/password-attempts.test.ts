import { AUTH_MESSAGES } from "@internpath/shared/errors";
import { OAuth2Server } from "oauth2-mock-server";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createApp } from "../app.ts";
import { createVerifiedAccount } from "../features/account/create-account.ts";
import { listenOnFreePort } from "../http/server.ts";
import { createSmtpMailer } from "../mail/mailer.ts";
import { firstLink } from "../testing/smtp.ts";
import {
  createTestContext,
  httpClient,
  TEST_ORIGIN,
  TEST_PASSWORD,
  TestAgent,
  type TestContext,
  uniqueEmail,
} from "../testing/test-app.ts";
import { PASSWORD_ATTEMPT_RULES } from "./password-attempts.ts";

const PER_ACCOUNT = PASSWORD_ATTEMPT_RULES.signInPerAccount.max;
const PER_ADDRESS = PASSWORD_ATTEMPT_RULES.signInPerAddress.max;
const CONFIRMATIONS = PASSWORD_ATTEMPT_RULES.confirmationPerAccount.max;

let provider: OAuth2Server;
let ctx: TestContext;
let nextAddress = 0;

beforeAll(async () => {
  provider = new OAuth2Server();
  await provider.issuer.keys.generate("RS256");
  await provider.start(0, "127.0.0.1");
  // Addresses come from X-Forwarded-For, so one test can play an attacker on many machines.
  ctx = await createTestContext({
    authRateLimit: true,
    trustProxy: true,
    oidc: { issuer: provider.issuer.url!, clientId: "ip-test", clientSecret: "secret", name: "SSO" },
  });
});
afterAll(async () => {
  await ctx.close();
  await provider.stop();
});

/** A fresh client address (10.x.y.z) for each caller that needs one. */
function newAddress() {
  nextAddress += 1;
  return `10.${(nextAddress >> 16) & 255}.${(nextAddress >> 8) & 255}.${nextAddress & 255}`;
}

async function newAccount(prefix: string) {
  const email = uniqueEmail(prefix);
  await createVerifiedAccount(ctx.db, ctx.auth, {
    email,
    password: TEST_PASSWORD,
    fullName: "Locked Owner",
    role: "admin",
  });
  return email;
}

function signIn(email: string, password: string, address: string, agent = ctx.agent()) {
  return agent.post("/api/auth/sign-in/email", { email, password }, { "x-forwarded-for": address });
}

/** The answers that mean a password was looked at: a success or a wrong password. */
const checked = (statuses: number[]) => statuses.filter((status) => status === 200 || status === 401);

describe("failed sign-ins are claimed before the password is checked", () => {
  it("checks at most the limit's passwords in a burst of 100 parallel sign-ins, the right one included", async () => {
    const email = await newAccount("burst");
    const address = newAddress();
    const responses = await Promise.all(
      Array.from({ length: 100 }, (_, index) =>
        signIn(email, index === 99 ? TEST_PASSWORD : `wrong-guess-${index}`, address),
      ),
    );
    const statuses = responses.map((response) => response.status);
    expect(checked(statuses).length).toBeLessThanOrEqual(PER_ACCOUNT);
    expect(statuses.filter((status) => status === 429)).toHaveLength(100 - checked(statuses).length);
    for (const refused of responses.filter((response) => response.status === 429)) {
      expect(refused.json.error.code).toBe("SIGN_IN_LOCKED");
    }
  });

  it("holds across two servers on one database", async () => {
    const email = await newAccount("two-servers");
    // A second app on the same database, as a second instance behind a load balancer would be.
    const second = createApp({
      config: ctx.config,
      db: ctx.db,
      mailer: createSmtpMailer(ctx.smtp.url, ctx.config.mailFrom),
    });
    const server = await listenOnFreePort(second.app, second.http);
    try {
      const other = new TestAgent(httpClient(server.url));
      const responses = await Promise.all(
        Array.from({ length: 40 }, (_, index) =>
          signIn(email, `wrong-${index}`, newAddress(), index % 2 === 0 ? ctx.agent() : other),
        ),
      );
      expect(checked(responses.map((response) => response.status)).length).toBeLessThanOrEqual(PER_ACCOUNT);
    } finally {
      await second.liveEvents.close();
      await server.close();
    }
  });

  it("refuses the right password once the account is locked, with the way out in the answer", async () => {
    const email = await newAccount("locked");
    for (let index = 0; index < PER_ACCOUNT; index += 1) {
      expect((await signIn(email, "not-it", newAddress())).status).toBe(401);
    }
    const locked = await signIn(email, TEST_PASSWORD, newAddress());
    expect(locked.status).toBe(429);
    expect(locked.json.error).toEqual({ code: "SIGN_IN_LOCKED", message: AUTH_MESSAGES.signInLocked });
    expect(Number(locked.headers.get("retry-after"))).toBeGreaterThan(0);
  });

  it("gives the slot back for a sign-in that checked no password", async () => {
    const email = await newAccount("malformed");
    const address = newAddress();
    // An empty password is refused by our schema before Better Auth looks anything up.
    for (let index = 0; index < PER_ACCOUNT + 3; index += 1) {
      expect((await signIn(email, "", address)).status).toBe(400);
    }
    expect((await signIn(email, TEST_PASSWORD, address)).status).toBe(200);
  });

  it("answers a NUL byte in the email with a 400, not a 500", async () => {
    const response = await signIn("owner\u0000@example.com", TEST_PASSWORD, newAddress());
    expect(response.status).toBe(400);
    expect(response.json.error.code).toBe("VALIDATION_FAILED");
  });
});

describe("a lock-out is not a weapon", () => {
  it("lets the owner in by an emailed link while an attacker fails 100 times a minute from other addresses", async () => {
    const email = await newAccount("besieged");
    const ownerAddress = newAddress();
    let attacking = true;
    let attempts = 0;
    const attack = (async () => {
      while (attacking) {
        attempts += 1;
        await signIn(email, `guess-${attempts}`, newAddress());
        await new Promise((resolve) => setTimeout(resolve, 600));
      }
    })();
    try {
      // The attacker keeps the password locked...
      await expect.poll(() => attempts, { timeout: 10_000 }).toBeGreaterThan(PER_ACCOUNT);
      const locked = await signIn(email, TEST_PASSWORD, ownerAddress);
      expect(locked.json.error.code).toBe("SIGN_IN_LOCKED");
      // ...so the owner asks for a link, from the sign-in page's own request.
      const since = ctx.smtp.received.length;
      const owner = ctx.agent();
      const asked = await owner.post(
        "/api/auth/sign-in/magic-link",
        { email: email.toUpperCase(), callbackURL: "/dashboard" },
        { "x-forwarded-for": ownerAddress },
      );
      expect(asked.status).toBe(200);
      const mail = await ctx.smtp.waitFor(email, { since, subject: "Your InternPath sign-in link" });
      const link = new URL(firstLink(mail.text));
      expect(link.origin).toBe(TEST_ORIGIN);
      const landed = await owner.get(link.pathname + link.search, { "x-forwarded-for": ownerAddress });
      expect(landed.status).toBe(302);
      expect(new URL(landed.headers.get("location")!, TEST_ORIGIN).pathname).toBe("/dashboard");
      expect((await owner.get("/api/me")).json.user.email).toBe(email);
      // The link works once.
      const again = await ctx.agent().get(link.pathname + link.search);
      expect(again.headers.get("location")).toContain("/auth/signin?via=link");
      expect(again.headers.get("location")).toContain("error=");
      // The attack goes on; the owner stays in.
      await new Promise((resolve) => setTimeout(resolve, 1500));
      expect((await owner.get("/api/me")).status).toBe(200);
    } finally {
      attacking = false;
      await attack;
    }
    expect(attempts).toBeGreaterThan(PER_ACCOUNT);
  }, 30_000);

  it("mails a link only to an account that exists, a few per window, and answers the same either way", async () => {
    const email = await newAccount("links");
    const nobody = uniqueEmail("nobody");
    const since = ctx.smtp.received.length;
    const ask = (to: string) =>
      ctx.agent().post("/api/auth/sign-in/magic-link", { email: to }, { "x-forwarded-for": newAddress() });
    const answers = await Promise.all([ask(nobody), ...Array.from({ length: 6 }, () => ask(email))]);
    expect(answers.map((answer) => answer.status)).toEqual([200, 200, 200, 200, 200, 200, 200]);
    expect(new Set(answers.map((answer) => answer.text)).size).toBe(1);
    await ctx.smtp.waitFor(email, { since });
    await new Promise((resolve) => setTimeout(resolve, 500));
    const mails = ctx.smtp.received.slice(since);
    expect(mails.filter((mail) => mail.to.includes(email))).toHaveLength(
      PASSWORD_ATTEMPT_RULES.signInLinkPerAccount.max,
    );
    expect(mails.some((mail) => mail.to.includes(nobody))).toBe(false);
  });

  it("refuses a link request that would land on another site", async () => {
    for (const callbackURL of ["https://evil.example/", "//evil.example", "/\\evil.example"]) {
      const response = await ctx
        .agent()
        .post(
          "/api/auth/sign-in/magic-link",
          { email: "someone@example.com", callbackURL },
          { "x-forwarded-for": newAddress() },
        );
      expect(response.status).toBe(400);
    }
  });

  it("clears the account's count when the owner resets the password", async () => {
    const email = await newAccount("reset");
    for (let index = 0; index < PER_ACCOUNT; index += 1) await signIn(email, "nope", newAddress());
    expect((await signIn(email, TEST_PASSWORD, newAddress())).status).toBe(429);

    const since = ctx.smtp.received.length;
    await ctx
      .agent()
      .post(
        "/api/auth/request-password-reset",
        { email, redirectTo: "/auth/reset-password" },
        { "x-forwarded-for": newAddress() },
      );
    const mail = await ctx.smtp.waitFor(email, { since, subject: "Reset your InternPath password" });
    const link = new URL(firstLink(mail.text));
    const landing = await ctx.agent().get(link.pathname + link.search);
    const token = new URL(landing.headers.get("location")!, TEST_ORIGIN).searchParams.get("token");
    const reset = await ctx
      .agent()
      .post(
        "/api/auth/reset-password",
        { newPassword: "a-brand-new-pass-7", token },
        { "x-forwarded-for": newAddress() },
      );
    expect(reset.status).toBe(200);
    expect((await signIn(email, "a-brand-new-pass-7", newAddress())).status).toBe(200);
  });

  it("clears the account's count when the owner signs in with a provider", async () => {
    const email = uniqueEmail("provider");
    const claims = { sub: `sub-${email}`, email, email_verified: true, name: "Pat Provider" };
    provider.service.on("beforeTokenSigning", (token) => Object.assign(token.payload, claims));
    provider.service.on("beforeUserinfo", (response) => {
      response.body = { ...claims };
    });
    const throughProvider = async (signUp?: Record<string, unknown>) => {
      const agent = ctx.agent();
      const start = await agent.post(
        "/api/auth/sign-in/social",
        { provider: "oidc", callbackURL: "/dashboard", ...(signUp && { signUp }) },
        { "x-forwarded-for": newAddress() },
      );
      const authorize = await fetch(start.json.url, { redirect: "manual" });
      const callback = new URL(authorize.headers.get("location")!);
      await agent.get(callback.pathname + callback.search, { "x-forwarded-for": newAddress() });
      return agent;
    };
    await throughProvider({ role: "student", university: "Provider U" });
    for (let index = 0; index < PER_ACCOUNT; index += 1) await signIn(email, "nope-nope", newAddress());
    expect((await signIn(email, "nope-nope", newAddress())).status).toBe(429);

    const agent = await throughProvider();
    expect((await agent.get("/api/me")).status).toBe(200);
    // Counted afresh: the password is checked again (this account has none, so it is wrong).
    expect((await signIn(email, "nope-nope", newAddress())).status).toBe(401);
  });
});

describe("failed sign-ins per address", () => {
  it("stops one address trying many accounts; other addresses sign in", async () => {
    const address = newAddress();
    const statuses: number[] = [];
    for (let index = 0; index < PER_ADDRESS; index += 1) {
      statuses.push((await signIn(uniqueEmail("sprayed"), "password-spray", address)).status);
    }
    expect(statuses.every((status) => status === 401)).toBe(true);
    const victim = await newAccount("spray-victim");
    const refused = await signIn(victim, TEST_PASSWORD, address);
    expect(refused.status).toBe(429);
    expect(refused.json.error).toEqual({
      code: "SIGN_IN_LOCKED",
      message: AUTH_MESSAGES.signInLockedFromAddress,
    });
    expect((await signIn(victim, TEST_PASSWORD, newAddress())).status).toBe(200);
  }, 60_000);
});

describe("a stolen session cannot guess the password", () => {
  it.each([
    ["/api/auth/verify-password", (password: string) => ({ password })],
    [
      "/api/auth/change-password",
      (password: string) => ({ currentPassword: password, newPassword: "a-fresh-password-9" }),
    ],
  ])("checks at most the limit's current passwords at %s, in parallel", async (path, body) => {
    const { agent } = await ctx.signedInAs("student");
    // Each from its own address, so the per-address limits stay out of the way.
    const responses = await Promise.all(
      Array.from({ length: 30 }, (_, index) =>
        agent.post(path, body(`wrong-${index}`), { "x-forwarded-for": newAddress() }),
      ),
    );
    const wrong = responses.filter((response) => response.status === 400);
    expect(wrong.length).toBeLessThanOrEqual(CONFIRMATIONS);
    for (const response of wrong) expect(response.json.error.code).toBe("INVALID_CREDENTIALS");
    const refused = responses.filter((response) => response.status === 429);
    expect(refused).toHaveLength(30 - wrong.length);
    expect(refused[0]?.json.error).toEqual({
      code: "RATE_LIMITED",
      message: AUTH_MESSAGES.tooManyPasswordChecks,
    });
    // Even the right password is not checked now.
    const right = await agent.post(path, body(TEST_PASSWORD), { "x-forwarded-for": newAddress() });
    expect(right.json.error.message).toBe(AUTH_MESSAGES.tooManyPasswordChecks);
  });

  it("shares one count between verify-password and change-password", async () => {
    const { agent } = await ctx.signedInAs("company");
    for (let index = 0; index < CONFIRMATIONS; index += 1) {
      expect((await agent.post("/api/auth/verify-password", { password: `no-${index}` })).status).toBe(400);
    }
    const change = await agent.post("/api/auth/change-password", {
      currentPassword: TEST_PASSWORD,
      newPassword: "another-strong-pass-1",
    });
    expect(change.status).toBe(429);
  });
});
