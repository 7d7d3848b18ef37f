import path from "node:path";
import type { Config } from "../config.ts";
import type { Logger } from "../lib/logger.ts";
import { type DatabaseHandle, openPglite, openPostgres } from "./client.ts";
import { lockDataDir } from "./lock.ts";
import { copyImageIfFresh } from "./seed/pglite-images.ts";

/**
 * Opens the configured database (locking DATA_DIR for the embedded one) and applies migrations. A
 * new embedded database starts as a copy of the build's prepared image when there is one
 * (`imagesDir`): the demo one when demo data is wanted; `fromDemoImage` then says it needs finishing.
 */
export async function openConfiguredDatabase(
  config: Config,
  logger: Logger,
  imagesDir?: string,
): Promise<DatabaseHandle & { isEmbedded: boolean; fromDemoImage: boolean }> {
  if (config.databaseUrl) {
    const handle = openPostgres(config.databaseUrl, { logger, max: config.databasePoolSize });
    await handle.migrate();
    return { ...handle, isEmbedded: false, fromDemoImage: false };
  }
  const releaseLock = lockDataDir(config.dataDir);
  try {
    const pgliteDir = path.join(config.dataDir, "pglite");
    const kind = config.seedDemo ? "demo" : "empty";
    const isCopied = imagesDir ? copyImageIfFresh(imagesDir, kind, pgliteDir) : false;
    const handle = await openPglite({ dataDir: pgliteDir });
    await handle.migrate();
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
