import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { authSessions } from "../db/schema/auth.ts";
import { TtlCache } from "../lib/ttl-cache.ts";
import { createTestContext, type TestContext } from "../testing/test-app.ts";
import { sessionCookieOf } from "./session.ts";

describe("TtlCache", () => {
  it("forgets an entry after its time and drops the oldest when full", () => {
    const cache = new TtlCache<string>(1000, 2);
    cache.set("a", "Ada", 0);
    expect(cache.get("a", 999)).toBe("Ada");
    expect(cache.get("a", 1000)).toBeUndefined();

    cache.set("a", "Ada", 0);
    cache.set("b", "Bo", 0);
    cache.set("c", "Cy", 0);
    expect(cache.size).toBe(2);
    expect(cache.get("a", 1)).toBeUndefined();
    expect(cache.get("c", 1)).toBe("Cy");
  });

  it("loads a missing value once for everyone asking at the same time, and keeps no failure", async () => {
    const cache = new TtlCache<string>(1000);
    let loads = 0;
    const load = async () => {
      loads += 1;
      await new Promise((resolve) => setTimeout(resolve, 10));
      return `value ${loads}`;
    };
    const answers = await Promise.all([cache.getOrLoad("a", load), cache.getOrLoad("a", load)]);
    expect(answers).toEqual(["value 1", "value 1"]);
    expect(await cache.getOrLoad("a", load)).toBe("value 1");
    expect(loads).toBe(1);

    const failing = () => Promise.reject(new Error("down"));
    await expect(cache.getOrLoad("b", failing)).rejects.toThrow("down");
    expect(await cache.getOrLoad("b", load)).toBe("value 2");
  });

  it("does not keep what loaded while it was forgotten", async () => {
    const cache = new TtlCache<string>(1000);
    const loading = cache.getOrLoad("a", async () => {
      await new Promise((resolve) => setTimeout(resolve, 10));
      return "stale";
    });
    cache.delete("a");
    expect(await loading).toBe("stale");
    expect(cache.get("a")).toBeUndefined();
  });

  it("keeps nothing when its time is zero", () => {
    const cache = new TtlCache<string>(0);
    cache.set("a", "Ada");
    expect(cache.get("a")).toBeUndefined();
  });
});

describe("sessionCookieOf", () => {
  it("finds the session cookie, with or without the secure prefix, and nothing else", () => {
    expect(sessionCookieOf("theme=dark; better-auth.session_token=abc.def; x=1")).toBe("abc.def");
    expect(sessionCookieOf("__Secure-better-auth.session_token=abc.def")).toBe("abc.def");
    expect(sessionCookieOf("my-better-auth.session_token=abc.def")).toBeUndefined();
    expect(sessionCookieOf("theme=dark")).toBeUndefined();
    expect(sessionCookieOf(undefined)).toBeUndefined();
  });
});

describe("remembered sessions", () => {
  let ctx: TestContext;
  beforeAll(async () => {
    ctx = await createTestContext({ sessionCacheSeconds: 1 });
  });
  afterAll(() => ctx.close());

  it("stop working within the cache time when ended elsewhere, and at once when ended here", async () => {
    const first = await ctx.signedInAs("student");
    expect((await first.agent.get("/api/me")).status).toBe(200);
    // Another instance signs this person out: the session row is gone, this instance still remembers it.
    await ctx.db.delete(authSessions).where(eq(authSessions.userId, first.id));
    expect((await first.agent.get("/api/me")).status).toBe(200);
    await new Promise((resolve) => setTimeout(resolve, 1100));
    expect((await first.agent.get("/api/me")).status).toBe(401);

    const second = await ctx.signedInAs("company");
    expect((await second.agent.get("/api/me")).status).toBe(200);
    const cookie = second.agent.cookieHeader();
    expect((await second.agent.post("/api/auth/sign-out", {})).status).toBe(200);
    // The browser drops the cookie; someone who copied it gets nothing from it either.
    expect((await ctx.agent().get("/api/me", { cookie })).status).toBe(401);
  });
});
