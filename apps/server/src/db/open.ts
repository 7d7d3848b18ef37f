import path from "node:path";
import type { Config } from "../config.ts";
import type { Logger } from "../lib/logger.ts";
import { type DatabaseHandle, openPglite, openPostgres } from "./client.ts";
import { lockDataDir } from "./lock.ts";

/** Opens the configured database (locking DATA_DIR for the embedded one) and applies migrations. */
export async function openConfiguredDatabase(
  config: Config,
  logger: Logger,
): Promise<DatabaseHandle & { isEmbedded: boolean }> {
  if (config.databaseUrl) {
    const handle = openPostgres(config.databaseUrl, { logger });
    await handle.migrate();
    return { ...handle, isEmbedded: false };
  }
  const releaseLock = lockDataDir(config.dataDir);
  try {
    const handle = await openPglite({ dataDir: path.join(config.dataDir, "pglite") });
    await handle.migrate();
    return {
      ...handle,
      isEmbedded: true,
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
