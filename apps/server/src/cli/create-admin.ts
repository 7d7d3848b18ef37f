// npm run create-admin -- --email admin@example.com --password '...' --name 'Ada Admin'
import { parseArgs } from "node:util";
import { emailField, newPasswordField } from "@internpath/shared/auth-schemas";
import { NAME_MAX_LENGTH } from "@internpath/shared/limits";
import { singleLineText } from "@internpath/shared/text";
import { eq } from "drizzle-orm";
import { z } from "zod";
import { createAuth } from "../auth/auth.ts";
import { ConfigError, loadConfig } from "../config.ts";
import { DataDirLockedError } from "../db/lock.ts";
import { openConfiguredDatabase } from "../db/open.ts";
import { profiles } from "../db/schema/auth.ts";
import { createVerifiedAccount } from "../features/account/create-account.ts";
import { createLogger } from "../lib/logger.ts";
import { createDevMailbox } from "../mail/mailer.ts";

const argsSchema = z.object({
  email: emailField,
  password: newPasswordField,
  name: singleLineText("Name", NAME_MAX_LENGTH).trim().min(1, { error: "--name is required" }),
});

async function main() {
  const { values } = parseArgs({
    options: { email: { type: "string" }, password: { type: "string" }, name: { type: "string" } },
    strict: true,
  });
  const parsed = argsSchema.safeParse(values);
  if (!parsed.success) {
    console.error(
      `Usage: npm run create-admin -- --email <email> --password <password> --name <name>\n${parsed.error.issues
        .map((issue) => `  ${String(issue.path[0])}: ${issue.message}`)
        .join("\n")}`,
    );
    process.exit(2);
  }
  const config = loadConfig();
  const logger = createLogger({ level: config.logLevel, readable: true });
  const database = await openConfiguredDatabase(config, logger);
  try {
    const auth = createAuth({
      config,
      db: database.db,
      mailer: createDevMailbox(config.dataDir, config.mailFrom),
      logger,
    });
    const email = parsed.data.email.toLowerCase();
    const [existing] = await database.db
      .select({ id: profiles.id })
      .from(profiles)
      .where(eq(profiles.email, email));
    if (existing) {
      console.error(`An account with the email ${email} already exists.`);
      process.exitCode = 1;
      return;
    }
    await createVerifiedAccount(database.db, auth, {
      email,
      password: parsed.data.password,
      fullName: parsed.data.name,
      role: "admin",
    });
    console.log(`Admin ${email} created. They can sign in now.`);
  } finally {
    await database.close();
  }
}

main().catch((error: unknown) => {
  console.error(error instanceof ConfigError || error instanceof DataDirLockedError ? error.message : error);
  process.exit(1);
});
