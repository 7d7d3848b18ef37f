import {
  chmodSync,
  existsSync,
  lstatSync,
  mkdirSync,
  mkdtempSync,
  readdirSync,
  rmSync,
  statSync,
  symlinkSync,
  writeFileSync,
} from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { makeTextPdf } from "@internpath/shared/pdf";
import { afterAll, describe, expect, it } from "vitest";
import { openPglite } from "./db/client.ts";
import { DEMO_PASSWORD, demoStudents } from "./seed/demo-content.ts";
import { entriesOpenToOthers } from "./testing/file-modes.ts";
import { type Spawned, spawnEntry, waitForOutput } from "./testing/spawn-server.ts";
import { createScratchDatabase, usePostgres } from "./testing/test-database.ts";

const cleanups: (() => Promise<void> | void)[] = [];
function tempFolder() {
  const folder = mkdtempSync(path.join(tmpdir(), "internpath-private-"));
  cleanups.push(() => rmSync(folder, { recursive: true, force: true }));
  return folder;
}
afterAll(async () => {
  for (const cleanup of cleanups.reverse()) await cleanup();
});

/** On PostgreSQL runs the server uses a scratch database; DATA_DIR still holds files, the mailbox, the secret. */
async function databaseEnv(): Promise<Record<string, string>> {
  if (!usePostgres()) return {};
  const database = await createScratchDatabase("internpath_private");
  cleanups.push(database.drop);
  return { DATABASE_URL: database.url };
}

function countEntries(root: string): number {
  let count = 0;
  const visit = (entry: string) => {
    count++;
    if (lstatSync(entry).isDirectory()) for (const name of readdirSync(entry)) visit(path.join(entry, name));
  };
  visit(root);
  return count;
}

/** Starts an entry point under `umask`, as a shell with that umask would. */
function spawnUnderUmask(umask: number, entry: string, env: Record<string, string>, args: string[] = []) {
  const previous = process.umask(umask);
  try {
    return spawnEntry(entry, env, args);
  } finally {
    process.umask(previous);
  }
}

async function stop(server: Spawned) {
  if (server.child.exitCode !== null) return;
  server.child.kill("SIGTERM");
  await server.exited;
}

async function waitFor(check: () => boolean, what: string, timeoutMs = 30_000) {
  const deadline = Date.now() + timeoutMs;
  while (!check()) {
    if (Date.now() > deadline) throw new Error(`Timed out waiting for ${what}`);
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
}

describe("DATA_DIR is private to the server's user", { timeout: 240_000 }, () => {
  it("keeps every file and folder it writes owner-only under umask 000", async () => {
    const dataDir = path.join(tempFolder(), "data");
    const env = {
      DATA_DIR: dataDir,
      PORT: "0",
      SEED_DEMO: "true",
      AUTH_RATE_LIMIT: "false",
      ...(await databaseEnv()),
    };
    const server = spawnUnderUmask(0, "src/main.ts", env);
    try {
      const [, origin, port] = await waitForOutput(server, /running at (\S+) \(port (\d+)/, 180_000);
      const base = `http://127.0.0.1:${port}`;
      const headers = { origin: origin!, "content-type": "application/json" };

      // A sign-up: database writes, and a verification mail into the dev mailbox.
      const signUp = await fetch(`${base}/api/auth/sign-up/email`, {
        method: "POST",
        headers,
        body: JSON.stringify({
          email: "private-files@example.com",
          password: "violet-harbour-73",
          name: "Pat Private",
          role: "student",
          university: "Private University",
        }),
      });
      expect(signUp.status).toBe(200);
      const mailbox = path.join(dataDir, "mailbox");
      await waitFor(() => existsSync(mailbox) && readdirSync(mailbox).length > 0, "the verification mail");

      // A resume upload to local disk, as a demo student.
      const student = demoStudents[0]!;
      const signIn = await fetch(`${base}/api/auth/sign-in/email`, {
        method: "POST",
        headers,
        body: JSON.stringify({ email: student.email, password: DEMO_PASSWORD }),
      });
      expect(signIn.status).toBe(200);
      const cookie = signIn.headers
        .getSetCookie()
        .map((line) => line.split(";")[0])
        .join("; ");
      const upload = await fetch(`${base}/api/uploads/resume`, {
        method: "PUT",
        headers: { origin: origin!, cookie, "content-type": "application/pdf", "x-file-name": "cv.pdf" },
        body: makeTextPdf(["Private resume"]),
      });
      expect(upload.status).toBe(201);

      // An admin made by the CLI under the same umask (through the running server on an embedded database).
      const admin = spawnUnderUmask(0, "src/cli/create-admin.ts", env, [
        "--email",
        "private-admin@example.com",
        "--password",
        "violet-harbour-74",
        "--name",
        "Private Admin",
      ]);
      expect(await admin.exited, admin.output()).toBe(0);

      expect(statSync(path.join(dataDir, "storage")).isDirectory()).toBe(true);
      expect(entriesOpenToOthers(dataDir)).toEqual([]);
    } finally {
      await stop(server);
    }
    // What the server wrote while stopping (its last checkpoint), and the CLI opening the database itself.
    expect(entriesOpenToOthers(dataDir)).toEqual([]);
    const direct = spawnUnderUmask(0, "src/cli/create-admin.ts", env, [
      "--email",
      "offline-admin@example.com",
      "--password",
      "violet-harbour-75",
      "--name",
      "Offline Admin",
    ]);
    expect(await direct.exited, direct.output()).toBe(0);
    expect(entriesOpenToOthers(dataDir)).toEqual([]);
  });

  it("makes an existing DATA_DIR owner-only at start, says so, and follows no link out of it", async () => {
    const root = tempFolder();
    const dataDir = path.join(root, "data");
    // As an earlier version left it: an embedded database with PGlite's own modes, under umask 022.
    const previous = process.umask(0o022);
    try {
      const database = await openPglite({ dataDir: path.join(dataDir, "pglite") });
      await database.migrate();
      await database.close();
    } finally {
      process.umask(previous);
    }
    mkdirSync(path.join(dataDir, "mailbox"));
    writeFileSync(path.join(dataDir, "mailbox", "1-reset.json"), "{}");
    mkdirSync(path.join(dataDir, "storage", "someone", "resumes"), { recursive: true });
    writeFileSync(path.join(dataDir, "storage", "someone", "resumes", "cv.pdf"), "%PDF");
    for (const [entry, mode] of [
      [dataDir, 0o755],
      [path.join(dataDir, "mailbox"), 0o777],
      [path.join(dataDir, "mailbox", "1-reset.json"), 0o666],
      [path.join(dataDir, "storage", "someone", "resumes", "cv.pdf"), 0o644],
    ] as const) {
      chmodSync(entry, mode);
    }
    // A link inside DATA_DIR to a file of someone else's choosing must be left alone, and its target too.
    const outside = path.join(root, "outside.txt");
    writeFileSync(outside, "not ours to change");
    chmodSync(outside, 0o644);
    symlinkSync(outside, path.join(dataDir, "link-out"));

    const shared = entriesOpenToOthers(dataDir).length;
    expect(shared).toBeGreaterThan(300);
    expect(shared).toBeLessThan(countEntries(dataDir));

    const env = { DATA_DIR: dataDir, PORT: "0", SEED_DEMO: "false", ...(await databaseEnv()) };
    const server = spawnEntry("src/main.ts", env);
    try {
      await waitForOutput(server, /running at/, 120_000);
      const [, changed] = server.output().match(/DATA_DIR: made (\d+) files and folders private/) ?? [];
      expect(Number(changed), server.output()).toBe(shared);
      expect(entriesOpenToOthers(dataDir)).toEqual([]);
      expect(statSync(dataDir).mode & 0o777).toBe(0o700);
      expect(statSync(path.join(dataDir, "mailbox", "1-reset.json")).mode & 0o777).toBe(0o600);
      expect(statSync(outside).mode & 0o777).toBe(0o644);
      expect(lstatSync(path.join(dataDir, "link-out")).isSymbolicLink()).toBe(true);
    } finally {
      await stop(server);
    }

    // On the next start there is nothing left to change, and nothing to say.
    const again = spawnEntry("src/main.ts", env);
    try {
      await waitForOutput(again, /running at/, 120_000);
      expect(again.output()).not.toMatch(/DATA_DIR: made/);
    } finally {
      await stop(again);
    }
  });
});
