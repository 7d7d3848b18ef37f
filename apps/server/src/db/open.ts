import path from "node:path";
import type { Config } from "../config.ts";
import type { Logger } from "../lib/logger.ts";
import { makeTreePrivate } from "../lib/private-files.ts";
import { type DatabaseHandle, openPglite, openPostgres } from "./client.ts";
import { lockDataDir } from "./lock.ts";
import { copyImageIfFresh } from "./pglite-images.ts";

/**
 * Makes DATA_DIR private to the server's user, as it must be on every start: a folder made by an
 * older version, copied, or restored from a backup may be open to every user of the machine.
 */
function protectDataDir(dataDir: string, logger: Logger) {
  const changed = makeTreePrivate(dataDir);
  if (changed > 0) {
    logger.warn(
      { dataDir, entries: changed },
      `DATA_DIR: made ${changed} files and folders private to this user (folders 0700, files 0600); other users of this machine could read them`,
    );
  }
}

/**
 * Opens the configured database (locking DATA_DIR for the embedded one) and applies migrations, after
 * making DATA_DIR private to this user (see protectDataDir). A
 * new embedded database starts as a copy of the build's prepared image when there is one
 * (`imagesDir`): the demo one when demo data is wanted; `fromDemoImage` then says it needs finishing.
 */
export async function openConfiguredDatabase(
  config: Config,
  logger: Logger,
  imagesDir?: string,
): Promise<DatabaseHandle & { isEmbedded: boolean; fromDemoImage: boolean }> {
  if (config.databaseUrl) {
    protectDataDir(config.dataDir, logger);
    const handle = openPostgres(config.databaseUrl, { logger, max: config.databasePoolSize });
    await handle.migrate();
    return { ...handle, isEmbedded: false, fromDemoImage: false };
  }
  const releaseLock = lockDataDir(config.dataDir);
  try {
    protectDataDir(config.dataDir, logger);
    const pgliteDir = path.join(config.dataDir, "pglite");
    const kind = config.seedDemo ? "demo" : "empty";
    const isCopied = imagesDir ? copyImageIfFresh(imagesDir, kind, pgliteDir) : false;
    const handle = await openPglite({ dataDir: pgliteDir });
    await handle.migrate();
    // PGlite sets the modes of the files it makes when it creates a database (0666) and rewrites a
    // cache file (0644) on every start, whatever the umask; its folder is already closed to others.
    makeTreePrivate(pgliteDir);
    return {
      ...handle,
      isEmbedded: true,
      fromDemoImage: isCopied && kind === "demo",
      close: async () => {
        await handle.close();
        releaseLock();
      },
    };
  } catch (error) {
    releaseLock();
    throw error;
  }
}
