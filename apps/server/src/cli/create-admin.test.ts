import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { AUTH_MESSAGES } from "@internpath/shared/errors";
import { eq, inArray } from "drizzle-orm";
import { afterAll, describe, expect, it } from "vitest";
import { openPglite } from "../db/client.ts";
import { profiles } from "../db/schema/auth.ts";
import { spawnEntry } from "../testing/spawn-server.ts";

const dataDir = mkdtempSync(path.join(tmpdir(), "internpath-cli-"));
afterAll(() => rmSync(dataDir, { recursive: true, force: true }));

describe("npm run create-admin", { timeout: 180_000 }, () => {
  it("refuses missing or bad arguments", async () => {
    const spawned = spawnEntry("src/cli/create-admin.ts", { DATA_DIR: dataDir }, [
      "--email",
      "not-an-email",
      "--password",
      "123",
    ]);
    expect(await spawned.exited).toBe(2);
    expect(spawned.output()).toContain("Please enter a valid email address");
    expect(spawned.output()).toContain("Password must be at least 6 characters");
  });

  it("creates a verified admin who can sign in, and refuses the same email twice", async () => {
    const args = ["--email", "Root@Example.com", "--password", "admin-pass-1", "--name", "Ada Admin"];
    const created = spawnEntry("src/cli/create-admin.ts", { DATA_DIR: dataDir, SEED_DEMO: "false" }, args);
    expect(await created.exited).toBe(0);
    expect(created.output()).toContain("Admin root@example.com created");

    const again = spawnEntry("src/cli/create-admin.ts", { DATA_DIR: dataDir, SEED_DEMO: "false" }, args);
    expect(await again.exited).toBe(1);
    expect(again.output()).toContain("already exists");

    const database = await openPglite({ dataDir: path.join(dataDir, "pglite") });
    try {
      const [admin] = await database.db.select().from(profiles).where(eq(profiles.email, "root@example.com"));
      expect(admin).toMatchObject({ role: "admin", emailVerified: true, fullName: "Ada Admin" });
    } finally {
      await database.close();
    }
  });

  it("refuses a common password with the message sign-up gives, and makes nothing", async () => {
    const refused = ["common-1@example.com", "common-2@example.com"];
    for (const [index, password] of ["123456", "Password"].entries()) {
      const spawned = spawnEntry("src/cli/create-admin.ts", { DATA_DIR: dataDir, SEED_DEMO: "false" }, [
        "--email",
        refused[index]!,
        "--password",
        password,
        "--name",
        "Common Admin",
      ]);
      expect(await spawned.exited, spawned.output()).toBe(2);
      expect(spawned.output()).toContain(`password: ${AUTH_MESSAGES.commonPassword}`);
    }
    const database = await openPglite({ dataDir: path.join(dataDir, "pglite") });
    try {
      const made = await database.db.select().from(profiles).where(inArray(profiles.email, refused));
      expect(made).toEqual([]);
    } finally {
      await database.close();
    }
  });
});
