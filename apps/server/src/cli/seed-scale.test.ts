import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { AUTH_MESSAGES } from "@internpath/shared/errors";
import { afterAll, describe, expect, it } from "vitest";
import { BENCHMARK_COMPANY_EMAIL, BENCHMARK_STUDENT_EMAIL } from "../seed/scale.ts";
import { spawnEntry } from "../testing/spawn-server.ts";

const dataDir = mkdtempSync(path.join(tmpdir(), "internpath-seed-scale-"));
afterAll(() => rmSync(dataDir, { recursive: true, force: true }));

describe("npm run seed:scale", { timeout: 180_000 }, () => {
  it("refuses a missing password or a bad size", async () => {
    const spawned = spawnEntry("src/cli/seed-scale.ts", { DATA_DIR: dataDir }, ["--internships", "many"]);
    expect(await spawned.exited).toBe(2);
    expect(spawned.output()).toContain("password");
    expect(spawned.output()).toContain("--internships must be a whole number");
    expect(spawned.output()).toContain("Usage: npm run seed:scale");
  });

  it("refuses a common password for the accounts it makes, as sign-up does", async () => {
    const spawned = spawnEntry("src/cli/seed-scale.ts", { DATA_DIR: dataDir }, ["--password", "123456"]);
    expect(await spawned.exited).toBe(2);
    expect(spawned.output()).toContain(`password: ${AUTH_MESSAGES.commonPassword}`);
  });

  it("fills the embedded database, shows its progress and prints the benchmark sign-ins", async () => {
    const sizes = ["--internships", "300", "--applications", "2000", "--companies", "5", "--students", "100"];
    const small = [...sizes, "--bookmarks", "100", "--messages", "100", "--notifications", "100"];
    const spawned = spawnEntry("src/cli/seed-scale.ts", { DATA_DIR: dataDir, SEED_DEMO: "false" }, [
      "--password",
      "scale-pass-1",
      ...small,
    ]);
    expect(await spawned.exited).toBe(0);
    const output = spawned.output();
    expect(output).toMatch(/100\.0%.*rows\/s.*done/);
    expect(output).toContain("300 internships");
    expect(output).toContain("2,000 applications (100 to the benchmark company's");
    expect(output).toContain(BENCHMARK_STUDENT_EMAIL);
    expect(output).toContain(BENCHMARK_COMPANY_EMAIL);
  });
});
