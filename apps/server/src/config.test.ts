import { mkdtempSync, readFileSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { afterAll, describe, expect, it } from "vitest";
import { ConfigError, loadConfig } from "./config.ts";

const dataDir = mkdtempSync(path.join(tmpdir(), "internpath-config-"));
afterAll(() => rmSync(dataDir, { recursive: true, force: true }));

function problemsOf(env: Record<string, string>): string[] {
  try {
    loadConfig({ DATA_DIR: dataDir, ...env });
  } catch (error) {
    expect(error).toBeInstanceOf(ConfigError);
    return (error as ConfigError).problems;
  }
  throw new Error("expected a ConfigError");
}

const HOST_PROBLEM =
  "HOST must be an IP address of this machine to listen on: 127.0.0.1 for this machine only, 0.0.0.0 or :: for every interface";

describe("loadConfig", () => {
  it("has working defaults", () => {
    const config = loadConfig({ DATA_DIR: dataDir });
    expect(config).toMatchObject({
      env: "development",
      port: 3000,
      appUrl: "http://localhost:3000",
      seedDemo: true,
      authRateLimit: true,
      databasePoolSize: 10,
      sessionCacheSeconds: 5,
      publicCacheSeconds: 2,
    });
    expect(config.databaseUrl).toBeUndefined();
    expect(config.github).toBeUndefined();
  });

  it("generates the auth secret once into DATA_DIR outside production", () => {
    const first = loadConfig({ DATA_DIR: dataDir }).authSecret;
    expect(first.length).toBeGreaterThanOrEqual(32);
    expect(readFileSync(path.join(dataDir, "auth-secret"), "utf8")).toBe(first);
    expect(loadConfig({ DATA_DIR: dataDir }).authSecret).toBe(first);
  });

  it("treats empty variables as unset", () => {
    expect(loadConfig({ DATA_DIR: dataDir, PORT: "", DATABASE_URL: "" }).port).toBe(3000);
  });

  it("turns demo data off in production and with an external database", () => {
    expect(
      loadConfig({ DATA_DIR: dataDir, NODE_ENV: "production", AUTH_SECRET: "x".repeat(32) }).seedDemo,
    ).toBe(false);
    expect(loadConfig({ DATA_DIR: dataDir, DATABASE_URL: "postgres://u@h:5432/db" }).seedDemo).toBe(false);
  });

  it("listens on 127.0.0.1 unless HOST is set, and on every interface in production", () => {
    const production = { NODE_ENV: "production", AUTH_SECRET: "x".repeat(32) };
    expect(loadConfig({ DATA_DIR: dataDir }).host).toBe("127.0.0.1");
    expect(loadConfig({ DATA_DIR: dataDir, NODE_ENV: "test" }).host).toBe("127.0.0.1");
    expect(loadConfig({ DATA_DIR: dataDir, ...production }).host).toBeUndefined();
    expect(loadConfig({ DATA_DIR: dataDir, ...production, HOST: "127.0.0.1" }).host).toBe("127.0.0.1");
    for (const host of ["0.0.0.0", "::", "::1", "192.0.2.2", "localhost"]) {
      expect(loadConfig({ DATA_DIR: dataDir, HOST: host }).host).toBe(host);
    }
  });

  it("seeds demo data only on a server listening on this machine alone, unless SEED_DEMO says so", () => {
    expect(loadConfig({ DATA_DIR: dataDir, HOST: "::1" }).seedDemo).toBe(true);
    expect(loadConfig({ DATA_DIR: dataDir, HOST: "localhost" }).seedDemo).toBe(true);
    expect(loadConfig({ DATA_DIR: dataDir, HOST: "0.0.0.0" }).seedDemo).toBe(false);
    expect(loadConfig({ DATA_DIR: dataDir, HOST: "192.0.2.2" }).seedDemo).toBe(false);
    expect(loadConfig({ DATA_DIR: dataDir, HOST: "0.0.0.0", SEED_DEMO: "true" }).seedDemo).toBe(true);
  });

  it("strips a trailing slash from APP_URL", () => {
    expect(loadConfig({ DATA_DIR: dataDir, APP_URL: "https://jobs.example.edu/" }).appUrl).toBe(
      "https://jobs.example.edu",
    );
  });

  it.each([
    [{ PORT: "eighty" }, "PORT must be a port number"],
    [{ PORT: "70000" }, "PORT must be a port number"],
    [{ PORT: "3.5" }, "PORT must be a port number"],
    [{ NODE_ENV: "staging" }, "NODE_ENV must be development, production or test"],
    [{ APP_URL: "localhost:3000" }, "APP_URL must be a URL (http:// or https://)"],
    [{ APP_URL: "ftp://example.com" }, "APP_URL must be a URL (http:// or https://)"],
    [
      { DATABASE_URL: "mysql://root@localhost/db" },
      "DATABASE_URL must be a URL (postgres://user:password@host:5432/database)",
    ],
    [{ SMTP_URL: "mail.example.com:25" }, "SMTP_URL must be a URL (smtp://user:password@host:587)"],
    [{ AUTH_SECRET: "short" }, "AUTH_SECRET must be at least 32 characters"],
    [{ HOST: "internpath.example.edu" }, HOST_PROBLEM],
    [{ HOST: "0.0.0.0:3000" }, HOST_PROBLEM],
    [{ HOST: "300.1.1.1" }, HOST_PROBLEM],
    [{ HOST: "http://127.0.0.1" }, HOST_PROBLEM],
    [{ NODE_ENV: "production" }, "AUTH_SECRET is required in production"],
    [{ AUTH_RATE_LIMIT: "maybe" }, "AUTH_RATE_LIMIT must be true or false"],
    [{ SEED_DEMO: "sure" }, "SEED_DEMO must be true or false"],
    [{ DATABASE_POOL_SIZE: "0" }, "DATABASE_POOL_SIZE must be a whole number from 1 to 200"],
    [{ DATABASE_POOL_SIZE: "2.5" }, "DATABASE_POOL_SIZE must be a whole number from 1 to 200"],
    [{ SESSION_CACHE_SECONDS: "61" }, "SESSION_CACHE_SECONDS must be a number of seconds from 0 to 60"],
    [{ PUBLIC_CACHE_SECONDS: "soon" }, "PUBLIC_CACHE_SECONDS must be a number of seconds from 0 to 60"],
    [{ GITHUB_CLIENT_ID: "abc" }, "GITHUB_CLIENT_SECRET must be set together with GITHUB_CLIENT_ID"],
    [{ GOOGLE_CLIENT_SECRET: "abc" }, "GOOGLE_CLIENT_ID must be set together with GOOGLE_CLIENT_SECRET"],
    [{ OIDC_ISSUER: "https://sso.example.edu" }, "OIDC_CLIENT_ID must be set together with OIDC_ISSUER"],
    [
      { OIDC_ISSUER: "not a url", OIDC_CLIENT_ID: "a", OIDC_CLIENT_SECRET: "b" },
      "OIDC_ISSUER must be a URL (the provider's issuer URL)",
    ],
  ])("refuses %j, naming the variable", (env, problem) => {
    expect(problemsOf(env)).toContain(problem);
  });

  it("lists every wrong variable at once", () => {
    const problems = problemsOf({ PORT: "x", SMTP_URL: "nope" });
    expect(problems).toHaveLength(2);
  });
});
