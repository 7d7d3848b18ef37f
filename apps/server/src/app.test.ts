import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { afterAll, beforeAll, describe, expect, inject, it } from "vitest";
import { createApp } from "./app.ts";
import type { Config } from "./config.ts";
import type { DatabaseHandle } from "./db/client.ts";
import { listenOnFreePort } from "./http/server.ts";
import { createDevMailbox } from "./mail/mailer.ts";
import { TEST_ORIGIN, testConfig } from "./testing/test-app.ts";
import { openTestDatabase } from "./testing/test-database.ts";

let database: DatabaseHandle;
const folder = mkdtempSync(path.join(tmpdir(), "internpath-app-test-"));
const webDist = path.join(folder, "web");

beforeAll(async () => {
  database = await openTestDatabase(inject("pgliteImage"));
  mkdirSync(path.join(webDist, "assets"), { recursive: true });
  writeFileSync(
    path.join(webDist, "index.html"),
    "<!doctype html><title>InternPath</title><div id=root></div>",
  );
  writeFileSync(path.join(webDist, "assets", "app-123.js"), "console.log('app')");
});
afterAll(async () => {
  await database.close();
  rmSync(folder, { recursive: true, force: true });
});

function appWith(env: "development" | "production", overrides: Partial<Config> = {}) {
  const dataDir = path.join(folder, `data-${env}`);
  const mailer = createDevMailbox(dataDir, "InternPath <no-reply@test>");
  const config = testConfig({ env, dataDir, webDist, ...overrides });
  return { ...createApp({ config, db: database.db, mailer }), mailer };
}

describe("serving the web app", () => {
  it("serves index.html for app routes and the assets with long caching", async () => {
    const { app } = appWith("development");
    for (const route of ["/", "/dashboard", "/internships/123", "/anything/else"]) {
      const response = await app.request(route);
      expect(response.status).toBe(200);
      expect(await response.text()).toContain("<div id=root>");
    }
    const asset = await app.request("/assets/app-123.js");
    expect(asset.status).toBe(200);
    expect(asset.headers.get("cache-control")).toContain("immutable");
    const missing = await app.request("/assets/app-old.js");
    expect(missing.status).toBe(404);
    expect(missing.headers.get("cache-control")).toBeNull();
  });

  it("answers unknown API paths with the JSON 404, not the web app", async () => {
    const { app } = appWith("development");
    const response = await app.request("/api/does-not-exist");
    expect(response.status).toBe(404);
    expect(await response.json()).toEqual({ error: { code: "NOT_FOUND", message: "No such API endpoint" } });
  });

  it("sends security headers over HTTP: a document's policy on pages and files, a closed one and no-store on JSON", async () => {
    const { app } = appWith("development");
    const server = await listenOnFreePort(app);
    try {
      for (const url of ["/", "/internships/123", "/api/files/x/uploads/missing.png"]) {
        const response = await fetch(`${server.url}${url}`);
        await response.arrayBuffer();
        expect(response.headers.get("content-security-policy")).toContain("default-src 'self'");
        expect(response.headers.get("content-security-policy")).toContain("script-src 'self'");
        expect(response.headers.get("x-frame-options")).toBe("SAMEORIGIN");
        expect(response.headers.get("x-content-type-options")).toBe("nosniff");
        // Served over plain http (APP_URL http://...): no HSTS, which would lock browsers out.
        expect(response.headers.get("strict-transport-security")).toBeNull();
      }
      for (const url of ["/api/config", "/api/internships", "/api/does-not-exist"]) {
        const response = await fetch(`${server.url}${url}`);
        await response.arrayBuffer();
        expect(response.headers.get("content-security-policy")).toBe(
          "default-src 'none'; frame-ancestors 'none'",
        );
        expect(response.headers.get("cross-origin-resource-policy")).toBe("same-origin");
        expect(response.headers.get("x-content-type-options")).toBe("nosniff");
        expect(response.headers.get("referrer-policy")).toBe("no-referrer");
        expect(response.headers.get("cache-control")).toBe("private, no-store");
      }
    } finally {
      await server.close();
    }
  });

  it("sends HSTS only when APP_URL is https", async () => {
    const { app } = appWith("development");
    const server = await listenOnFreePort(app, { appUrl: "https://internpath.example" });
    try {
      for (const url of ["/", "/api/config"]) {
        const response = await fetch(`${server.url}${url}`);
        await response.arrayBuffer();
        expect(response.headers.get("strict-transport-security")).toBe("max-age=15552000; includeSubDomains");
      }
    } finally {
      await server.close();
    }
  });

  it("does not claim a dev mailbox in production", async () => {
    const development = await appWith("development").app.request("/api/config");
    expect(((await development.json()) as { devMailbox: boolean }).devMailbox).toBe(true);
    const production = await appWith("production").app.request("/api/config");
    expect(((await production.json()) as { devMailbox: boolean }).devMailbox).toBe(false);
  });

  it("refuses JSON bodies over 1 MB with a 413", async () => {
    const { app } = appWith("development");
    const response = await app.request("/api/profile", {
      method: "PATCH",
      headers: {
        origin: TEST_ORIGIN,
        "content-type": "application/json",
        "content-length": String(2 * 1024 * 1024),
      },
      body: JSON.stringify({ bio: "x".repeat(2 * 1024 * 1024) }),
    });
    expect(response.status).toBe(413);
  });
});

/** The Node bindings `app.request` passes on, as if the request came from `remoteAddress`. */
const fromAddress = (remoteAddress: string) => ({ incoming: { socket: { remoteAddress } } });

describe("dev mailbox", () => {
  it("lists mail with every value escaped", async () => {
    const { app, mailer } = appWith("development");
    await mailer.send({
      to: "a@example.com",
      subject: "<script>alert(1)</script>",
      text: "Open http://localhost/x?a=1&b=<b>",
      html: "",
    });
    const response = await app.request("/dev/mailbox", {}, fromAddress("127.0.0.1"));
    expect(response.status).toBe(200);
    const page = await response.text();
    expect(page).toContain("&lt;script&gt;alert(1)&lt;/script&gt;");
    expect(page).not.toContain("<script>alert(1)</script>");
  });

  it("is shown to a client on this machine only, by its socket's address", async () => {
    const { app, mailer } = appWith("development", { trustProxy: true });
    await mailer.send({
      to: "owner@example.com",
      subject: "Reset your password",
      text: "http://localhost/reset?token=secret-reset-token",
      html: "",
    });
    for (const route of ["/dev/mailbox", "/dev/mailbox/messages.json"]) {
      for (const address of ["127.0.0.1", "127.0.0.53", "::1", "::ffff:127.0.0.1"]) {
        const response = await app.request(route, {}, fromAddress(address));
        expect(response.status, `${route} from ${address}`).toBe(200);
        expect(await response.text()).toContain("secret-reset-token");
      }
      for (const address of ["10.0.0.5", "192.0.2.2", "::ffff:10.0.0.5", "fd00::2", "0.0.0.0"]) {
        const response = await app.request(route, {}, fromAddress(address));
        expect(response.status, `${route} from ${address}`).toBe(404);
        expect(await response.text()).not.toContain("secret-reset-token");
      }
      // A header anyone can write, even with TRUST_PROXY, does not make a client local.
      const forwarded = await app.request(
        route,
        { headers: { "x-forwarded-for": "127.0.0.1", "x-real-ip": "127.0.0.1" } },
        fromAddress("10.0.0.5"),
      );
      expect(forwarded.status).toBe(404);
      // Nor does a request without a socket (one the app makes to itself).
      expect((await app.request(route)).status).toBe(404);
    }

    // And through a real socket on 127.0.0.1.
    const server = await listenOnFreePort(app);
    try {
      const response = await fetch(`${server.url}/dev/mailbox/messages.json`);
      expect(response.status).toBe(200);
      expect(await response.text()).toContain("secret-reset-token");
    } finally {
      await server.close();
    }
  });

  it("does not exist in production", async () => {
    const { app } = appWith("production");
    const response = await app.request("/dev/mailbox");
    expect(await response.text()).not.toContain("Dev mailbox");
  });
});
