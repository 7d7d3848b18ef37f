// npm run seed:scale -- --password '...' [--internships 100000 --applications 1000000 --companies 500
//   --students 50000 --bookmarks 100000 --messages 200000 --notifications 200000 --company-applications 50000
//   --force]
import { randomBytes } from "node:crypto";
import { parseArgs } from "node:util";
import { z } from "zod";
import { acceptableNewPassword } from "../auth/password-policy.ts";
import { ConfigError, loadConfig } from "../config.ts";
import { DataDirLockedError } from "../db/lock.ts";
import { openConfiguredDatabase } from "../db/open.ts";
import { createMarketplaceAuth } from "../features/admin-trust/marketplace-auth.ts";
import { createLogger } from "../lib/logger.ts";
import { keepNewFilesPrivate } from "../lib/private-files.ts";
import {
  BENCHMARK_COMPANY_APPLICATIONS,
  RealAccountsError,
  type ScaleProgress,
  seedScaleData,
} from "../seed/scale.ts";

const count = (flag: string, fallback: number) =>
  z.coerce
    .number({ error: `--${flag} must be a whole number` })
    .int({ error: `--${flag} must be a whole number` })
    .min(0, { error: `--${flag} must be a whole number` })
    .default(fallback);

const argsSchema = z.object({
  password: acceptableNewPassword,
  internships: count("internships", 100_000),
  applications: count("applications", 1_000_000),
  companies: count("companies", 500).pipe(z.number().min(2, { error: "--companies must be at least 2" })),
  students: count("students", 50_000),
  bookmarks: count("bookmarks", 100_000),
  messages: count("messages", 200_000),
  notifications: count("notifications", 200_000),
  "company-applications": count("company-applications", BENCHMARK_COMPANY_APPLICATIONS),
  force: z.boolean().default(false),
});

const USAGE = `Usage: npm run seed:scale -- --password <password> [options]

Fills the configured database (DATABASE_URL, or the embedded one in DATA_DIR) with a large generated
marketplace and two accounts to sign in as, replacing what an earlier run generated.

  --password <pw>              password of the two benchmark accounts (required)
  --internships <n>            default 100000 (80% open, 10% closed, 10% draft)
  --applications <n>           default 1000000
  --companies <n>              default 500
  --students <n>               default 50000
  --bookmarks <n>              default 100000
  --messages <n>               default 200000
  --notifications <n>          default 200000
  --company-applications <n>   the benchmark company's share of the applications, default 50000
                               (at most 5% of them)
  --force                      run even if the database holds accounts that neither this
                               generator nor the demo seed made`;

const formatNumber = (value: number) => Math.round(value).toLocaleString("en");

function formatDuration(seconds: number): string {
  if (!Number.isFinite(seconds)) return "--:--";
  const whole = Math.max(0, Math.round(seconds));
  return `${Math.floor(whole / 60)}:${String(whole % 60).padStart(2, "0")}`;
}

/**
 * A progress bar on stderr: percentage, rows/s and ETA. On a terminal it redraws one line; piped (the
 * load benchmark seeding its database), it prints a line per step and every 10 seconds.
 */
function createProgressBar(stream: NodeJS.WriteStream) {
  const started = performance.now();
  let lastDraw = 0;
  let lastStep = "";
  return {
    update({ step, rowsDone, rowsTotal, fraction }: ScaleProgress) {
      const now = performance.now();
      const seconds = (now - started) / 1000;
      const rate = seconds > 0 ? rowsDone / seconds : 0;
      const eta = fraction > 0 ? (seconds * (1 - fraction)) / fraction : Number.POSITIVE_INFINITY;
      const width = 30;
      const filled = Math.round(fraction * width);
      const line = `[${"#".repeat(filled)}${".".repeat(width - filled)}] ${(fraction * 100).toFixed(1).padStart(5)}%  ${formatNumber(rowsDone)}/${formatNumber(rowsTotal)} rows  ${formatNumber(rate)} rows/s  ETA ${formatDuration(eta)}  ${step}`;
      if (stream.isTTY) {
        if (now - lastDraw < 100 && fraction < 1) return;
        stream.write(`\r${line.slice(0, (stream.columns || 120) - 1).padEnd((stream.columns || 120) - 1)}`);
      } else {
        if (step === lastStep && now - lastDraw < 10_000 && fraction < 1) return;
        stream.write(`${line}\n`);
      }
      lastDraw = now;
      lastStep = step;
    },
    done() {
      if (stream.isTTY) stream.write("\n");
    },
  };
}

/** The command line's flags, checked (null after printing the usage for --help); exits on a bad one. */
function readArgs() {
  let values: Record<string, string | boolean | undefined>;
  try {
    const flags = [
      "password",
      "internships",
      "applications",
      "companies",
      "students",
      "bookmarks",
      "messages",
      "notifications",
      "company-applications",
    ] as const;
    ({ values } = parseArgs({
      options: {
        ...Object.fromEntries(flags.map((flag) => [flag, { type: "string" as const }])),
        force: { type: "boolean" },
        help: { type: "boolean" },
      },
      strict: true,
    }));
  } catch (error) {
    console.error(`${(error as Error).message}\n\n${USAGE}`);
    process.exit(2);
  }
  if (values.help) {
    console.log(USAGE);
    return null;
  }
  const parsed = argsSchema.safeParse(values);
  if (!parsed.success) {
    console.error(
      `${parsed.error.issues.map((issue) => `  ${String(issue.path[0])}: ${issue.message}`).join("\n")}\n\n${USAGE}`,
    );
    process.exit(2);
  }
  return parsed.data;
}

/** What was generated, and the benchmark sign-ins. */
function summary(result: Awaited<ReturnType<typeof seedScaleData>>, seconds: number, into: string): string {
  return [
    `Generated in ${formatDuration(seconds)} (${seconds.toFixed(1)} s) into ${into}:`,
    `  ${formatNumber(result.companies)} companies, ${formatNumber(result.students)} students, ${formatNumber(result.internships)} internships,`,
    `  ${formatNumber(result.applications)} applications (${formatNumber(result.companyApplications)} to the benchmark company's ${formatNumber(result.companyInternships)} internships),`,
    `  ${formatNumber(result.bookmarks)} bookmarks, ${formatNumber(result.messages)} messages, ${formatNumber(result.notifications)} notifications.`,
    "Benchmark sign-ins (with the password you gave):",
    `  student  ${result.accounts.student.email}  (${result.studentApplications} applications)`,
    `  company  ${result.accounts.company.email}`,
  ].join("\n");
}

async function main() {
  const args = readArgs();
  if (!args) return;

  // The embedded database it may fill is the server's DATA_DIR, kept as private (see main.ts).
  keepNewFilesPrivate();
  // Hashing the two passwords needs no secret: a throwaway one keeps DATA_DIR free of a generated secret.
  const config = loadConfig({ AUTH_SECRET: randomBytes(32).toString("base64url"), ...process.env });
  const logger = createLogger({ level: config.logLevel, readable: true });
  const database = await openConfiguredDatabase(config, logger);
  const where = config.databaseUrl ? new URL(config.databaseUrl).pathname.slice(1) : config.dataDir;
  try {
    const auth = createMarketplaceAuth({
      config,
      db: database.db,
      // Verified accounts are made without mail; a mailbox would only leave a folder behind.
      mailer: { send: async () => {} },
      logger,
    });
    const started = performance.now();
    const bar = createProgressBar(process.stderr);
    const result = await seedScaleData(database.db, auth, {
      password: args.password,
      force: args.force,
      internships: args.internships,
      applications: args.applications,
      companies: args.companies,
      students: args.students,
      bookmarks: args.bookmarks,
      messages: args.messages,
      notifications: args.notifications,
      companyApplications: args["company-applications"],
      onProgress: (progress) => bar.update(progress),
      onPhase: (phase) => {
        if (phase === "removing") console.error(`Seeding ${database.kind} (${where})...`);
        if (phase === "accounts") console.error("Creating the benchmark accounts...");
        if (phase === "vacuuming") {
          bar.done();
          console.error("Running VACUUM ANALYZE...");
        }
      },
    });
    const seconds = (performance.now() - started) / 1000;
    if (result.removed !== "none") console.error(`(Replaced the data of an earlier run: ${result.removed}.)`);
    console.log(summary(result, seconds, `${database.kind} (${where})`));
  } finally {
    await database.close();
  }
}

main().catch((error: unknown) => {
  const known =
    error instanceof ConfigError || error instanceof DataDirLockedError || error instanceof RealAccountsError;
  console.error(known ? (error as Error).message : error);
  process.exit(1);
});
