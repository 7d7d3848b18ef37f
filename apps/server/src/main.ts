import { serve } from "@hono/node-server";
import { createApp } from "./app.ts";
import { ConfigError, loadConfig } from "./config.ts";
import { DataDirLockedError } from "./db/lock.ts";
import { openConfiguredDatabase } from "./db/open.ts";
import { seedDemoData } from "./db/seed/demo.ts";
import { createDevMailbox, createSmtpMailer } from "./mail/mailer.ts";

async function main() {
  const config = loadConfig();
  const database = await openConfiguredDatabase(config);
  const mailer = config.smtpUrl
    ? createSmtpMailer(config.smtpUrl, config.mailFrom)
    : createDevMailbox(config.dataDir, config.mailFrom);
  const { app, auth, storage } = createApp({ config, db: database.db, mailer });

  let demoSignIns: string[] = [];
  if (config.seedDemo) {
    demoSignIns = await seedDemoData(database.db, auth, storage);
  }

  const server = serve({ fetch: app.fetch, port: config.port }, (info) => {
    console.log(`InternPath is running at ${config.appUrl} (port ${info.port}, ${database.kind})`);
    if (!config.smtpUrl && config.env !== "production") {
      console.log(`Mail is kept in the dev mailbox: ${config.appUrl}/dev/mailbox`);
    } else if (!config.smtpUrl) {
      console.warn(
        `SMTP_URL is not set: outgoing mail is only written to ${config.dataDir}/mailbox and nobody receives it.`,
      );
    }
    if (demoSignIns.length > 0)
      console.log(`Demo sign-ins:\n${demoSignIns.map((line) => `  ${line}`).join("\n")}`);
  });

  let stopping = false;
  const stop = () => {
    if (stopping) return;
    stopping = true;
    server.close();
    database.close().finally(() => process.exit(0));
    setTimeout(() => process.exit(0), 5000).unref();
  };
  process.on("SIGINT", stop);
  process.on("SIGTERM", stop);
}

main().catch((error: unknown) => {
  if (error instanceof ConfigError || error instanceof DataDirLockedError) {
    console.error(error.message);
  } else {
    console.error("InternPath failed to start:", error);
  }
  process.exit(1);
});
