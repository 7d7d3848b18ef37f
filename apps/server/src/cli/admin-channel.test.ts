import { existsSync, mkdtempSync, readFileSync, rmSync, statSync, writeFileSync } from "node:fs";
import { request } from "node:http";
import { tmpdir } from "node:os";
import path from "node:path";
import { AUTH_MESSAGES } from "@internpath/shared/errors";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { type Spawned, spawnEntry, waitForOutput } from "../testing/spawn-server.ts";
import { ADMIN_SOCKET_FILE, ADMIN_TOKEN_FILE } from "./admin-channel.ts";

/**
 * `npm run create-admin` against a real server process on an embedded database: the CLI, a real
 * process too, hands the request to the server through DATA_DIR's socket (decision 013).
 */
const dataDir = mkdtempSync(path.join(tmpdir(), "ip-chan-"));
const env = { DATA_DIR: dataDir, PORT: "0", SEED_DEMO: "false", AUTH_RATE_LIMIT: "false" };
let server: Spawned;
let origin: string;
let base: string;

beforeAll(async () => {
  server = spawnEntry("src/main.ts", env);
  const [, url, port] = await waitForOutput(server, /running at (\S+) \(port (\d+)/, 120_000);
  origin = url!;
  base = `http://127.0.0.1:${port}`;
}, 180_000);
afterAll(async () => {
  if (server && server.child.exitCode === null) {
    server.child.kill("SIGTERM");
    await server.exited;
  }
  rmSync(dataDir, { recursive: true, force: true });
});

function createAdmin(args: string[], extraEnv: Record<string, string> = {}) {
  return spawnEntry("src/cli/create-admin.ts", { ...env, ...extraEnv }, args);
}

async function signIn(email: string, password: string) {
  const response = await fetch(`${base}/api/auth/sign-in/email`, {
    method: "POST",
    headers: { "content-type": "application/json", origin },
    body: JSON.stringify({ email, password }),
  });
  const cookie = response.headers
    .getSetCookie()
    .map((line) => line.split(";")[0])
    .join("; ");
  return { status: response.status, cookie };
}

/** A raw request on the socket, as anyone able to connect could send it. */
function post(token: string, body: unknown): Promise<{ status: number; text: string }> {
  return new Promise((resolve, reject) => {
    const outgoing = request(
      {
        socketPath: path.join(dataDir, ADMIN_SOCKET_FILE),
        path: "/admins",
        method: "POST",
        headers: { authorization: `Bearer ${token}`, "content-type": "application/json" },
      },
      (response) => {
        let text = "";
        response.on("data", (chunk) => {
          text += chunk;
        });
        response.on("end", () => resolve({ status: response.statusCode ?? 0, text }));
      },
    );
    outgoing.on("error", reject);
    outgoing.end(JSON.stringify(body));
  });
}

describe("npm run create-admin while the server runs", { timeout: 180_000 }, () => {
  it("has the server make the admin, who can sign in at once; the same email twice is refused", async () => {
    const args = ["--email", "Live@Example.com", "--password", "live-admin-1", "--name", "Lin Live"];
    const created = createAdmin(args);
    expect(await created.exited, created.output()).toBe(0);
    expect(created.output()).toContain("Admin live@example.com created");
    expect(created.output()).toContain("made by the server running on");

    const session = await signIn("live@example.com", "live-admin-1");
    expect(session.status).toBe(200);
    const me = await fetch(`${base}/api/me`, { headers: { cookie: session.cookie } });
    expect(((await me.json()) as { user: unknown }).user).toMatchObject({
      email: "live@example.com",
      role: "admin",
      fullName: "Lin Live",
    });

    const again = createAdmin(args);
    expect(await again.exited).toBe(1);
    expect(again.output()).toContain("An account with the email live@example.com already exists.");
  });

  it("checks the arguments before asking the server", async () => {
    const bad = createAdmin(["--email", "nope", "--password", "1", "--name", "X"]);
    expect(await bad.exited).toBe(2);
    expect(bad.output()).toContain("Please enter a valid email address");
  });

  it("keeps the socket and the token to the server's user (0600), and refuses a wrong or a used token", async () => {
    const socket = path.join(dataDir, ADMIN_SOCKET_FILE);
    const tokenFile = path.join(dataDir, ADMIN_TOKEN_FILE);
    expect(statSync(socket).isSocket()).toBe(true);
    expect(statSync(socket).mode & 0o777).toBe(0o600);
    expect(statSync(tokenFile).mode & 0o777).toBe(0o600);

    const body = { email: "forged@example.com", password: "forged-pass-1", name: "Forged" };
    expect((await post("not-the-token", body)).status).toBe(401);
    expect((await post("", body)).status).toBe(401);

    const token = readFileSync(tokenFile, "utf8").trim();
    const bad = await post(token, { email: "x", password: "1", name: "" });
    expect(bad.status).toBe(400);
    // Every authorised request replaces the token: the one just used no longer works.
    expect(readFileSync(tokenFile, "utf8").trim()).not.toBe(token);
    expect((await post(token, body)).status).toBe(401);
    expect((await signIn("forged@example.com", "forged-pass-1")).status).toBe(401);
  });

  it("refuses a common password in the CLI and on the socket with the message sign-up gives", async () => {
    for (const password of ["123456", "Password"]) {
      const email = `common-${password.toLowerCase()}@example.com`;
      const cli = createAdmin(["--email", email, "--password", password, "--name", "Common Admin"]);
      expect(await cli.exited, cli.output()).toBe(2);
      expect(cli.output()).toContain(`password: ${AUTH_MESSAGES.commonPassword}`);

      // The server checks again what comes through the socket, whoever sent it.
      const token = readFileSync(path.join(dataDir, ADMIN_TOKEN_FILE), "utf8").trim();
      const raw = await post(token, { email, password, name: "Common Admin" });
      expect(raw.status).toBe(400);
      expect(JSON.parse(raw.text)).toEqual({ message: AUTH_MESSAGES.commonPassword });
      expect((await signIn(email, password)).status).toBe(401);
    }
  });

  it("says plainly when a live server holds DATA_DIR without a channel", async () => {
    const otherDir = mkdtempSync(path.join(tmpdir(), "ip-chan-lock-"));
    try {
      // The test's own (live) process holds this DATA_DIR, as an older server would: no socket.
      writeFileSync(path.join(otherDir, "server.lock"), String(process.pid));
      const refused = createAdmin(["--email", "a@example.com", "--password", "pass-123", "--name", "A"], {
        DATA_DIR: otherDir,
      });
      expect(await refused.exited).toBe(1);
      expect(refused.output()).toMatch(/Another InternPath server \(pid \d+\) is already using DATA_DIR/);
      expect(refused.output()).toContain("It could not take the request either");
    } finally {
      rmSync(otherDir, { recursive: true, force: true });
    }
  });

  it("removes the socket and token when the server stops; the CLI then opens the database itself", async () => {
    server.child.kill("SIGTERM");
    await server.exited;
    expect(existsSync(path.join(dataDir, ADMIN_SOCKET_FILE))).toBe(false);
    expect(existsSync(path.join(dataDir, ADMIN_TOKEN_FILE))).toBe(false);
    const direct = createAdmin([
      "--email",
      "offline@example.com",
      "--password",
      "offline-1",
      "--name",
      "Off Line",
    ]);
    expect(await direct.exited, direct.output()).toBe(0);
    expect(direct.output()).toContain("Admin offline@example.com created");
    expect(direct.output()).not.toContain("made by the server");
  });
});
