import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { Writable } from "node:stream";
import { afterAll, beforeAll, describe, expect, inject, it } from "vitest";
import { createApp } from "./app.ts";
import { ConfigError, loadConfig } from "./config.ts";
import type { DatabaseHandle } from "./db/client.ts";
import { createVerifiedAccount } from "./features/account/create-account.ts";
import { listenOnFreePort } from "./http/server.ts";
import { createLogger } from "./lib/logger.ts";
import { createDevMailbox } from "./mail/mailer.ts";
import { createS3Storage } from "./storage/s3-storage.ts";
import type { Storage } from "./storage/storage.ts";
import { pdfBytes } from "./testing/fixtures.ts";
import { httpClient, TEST_PASSWORD, TestAgent, testConfig, uniqueEmail } from "./testing/test-app.ts";
import { openTestDatabase } from "./testing/test-database.ts";

type LogLine = { level: number; msg: string; requestId?: string; [key: string]: unknown };

let database: DatabaseHandle;
const servers: ReturnType<typeof listenOnFreePort>[] = [];
const folder = mkdtempSync(path.join(tmpdir(), "internpath-logging-"));

beforeAll(async () => {
  database = await openTestDatabase(inject("pgliteImage"));
});
afterAll(async () => {
  for (const server of servers) await (await server).close();
  await database.close();
  rmSync(folder, { recursive: true, force: true });
});

/** An app whose log lines are kept for the test to read. */
function loggedApp(options: { storage?: Storage; trustProxy?: boolean } = {}) {
  const lines: LogLine[] = [];
  const raw: string[] = [];
  const destination = new Writable({
    write(chunk, _encoding, done) {
      for (const line of String(chunk).split("\n").filter(Boolean)) {
        raw.push(line);
        lines.push(JSON.parse(line) as LogLine);
      }
      done();
    },
  });
  const logger = createLogger({ level: "debug", destination });
  const config = testConfig({ dataDir: folder, trustProxy: options.trustProxy ?? false });
  const mailer = createDevMailbox(folder, config.mailFrom);
  const { app, auth } = createApp({ config, db: database.db, mailer, logger, storage: options.storage });
  servers.push(listenOnFreePort(app));
  const server = servers.at(-1)!;
  const agent = async () => new TestAgent(httpClient((await server).url));
  return { app, auth, lines, raw, agent };
}

async function signedInStudent(built: ReturnType<typeof loggedApp>) {
  const email = uniqueEmail("student");
  await createVerifiedAccount(database.db, built.auth, {
    email,
    password: TEST_PASSWORD,
    fullName: "Logged Student",
    role: "student",
    university: "Test University",
  });
  const agent = await built.agent();
  const signIn = await agent.post("/api/auth/sign-in/email", { email, password: TEST_PASSWORD });
  expect(signIn.status).toBe(200);
  return agent;
}

const ERROR = 50;

describe("logs", () => {
  it("name every request: the response header and every line logged while serving it", async () => {
    const built = loggedApp();
    const response = await (await built.agent()).get("/api/internships");
    const requestId = response.headers.get("x-request-id");
    expect(requestId).toMatch(/^[0-9a-f-]{36}$/);
    const requestLine = built.lines.find(
      (line) => line.msg === "request" && line.path === "/api/internships",
    );
    expect(requestLine).toMatchObject({ requestId, method: "GET", status: 200 });

    const other = await (await built.agent()).get("/api/health");
    expect(other.headers.get("x-request-id")).not.toBe(requestId);
  });

  it("take a proxy's request id only behind a trusted proxy, and only a sane one", async () => {
    const trusted = loggedApp({ trustProxy: true });
    const kept = await (await trusted.agent()).get("/api/health", { "x-request-id": "lb-7f3a.42" });
    expect(kept.headers.get("x-request-id")).toBe("lb-7f3a.42");
    for (const hostile of ["x".repeat(129), '"} {"level":60,"msg":"forged']) {
      const answer = await (await trusted.agent()).get("/api/health", { "x-request-id": hostile });
      expect(answer.headers.get("x-request-id")).toMatch(/^[0-9a-f-]{36}$/);
    }

    const direct = loggedApp();
    const ignored = await (await direct.agent()).get("/api/health", { "x-request-id": "lb-7f3a.42" });
    expect(ignored.headers.get("x-request-id")).toMatch(/^[0-9a-f-]{36}$/);
  });

  it("record an unexpected failure once, with its cause, and give its request id in the answer", async () => {
    const failingDisk: Storage = {
      put: async () => {
        throw new Error("disk is full");
      },
      open: async () => null,
      remove: async () => {},
      removeAllOf: async () => {},
    };
    const built = loggedApp({ storage: failingDisk });
    const agent = await signedInStudent(built);
    const response = await agent.upload("resume", pdfBytes(), "cv.pdf");
    expect(response.status).toBe(500);
    const requestId = response.headers.get("x-request-id");
    expect(response.json).toEqual({
      error: { code: "INTERNAL", message: "Something went wrong. Please try again.", requestId },
    });
    const errors = built.lines.filter((line) => line.level >= ERROR);
    expect(errors).toHaveLength(1);
    expect(errors[0]).toMatchObject({ requestId, msg: "Request failed", path: "/api/uploads/resume" });
    expect(JSON.stringify(errors[0]?.err)).toContain("disk is full");
  });

  it("keep the cause of a storage failure for the operator while the user reads the upload message", async () => {
    const unreachable = createS3Storage(
      {
        endpoint: "http://127.0.0.1:9",
        bucket: "internpath-uploads",
        region: "us-east-1",
        accessKeyId: "AKIDTEST",
        secretAccessKey: "secret-never-logged",
      },
      { logger: createLogger({ level: "silent" }) },
    );
    const built = loggedApp({ storage: unreachable });
    const agent = await signedInStudent(built);
    const response = await agent.upload("resume", pdfBytes(), "cv.pdf");
    expect(response.status).toBe(502);
    expect(response.json.error).toMatchObject({ message: "Upload failed. Please try again." });
    const [error] = built.lines.filter((line) => line.level >= ERROR);
    expect(JSON.stringify(error?.err)).toContain("Object storage refused to store");
    expect(built.raw.join("\n")).not.toContain("secret-never-logged");
  });

  it("never contain a password, a session token or a cookie", async () => {
    const built = loggedApp();
    const agent = await signedInStudent(built);
    await agent.get("/api/profile");
    await agent.post("/api/auth/sign-in/email", {
      email: "nobody@example.com",
      password: "a-secret-password",
    });
    const all = built.raw.join("\n");
    expect(all).not.toContain(TEST_PASSWORD);
    expect(all).not.toContain("a-secret-password");
    const sessionCookie = agent.cookieHeader();
    expect(sessionCookie).not.toBe("");
    for (const pair of sessionCookie.split("; ")) expect(all).not.toContain(pair.split("=")[1]);
  });

  it("count refused sign-in requests as answers, not errors, and print nothing past the logger", async () => {
    const built = loggedApp();
    const agent = await built.agent();
    const printed: unknown[] = [];
    const original = { error: console.error, warn: console.warn, log: console.log };
    console.error = console.warn = console.log = (...args: unknown[]) => printed.push(args);
    try {
      await agent.post("/api/auth/sign-up/email", { email: "not-an-email" });
      await agent.get("/api/auth/magic-link/verify?token=x&callbackURL=https://evil.example/");
      await agent.post("/api/auth/sign-in/email", { email: "nobody@example.com", password: "wrong-one" });
    } finally {
      Object.assign(console, original);
    }
    expect(printed).toEqual([]);
    expect(built.lines.filter((line) => line.level >= 50)).toEqual([]);
    expect(built.lines.some((line) => line.msg === "Better Auth refused a request")).toBe(true);
  });
});

describe("LOG_LEVEL", () => {
  it("defaults to info and refuses a level pino does not know, naming the variable", () => {
    expect(loadConfig({ DATA_DIR: folder }).logLevel).toBe("info");
    expect(loadConfig({ DATA_DIR: folder, LOG_LEVEL: "debug" }).logLevel).toBe("debug");
    expect(() => loadConfig({ DATA_DIR: folder, LOG_LEVEL: "verbose" })).toThrow(ConfigError);
    expect(() => loadConfig({ DATA_DIR: folder, LOG_LEVEL: "verbose" })).toThrow(/LOG_LEVEL must be one of/);
  });
});
