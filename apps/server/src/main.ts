import path from "node:path";
import { serve } from "@hono/node-server";
import { createApp } from "./app.ts";
import { startAdminChannel } from "./cli/admin-channel.ts";
import { type Config, ConfigError, loadConfig } from "./config.ts";
import { DataDirLockedError } from "./db/lock.ts";
import { openConfiguredDatabase } from "./db/open.ts";
import { createDecisionWorker } from "./features/applications/decision-worker.ts";
import { httpFetch } from "./http/server.ts";
import { FOLLOW_THROUGH_JOBS } from "./jobs/follow-through-jobs.ts";
import { HOUSEKEEPING_JOBS } from "./jobs/housekeeping.ts";
import { createJobRunner } from "./jobs/runner.ts";
import { createLogger, type Logger, type LogLevel } from "./lib/logger.ts";
import { isLoopbackHost } from "./lib/loopback.ts";
import { keepNewFilesPrivate } from "./lib/private-files.ts";
import { createDevMailbox, createSmtpMailer } from "./mail/mailer.ts";
import { createMailWorker } from "./mail/notification-mail.ts";
import { findDemoAccountEmails, seedDemoData } from "./seed/demo.ts";
import { DEMO_PASSWORD } from "./seed/demo-content.ts";
import { finishDemoImage } from "./seed/pglite-images.ts";

/** JSON lines for log collectors; readable text when a person watches a terminal outside production. */
function startLogger(level: LogLevel, env: Config["env"] | undefined) {
  return createLogger({ level, readable: Boolean(process.stdout.isTTY) && env !== "production" });
}

async function main() {
  // Before anything touches DATA_DIR (loading the configuration may create it and its secret).
  keepNewFilesPrivate();
  let config: Config;
  try {
    config = loadConfig();
  } catch (error) {
    const logger = startLogger("info", undefined);
    if (error instanceof ConfigError) logger.fatal(error.message);
    else logger.fatal({ err: error }, "InternPath could not read its configuration");
    process.exit(1);
  }
  const logger = startLogger(config.logLevel, config.env);
  try {
    await serveApp(config, logger);
  } catch (error) {
    if (error instanceof DataDirLockedError) logger.fatal(error.message);
    else logger.fatal({ err: error }, "InternPath failed to start");
    process.exit(1);
  }
}

/** The build puts its prepared embedded databases beside the bundle (there are none in source). */
const IMAGES_DIR = path.join(import.meta.dirname, "pglite");

async function serveApp(config: Config, logger: ReturnType<typeof createLogger>) {
  const database = await openConfiguredDatabase(config, logger, IMAGES_DIR);
  const mailer = config.smtpUrl
    ? createSmtpMailer(config.smtpUrl, config.mailFrom)
    : createDevMailbox(config.dataDir, config.mailFrom, config.env === "production" ? undefined : logger);
  const { app, auth, storage, liveEvents, http } = createApp({ config, db: database.db, mailer, logger });
  const mailWorker = createMailWorker(database.db, mailer, config.appUrl, logger);
  const decisionWorker = createDecisionWorker({ db: database.db, logger });
  const jobRunner = createJobRunner({
    db: database.db,
    jobs: [...FOLLOW_THROUGH_JOBS, ...HOUSEKEEPING_JOBS],
    logger,
  });

  let demoSignIns: string[] = [];
  if (database.fromDemoImage) {
    demoSignIns = await finishDemoImage(database.db, storage, IMAGES_DIR);
  } else if (config.seedDemo) {
    demoSignIns = await seedDemoData(database.db, auth, storage);
  }

  // Checked on every start: demo data may have been seeded by an earlier start on loopback.
  const exposedDemoAccounts = isLoopbackHost(config.host) ? [] : await findDemoAccountEmails(database.db);

  // `npm run create-admin` cannot open an embedded database this process holds; it asks us instead.
  const adminChannel = database.isEmbedded
    ? await startAdminChannel({ dataDir: config.dataDir, db: database.db, auth, logger })
    : null;

  const server = serve({ fetch: httpFetch(app, http), port: config.port, hostname: config.host }, (info) => {
    const where = isLoopbackHost(config.host)
      ? `${info.address}, this machine only`
      : `${info.address}, reachable from other machines`;
    logger.info(
      `InternPath is running at ${config.appUrl} (port ${info.port}, ${database.kind}; listening on ${where})`,
    );
    if (exposedDemoAccounts.length > 0) warnOfExposedDemoAccounts(logger, config.host, exposedDemoAccounts);
    if (!config.smtpUrl && config.env !== "production") {
      logger.info(
        `Mail is kept in the dev mailbox, shown on this machine only: ${config.appUrl}/dev/mailbox`,
      );
    } else if (!config.smtpUrl) {
      logger.warn(
        `SMTP_URL is not set: outgoing mail is only written to ${config.dataDir}/mailbox and nobody receives it.`,
      );
    }
    if (demoSignIns.length > 0) {
      logger.info(`Demo sign-ins:\n${demoSignIns.map((line) => `  ${line}`).join("\n")}`);
    }
    mailWorker.start();
    decisionWorker.start();
    jobRunner.start();
  });

  let stopping = false;
  const stop = () => {
    if (stopping) return;
    stopping = true;
    // Open event streams would hold the server open; end them (browsers reconnect to another instance).
    void liveEvents.close();
    server.close();
    Promise.all([mailWorker.stop(), decisionWorker.stop(), jobRunner.stop()])
      .then(() => adminChannel?.close())
      .then(() => database.close())
      .finally(() => process.exit(0));
    setTimeout(() => process.exit(0), 5000).unref();
  };
  process.on("SIGINT", stop);
  process.on("SIGTERM", stop);
}

/** Loud on purpose: anyone who can reach this server can sign in as these accounts. */
function warnOfExposedDemoAccounts(logger: Logger, host: string | undefined, emails: string[]) {
  const listening = host ?? "every interface";
  logger.warn(
    { host: listening, demoAccounts: emails },
    [
      "!!! DEMO ACCOUNTS ON A SERVER OTHER MACHINES CAN REACH !!!",
      `${emails.length} demo account(s) (${emails.join(", ")}) were made with the password published in the README (${DEMO_PASSWORD}),`,
      `and this server listens on ${listening} (HOST): anyone who reaches it can sign in as them.`,
      "Listen on this machine only (HOST=127.0.0.1), or use a DATA_DIR or database without demo data.",
    ].join("\n"),
  );
}

await main();
