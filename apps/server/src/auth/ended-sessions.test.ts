import { randomUUID } from "node:crypto";
import type { PGlite } from "@electric-sql/pglite";
import { eq } from "drizzle-orm";
import pg from "pg";
import { afterAll, beforeAll, describe, expect, it, vi } from "vitest";
import { createApp } from "../app.ts";
import { openPostgres } from "../db/client.ts";
import { authSessions } from "../db/schema/auth.ts";
import { LIVE_EVENTS_CHANNEL, publishLiveEvent } from "../events/live-events.ts";
import { listenOnFreePort } from "../http/server.ts";
import { createSmtpMailer } from "../mail/mailer.ts";
import { openLiveStream } from "../testing/live-stream.ts";
import { firstLink } from "../testing/smtp.ts";
import {
  createTestContext,
  httpClient,
  TEST_PASSWORD,
  TestAgent,
  type TestContext,
} from "../testing/test-app.ts";
import { sessionTokenOf } from "./ended-sessions.ts";
import { sessionCookieOf } from "./session.ts";

vi.setConfig({ testTimeout: 90_000 });

/**
 * Sessions that end stop at once on this server: their live streams close and the server's memory of
 * them goes, although it would otherwise remember a session for a minute here.
 */
const CACHE_SECONDS = 60;
/** How long "at once" may take: the stream is closed before the answer that ended it is sent. */
const AT_ONCE_MS = 1000;

let ctx: TestContext;
let admin: Awaited<ReturnType<TestContext["signedInAs"]>>;
/** Every payload sent on the live events channel while the tests run. */
const payloads: string[] = [];
let stopListening: () => Promise<void> = async () => {};

beforeAll(async () => {
  ctx = await createTestContext({ sessionCacheSeconds: CACHE_SECONDS });
  admin = await ctx.signedInAs("admin");
  stopListening = await listenToChannel(ctx, (payload) => payloads.push(payload));
});
afterAll(async () => {
  await stopListening();
  await ctx.close();
});

/** Listens on the live events channel as another instance would, to read what goes through it. */
async function listenToChannel(context: TestContext, onPayload: (payload: string) => void) {
  const client = (context.db as unknown as { $client: unknown }).$client;
  if (client instanceof pg.Pool) {
    const listener = new pg.Client(client.options);
    await listener.connect();
    listener.on("notification", (message) => message.payload && onPayload(message.payload));
    await listener.query(`listen ${LIVE_EVENTS_CHANNEL}`);
    return () => listener.end();
  }
  const unlisten = await (client as PGlite).listen(LIVE_EVENTS_CHANNEL, onPayload);
  return unlisten;
}

/** A second session of the same person, on another device. */
async function anotherSession(email: string, baseUrl = ctx.url) {
  const agent = new TestAgent(httpClient(baseUrl));
  const response = await agent.post("/api/auth/sign-in/email", { email, password: TEST_PASSWORD });
  expect(response.status).toBe(200);
  return agent;
}

/** A stream of `agent`'s session, opened and ready, with the session remembered by the server. */
async function readyStream(agent: TestAgent, baseUrl = ctx.url) {
  expect((await agent.get("/api/me")).status).toBe(200);
  const stream = await openLiveStream(baseUrl, agent.cookieHeader());
  expect(await stream.waitForCount("ready", 1)).toBe(true);
  return stream;
}

type Stream = Awaited<ReturnType<typeof openLiveStream>>;

/** The stream closed within `withinMs`, and hears nothing of a notification made afterwards. */
async function expectEnded(stream: Stream, userId: string, withinMs = AT_ONCE_MS) {
  const ended = await Promise.race([
    stream.ended.then(() => true),
    new Promise<boolean>((resolve) => setTimeout(() => resolve(false), withinMs)),
  ]);
  expect(ended, `the stream ended within ${withinMs} ms`).toBe(true);
  const heardBefore = stream.events.length;
  // As a notification would (the account may be gone, with its notifications).
  await publishLiveEvent(ctx.db, userId, "notification", {
    id: randomUUID(),
    type: "other",
    relatedId: null,
  });
  await new Promise((resolve) => setTimeout(resolve, 300));
  expect(stream.events.length).toBe(heardBefore);
}

async function resetTokenFor(email: string) {
  const since = ctx.smtp.received.length;
  const requested = await ctx
    .agent()
    .post("/api/auth/request-password-reset", { email, redirectTo: "/auth/reset-password" });
  expect(requested.status).toBe(200);
  const mail = await ctx.smtp.waitFor(email, { since, subject: "Reset your InternPath password" });
  // The link is /api/auth/reset-password/{token}?callbackURL=...
  return new URL(firstLink(mail.text)).pathname.split("/").pop()!;
}

function tokenOf(agent: TestAgent) {
  return sessionTokenOf(sessionCookieOf(agent.cookieHeader())!)!;
}

describe("a password change", () => {
  it("closes the streams of the account's other sessions at once and forgets those sessions", async () => {
    const student = await ctx.signedInAs("student");
    const laptop = await anotherSession(student.email);
    const laptopStream = await readyStream(laptop);

    const changed = await student.agent.post("/api/auth/change-password", {
      currentPassword: TEST_PASSWORD,
      newPassword: "violet-harbour-73",
    });
    expect(changed.status).toBe(200);
    await expectEnded(laptopStream, student.id);
    expect((await laptop.get("/api/me")).status).toBe(401);
    // The device that changed it stays signed in, and may open a stream again.
    expect((await student.agent.get("/api/me")).status).toBe(200);
    const again = await readyStream(student.agent);
    again.close();
  });
});

describe("a password reset", () => {
  it("closes every stream of the account at once", async () => {
    const student = await ctx.signedInAs("student");
    const phone = await anotherSession(student.email);
    const streams = [await readyStream(student.agent), await readyStream(phone)];
    const token = await resetTokenFor(student.email);
    const reset = await ctx
      .agent()
      .post("/api/auth/reset-password", { newPassword: "brand-new-pass", token });
    expect(reset.status).toBe(200);
    for (const stream of streams) await expectEnded(stream, student.id);
  });

  it("makes a session this server remembers answer 401 at once", async () => {
    const student = await ctx.signedInAs("student");
    // Remembered for CACHE_SECONDS from here.
    expect((await student.agent.get("/api/me")).status).toBe(200);
    const token = await resetTokenFor(student.email);
    const reset = await ctx
      .agent()
      .post("/api/auth/reset-password", { newPassword: "brand-new-pass", token });
    expect(reset.status).toBe(200);
    expect((await student.agent.get("/api/me")).status).toBe(401);
  });
});

describe("ending sessions by their owner", () => {
  it("signing out one session closes only its streams; the others hear nothing of it", async () => {
    const company = await ctx.signedInAs("company");
    const tablet = await anotherSession(company.email);
    const [mine, theirs] = [await readyStream(company.agent), await readyStream(tablet)];
    expect((await company.agent.post("/api/auth/sign-out", {})).status).toBe(200);
    await mine.ended;
    await new Promise((resolve) => setTimeout(resolve, 300));
    // The message between the servers is for them alone: the other session's stream saw only `ready`.
    expect(theirs.isEnded).toBe(false);
    expect(theirs.events.map((event) => event.event)).toEqual(["ready"]);
    theirs.close();
  });

  it("revoking one session by its token closes its streams and forgets it at once", async () => {
    const student = await ctx.signedInAs("student");
    const stolen = await anotherSession(student.email);
    const stream = await readyStream(stolen);
    const revoked = await student.agent.post("/api/auth/revoke-session", { token: tokenOf(stolen) });
    expect(revoked.status).toBe(200);
    await expectEnded(stream, student.id);
    expect((await stolen.get("/api/me")).status).toBe(401);
    expect((await student.agent.get("/api/me")).status).toBe(200);
  });

  it("signing out the other sessions, or all of them, closes theirs at once", async () => {
    const student = await ctx.signedInAs("student");
    const other = await anotherSession(student.email);
    const otherStream = await readyStream(other);
    expect((await student.agent.post("/api/auth/revoke-other-sessions", {})).status).toBe(200);
    await expectEnded(otherStream, student.id);
    expect((await other.get("/api/me")).status).toBe(401);

    const third = await anotherSession(student.email);
    const thirdStream = await readyStream(third);
    expect((await student.agent.post("/api/auth/revoke-sessions", {})).status).toBe(200);
    await expectEnded(thirdStream, student.id);
    expect((await third.get("/api/me")).status).toBe(401);
  });

  it("never puts a session token on the channel between servers", async () => {
    const student = await ctx.signedInAs("student");
    const other = await anotherSession(student.email);
    const tokens = [tokenOf(student.agent), tokenOf(other)];
    const since = payloads.length;
    expect((await student.agent.post("/api/auth/revoke-session", { token: tokens[1] })).status).toBe(200);
    expect((await student.agent.post("/api/auth/sign-out", {})).status).toBe(200);
    await new Promise((resolve) => setTimeout(resolve, 300));
    const sent = payloads.slice(since).filter((payload) => payload.includes(student.id));
    expect(sent.length).toBe(2);
    for (const payload of sent) for (const token of tokens) expect(payload).not.toContain(token);
  });
});

describe("sessions ended in a transaction", () => {
  it.skipIf(process.env.TEST_DB !== "postgres")(
    "are not remembered when looked up before it commits",
    async () => {
      const student = await ctx.signedInAs("student");
      let commit: () => void = () => {};
      const held = new Promise<void>((resolve) => {
        commit = resolve;
      });
      let ended: () => void = () => {};
      const isEnded = new Promise<void>((resolve) => {
        ended = resolve;
      });
      const ending = ctx.db.transaction(async (tx) => {
        await tx.delete(authSessions).where(eq(authSessions.userId, student.id));
        await ctx.sessions.end({ userId: student.id, scope: "all" }, tx);
        ended();
        await held;
      });
      await isEnded;
      // Not committed yet: the session still works, but this server must not keep it.
      expect((await student.agent.get("/api/me")).status).toBe(200);
      commit();
      await ending;
      expect((await student.agent.get("/api/me")).status).toBe(401);
    },
  );
});

describe("deleting an account", () => {
  it("closes its streams at once and forgets its sessions", async () => {
    const student = await ctx.signedInAs("student");
    const stream = await readyStream(student.agent);
    const deleted = await admin.agent.delete(`/api/admin/students/${student.id}`);
    expect(deleted.status).toBe(204);
    await expectEnded(stream, student.id);
    expect((await student.agent.get("/api/me")).status).toBe(401);
  });
});

describe("two instances on one PostgreSQL database", () => {
  it.skipIf(process.env.TEST_DB !== "postgres")(
    "a password changed through one closes a stream on the other within a second, and it forgets the session",
    async () => {
      const connectionString = (ctx.db as unknown as { $client: pg.Pool }).$client.options
        .connectionString as string;
      const database = openPostgres(connectionString, { max: 2 });
      const other = createApp({
        config: ctx.config,
        db: database.db,
        mailer: createSmtpMailer(ctx.smtp.url, ctx.config.mailFrom),
      });
      const server = await listenOnFreePort(other.app);
      try {
        const student = await ctx.signedInAs("student");
        // Signed in and streaming through the other instance, which remembers the session.
        const elsewhere = await anotherSession(student.email, server.url);
        const stream = await readyStream(elsewhere, server.url);

        const changed = await student.agent.post("/api/auth/change-password", {
          currentPassword: TEST_PASSWORD,
          newPassword: "violet-harbour-73",
        });
        expect(changed.status).toBe(200);
        await expectEnded(stream, student.id, 1000);
        expect((await elsewhere.get("/api/me")).status).toBe(401);
      } finally {
        await other.liveEvents.close();
        await server.close();
        await database.close();
      }
    },
  );
});
