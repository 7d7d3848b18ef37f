import { Hono } from "hono";
import { afterEach, describe, expect, it } from "vitest";
import type { AppEnv } from "../auth/session.ts";
import { publicAnswerCache } from "./public-cache.ts";
import { listenOnFreePort } from "./server.ts";

type Server = Awaited<ReturnType<typeof listenOnFreePort>>;
const servers: Server[] = [];
afterEach(async () => {
  for (const server of servers.splice(0)) await server.close();
});

/** A small app with a kept public route, counting how often its handler really runs. */
async function serveCounting(options: { trustProxy?: boolean; seconds?: number } = {}) {
  const publicAnswers = publicAnswerCache(options.seconds ?? 60);
  const app = new Hono<AppEnv>();
  let calls = 0;
  app.use("/api/things/:id", publicAnswers.middleware);
  app.get("/api/things/:id", (c) => {
    calls += 1;
    return c.json({ id: c.req.param("id"), calls });
  });
  app.post("/api/things/:id", (c) => c.json({ posted: true }));
  const server = await listenOnFreePort(app, { publicAnswers, trustProxy: options.trustProxy });
  servers.push(server);
  const get = async (path: string, headers: Record<string, string> = {}) => {
    const response = await fetch(`${server.url}${path}`, { headers });
    return { response, text: await response.text() };
  };
  return { server, get, calls: () => calls };
}

describe("visitors' kept answers, given before the app is entered", () => {
  it("answers a visitor's repeat request from what was kept, with the app's headers and a fresh request id", async () => {
    const { get, calls } = await serveCounting();
    const first = await get("/api/things/1?page=2");
    const second = await get("/api/things/1?page=2");
    expect(calls()).toBe(1);
    expect(second.text).toBe(first.text);
    expect(JSON.parse(second.text)).toEqual({ id: "1", calls: 1 });

    const kept = second.response.headers;
    expect(second.response.status).toBe(200);
    expect(kept.get("content-type")).toBe(first.response.headers.get("content-type"));
    expect(kept.get("content-length")).toBe(String(Buffer.byteLength(first.text)));
    for (const name of [
      "cache-control",
      "content-security-policy",
      "x-content-type-options",
      "referrer-policy",
    ]) {
      expect(kept.get(name), name).toBe(first.response.headers.get(name));
    }
    expect(kept.get("cache-control")).toBe("private, no-store");
    expect(kept.get("x-request-id")).toMatch(/^[0-9a-f-]{36}$/);
    expect((await get("/api/things/1?page=2")).response.headers.get("x-request-id")).not.toBe(
      kept.get("x-request-id"),
    );
  });

  it("keeps one answer per path and query, and lets everything else through to the app", async () => {
    const { server, get, calls } = await serveCounting();
    await get("/api/things/1");
    await get("/api/things/1?page=2");
    await get("/api/things/2");
    expect(calls()).toBe(3);
    await get("/api/things/1");
    expect(calls()).toBe(3);

    // A signed-in user is always answered by the app; other cookies do not matter.
    await get("/api/things/1", { cookie: "better-auth.session_token=abc.def" });
    expect(calls()).toBe(4);
    await get("/api/things/1", { cookie: "theme=dark" });
    expect(calls()).toBe(4);

    const head = await fetch(`${server.url}/api/things/1`, { method: "HEAD" });
    expect(head.status).toBe(200);
    expect(calls()).toBe(5);
    const posted = await fetch(`${server.url}/api/things/1`, { method: "POST" });
    expect(await posted.json()).toEqual({ posted: true });
  });

  it("keeps nothing when the time to keep is zero", async () => {
    const { get, calls } = await serveCounting({ seconds: 0 });
    await get("/api/things/1");
    await get("/api/things/1");
    expect(calls()).toBe(2);
  });

  it("names a kept answer with the proxy's request id only when the proxy is trusted and the id is safe", async () => {
    const trusted = await serveCounting({ trustProxy: true });
    await trusted.get("/api/things/1");
    const named = await trusted.get("/api/things/1", { "x-request-id": "proxy-42" });
    expect(trusted.calls()).toBe(1);
    expect(named.response.headers.get("x-request-id")).toBe("proxy-42");
    const unsafe = await trusted.get("/api/things/1", { "x-request-id": "bad id\twith spaces" });
    expect(unsafe.response.headers.get("x-request-id")).toMatch(/^[0-9a-f-]{36}$/);

    const untrusted = await serveCounting();
    await untrusted.get("/api/things/1");
    const ignored = await untrusted.get("/api/things/1", { "x-request-id": "proxy-42" });
    expect(untrusted.calls()).toBe(1);
    expect(ignored.response.headers.get("x-request-id")).toMatch(/^[0-9a-f-]{36}$/);
  });
});
