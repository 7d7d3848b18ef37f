import { eq } from "drizzle-orm";
import { OAuth2Server } from "oauth2-mock-server";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { profiles } from "../db/schema/auth.ts";
import { createTestContext, TEST_ORIGIN, type TestContext, uniqueEmail } from "../testing/test-app.ts";
import { profileFromProvider } from "./social-profile.ts";

let provider: OAuth2Server;
let ctx: TestContext;
let nextProfile: Record<string, unknown> = {};

beforeAll(async () => {
  provider = new OAuth2Server();
  await provider.issuer.keys.generate("RS256");
  await provider.start(0, "127.0.0.1");
  provider.service.on("beforeTokenSigning", (token) => {
    Object.assign(token.payload, nextProfile);
  });
  provider.service.on("beforeUserinfo", (response) => {
    response.body = { ...nextProfile };
  });
  ctx = await createTestContext({
    oidc: {
      issuer: provider.issuer.url!,
      clientId: "internpath-test",
      clientSecret: "test-secret",
      name: "University SSO",
    },
    github: { clientId: "github-client", clientSecret: "github-secret" },
  });
});
afterAll(async () => {
  await ctx.close();
  await provider.stop();
});

type SignUp = { role: unknown; companyName?: string; university?: string };

/** Goes through the provider's authorize step the way a browser would, and lands back on our callback. */
async function signInThroughProvider(
  profile: Record<string, unknown>,
  signUp?: SignUp,
  extra: Record<string, unknown> = {},
) {
  nextProfile = profile;
  const agent = ctx.agent();
  const start = await agent.post("/api/auth/sign-in/social", {
    provider: "oidc",
    callbackURL: "/dashboard",
    errorCallbackURL: "/auth/signin",
    ...(signUp && { signUp }),
    ...extra,
  });
  expect(start.status).toBe(200);
  const authorize = await fetch(start.json.url, { redirect: "manual" });
  expect(authorize.status).toBe(302);
  const callback = new URL(authorize.headers.get("location")!);
  expect(callback.origin).toBe(TEST_ORIGIN);
  const landed = await agent.get(callback.pathname + callback.search);
  return { agent, landed };
}

const claimsFor = (email: string, extra: Record<string, unknown> = {}) => ({
  sub: `sub-${email}`,
  email,
  email_verified: true,
  ...extra,
});

async function profileOf(email: string) {
  return ctx.db.select().from(profiles).where(eq(profiles.email, email));
}

describe("OpenID Connect sign-up and sign-in", () => {
  it("signs a student up from the sign-up page with the provider's name and photo", async () => {
    const email = uniqueEmail("sso");
    const { agent, landed } = await signInThroughProvider(
      claimsFor(email, { name: "Olivia Okta", picture: "https://images.example.com/olivia.png" }),
      { role: "student", university: "Trinity College" },
    );
    expect(landed.status).toBe(302);
    expect(landed.headers.get("location")).toMatch(/\/dashboard$/);
    const me = await agent.get("/api/me");
    expect(me.status).toBe(200);
    expect(me.json.user).toMatchObject({
      email,
      role: "student",
      fullName: "Olivia Okta",
      avatarUrl: "https://images.example.com/olivia.png",
      university: "Trinity College",
      companyName: null,
    });
  });

  it("keeps a company a company through the round trip, with the company name it typed", async () => {
    const email = uniqueEmail("company-sso");
    const { agent } = await signInThroughProvider(claimsFor(email, { name: "Casey Recruiter" }), {
      role: "company",
      companyName: "Acme Robotics",
    });
    expect((await agent.get("/api/me")).json.user).toMatchObject({
      email,
      role: "company",
      companyName: "Acme Robotics",
      university: null,
    });
  });

  it("makes a company without a name when none was typed (the app asks for it next)", async () => {
    const email = uniqueEmail("nameless");
    const { agent } = await signInThroughProvider(claimsFor(email), { role: "company" });
    expect((await agent.get("/api/me")).json.user).toMatchObject({ role: "company", companyName: null });
  });

  it("never takes the role from the provider's claims", async () => {
    const email = uniqueEmail("claims");
    const { agent } = await signInThroughProvider(
      claimsFor(email, { role: "admin", companyName: "Evil Corp", university: "Nowhere" }),
      { role: "student", university: "Real University" },
    );
    expect((await agent.get("/api/me")).json.user).toMatchObject({
      role: "student",
      university: "Real University",
      companyName: null,
    });
  });

  it("creates no account for someone new who signs in (not up): they are sent back to sign up", async () => {
    const email = uniqueEmail("no-account");
    const { agent, landed } = await signInThroughProvider(claimsFor(email));
    expect(landed.status).toBe(302);
    expect(landed.headers.get("location")).toMatch(/\/auth\/signin\?error=signup_disabled/);
    expect((await agent.get("/api/me")).status).toBe(401);
    expect(await profileOf(email)).toEqual([]);
  });

  it("signs the same person in again without a second profile, and never changes their type", async () => {
    const email = uniqueEmail("again");
    const claims = claimsFor(email, { name: "Repeat Person" });
    await signInThroughProvider(claims, { role: "student", university: "Trinity" });
    const { agent } = await signInThroughProvider(claims);
    expect((await agent.get("/api/me")).json.user.role).toBe("student");
    // Choosing Company on the sign-up page later signs the existing student in, still a student.
    const again = await signInThroughProvider(claims, { role: "company", companyName: "Switch Inc" });
    expect((await again.agent.get("/api/me")).json.user).toMatchObject({
      role: "student",
      companyName: null,
    });
    expect(await profileOf(email)).toHaveLength(1);
  });

  it("lands a new account at newUserCallbackURL, and an existing one at callbackURL", async () => {
    const email = uniqueEmail("welcome");
    const claims = claimsFor(email, { name: "New Person" });
    const welcome = { newUserCallbackURL: "/dashboard?welcome=1" };
    const first = await signInThroughProvider(claims, { role: "student" }, welcome);
    expect(first.landed.headers.get("location")).toMatch(/\/dashboard\?welcome=1$/);
    const again = await signInThroughProvider(claims, { role: "student" }, welcome);
    expect(again.landed.headers.get("location")).toMatch(/\/dashboard$/);
  });

  it("falls back to given plus family name", async () => {
    const email = uniqueEmail("given");
    const { agent } = await signInThroughProvider(
      claimsFor(email, { given_name: "Grace", family_name: "Hopper" }),
      { role: "student" },
    );
    expect((await agent.get("/api/me")).json.user.fullName).toBe("Grace Hopper");
  });

  it.each([
    ["admin", { signUp: { role: "admin" } }, "signUp"],
    ["an unknown type", { signUp: { role: "owner" } }, "signUp"],
    ["a type smuggled as extra data", { additionalData: { role: "admin" } }, "_"],
    ["an ID token", { idToken: { token: "forged" } }, "_"],
    ["extra scopes", { scopes: ["admin"] }, "_"],
    ["an unknown field in signUp", { signUp: { role: "company", isAdmin: true } }, "signUp"],
    [
      "a company name with a control character",
      { signUp: { role: "company", companyName: "A\u0000" } },
      "signUp",
    ],
    ["a callback address with a NUL byte", { callbackURL: "/dash\u0000board" }, "callbackURL"],
    [
      "an error callback address with a lone surrogate",
      { errorCallbackURL: "/auth/\uD800" },
      "errorCallbackURL",
    ],
    ["another site as the callback", { callbackURL: "https://evil.example/" }, "callbackURL"],
    ["another site, protocol-relative", { callbackURL: "//evil.example" }, "callbackURL"],
    ["another site behind a backslash", { callbackURL: "/\\evil.example" }, "callbackURL"],
    ["another site as the error callback", { errorCallbackURL: "/\t/evil.example" }, "errorCallbackURL"],
    [
      "another site as the new account's callback",
      { newUserCallbackURL: "//evil.example" },
      "newUserCallbackURL",
    ],
  ])("refuses %s before leaving for the provider", async (_label, extra, field) => {
    const response = await ctx.agent().post("/api/auth/sign-in/social", {
      provider: "oidc",
      callbackURL: "/dashboard",
      ...extra,
    });
    expect(response.status).toBe(400);
    expect(response.json.error.code).toBe("VALIDATION_FAILED");
    expect(Object.keys(response.json.error.fields ?? { _: "" })[0]).toBe(field);
  });
});

describe("configured built-in providers", () => {
  it("sends GitHub sign-in to GitHub's authorize page", async () => {
    const response = await ctx
      .agent()
      .post("/api/auth/sign-in/social", { provider: "github", callbackURL: "/dashboard" });
    expect(response.status).toBe(200);
    expect(new URL(response.json.url).host).toBe("github.com");
  });

  it("reports the configured providers", async () => {
    const response = await ctx.agent().get("/api/config");
    expect(response.json.providers).toEqual({
      github: true,
      google: false,
      oidc: { enabled: true, name: "University SSO" },
    });
  });
});

describe("profileFromProvider (name and avatar fallbacks)", () => {
  it.each([
    [{ full_name: "Full Name", name: "Name" }, "Full Name"],
    [{ name: "Name", given_name: "Given", family_name: "Family" }, "Name"],
    [{ given_name: "Given", family_name: "Family" }, "Given Family"],
    [{ given_name: "Given" }, "Given"],
    [{}, ""],
  ])("takes the name from %j", (profile, name) => {
    expect(profileFromProvider(profile).name).toBe(name);
  });

  it.each([
    [{ avatar_url: "https://a/1.png", picture: "https://a/2.png" }, "https://a/1.png"],
    [{ picture: "https://a/2.png" }, "https://a/2.png"],
    [{}, undefined],
  ])("takes the avatar from %j", (profile, image) => {
    expect(profileFromProvider(profile).image).toBe(image);
  });
});
