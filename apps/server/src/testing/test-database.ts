import { randomBytes } from "node:crypto";
import { readFileSync } from "node:fs";
import { type DatabaseHandle, openPglite, openPostgres } from "../db/client.ts";

/** Named after the scratch database, so two runs against one server do not share a template. */
export function templateDatabase(): string {
  const name = new URL(process.env.TEST_DATABASE_URL!).pathname.slice(1) || "postgres";
  return `${name.replace(/[^a-z0-9_]/gi, "_").toLowerCase()}_tpl`;
}

/** `TEST_DB=postgres` runs the suite against TEST_DATABASE_URL instead of PGlite. */
export function usePostgres(): boolean {
  if (process.env.TEST_DB !== "postgres") return false;
  if (!process.env.TEST_DATABASE_URL) throw new Error("TEST_DB=postgres needs TEST_DATABASE_URL");
  return true;
}

export function adminConnectionString(database?: string): string {
  const url = new URL(process.env.TEST_DATABASE_URL!);
  if (database) url.pathname = `/${database}`;
  return url.toString();
}

/** A fresh, migrated database for one test file. */
export async function openTestDatabase(pgliteImage: string): Promise<DatabaseHandle> {
  if (!usePostgres()) {
    const bytes = readFileSync(pgliteImage);
    return openPglite({ loadDataDir: new Blob([bytes]) });
  }
  const name = `internpath_test_${randomBytes(6).toString("hex")}`;
  const admin = openPostgres(adminConnectionString(), { max: 1 });
  await admin.pool.query(`create database ${name} template ${templateDatabase()}`);
  await admin.close();
  const handle = openPostgres(adminConnectionString(name), { max: 5 });
  return {
    ...handle,
    close: async () => {
      await handle.close();
      const cleanup = openPostgres(adminConnectionString(), { max: 1 });
      await cleanup.pool.query(`drop database if exists ${name} with (force)`);
      await cleanup.close();
    },
  };
}

/**
 * A migrated PostgreSQL database of its own for a server process a test starts (cloned from the
 * template), and how to drop it.
 */
export async function createScratchDatabase(
  prefix: string,
): Promise<{ url: string; drop: () => Promise<void> }> {
  const name = `${prefix}_${randomBytes(6).toString("hex")}`;
  const admin = openPostgres(adminConnectionString(), { max: 1 });
  await admin.pool.query(`create database ${name} template ${templateDatabase()}`);
  await admin.close();
  return {
    url: adminConnectionString(name),
    drop: async () => {
      const cleanup = openPostgres(adminConnectionString(), { max: 1 });
      await cleanup.pool.query(`drop database if exists ${name} with (force)`);
      await cleanup.close();
    },
  };
}
