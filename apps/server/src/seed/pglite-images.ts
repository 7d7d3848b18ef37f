import { existsSync, readdirSync, rmSync, statSync } from "node:fs";
import path from "node:path";
import { sql } from "drizzle-orm";
import { loadConfig } from "../config.ts";
import { type Database, openPglite } from "../db/client.ts";
import { type ImageKind, imagePaths, readManifest, writeManifest } from "../db/pglite-images.ts";
import { createMarketplaceAuth } from "../features/admin-trust/marketplace-auth.ts";
import type { Logger } from "../lib/logger.ts";
import { makeTreePrivate } from "../lib/private-files.ts";
import { createDevMailbox } from "../mail/mailer.ts";
import { createLocalDiskStorage, isStorageKey, type Storage } from "../storage/storage.ts";
import { seedDemoData } from "./demo.ts";

// Makes the build's ready embedded databases (where they lie and how a start copies one: db/pglite-images.ts)
// and finishes a demo one that a start copied.

/** Every stored file under a local storage root, by key. */
function storedKeys(root: string, prefix = ""): string[] {
  if (!existsSync(root)) return [];
  return readdirSync(root).flatMap((entry) => {
    const key = prefix ? `${prefix}/${entry}` : entry;
    return statSync(path.join(root, entry)).isDirectory() ? storedKeys(path.join(root, entry), key) : [key];
  });
}

/**
 * Finishes a database copied from the demo image: its dates move forward by the time since the
 * image was made (deadlines stay as many days ahead, postings as many days old), and its uploaded
 * files go into the configured storage. Returns the sign-in lines to print.
 */
export async function finishDemoImage(db: Database, storage: Storage, imagesDir: string): Promise<string[]> {
  const manifest = readManifest(imagesDir, "demo");
  const shiftMs = Date.now() - Date.parse(manifest.builtAt);
  const shift = sql`${`${Math.max(0, Math.round(shiftMs / 1000))} seconds`}::interval`;
  const days = Math.max(0, Math.round(shiftMs / 86_400_000));
  await db.transaction(async (tx) => {
    for (const table of ["profiles", "internships", "applications"]) {
      await tx.execute(
        sql`update ${sql.identifier(table)} set created_at = created_at + ${shift}, updated_at = updated_at + ${shift}`,
      );
    }
    for (const table of ["application_status_changes", "bookmarks", "messages", "notifications"]) {
      await tx.execute(sql`update ${sql.identifier(table)} set created_at = created_at + ${shift}`);
    }
    await tx.execute(
      sql`update application_decisions set created_at = created_at + ${shift}, effective_at = effective_at + ${shift},
        settled_at = settled_at + ${shift}, cancelled_at = cancelled_at + ${shift}`,
    );
    await tx.execute(
      sql`update internships set deadline = deadline + ${days}::int where deadline is not null`,
    );
  });
  const files = createLocalDiskStorage(imagePaths(imagesDir, "demo").files);
  for (const key of storedKeys(imagePaths(imagesDir, "demo").files).filter(isStorageKey)) {
    const file = await files.open(key);
    if (!file) continue;
    const chunks: Buffer[] = [];
    for await (const chunk of file.stream) chunks.push(Buffer.from(chunk as Uint8Array));
    await storage.put(key, Buffer.concat(chunks));
  }
  return manifest.signIns;
}

/** Makes one image (the server build makes both). */
export async function prepareImage(imagesDir: string, kind: ImageKind, logger: Logger) {
  const image = imagePaths(imagesDir, kind);
  for (const target of [image.dataDir, image.files, image.manifest]) {
    rmSync(target, { recursive: true, force: true });
  }
  const database = await openPglite({ dataDir: image.dataDir });
  await database.migrate();
  let signIns: string[] = [];
  if (kind === "demo") {
    const buildData = path.join(imagesDir, "build-data");
    // Password hashes do not depend on the auth secret, so the image works with any AUTH_SECRET.
    const config = loadConfig({
      NODE_ENV: "development",
      DATA_DIR: buildData,
      AUTH_SECRET: "image-build-secret-image-build-secret-0",
    });
    const auth = createMarketplaceAuth({
      config,
      db: database.db,
      mailer: createDevMailbox(config.dataDir, config.mailFrom),
      logger,
    });
    signIns = await seedDemoData(database.db, auth, createLocalDiskStorage(image.files));
    rmSync(buildData, { recursive: true, force: true });
  }
  // The embedded server only ever opens the `postgres` database; the two templates beside it are
  // half of the image's files, and a fresh start copies every file.
  for (const template of ["template0", "template1"]) {
    await database.client.exec(`alter database ${template} is_template false`);
    await database.client.exec(`drop database ${template}`);
  }
  await database.client.exec("checkpoint");
  await database.close();
  // A fresh start copies the image with its modes, and PGlite made its files readable by everyone.
  makeTreePrivate(image.dataDir);
  makeTreePrivate(image.files);
  writeManifest(imagesDir, kind, { builtAt: new Date().toISOString(), signIns });
}
