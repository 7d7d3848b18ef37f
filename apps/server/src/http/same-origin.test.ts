import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { profiles } from "../db/schema/auth.ts";
import { PNG_BYTES } from "../testing/fixtures.ts";
import { createTestContext, TEST_ORIGIN, type TestContext } from "../testing/test-app.ts";

let ctx: TestContext;
beforeAll(async () => {
  ctx = await createTestContext();
});
afterAll(async () => {
  await ctx?.close();
});

/** A request straight from fetch, with only the headers given (no Origin unless one is named). */
async function send(
  method: string,
  path: string,
  headers: Record<string, string>,
  body?: string | Uint8Array,
) {
  const response = await fetch(new URL(path, ctx.url), { method, headers, body, redirect: "manual" });
  // biome-ignore lint/suspicious/noExplicitAny: tests read whatever JSON the endpoint answered
  const json: any = await response.json().catch(() => null);
  return { status: response.status, json };
}

describe("writes only from our own pages", () => {
  it.each([
    ["a foreign Origin", { origin: "https://evil.example" }],
    ["Origin null", { origin: "null" }],
    ["no Origin", {}],
    ["a same-site but other-origin page", { origin: "http://localhost:4000" }],
    ["no Origin and a cross-site fetch", { "sec-fetch-site": "cross-site" }],
  ])("refuses a profile change with %s, in the one error shape", async (_label, headers) => {
    const { agent, id } = await ctx.signedInAs("student");
    const response = await send(
      "PATCH",
      "/api/profile",
      { ...headers, cookie: agent.cookieHeader(), "content-type": "application/json" },
      JSON.stringify({ bio: "forged" }),
    );
    expect(response.status).toBe(403);
    expect(response.json).toEqual({
      error: { code: "FORBIDDEN", message: "This request must come from InternPath's own pages." },
    });
    const [row] = await ctx.db.select({ bio: profiles.bio }).from(profiles).where(eq(profiles.id, id));
    expect(row?.bio).toBeNull();
  });

  it("refuses a text/plain body even from our own origin (a plain form can send one)", async () => {
    const { agent, id } = await ctx.signedInAs("student");
    const response = await send(
      "PATCH",
      "/api/profile",
      { origin: TEST_ORIGIN, cookie: agent.cookieHeader(), "content-type": "text/plain" },
      JSON.stringify({ bio: "forged" }),
    );
    expect(response.status).toBe(415);
    expect(response.json.error.code).toBe("UNSUPPORTED_MEDIA_TYPE");
    const [row] = await ctx.db.select({ bio: profiles.bio }).from(profiles).where(eq(profiles.id, id));
    expect(row?.bio).toBeNull();
  });

  it("accepts our own Origin, or Sec-Fetch-Site same-origin without one", async () => {
    const { agent } = await ctx.signedInAs("student");
    const body = JSON.stringify({ bio: "mine" });
    const json = { cookie: agent.cookieHeader(), "content-type": "application/json; charset=utf-8" };
    expect((await send("PATCH", "/api/profile", { ...json, origin: TEST_ORIGIN }, body)).status).toBe(200);
    expect(
      (await send("PATCH", "/api/profile", { ...json, "sec-fetch-site": "same-origin" }, body)).status,
    ).toBe(200);
    // A write without a body needs no content type.
    expect(
      (
        await send("POST", "/api/notifications/read-all", {
          cookie: agent.cookieHeader(),
          origin: TEST_ORIGIN,
        })
      ).status,
    ).toBe(200);
  });

  it("refuses a forged sign-out and upload, and keeps uploads' own content types", async () => {
    const { agent } = await ctx.signedInAs("student");
    const png = PNG_BYTES;
    const forged = await send(
      "PUT",
      "/api/uploads/avatar",
      {
        origin: "https://evil.example",
        cookie: agent.cookieHeader(),
        "content-type": "image/png",
      },
      png,
    );
    expect(forged.status).toBe(403);
    const own = await agent.upload("avatar", png, "me.png", "image/png");
    expect(own.status).toBe(201);
    const signOut = await send("POST", "/api/auth/sign-out", {
      origin: "https://evil.example",
      cookie: agent.cookieHeader(),
    });
    expect(signOut.status).toBe(403);
    expect((await agent.get("/api/me")).status).toBe(200);
  });

  it("leaves reads alone", async () => {
    expect((await send("GET", "/api/config", { origin: "https://evil.example" })).status).toBe(200);
  });
});
