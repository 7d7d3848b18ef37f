import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import type { Role } from "@internpath/shared/enums";
import { inject } from "vitest";
import { createApp } from "../app.ts";
import type { Config } from "../config.ts";
import { createVerifiedAccount } from "../features/account/create-account.ts";
import { listenOnFreePort } from "../http/server.ts";
import { createSmtpMailer } from "../mail/mailer.ts";
import { checkAnswer } from "./answer-check.ts";
import { startTestSmtpServer } from "./smtp.ts";
import { openTestDatabase } from "./test-database.ts";

export const TEST_ORIGIN = "http://localhost:3999";
export const TEST_PASSWORD = "correct-horse-42";

export function testConfig(overrides: Partial<Config> = {}): Config {
  return {
    env: "test",
    port: 3999,
    host: "127.0.0.1",
    appUrl: TEST_ORIGIN,
    dataDir: path.join(tmpdir(), "internpath-unused"),
    databaseUrl: undefined,
    databasePoolSize: 5,
    smtpUrl: undefined,
    mailFrom: "InternPath <no-reply@internpath.test>",
    authSecret: "test-secret-test-secret-test-secret-0123",
    authRateLimit: false,
    trustProxy: false,
    github: undefined,
    google: undefined,
    oidc: undefined,
    s3: undefined,
    seedDemo: false,
    webDist: "/nonexistent",
    logLevel: "silent",
    // Tests that revoke a session expect it gone at once; auth/session.test.ts covers the cache.
    sessionCacheSeconds: 0,
    // Tests change postings and read them back at once; http/public-cache.test.ts covers the cache.
    publicCacheSeconds: 0,
    ...overrides,
  };
}

type Json = Record<string, unknown> | unknown[] | null;

type HttpClient = { request: (input: string, init?: RequestInit) => Response | Promise<Response> };

/** Requests to a real HTTP server, as a browser sends them (redirects are answers, not followed). */
export function httpClient(baseUrl: string): HttpClient {
  return { request: (path, init) => fetch(new URL(path, baseUrl), { ...init, redirect: "manual" }) };
}

/** Talks to the app over HTTP (or `app.request`), keeping cookies like a browser. */
export class TestAgent {
  private cookies = new Map<string, string>();
  constructor(private readonly app: HttpClient) {}

  cookieHeader(): string {
    return [...this.cookies].map(([k, v]) => `${k}=${v}`).join("; ");
  }

  /** Sends a file the way the web app does: raw bytes, the name in X-File-Name. */
  upload(kind: string, bytes: Uint8Array, fileName: string, contentType = "application/octet-stream") {
    return this.request("PUT", `/api/uploads/${kind}`, bytes, {
      "content-type": contentType,
      "x-file-name": encodeURIComponent(fileName),
    });
  }

  async request(method: string, url: string, body?: Json | Uint8Array, headers: Record<string, string> = {}) {
    const isRaw = body instanceof Uint8Array;
    const init: RequestInit = {
      method,
      headers: {
        origin: TEST_ORIGIN,
        ...(body !== undefined && !isRaw && { "content-type": "application/json" }),
        ...(this.cookies.size > 0 && { cookie: this.cookieHeader() }),
        ...headers,
      },
      ...(body !== undefined && { body: isRaw ? body : JSON.stringify(body) }),
    };
    const response = await this.app.request(url, init);
    for (const line of response.headers.getSetCookie()) {
      const [pair = ""] = line.split(";");
      const index = pair.indexOf("=");
      const name = pair.slice(0, index);
      const value = pair.slice(index + 1);
      if (value === "" || /max-age=0/i.test(line)) this.cookies.delete(name);
      else this.cookies.set(name, value);
    }
    const bytes = new Uint8Array(await response.arrayBuffer());
    const text = new TextDecoder().decode(bytes);
    // biome-ignore lint/suspicious/noExplicitAny: tests read whatever JSON the endpoint answered
    let json: any = null;
    try {
      json = text ? JSON.parse(text) : null;
    } catch {
      json = null;
    }
    checkAnswer(method, url, response.status, json);
    return { status: response.status, headers: response.headers, json, text, bytes };
  }
  get(url: string, headers?: Record<string, string>) {
    return this.request("GET", url, undefined, headers);
  }
  post(url: string, body: Json = {}, headers?: Record<string, string>) {
    return this.request("POST", url, body, headers);
  }
  patch(url: string, body: Json = {}, headers?: Record<string, string>) {
    return this.request("PATCH", url, body, headers);
  }
  delete(url: string, headers?: Record<string, string>) {
    return this.request("DELETE", url, undefined, headers);
  }
}

let counter = 0;
export function uniqueEmail(prefix = "user"): string {
  counter += 1;
  return `${prefix}-${Date.now().toString(36)}-${counter}@example.com`;
}

/** A whole app on its own fresh database, with a real SMTP server for its mail. */
export async function createTestContext(overrides: Partial<Config> = {}) {
  const database = await openTestDatabase(inject("pgliteImage"));
  const smtp = await startTestSmtpServer();
  const dataDir = mkdtempSync(path.join(tmpdir(), "internpath-app-"));
  const config = testConfig({ smtpUrl: smtp.url, dataDir, ...overrides });
  const mailer = createSmtpMailer(smtp.url, config.mailFrom);
  const {
    app,
    auth,
    liveEvents,
    sessions,
    http: httpOptions,
  } = createApp({
    config,
    db: database.db,
    mailer,
  });
  const server = await listenOnFreePort(app, httpOptions);
  const http = httpClient(server.url);

  const context = {
    app,
    auth,
    /** The app's sessions: what it remembers of them, and ending them (`end`). */
    sessions,
    db: database.db,
    dbKind: database.kind,
    smtp,
    config,
    /** The app's own address, for requests a test makes without an agent. */
    url: server.url,
    agent: () => new TestAgent(http),
    /** An account that can sign in at once (email verified), and an agent signed in as it. */
    async signedInAs(role: Role, fields: { email?: string; fullName?: string } = {}) {
      const email = fields.email ?? uniqueEmail(role);
      const account = await createVerifiedAccount(database.db, auth, {
        email,
        password: TEST_PASSWORD,
        fullName: fields.fullName ?? `Test ${role}`,
        role,
        companyName: role === "company" ? "Test Company" : undefined,
        university: role === "student" ? "Test University" : undefined,
      });
      const agent = new TestAgent(http);
      const response = await agent.post("/api/auth/sign-in/email", { email, password: TEST_PASSWORD });
      if (response.status !== 200) throw new Error(`sign-in failed: ${response.status} ${response.text}`);
      return { agent, id: account.id, email, actor: { id: account.id, email, role } };
    },
    async close() {
      await liveEvents.close();
      await server.close();
      await smtp.close();
      await database.close();
      rmSync(dataDir, { recursive: true, force: true });
    },
  };
  return context;
}

export type TestContext = Awaited<ReturnType<typeof createTestContext>>;
