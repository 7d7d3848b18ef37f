import { mkdtempSync, rmSync } from "node:fs";
import { networkInterfaces, tmpdir } from "node:os";
import path from "node:path";
import { afterAll, describe, expect, it } from "vitest";
import { type Spawned, spawnEntry, waitForOutput } from "./testing/spawn-server.ts";

const folders: string[] = [];
function tempDataDir() {
  const folder = mkdtempSync(path.join(tmpdir(), "internpath-main-"));
  folders.push(folder);
  return folder;
}
afterAll(() => {
  for (const folder of folders) rmSync(folder, { recursive: true, force: true });
});

/** An IPv4 address of this machine that other machines could reach, if it has one. */
const outsideAddress = Object.values(networkInterfaces())
  .flat()
  .find((address) => address?.family === "IPv4" && !address.internal)?.address;

async function stop(spawned: Spawned) {
  spawned.child.kill("SIGTERM");
  await spawned.exited;
}

/** The status of a GET, or the network error's code when nothing answered. */
async function statusOf(url: string): Promise<number | string> {
  try {
    const response = await fetch(url, { signal: AbortSignal.timeout(5_000) });
    await response.arrayBuffer();
    return response.status;
  } catch (error) {
    return ((error as Error).cause as NodeJS.ErrnoException | undefined)?.code ?? String(error);
  }
}

// Each of these boots real server processes on a fresh embedded database (seconds each on a busy machine).
describe("server process", { timeout: 180_000 }, () => {
  it("refuses to start with a wrong variable, naming it", async () => {
    const spawned = spawnEntry("src/main.ts", {
      DATA_DIR: tempDataDir(),
      PORT: "not-a-port",
      SMTP_URL: "nope",
    });
    expect(await spawned.exited).toBe(1);
    expect(spawned.output()).toContain("PORT must be a port number");
    expect(spawned.output()).toContain("SMTP_URL must be a URL");
  });

  it("lets only one server use a DATA_DIR; the first keeps serving", async () => {
    const dataDir = tempDataDir();
    const env = { DATA_DIR: dataDir, PORT: "0", SEED_DEMO: "false" };
    const first = spawnEntry("src/main.ts", env);
    try {
      const [, port] = await waitForOutput(first, /running at .* \(port (\d+)/);
      const second = spawnEntry("src/main.ts", env);
      expect(await second.exited).toBe(1);
      expect(second.output()).toMatch(/Another InternPath server \(pid \d+\) is already using DATA_DIR/);

      const health = await fetch(`http://127.0.0.1:${port}/api/health`);
      expect(health.status).toBe(200);
      expect(first.child.exitCode).toBeNull();
    } finally {
      first.child.kill("SIGTERM");
      await first.exited;
    }
  });

  it("takes over a lock left by a process that no longer runs", async () => {
    const dataDir = tempDataDir();
    const env = { DATA_DIR: dataDir, PORT: "0", SEED_DEMO: "false" };
    const first = spawnEntry("src/main.ts", env);
    await waitForOutput(first, /running at/);
    first.child.kill("SIGKILL");
    await first.exited;
    const second = spawnEntry("src/main.ts", env);
    try {
      await waitForOutput(second, /running at/);
    } finally {
      second.child.kill("SIGTERM");
      await second.exited;
    }
  });

  it("listens on 127.0.0.1 only by default outside production", async () => {
    const server = spawnEntry("src/main.ts", { DATA_DIR: tempDataDir(), PORT: "0", SEED_DEMO: "false" });
    try {
      const [, port] = await waitForOutput(server, /running at .* \(port (\d+)/);
      expect(server.output()).toContain("listening on 127.0.0.1, this machine only");
      expect(await statusOf(`http://127.0.0.1:${port}/api/health`)).toBe(200);
      if (outsideAddress) {
        expect(await statusOf(`http://${outsideAddress}:${port}/api/health`)).toBe("ECONNREFUSED");
      }
    } finally {
      await stop(server);
    }
  });

  it("warns loudly at every start when demo accounts meet a HOST other machines reach; the mailbox stays local", async () => {
    const dataDir = tempDataDir();
    // Seeded on loopback (the default), then served to the network on a later start.
    const local = spawnEntry("src/main.ts", { DATA_DIR: dataDir, PORT: "0" });
    try {
      await waitForOutput(local, /Demo sign-ins/, 120_000);
      expect(local.output()).not.toContain("DEMO ACCOUNTS ON A SERVER");
    } finally {
      await stop(local);
    }

    for (let start = 0; start < 2; start++) {
      const exposed = spawnEntry("src/main.ts", { DATA_DIR: dataDir, PORT: "0", HOST: "0.0.0.0" });
      try {
        const [, port] = await waitForOutput(exposed, /running at .* \(port (\d+)/);
        expect(exposed.output()).toContain("listening on 0.0.0.0, reachable from other machines");
        await waitForOutput(exposed, /DEMO ACCOUNTS ON A SERVER/, 10_000);
        const warning = exposed
          .output()
          .split("\n")
          .map((line) => (line.startsWith("{") ? JSON.parse(line) : {}))
          .find((entry) => String(entry.msg).includes("DEMO ACCOUNTS ON A SERVER OTHER MACHINES CAN REACH"));
        expect(warning, exposed.output()).toMatchObject({ level: 40, host: "0.0.0.0" });
        expect(warning.demoAccounts).toContain("admin@demo.internpath.app");
        expect(warning.msg).toContain("demo-pass-2026");

        expect(await statusOf(`http://127.0.0.1:${port}/dev/mailbox`)).toBe(200);
        if (outsideAddress) {
          expect(await statusOf(`http://${outsideAddress}:${port}/api/health`)).toBe(200);
          expect(await statusOf(`http://${outsideAddress}:${port}/dev/mailbox`)).toBe(404);
          expect(await statusOf(`http://${outsideAddress}:${port}/dev/mailbox/messages.json`)).toBe(404);
        }
      } finally {
        await stop(exposed);
      }
    }
  });
});
