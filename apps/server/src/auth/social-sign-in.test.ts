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

/** Goes through the provider's authorize step the way a browser would, and lands back on our callback. */
async function signInThroughProvider(profile: Record<string, unknown>) {
  nextProfile = profile;
  const agent = ctx.agent();
  const start = await agent.post("/api/auth/sign-in/social", { provider: "oidc", callbackURL: "/dashboard" });
  expect(start.status).toBe(200);
  const authorize = await fetch(start.json.url, { redirect: "manual" });
  expect(authorize.status).toBe(302);
  const callback = new URL(authorize.headers.get("location")!);
  expect(callback.origin).toBe(TEST_ORIGIN);
  const landed = await agent.get(callback.pathname + callback.search);
  return { agent, landed };
}

describe("OpenID Connect sign-in", () => {
  it("creates a student profile from the provider's claims and signs the user in", async () => {
    const email = uniqueEmail("sso");
    const { agent, landed } = await signInThroughProvider({
      sub: `sub-${email}`,
      email,
      email_verified: true,
      name: "Olivia Okta",
      picture: "https://images.example.com/olivia.png",
    });
    expect(landed.status).toBe(302);
    expect(landed.headers.get("location")).toMatch(/\/dashboard$/);
    const me = await agent.get("/api/me");
    expect(me.status).toBe(200);
    expect(me.json.user).toMatchObject({
      email,
      role: "student",
      fullName: "Olivia Okta",
      avatarUrl: "https://images.example.com/olivia.png",
    });
  });

  it("signs the same person in again without a second profile", async () => {
    const email = uniqueEmail("again");
    const claims = { sub: `sub-${email}`, email, email_verified: true, name: "Repeat Person" };
    await signInThroughProvider(claims);
    const { agent } = await signInThroughProvider(claims);
    expect((await agent.get("/api/me")).status).toBe(200);
    expect(await ctx.db.select().from(profiles).where(eq(profiles.email, email))).toHaveLength(1);
  });

  it("falls back to given plus family name", async () => {
    const email = uniqueEmail("given");
    const { agent } = await signInThroughProvider({
      sub: `sub-${email}`,
      email,
      email_verified: true,
      given_name: "Grace",
      family_name: "Hopper",
    });
    expect((await agent.get("/api/me")).json.user.fullName).toBe("Grace Hopper");
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
