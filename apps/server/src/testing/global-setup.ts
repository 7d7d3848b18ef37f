import { mkdtempSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import type { TestProject } from "vitest/node";
import { openPglite, openPostgres } from "../db/client.ts";
import { adminConnectionString, templateDatabase, usePostgres } from "./test-database.ts";

/**
 * Migrating takes seconds, so it happens once per run: into a PGlite image that
 * every test file loads, or into a PostgreSQL template database that every
 * test file clones.
 */
export default async function setup(project: TestProject) {
  const folder = mkdtempSync(path.join(tmpdir(), "internpath-test-"));
  if (usePostgres()) {
    const admin = openPostgres(adminConnectionString(), { max: 1 });
    await admin.pool.query(`drop database if exists ${templateDatabase()} with (force)`);
    await admin.pool.query(`create database ${templateDatabase()}`);
    await admin.close();
    const template = openPostgres(adminConnectionString(templateDatabase()), { max: 1 });
    await template.migrate();
    await template.close();
  } else {
    const handle = await openPglite();
    await handle.migrate();
    const image = await handle.client.dumpDataDir("none");
    writeFileSync(path.join(folder, "pglite-image.tar"), Buffer.from(await image.arrayBuffer()));
    await handle.close();
  }
  project.provide("pgliteImage", path.join(folder, "pglite-image.tar"));
  return async () => {
    rmSync(folder, { recursive: true, force: true });
    if (usePostgres()) {
      const admin = openPostgres(adminConnectionString(), { max: 1 });
      await admin.pool.query(`drop database if exists ${templateDatabase()} with (force)`);
      await admin.close();
    }
  };
}

declare module "vitest" {
  export interface ProvidedContext {
    pgliteImage: string;
  }
}
