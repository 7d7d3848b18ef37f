// npm run create-admin -- --email admin@example.com --password '...' --name 'Ada Admin'
import { parseArgs } from "node:util";
import { ConfigError, loadConfig } from "../config.ts";
import { DataDirLockedError } from "../db/lock.ts";
import { openConfiguredDatabase } from "../db/open.ts";
import { createMarketplaceAuth } from "../features/admin-trust/marketplace-auth.ts";
import { createLogger } from "../lib/logger.ts";
import { keepNewFilesPrivate } from "../lib/private-files.ts";
import { createDevMailbox } from "../mail/mailer.ts";
import {
  type CreateAdminArgs,
  createAdminAccount,
  createAdminArgsSchema,
  createdMessage,
  existsMessage,
  requestAdminThroughChannel,
} from "./admin-channel.ts";

async function main() {
  const { values } = parseArgs({
    options: { email: { type: "string" }, password: { type: "string" }, name: { type: "string" } },
    strict: true,
  });
  const parsed = createAdminArgsSchema.safeParse(values);
  if (!parsed.success) {
    console.error(
      `Usage: npm run create-admin -- --email <email> --password <password> --name <name>\n${parsed.error.issues
        .map((issue) => `  ${String(issue.path[0])}: ${issue.message}`)
        .join("\n")}`,
    );
    process.exit(2);
  }
  // The same DATA_DIR as the server's, kept as private (see main.ts).
  keepNewFilesPrivate();
  const config = loadConfig();
  const logger = createLogger({ level: config.logLevel, readable: true });
  let database: Awaited<ReturnType<typeof openConfiguredDatabase>>;
  try {
    database = await openConfiguredDatabase(config, logger);
  } catch (error) {
    // A server holds the embedded database: it makes the admin for us (decision 013).
    if (error instanceof DataDirLockedError) return throughRunningServer(config.dataDir, parsed.data, error);
    throw error;
  }
  try {
    const auth = createMarketplaceAuth({
      config,
      db: database.db,
      mailer: createDevMailbox(config.dataDir, config.mailFrom),
      logger,
    });
    const result = await createAdminAccount(database.db, auth, parsed.data);
    if (result.status === "exists") {
      console.error(existsMessage(result.email));
      process.exitCode = 1;
      return;
    }
    console.log(createdMessage(result.email));
  } finally {
    await database.close();
  }
}

async function throughRunningServer(dataDir: string, args: CreateAdminArgs, locked: DataDirLockedError) {
  const answer = await requestAdminThroughChannel(dataDir, args);
  if (!answer.reached) {
    console.error(`${locked.message}\nIt could not take the request either: ${answer.reason}.`);
    process.exitCode = 1;
    return;
  }
  if (answer.status === 201) {
    console.log(`${answer.message} (made by the server running on ${dataDir})`);
    return;
  }
  console.error(answer.message);
  process.exitCode = 1;
}

main().catch((error: unknown) => {
  console.error(error instanceof ConfigError ? error.message : error);
  process.exit(1);
});
