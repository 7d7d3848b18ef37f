import { afterAll, beforeAll, describe, expect, it, vi } from "vitest";
import { createApp } from "../app.ts";
import { openPostgres } from "../db/client.ts";
import { createNotification } from "../features/notifications/notifications.service.ts";
import { listenOnFreePort } from "../http/server.ts";
import { createSmtpMailer } from "../mail/mailer.ts";
import { openLiveStream } from "../testing/live-stream.ts";
import { postInternship, studentWithResume } from "../testing/marketplace.ts";
import {
  createTestContext,
  httpClient,
  TEST_PASSWORD,
  TestAgent,
  type TestContext,
} from "../testing/test-app.ts";
import { MAX_STREAMS_PER_USER } from "./live-events.ts";

vi.setConfig({ testTimeout: 90_000 });

let ctx: TestContext;
type SignedIn = Awaited<ReturnType<TestContext["signedInAs"]>>;
let company: SignedIn;

beforeAll(async () => {
  ctx = await createTestContext();
  company = await ctx.signedInAs("company");
});
afterAll(() => ctx.close());

const note = (userId: string, title = "Hello") =>
  ({ userId, title, content: "", type: "other", relatedId: null }) as const;

/** An event that should not arrive has had this long to do so. */
const QUIET_MS = 500;

describe("GET /api/events", () => {
  it("answers 401 without a session, and streams unbuffered event-stream with a session", async () => {
    const anonymous = await fetch(new URL("/api/events", ctx.url));
    expect(anonymous.status).toBe(401);
    expect(((await anonymous.json()) as { error: { code: string } }).error.code).toBe("UNAUTHORIZED");

    const student = await ctx.signedInAs("student");
    const stream = await openLiveStream(ctx.url, student.agent.cookieHeader());
    expect(stream.response.status).toBe(200);
    expect(stream.response.headers.get("content-type")).toContain("text/event-stream");
    expect(stream.response.headers.get("cache-control")).toBe("private, no-store");
    expect(stream.response.headers.get("x-accel-buffering")).toBe("no");
    expect(stream.response.headers.get("content-encoding")).toBeNull();
    expect(await stream.waitForCount("ready", 1)).toBe(true);
    expect(stream.named("ready")[0]!.id).toBe("1");
    stream.close();
  });

  it("delivers each user only their own events, with ids, and the lists they concern", async () => {
    const [applicant, bystander] = await Promise.all([studentWithResume(ctx), ctx.signedInAs("student")]);
    const streams = await Promise.all(
      [applicant, bystander, company].map((user) => openLiveStream(ctx.url, user.agent.cookieHeader())),
    );
    const [mine, theirs, companys] = streams as [
      Awaited<ReturnType<typeof openLiveStream>>,
      Awaited<ReturnType<typeof openLiveStream>>,
      Awaited<ReturnType<typeof openLiveStream>>,
    ];
    for (const stream of streams) expect(await stream.waitForCount("ready", 1)).toBe(true);

    const internship = await postInternship(ctx.db, company.actor);
    const applied = await applicant.agent.post("/api/applications", { internshipId: internship.id });
    expect(applied.status).toBe(201);
    const applicationId = applied.json.application.id as string;
    expect(await companys.waitForCount("application", 1)).toBe(true);
    expect(companys.named("notification")[0]!.data).toEqual({
      id: expect.any(String),
      type: "application",
      relatedId: applicationId,
    });

    const changed = await company.agent.patch(`/api/applications/${applicationId}/status`, {
      status: "reviewing",
    });
    expect(changed.status).toBe(200);
    expect(await mine.waitForCount("application", 1)).toBe(true);
    expect(mine.named("notification").map((event) => event.data)).toEqual([
      { id: expect.any(String), type: "status_change", relatedId: applicationId },
    ]);
    expect(mine.named("application")[0]!.data).toEqual({ id: applicationId });
    const ids = mine.events.map((event) => Number(event.id));
    expect(ids).toEqual([1, 2, 3]);

    await new Promise((resolve) => setTimeout(resolve, QUIET_MS));
    // The actor hears nothing of their own action; the bystander hears nothing at all.
    expect(mine.named("notification")).toHaveLength(1);
    expect(companys.named("notification")).toHaveLength(1);
    expect(theirs.events.map((event) => event.event)).toEqual(["ready"]);
    for (const stream of streams) stream.close();
  });

  it("delivers nothing from a transaction that rolled back", async () => {
    const student = await ctx.signedInAs("student");
    const stream = await openLiveStream(ctx.url, student.agent.cookieHeader());
    expect(await stream.waitForCount("ready", 1)).toBe(true);
    await expect(
      ctx.db.transaction(async (tx) => {
        await createNotification(tx, note(student.id, "Never happened"));
        throw new Error("roll back");
      }),
    ).rejects.toThrow("roll back");
    await ctx.db.transaction(async (tx) => {
      await createNotification(tx, note(student.id, "Happened"));
      // Not before the commit either.
      await new Promise((resolve) => setTimeout(resolve, 200));
      expect(stream.named("notification")).toHaveLength(0);
    });
    expect(await stream.waitForCount("notification", 1)).toBe(true);
    await new Promise((resolve) => setTimeout(resolve, QUIET_MS));
    expect(stream.named("notification")).toHaveLength(1);
    const list = await student.agent.get("/api/notifications");
    expect(list.json.items.map((item: { title: string }) => item.title)).toEqual(["Happened"]);
    expect(stream.named("notification")[0]!.data).toMatchObject({ id: list.json.items[0].id });
    stream.close();
  });

  it("closes the streams of a session signed out here, and that session cannot open another", async () => {
    const student = await ctx.signedInAs("student");
    const cookie = student.agent.cookieHeader();
    const stream = await openLiveStream(ctx.url, cookie);
    const other = await ctx.signedInAs("student", { email: `again-${student.email}` });
    const otherStream = await openLiveStream(ctx.url, other.agent.cookieHeader());
    expect(await stream.waitForCount("ready", 1)).toBe(true);
    expect(await otherStream.waitForCount("ready", 1)).toBe(true);

    expect((await student.agent.post("/api/auth/sign-out")).status).toBe(200);
    await stream.ended;
    expect(stream.isEnded).toBe(true);
    await createNotification(ctx.db, note(student.id));
    await createNotification(ctx.db, note(other.id));
    expect(await otherStream.waitForCount("notification", 1)).toBe(true);
    expect(stream.named("notification")).toEqual([]);
    expect((await fetch(new URL("/api/events", ctx.url), { headers: { cookie } })).status).toBe(401);
    otherStream.close();
  });
});

describe("streams per user", () => {
  it("refuses one more than MAX_STREAMS_PER_USER with 429, and has room again once one closes", async () => {
    const student = await ctx.signedInAs("student");
    const cookie = student.agent.cookieHeader();
    const streams = await Promise.all(
      Array.from({ length: MAX_STREAMS_PER_USER }, () => openLiveStream(ctx.url, cookie)),
    );
    for (const stream of streams) expect(await stream.waitForCount("ready", 1)).toBe(true);
    const refused = await fetch(new URL("/api/events", ctx.url), { headers: { cookie } });
    expect(refused.status).toBe(429);
    expect(((await refused.json()) as { error: { code: string } }).error.code).toBe("RATE_LIMITED");
    streams[0]!.close();
    await new Promise((resolve) => setTimeout(resolve, 200));
    const another = await openLiveStream(ctx.url, cookie);
    expect(await another.waitForCount("ready", 1)).toBe(true);
    for (const stream of [...streams, another]) stream.close();
  });
});

describe("streams of a session that ended elsewhere", () => {
  it("close at the next heartbeat", async () => {
    const shortBeat = await createTestContext();
    // A second app on the same database, with a fast heartbeat.
    const { app, liveEvents } = createApp({
      config: shortBeat.config,
      db: shortBeat.db,
      mailer: createSmtpMailer(shortBeat.smtp.url, shortBeat.config.mailFrom),
      liveHeartbeatMs: 200,
    });
    const server = await listenOnFreePort(app);
    try {
      const student = await shortBeat.signedInAs("student");
      const stream = await openLiveStream(server.url, student.agent.cookieHeader());
      expect(await stream.waitForCount("ready", 1)).toBe(true);
      await new Promise((resolve) => setTimeout(resolve, 500));
      expect(stream.comments).toContain(": heartbeat");
      expect(stream.isEnded).toBe(false);
      // Signed out through the other app: this one notices at its next heartbeat.
      expect((await student.agent.post("/api/auth/sign-out")).status).toBe(200);
      await stream.ended;
      expect(stream.isEnded).toBe(true);
    } finally {
      await liveEvents.close();
      await server.close();
      await shortBeat.close();
    }
  });
});

describe("two instances on one PostgreSQL database", () => {
  it.skipIf(process.env.TEST_DB !== "postgres")(
    "an event caused through one reaches a stream opened on the other",
    async () => {
      const connectionString = (ctx.db as unknown as { $client: { options: { connectionString: string } } })
        .$client.options.connectionString;
      const database = openPostgres(connectionString, { max: 2 });
      const other = createApp({
        config: ctx.config,
        db: database.db,
        mailer: createSmtpMailer(ctx.smtp.url, ctx.config.mailFrom),
      });
      const server = await listenOnFreePort(other.app);
      try {
        const applicant = await studentWithResume(ctx);
        // Signed in through the other instance, which streams to it.
        const agent = new TestAgent(httpClient(server.url));
        const signIn = await agent.post("/api/auth/sign-in/email", {
          email: applicant.email,
          password: TEST_PASSWORD,
        });
        expect(signIn.status).toBe(200);
        const stream = await openLiveStream(server.url, agent.cookieHeader());
        expect(await stream.waitForCount("ready", 1)).toBe(true);

        const internship = await postInternship(ctx.db, company.actor);
        const applied = await applicant.agent.post("/api/applications", { internshipId: internship.id });
        const changed = await company.agent.patch(`/api/applications/${applied.json.application.id}/status`, {
          status: "reviewing",
        });
        expect(changed.status).toBe(200);
        expect(await stream.waitForCount("notification", 1)).toBe(true);
        expect(stream.named("notification")[0]!.data).toMatchObject({ type: "status_change" });
        stream.close();
      } finally {
        await other.liveEvents.close();
        await server.close();
        await database.close();
      }
    },
  );
});
