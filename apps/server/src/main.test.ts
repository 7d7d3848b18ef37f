import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { afterAll, describe, expect, it } from "vitest";
import { spawnEntry, waitForOutput } from "./testing/spawn-server.ts";

const folders: string[] = [];
function tempDataDir() {
  const folder = mkdtempSync(path.join(tmpdir(), "internpath-main-"));
  folders.push(folder);
  return folder;
}
afterAll(() => {
  for (const folder of folders) rmSync(folder, { recursive: true, force: true });
});

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
});
