import { mkdirSync } from "node:fs";
import path from "node:path";
import { fileURLToPath } from "node:url";
import { PGlite } from "@electric-sql/pglite";
import { pg_trgm } from "@electric-sql/pglite/contrib/pg_trgm";
import type { ExtractTablesWithRelations } from "drizzle-orm";
import { drizzle as drizzleNodePg } from "drizzle-orm/node-postgres";
import { migrate as migrateNodePg } from "drizzle-orm/node-postgres/migrator";
import type { PgDatabase, PgQueryResultHKT, PgTransaction } from "drizzle-orm/pg-core";
import { drizzle as drizzlePglite } from "drizzle-orm/pglite";
import { migrate as migratePglite } from "drizzle-orm/pglite/migrator";
import pg from "pg";
import type { Logger } from "../lib/logger.ts";
import { PRIVATE_FOLDER_MODE } from "../lib/private-files.ts";
import * as schema from "./schema/index.ts";

export type Schema = typeof schema;
export type Database = PgDatabase<PgQueryResultHKT, Schema>;
export type Transaction = PgTransaction<PgQueryResultHKT, Schema, ExtractTablesWithRelations<Schema>>;

export type DatabaseHandle = {
  db: Database;
  kind: "pglite" | "postgres";
  migrate: () => Promise<void>;
  close: () => Promise<void>;
};

/** Bundled builds copy the migrations next to main.js; in source they sit beside this file. */
export function migrationsFolder(): string {
  return process.env.MIGRATIONS_DIR ?? path.join(path.dirname(fileURLToPath(import.meta.url)), "migrations");
}

export async function openPglite(options: { dataDir?: string; loadDataDir?: Blob | File } = {}) {
  if (options.dataDir)
    mkdirSync(path.dirname(options.dataDir), { recursive: true, mode: PRIVATE_FOLDER_MODE });
  const client = await PGlite.create({
    dataDir: options.dataDir,
    loadDataDir: options.loadDataDir,
    extensions: { pg_trgm },
    // On Node, PGlite writes through to the files in dataDir as it goes, and its "sync to the
    // filesystem" after a query has nothing to do; waiting for it anyway cost 1 to 8 ms per query.
    relaxedDurability: true,
  });
  const db = drizzlePglite(client, { schema, casing: "snake_case" });
  const handle: DatabaseHandle & { client: PGlite } = {
    db: db as unknown as Database,
    kind: "pglite",
    client,
    migrate: () => migratePglite(db, { migrationsFolder: migrationsFolder() }),
    close: () => client.close(),
  };
  return handle;
}

export function openPostgres(connectionString: string, options: { max?: number; logger?: Logger } = {}) {
  const pool = new pg.Pool({
    connectionString,
    max: options.max ?? 10,
    // Named statements (db/prepared.ts) are those whose best plan does not depend on their values, so
    // PostgreSQL plans each once per connection instead of re-planning it while it compares plans
    // (search-plan.test.ts and company-plan.test.ts check these generic plans). Unnamed statements
    // (searches) are still planned for their own values.
    options: "-c plan_cache_mode=force_generic_plan",
  });
  // An idle client losing its connection must not crash the process.
  pool.on("error", (error) => options.logger?.error({ err: error }, "PostgreSQL pool error"));
  const db = drizzleNodePg(pool, { schema, casing: "snake_case" });
  const handle: DatabaseHandle & { pool: pg.Pool } = {
    db: db as unknown as Database,
    kind: "postgres",
    pool,
    migrate: () => migrateNodePg(db, { migrationsFolder: migrationsFolder() }),
    close: () => pool.end(),
  };
  return handle;
}
