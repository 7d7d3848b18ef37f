import { mkdtempSync, rmSync } from "node:fs";
import { createServer } from "node:net";
import { tmpdir } from "node:os";
import path from "node:path";
import { sql } from "drizzle-orm";
import { afterAll, describe, expect, it } from "vitest";
import { openPglite, openPostgres } from "../db/client.ts";
import { pdfBytes } from "../testing/fixtures.ts";
import { firstLink, startTestSmtpServer } from "../testing/smtp.ts";
import { type Spawned, spawnEntry, waitForOutput } from "../testing/spawn-server.ts";
import { createScratchDatabase, usePostgres } from "../testing/test-database.ts";

/**
 * Issue 13, item 4: a server killed with SIGKILL in the middle of a stream of writes, five times. Every
 * write that was answered 2xx is there after the restart; the outbox delivers every notification mail
 * (to a real SMTP server) once; a second server on the same DATA_DIR refuses to start while one runs.
 */

const ROUNDS = 5;
const PASSWORD = "crash-pass-2026";
const INTERNSHIP = {
  title: "Crash Intern",
  location: "Remote",
  duration: "1 month",
  description: "Written while the server is killed",
  requirements: "None",
  skills: ["Resilience"],
  type: "part-time",
  status: "draft",
};

const cleanups: (() => Promise<void> | void)[] = [];
afterAll(async () => {
  for (const cleanup of cleanups.reverse()) await cleanup();
});

async function freePort(): Promise<number> {
  const server = createServer();
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  const { port } = server.address() as { port: number };
  await new Promise((resolve) => server.close(resolve));
  return port;
}

/** A scratch PostgreSQL database for the server process, dropped at the end. */
async function scratchDatabase(): Promise<string> {
  const database = await createScratchDatabase("internpath_crash");
  cleanups.push(database.drop);
  return database.url;
}

async function expireOutboxClaims(env: Record<string, string>) {
  const handle = env.DATABASE_URL
    ? openPostgres(env.DATABASE_URL, { max: 1 })
    : await openPglite({ dataDir: path.join(env.DATA_DIR!, "pglite") });
  await handle.db.execute(sql`update mail_outbox set locked_until = null where sent_at is null`);
  await handle.close();
}

class Client {
  cookie = "";
  constructor(private readonly origin: string) {}
  async request(method: string, url: string, body?: unknown) {
    const response = await fetch(new URL(url, this.origin), {
      method,
      headers: {
        origin: this.origin,
        ...(body !== undefined && { "content-type": "application/json" }),
        ...(this.cookie && { cookie: this.cookie }),
      },
      body: body === undefined ? undefined : JSON.stringify(body),
    });
    const setCookie = response.headers.getSetCookie();
    if (setCookie.length > 0) this.cookie = setCookie.map((line) => line.split(";")[0]).join("; ");
    const text = await response.text();
    return { status: response.status, json: text ? JSON.parse(text) : null };
  }
}

describe("crash safety", { timeout: 240_000 }, () => {
  it("keeps every answered write and every mail through five SIGKILLs", async () => {
    const dataDir = mkdtempSync(path.join(tmpdir(), "internpath-crash-"));
    cleanups.push(() => rmSync(dataDir, { recursive: true, force: true }));
    const smtp = await startTestSmtpServer();
    cleanups.push(() => smtp.close());
    const port = await freePort();
    const origin = `http://127.0.0.1:${port}`;
    const env: Record<string, string> = {
      DATA_DIR: dataDir,
      PORT: String(port),
      APP_URL: origin,
      SMTP_URL: smtp.url,
      SEED_DEMO: "false",
      AUTH_SECRET: "crash-test-secret-crash-test-secret-0123",
      LOG_LEVEL: "info",
      ...(usePostgres() && { DATABASE_URL: await scratchDatabase() }),
    };
    let running: Spawned | undefined;
    cleanups.push(() => {
      running?.child.kill("SIGKILL");
    });
    const start = async () => {
      running = spawnEntry("src/main.ts", env);
      await waitForOutput(running, /running at/, 90_000);
      return running;
    };

    const student = new Client(origin);
    const company = new Client(origin);
    const ackedMessages: { id: string; token: string }[] = [];
    const ackedInternships: string[] = [];
    let attempted = 0;
    let lockRefusals = 0;

    let server = await start();
    // Two accounts made the way people make them: sign up, follow the mailed link, sign in.
    const join = async (client: Client, role: "student" | "company") => {
      const email = `${role}-${Date.now().toString(36)}@crash.internpath.test`;
      const since = smtp.received.length;
      const signUp = await client.request("POST", "/api/auth/sign-up/email", {
        email,
        password: PASSWORD,
        name: `Crash ${role}`,
        role,
        ...(role === "company" ? { companyName: "Crash Co" } : { university: "Crash University" }),
      });
      expect(signUp.status, JSON.stringify(signUp.json)).toBe(200);
      const mail = await smtp.waitFor(email, { since, timeoutMs: 20_000 });
      await fetch(firstLink(mail.text), { redirect: "manual" });
      const signIn = await client.request("POST", "/api/auth/sign-in/email", { email, password: PASSWORD });
      expect(signIn.status).toBe(200);
      return signIn.json.user.id as string;
    };
    const companyId = await join(company, "company");
    await join(student, "student");
    // Messaging needs an application between them: the company posts, the student uploads a resume and applies.
    const posted = await company.request("POST", "/api/internships", { ...INTERNSHIP, status: "open" });
    expect(posted.status).toBe(201);
    const upload = await fetch(new URL("/api/uploads/resume", origin), {
      method: "PUT",
      headers: { origin, cookie: student.cookie, "content-type": "application/pdf", "x-file-name": "cv.pdf" },
      body: pdfBytes(),
    });
    expect(upload.status).toBe(201);
    const applied = await student.request("POST", "/api/applications", {
      internshipId: posted.json.internship.id,
    });
    expect(applied.status).toBe(201);

    for (let round = 1; round <= ROUNDS; round += 1) {
      // The lock: a second server on this DATA_DIR refuses while the first runs (PGlite; PostgreSQL
      // servers share their database by design and take no lock).
      if (round === 1 && !usePostgres()) {
        const second = spawnEntry("src/main.ts", { ...env, PORT: String(await freePort()) });
        expect(await second.exited).toBe(1);
        expect(second.output()).toMatch(/Another InternPath server \(pid \d+\) is already using DATA_DIR/);
        lockRefusals += 1;
      }
      let stop = false;
      const stream = async (write: (n: number) => Promise<void>) => {
        for (let n = 0; !stop; n += 1) {
          attempted += 1;
          try {
            await write(n);
          } catch {
            return; // the server is gone; this write was never answered
          }
        }
      };
      const sendMessage = async (n: number) => {
        const token = `crash-r${round}-m${n}-${Math.random().toString(36).slice(2, 8)}`;
        const answer = await student.request("POST", "/api/messages", {
          recipientId: companyId,
          subject: token,
          messageText: `Write ${n} of round ${round}`,
        });
        if (answer.status === 201) ackedMessages.push({ id: answer.json.message.id, token });
      };
      const postInternship = async (n: number) => {
        const answer = await company.request("POST", "/api/internships", {
          ...INTERNSHIP,
          title: `Crash ${round}-${n}`,
        });
        if (answer.status === 201) ackedInternships.push(answer.json.internship.id);
      };
      const streams = [stream(sendMessage), stream(sendMessage), stream(postInternship)];
      // Kill once a few writes of this round were answered (so the check below has something to find),
      // at a random moment while the streams keep writing.
      const answeredBefore = ackedMessages.length + ackedInternships.length;
      const waitUntil = Date.now() + 30_000;
      while (ackedMessages.length + ackedInternships.length < answeredBefore + 4 && Date.now() < waitUntil) {
        await new Promise((resolve) => setTimeout(resolve, 20));
      }
      await new Promise((resolve) => setTimeout(resolve, Math.random() * 300));
      server.child.kill("SIGKILL");
      await server.exited;
      stop = true;
      await Promise.all(streams);
      // A mail claimed by the killed server waits for its claim to run out (two minutes) before a new
      // server takes it; after the last kill the test moves that clock on instead of waiting.
      if (round === ROUNDS) await expireOutboxClaims(env);
      server = await start();
      // Every answered write so far is there after the restart.
      for (const { id } of ackedMessages) {
        expect((await student.request("GET", `/api/messages/${id}`)).status, `message ${id}`).toBe(200);
      }
      for (const id of ackedInternships) {
        expect((await company.request("GET", `/api/internships/${id}/edit`)).status, `internship ${id}`).toBe(
          200,
        );
      }
    }

    // Every message's notification mail arrives; a mail sent again after a crash keeps its Message-ID.
    const deadline = Date.now() + 60_000;
    const tokens = new Set(ackedMessages.map(({ token }) => token));
    const arrived = () =>
      smtp.received.filter((mail) => [...tokens].some((token) => mail.text.includes(token)));
    while (Date.now() < deadline) {
      const seen = new Set(
        arrived().flatMap((mail) => [...tokens].filter((token) => mail.text.includes(token))),
      );
      if (seen.size === tokens.size) break;
      await new Promise((resolve) => setTimeout(resolve, 500));
    }
    const mails = arrived();
    const messageIds = mails.map((mail) => mail.raw.match(/^Message-ID:\s*(\S+)/im)?.[1] ?? "");
    const missing = [...tokens].filter((token) => !mails.some((mail) => mail.text.includes(token)));
    const resent = messageIds.length - new Set(messageIds).size;
    server.child.kill("SIGTERM");
    await server.exited;
    console.log(
      `[security] crash safety (${usePostgres() ? "PostgreSQL" : "PGlite"}): ${ROUNDS} SIGKILLs, ${attempted} writes attempted, ${ackedMessages.length + ackedInternships.length} answered 2xx, 0 lost; ${tokens.size} mails expected, ${missing.length} missing, ${resent} sent again with the same Message-ID; ${lockRefusals} second server refused`,
    );
    expect(ackedMessages.length).toBeGreaterThanOrEqual(ROUNDS);
    expect(missing).toEqual([]);
    expect(messageIds.every((id) => id.endsWith("@outbox.internpath>"))).toBe(true);
    // One mail per notification: distinct Message-IDs match the messages one to one.
    expect(new Set(messageIds).size).toBe(tokens.size);
  });
});
