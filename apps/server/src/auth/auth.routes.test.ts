import { AUTH_MESSAGES } from "@internpath/shared/errors";
import { count, eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { authSessions, profiles } from "../db/schema/auth.ts";
import { PNG_BYTES } from "../testing/fixtures.ts";
import { firstLink } from "../testing/smtp.ts";
import { createTestContext, TEST_ORIGIN, type TestContext, uniqueEmail } from "../testing/test-app.ts";

let ctx: TestContext;
beforeAll(async () => {
  ctx = await createTestContext();
});
afterAll(() => ctx.close());

const profileCount = async () => (await ctx.db.select({ n: count() }).from(profiles))[0]!.n;
const profileByEmail = async (email: string) =>
  (await ctx.db.select().from(profiles).where(eq(profiles.email, email.toLowerCase())))[0];

function studentSignUp(email: string, extra: Record<string, unknown> = {}) {
  return {
    email,
    password: "secret-one-1",
    name: "Sam Student",
    role: "student",
    university: "Uni of Tests",
    ...extra,
  };
}

/** Opens a link from a mail against the app (the host part is our APP_URL). */
async function openMailLink(link: string, agent = ctx.agent()) {
  const url = new URL(link);
  expect(url.origin).toBe(TEST_ORIGIN);
  return agent.get(url.pathname + url.search);
}

describe("sign-up", () => {
  it("creates a student with a university, sends the verification mail over SMTP, and starts no session", async () => {
    const email = uniqueEmail("student");
    const agent = ctx.agent();
    const response = await agent.post("/api/auth/sign-up/email", studentSignUp(email));
    expect(response.status).toBe(200);
    expect(response.headers.getSetCookie().some((c) => c.includes("session_token="))).toBe(false);
    expect(JSON.stringify(response.json)).not.toContain('"token":"');

    const profile = await profileByEmail(email);
    expect(profile).toMatchObject({
      role: "student",
      university: "Uni of Tests",
      companyName: null,
      emailVerified: false,
      fullName: "Sam Student",
    });

    const mail = await ctx.smtp.waitFor(email, { subject: "Confirm your InternPath account" });
    expect(firstLink(mail.text)).toContain("/api/auth/verify-email?token=");
    expect((await agent.get("/api/me")).status).toBe(401);
  });

  it("creates a company with a company name and no university", async () => {
    const email = uniqueEmail("company");
    const response = await ctx.agent().post("/api/auth/sign-up/email", {
      email,
      password: "secret-one-1",
      name: "Cara Company",
      role: "company",
      companyName: "Acme Ltd",
      university: "should be ignored",
    });
    expect(response.status).toBe(200);
    expect(await profileByEmail(email)).toMatchObject({
      role: "company",
      companyName: "Acme Ltd",
      university: null,
    });
  });

  it("defaults the role to student", async () => {
    const email = uniqueEmail("default");
    const { role: _role, ...body } = studentSignUp(email);
    expect((await ctx.agent().post("/api/auth/sign-up/email", body)).status).toBe(200);
    expect((await profileByEmail(email))?.role).toBe("student");
  });

  it.each([
    ["admin at sign-up", { role: "admin" }, "role", "Account type must be student or company"],
    ["an unknown role", { role: "superuser" }, "role", "Account type must be student or company"],
    ["a role of the wrong type", { role: 1 }, "role", "Account type must be student or company"],
    ["no email", { email: undefined }, "email", "Email is required"],
    ["an empty email", { email: "" }, "email", "Email is required"],
    ["an invalid email", { email: "not-an-email" }, "email", "Please enter a valid email address"],
    ["an email that is an array", { email: ["a@b.co"] }, "email", "Email must be text"],
    ["no password", { password: undefined }, "password", "Password is required"],
    ["a short password", { password: "12345" }, "password", "Password must be at least 6 characters"],
    ["no full name", { name: undefined }, "fullName", "Full name is required"],
    ["a full name that is a number", { name: 42 }, "fullName", "Full name must be text"],
    ["a blank full name", { name: "   " }, "fullName", "Full name is required"],
    [
      "a full name of 10 KB",
      { name: "x".repeat(10_240) },
      "fullName",
      "Full name must be at most 120 characters",
    ],
    [
      "a NUL byte in the name",
      { name: "Sam\u0000Student" },
      "fullName",
      "Full name contains characters that are not allowed",
    ],
    [
      "a NUL byte in the email",
      { email: "nul\u0000@example.com" },
      "email",
      "Email contains characters that are not allowed",
    ],
    ["a student without a university", { university: "" }, "university", "University name is required"],
    [
      "a company without a company name",
      { role: "company", university: undefined },
      "companyName",
      "Company name is required",
    ],
    ["a field that is not part of sign-up", { emailVerified: true }, "emailVerified", "Unknown field"],
  ])(
    "refuses %s with a 400 and a per-field message, writing nothing",
    async (_label, change, field, message) => {
      const before = await profileCount();
      const body = { ...studentSignUp(uniqueEmail("bad")), ...change } as Record<string, unknown>;
      for (const key of Object.keys(body)) if (body[key] === undefined) delete body[key];
      const response = await ctx.agent().post("/api/auth/sign-up/email", body as Record<string, unknown>);
      expect(response.status).toBe(400);
      expect(response.json.error.code).toBe("VALIDATION_FAILED");
      expect(response.json.error.fields[field]).toBe(message);
      expect(await profileCount()).toBe(before);
    },
  );

  it("answers a body that is not JSON with a 4xx, never a 500", async () => {
    const response = await ctx.app.request("/api/auth/sign-up/email", {
      method: "POST",
      headers: { "content-type": "application/json", origin: TEST_ORIGIN },
      body: "{not json",
    });
    expect(response.status).toBeGreaterThanOrEqual(400);
    expect(response.status).toBeLessThan(500);
  });

  it("does not reveal that an email is already registered", async () => {
    const email = uniqueEmail("taken");
    const first = await ctx.agent().post("/api/auth/sign-up/email", studentSignUp(email));
    const second = await ctx
      .agent()
      .post("/api/auth/sign-up/email", studentSignUp(email, { name: "Someone Else" }));
    expect(second.status).toBe(first.status);
    expect(Object.keys(second.json).sort()).toEqual(Object.keys(first.json).sort());
    expect(Object.keys(second.json.user).sort()).toEqual(Object.keys(first.json.user).sort());
    const rows = await ctx.db.select().from(profiles).where(eq(profiles.email, email));
    expect(rows).toHaveLength(1);
    expect(rows[0]!.fullName).toBe("Sam Student");
  });

  it("tells the owner of a registered email that someone tried to sign up with it", async () => {
    const { email } = await ctx.signedInAs("student");
    const since = ctx.smtp.received.length;
    await ctx.agent().post("/api/auth/sign-up/email", studentSignUp(email, { name: "Impostor" }));
    const mail = await ctx.smtp.waitFor(email, {
      since,
      subject: "Someone tried to sign up with your email",
    });
    expect(mail.text).toContain(`${TEST_ORIGIN}/auth/signin`);
  });
});

describe("email verification and sign-in", () => {
  it.each(["/\\evil.example", "//evil.example", "/\t/evil.example", "https://evil.example/"])(
    "refuses a sign-up whose link would land on %j, and makes no account",
    async (callbackURL) => {
      const email = uniqueEmail("callback");
      const response = await ctx
        .agent()
        .post("/api/auth/sign-up/email", studentSignUp(email, { callbackURL }));
      expect(response.status).toBe(400);
      expect(Object.keys(response.json.error.fields)).toEqual(["callbackURL"]);
      expect(await profileByEmail(email)).toBeUndefined();
    },
  );

  it.each([
    "/api/auth/verify-email?token=x&callbackURL=https://evil.example/",
    "/api/auth/reset-password/some-token?callbackURL=//evil.example",
    "/api/auth/magic-link/verify?token=x&callbackURL=/dashboard&errorCallbackURL=/%5Cevil.example",
    "/api/auth/magic-link/verify?token=x%00y&callbackURL=/dashboard",
  ])(
    "answers a mailed link's landing that would leave the site with a 400, logging no error: %s",
    async (url) => {
      const response = await ctx.agent().get(url);
      expect(response.status).toBe(400);
      expect(response.json.error.code).toBe("VALIDATION_FAILED");
    },
  );

  it("refuses an unverified sign-in with the product's message, then signs in after the mailed link", async () => {
    const email = uniqueEmail("verify");
    await ctx.agent().post("/api/auth/sign-up/email", studentSignUp(email));
    const agent = ctx.agent();

    const refused = await agent.post("/api/auth/sign-in/email", { email, password: "secret-one-1" });
    expect(refused.status).toBe(403);
    expect(refused.json.error).toEqual({
      code: "EMAIL_NOT_VERIFIED",
      message: AUTH_MESSAGES.emailNotConfirmed,
    });

    const mail = await ctx.smtp.waitFor(email, { subject: "Confirm your InternPath account" });
    const verified = await openMailLink(firstLink(mail.text));
    expect(verified.status).toBe(302);
    expect(verified.headers.get("location")).toMatch(/\/auth\/signin\?verified=1$/);
    expect((await profileByEmail(email))?.emailVerified).toBe(true);

    const signedIn = await agent.post("/api/auth/sign-in/email", { email, password: "secret-one-1" });
    expect(signedIn.status).toBe(200);
    const cookie = signedIn.headers.getSetCookie().find((c) => c.includes("session_token="));
    expect(cookie).toMatch(/HttpOnly/i);
    expect(cookie).toMatch(/SameSite=Lax/i);
    expect(JSON.stringify(signedIn.json)).not.toMatch(/"token"/);

    const me = await agent.get("/api/me");
    expect(me.status).toBe(200);
    expect(me.json.user).toMatchObject({
      email,
      role: "student",
      fullName: "Sam Student",
      university: "Uni of Tests",
    });
  });

  it("resends the verification mail, and asks for an email first", async () => {
    const email = uniqueEmail("resend");
    await ctx.agent().post("/api/auth/sign-up/email", studentSignUp(email));
    await ctx.smtp.waitFor(email);
    const since = ctx.smtp.received.length;
    const resent = await ctx
      .agent()
      .post("/api/auth/send-verification-email", { email, callbackURL: "/auth/signin?verified=1" });
    expect(resent.status).toBe(200);
    const mail = await ctx.smtp.waitFor(email, { since, subject: "Confirm your InternPath account" });
    expect(firstLink(mail.text)).toContain("/api/auth/verify-email?token=");

    const missing = await ctx.agent().post("/api/auth/send-verification-email", { email: "" });
    expect(missing.status).toBe(400);
    expect(missing.json.error.message).toBe("Email is required to resend verification");
  });

  it("answers a resend request the same for unknown, unverified and verified emails", async () => {
    const verified = await ctx.signedInAs("student");
    const unverified = uniqueEmail("unverified");
    await ctx.agent().post("/api/auth/sign-up/email", studentSignUp(unverified));
    const answers = [];
    for (const email of [uniqueEmail("nobody"), unverified, verified.email]) {
      const response = await ctx.agent().post("/api/auth/send-verification-email", { email });
      answers.push({ status: response.status, body: response.json });
    }
    expect(answers[1]).toEqual(answers[0]);
    expect(answers[2]).toEqual(answers[0]);
  });

  it("gives the same answer for a wrong password and an unknown email", async () => {
    const { email } = await ctx.signedInAs("student");
    const wrong = await ctx.agent().post("/api/auth/sign-in/email", { email, password: "wrong-password" });
    const unknown = await ctx
      .agent()
      .post("/api/auth/sign-in/email", { email: uniqueEmail("nobody"), password: "whatever1" });
    expect(wrong.status).toBe(401);
    expect(unknown.status).toBe(401);
    expect(wrong.json).toEqual(unknown.json);
    expect(wrong.json.error).toEqual({
      code: "INVALID_CREDENTIALS",
      message: AUTH_MESSAGES.invalidCredentials,
    });
  });

  it.each([
    [{ password: "secret-one-1" }, "Email is required"],
    [{ email: "a@b.co" }, "Password is required"],
    [{ email: "a@b.co", password: "" }, "Password is required"],
    [{ email: "a\u0000@b.co", password: "secret-one-1" }, "Email contains characters that are not allowed"],
  ])("refuses an incomplete sign-in %j with a 400", async (body, message) => {
    const response = await ctx.agent().post("/api/auth/sign-in/email", body);
    expect(response.status).toBe(400);
    expect(response.json.error.message).toBe(message);
  });

  it("signs out", async () => {
    const { agent } = await ctx.signedInAs("company");
    expect((await agent.get("/api/me")).status).toBe(200);
    expect((await agent.post("/api/auth/sign-out", {})).status).toBe(200);
    expect((await agent.get("/api/me")).status).toBe(401);
  });
});

describe("password reset", () => {
  it("mails a link, sets the new password and ends the user's other sessions", async () => {
    const { email, agent: otherSession, id } = await ctx.signedInAs("student");
    const since = ctx.smtp.received.length;
    const requested = await ctx
      .agent()
      .post("/api/auth/request-password-reset", { email, redirectTo: "/auth/reset-password" });
    expect(requested.status).toBe(200);

    const mail = await ctx.smtp.waitFor(email, { since, subject: "Reset your InternPath password" });
    const landing = await openMailLink(firstLink(mail.text));
    expect(landing.status).toBe(302);
    const location = new URL(landing.headers.get("location")!, TEST_ORIGIN);
    expect(location.pathname).toBe("/auth/reset-password");
    const token = location.searchParams.get("token");
    expect(token).toBeTruthy();

    const tooShort = await ctx.agent().post("/api/auth/reset-password", { newPassword: "123", token });
    expect(tooShort.status).toBe(400);
    const common = await ctx.agent().post("/api/auth/reset-password", { newPassword: "Password1", token });
    expect(common.status).toBe(400);
    expect(common.json.error.fields).toEqual({ newPassword: AUTH_MESSAGES.commonPassword });

    const reset = await ctx
      .agent()
      .post("/api/auth/reset-password", { newPassword: "brand-new-pass", token });
    expect(reset.status).toBe(200);
    expect((await otherSession.get("/api/me")).status).toBe(401);
    expect(await ctx.db.select().from(authSessions).where(eq(authSessions.userId, id))).toHaveLength(0);

    expect(
      (await ctx.agent().post("/api/auth/sign-in/email", { email, password: "correct-horse-42" })).status,
    ).toBe(401);
    expect(
      (await ctx.agent().post("/api/auth/sign-in/email", { email, password: "brand-new-pass" })).status,
    ).toBe(200);

    const reused = await ctx.agent().post("/api/auth/reset-password", { newPassword: "another-pass", token });
    expect(reused.status).toBe(400);
    expect(reused.json.error.code).toBe("INVALID_TOKEN");
  });

  it("answers the same for an unknown email and sends nothing", async () => {
    const { email } = await ctx.signedInAs("student");
    const known = await ctx
      .agent()
      .post("/api/auth/request-password-reset", { email, redirectTo: "/auth/reset-password" });
    const since = ctx.smtp.received.length;
    const unknownEmail = uniqueEmail("ghost");
    const unknown = await ctx
      .agent()
      .post("/api/auth/request-password-reset", { email: unknownEmail, redirectTo: "/auth/reset-password" });
    expect(unknown.status).toBe(known.status);
    expect(unknown.json).toEqual(known.json);
    await new Promise((resolve) => setTimeout(resolve, 300));
    expect(ctx.smtp.received.slice(since).some((m) => m.to.includes(unknownEmail))).toBe(false);
  });

  it("refuses a made-up token", async () => {
    const response = await ctx
      .agent()
      .post("/api/auth/reset-password", { newPassword: "whatever-pass", token: "made-up" });
    expect(response.status).toBe(400);
    expect(response.json.error.code).toBe("INVALID_TOKEN");
  });
});

describe("roles cannot be raised", () => {
  it.each(["admin", "company", "student"])(
    "refuses update-user with role %s and leaves the role as it was",
    async (role) => {
      const { agent, id } = await ctx.signedInAs("student");
      const response = await agent.post("/api/auth/update-user", { role });
      expect(response.status).toBe(403);
      expect(response.json.error.code).toBe("ROLE_CHANGE_FORBIDDEN");
      expect((await ctx.db.select().from(profiles).where(eq(profiles.id, id)))[0]!.role).toBe("student");
    },
  );

  it("refuses role changes hidden next to allowed fields, and fields update-user does not own", async () => {
    const { agent, id } = await ctx.signedInAs("company");
    expect((await agent.post("/api/auth/update-user", { name: "New Name", role: "admin" })).status).toBe(403);
    expect((await agent.post("/api/auth/update-user", { emailVerified: false })).status).toBe(400);
    expect((await agent.post("/api/auth/update-user", { companyName: "Other" })).status).toBe(400);
    const [row] = await ctx.db.select().from(profiles).where(eq(profiles.id, id));
    expect(row).toMatchObject({ role: "company", fullName: "Test company", emailVerified: true });
  });

  it("lets a user change their own name through update-user", async () => {
    const { agent } = await ctx.signedInAs("student");
    expect((await agent.post("/api/auth/update-user", { name: "Renamed" })).status).toBe(200);
    expect((await agent.get("/api/me")).json.user.fullName).toBe("Renamed");
  });

  it("applies the profile's rules to update-user: name length and lines, a picture only from own uploads", async () => {
    const { agent, id } = await ctx.signedInAs("student", { fullName: "Kept Name" });
    const other = await ctx.signedInAs("student");
    const othersPicture = (await other.agent.upload("avatar", PNG_BYTES, "a.png", "image/png")).json.url;
    for (const [body, field] of [
      [{ name: "x".repeat(5000) }, "name"],
      [{ name: "two\nlines" }, "name"],
      [{ name: { first: "Object" } }, "name"],
      [{ name: "   " }, "name"],
      [{ image: "https://evil.example/me.png" }, "image"],
      [{ image: "javascript:alert(1)" }, "image"],
      [{ image: othersPicture }, "image"],
      [{ image: { url: "x" } }, "image"],
    ] as const) {
      const response = await agent.post("/api/auth/update-user", body);
      expect(response.status, JSON.stringify(body).slice(0, 60)).toBe(400);
      expect(response.json.error.code).toBe("VALIDATION_FAILED");
      expect(response.json.error.fields?.[field]).toBeTruthy();
    }
    const [row] = await ctx.db.select().from(profiles).where(eq(profiles.id, id));
    expect(row).toMatchObject({ fullName: "Kept Name", avatarUrl: null });
    const mine = (await agent.upload("avatar", PNG_BYTES, "me.png", "image/png")).json.url;
    expect((await agent.post("/api/auth/update-user", { image: null })).status).toBe(200);
    expect((await agent.post("/api/auth/update-user", { image: mine, name: "  New Name " })).status).toBe(
      200,
    );
    const [after] = await ctx.db.select().from(profiles).where(eq(profiles.id, id));
    expect(after).toMatchObject({ fullName: "New Name", avatarUrl: mine });
  });

  it("has no other endpoint that changes a role", async () => {
    const { agent } = await ctx.signedInAs("student");
    for (const [method, path] of [
      ["PATCH", "/api/me"],
      ["POST", "/api/me"],
      ["PATCH", "/api/profiles/me"],
      ["POST", "/api/admin/users/role"],
    ] as const) {
      const response = await agent.request(method, path, { role: "admin" });
      expect(response.status).toBeGreaterThanOrEqual(400);
      expect(response.status).toBeLessThan(500);
    }
    expect((await agent.get("/api/me")).json.user.role).toBe("student");
  });
});

describe("social sign-in without configuration", () => {
  it.each([
    ["github", "GitHub sign-in is not configured on this server."],
    ["google", "Google sign-in is not configured on this server."],
    ["oidc", "Single sign-on sign-in is not configured on this server."],
  ])("says %s is not configured", async (provider, message) => {
    const response = await ctx
      .agent()
      .post("/api/auth/sign-in/social", { provider, callbackURL: "/dashboard" });
    expect(response.status).toBe(400);
    expect(response.json.error).toEqual({ code: "PROVIDER_NOT_CONFIGURED", message });
  });

  it("reports which providers are configured", async () => {
    const response = await ctx.agent().get("/api/config");
    expect(response.json.providers).toEqual({
      github: false,
      google: false,
      oidc: { enabled: false, name: "" },
    });
  });
});

describe("API basics", () => {
  it("answers unknown API paths with a JSON 404", async () => {
    const response = await ctx.agent().get("/api/nothing-here");
    expect(response.status).toBe(404);
    expect(response.json.error.code).toBe("NOT_FOUND");
  });

  it("requires a session for /api/me", async () => {
    const response = await ctx.agent().get("/api/me");
    expect(response.status).toBe(401);
    expect(response.json.error.code).toBe("UNAUTHORIZED");
  });

  it("refuses a NUL byte in a query string with a 4xx", async () => {
    const response = await ctx.agent().get("/api/auth/verify-email?token=%00abc");
    expect(response.status).toBeLessThan(500);
  });
});
