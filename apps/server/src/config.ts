import { randomBytes } from "node:crypto";
import { existsSync, mkdirSync, readFileSync, writeFileSync } from "node:fs";
import { isIP } from "node:net";
import path from "node:path";
import { z } from "zod";
import { LOG_LEVELS, type LogLevel } from "./lib/logger.ts";
import { isLoopbackHost } from "./lib/loopback.ts";
import { PRIVATE_FILE_MODE, PRIVATE_FOLDER_MODE } from "./lib/private-files.ts";

/** A whole number from `min` to `max`, e.g. "must be a number of seconds from 0 to 60". */
function wholeNumber(min: number, max: number, what: string) {
  const error = `must be ${what} from ${min} to ${max}`;
  return z.coerce.number({ error }).int({ error }).min(min, { error }).max(max, { error });
}

const booleanFlag = z
  .enum(["true", "false", "1", "0", "yes", "no"], { error: "must be true or false" })
  .transform((value) => value === "true" || value === "1" || value === "yes");

const optionalUrl = (protocols: RegExp, hint: string) =>
  z
    .url({ error: `must be a URL (${hint})` })
    .refine((value) => protocols.test(value), { error: `must be a URL (${hint})` })
    .optional();

const envSchema = z
  .object({
    NODE_ENV: z.enum(["development", "production", "test"], {
      error: "must be development, production or test",
    }),
    PORT: z.coerce
      .number({ error: "must be a port number" })
      .int({ error: "must be a port number" })
      .min(0, { error: "must be a port number" })
      .max(65535, { error: "must be a port number" }),
    HOST: z
      .string()
      .refine((value) => value === "localhost" || isIP(value) !== 0, {
        error:
          "must be an IP address of this machine to listen on: 127.0.0.1 for this machine only, 0.0.0.0 or :: for every interface",
      })
      .optional(),
    APP_URL: optionalUrl(/^https?:\/\//, "http:// or https://"),
    DATA_DIR: z.string().min(1, { error: "must not be empty" }),
    DATABASE_URL: optionalUrl(/^postgres(ql)?:\/\//, "postgres://user:password@host:5432/database"),
    SMTP_URL: optionalUrl(/^smtps?:\/\//, "smtp://user:password@host:587"),
    MAIL_FROM: z
      .string()
      .min(3, { error: "must be an email address" })
      .default("InternPath <no-reply@internpath.local>"),
    AUTH_SECRET: z.string().min(32, { error: "must be at least 32 characters" }).optional(),
    AUTH_RATE_LIMIT: booleanFlag.default(true),
    TRUST_PROXY: booleanFlag.default(false),
    GITHUB_CLIENT_ID: z.string().min(1).optional(),
    GITHUB_CLIENT_SECRET: z.string().min(1).optional(),
    GOOGLE_CLIENT_ID: z.string().min(1).optional(),
    GOOGLE_CLIENT_SECRET: z.string().min(1).optional(),
    OIDC_ISSUER: optionalUrl(/^https?:\/\//, "the provider's issuer URL"),
    OIDC_CLIENT_ID: z.string().min(1).optional(),
    OIDC_CLIENT_SECRET: z.string().min(1).optional(),
    OIDC_NAME: z.string().min(1).max(60).default("University SSO"),
    S3_ENDPOINT: optionalUrl(/^https?:\/\//, "http:// or https://, e.g. https://s3.eu-west-1.amazonaws.com"),
    S3_BUCKET: z
      .string()
      .regex(/^[a-z0-9][a-z0-9.-]{1,61}[a-z0-9]$/, {
        error: "must be a bucket name (3-63 lower-case letters, digits, dots and hyphens)",
      })
      .optional(),
    S3_REGION: z
      .string()
      .regex(/^[a-z0-9-]+$/, { error: "must be a region name, e.g. us-east-1" })
      .default("us-east-1"),
    S3_ACCESS_KEY_ID: z.string().min(1).optional(),
    S3_SECRET_ACCESS_KEY: z.string().min(1).optional(),
    SEED_DEMO: booleanFlag.optional(),
    DATABASE_POOL_SIZE: wholeNumber(1, 200, "a whole number").default(10),
    SESSION_CACHE_SECONDS: wholeNumber(0, 60, "a number of seconds").default(5),
    PUBLIC_CACHE_SECONDS: wholeNumber(0, 60, "a number of seconds").default(2),
    LOG_LEVEL: z.enum(LOG_LEVELS, { error: `must be one of ${LOG_LEVELS.join(", ")}` }).default("info"),
    WEB_DIST: z.string().optional(),
  })
  .superRefine((env, ctx) => {
    const pairs = [
      ["GITHUB_CLIENT_ID", "GITHUB_CLIENT_SECRET"],
      ["GOOGLE_CLIENT_ID", "GOOGLE_CLIENT_SECRET"],
      ["OIDC_CLIENT_ID", "OIDC_CLIENT_SECRET"],
      ["OIDC_ISSUER", "OIDC_CLIENT_ID"],
    ] as const;
    for (const [a, b] of pairs) {
      if (Boolean(env[a]) !== Boolean(env[b])) {
        const missing = env[a] ? b : a;
        ctx.addIssue({
          code: "custom",
          path: [missing],
          message: `must be set together with ${env[a] ? a : b}`,
        });
      }
    }
    // Object storage is all or nothing: half a configuration would silently fall back to local disk.
    const s3Variables = ["S3_ENDPOINT", "S3_BUCKET", "S3_ACCESS_KEY_ID", "S3_SECRET_ACCESS_KEY"] as const;
    const firstSet = s3Variables.find((name) => env[name]);
    if (firstSet) {
      for (const name of s3Variables) {
        if (!env[name]) {
          ctx.addIssue({ code: "custom", path: [name], message: `must be set together with ${firstSet}` });
        }
      }
    }
    if (env.NODE_ENV === "production" && !env.AUTH_SECRET) {
      ctx.addIssue({ code: "custom", path: ["AUTH_SECRET"], message: "is required in production" });
    }
  });

export type Config = {
  env: "development" | "production" | "test";
  port: number;
  /**
   * The address the server listens on; undefined: every interface, IPv6 and IPv4 (production's
   * default). Elsewhere the default is 127.0.0.1, so a laptop's demo is not served to its network.
   */
  host: string | undefined;
  appUrl: string;
  dataDir: string;
  databaseUrl: string | undefined;
  /** Connections each instance keeps to PostgreSQL (instances x pool size must fit max_connections). */
  databasePoolSize: number;
  smtpUrl: string | undefined;
  mailFrom: string;
  authSecret: string;
  authRateLimit: boolean;
  trustProxy: boolean;
  github: { clientId: string; clientSecret: string } | undefined;
  google: { clientId: string; clientSecret: string } | undefined;
  oidc: { issuer: string; clientId: string; clientSecret: string; name: string } | undefined;
  /** S3-compatible object storage for uploads; unset means local disk under DATA_DIR. */
  s3: S3Config | undefined;
  seedDemo: boolean;
  webDist: string | undefined;
  logLevel: LogLevel;
  /** How long an instance remembers who a session cookie belongs to (0: look it up every time). */
  sessionCacheSeconds: number;
  /** How long an instance keeps what browse and a posting answer visitors who are not signed in. */
  publicCacheSeconds: number;
};

export type S3Config = {
  endpoint: string;
  bucket: string;
  region: string;
  accessKeyId: string;
  secretAccessKey: string;
};

export class ConfigError extends Error {
  constructor(readonly problems: string[]) {
    super(`Invalid configuration:\n${problems.map((problem) => `  - ${problem}`).join("\n")}`);
    this.name = "ConfigError";
  }
}

type Env = Record<string, string | undefined>;

/** Reads the environment once; a wrong value throws a ConfigError naming the variable. */
export function loadConfig(rawEnv: Env = process.env): Config {
  // An empty variable means "unset", as in most shells' `FOO= command`.
  const env: Env = Object.fromEntries(Object.entries(rawEnv).filter(([, value]) => value !== ""));
  const parsed = envSchema.safeParse({
    ...env,
    NODE_ENV: env.NODE_ENV ?? "development",
    PORT: env.PORT ?? "3000",
    DATA_DIR: env.DATA_DIR ?? "./data",
  });
  if (!parsed.success) {
    const problems = parsed.error.issues.map(
      (issue) => `${String(issue.path[0] ?? "environment")} ${issue.message}`,
    );
    throw new ConfigError([...new Set(problems)]);
  }
  const values = parsed.data;
  const dataDir = path.resolve(values.DATA_DIR);
  const isProduction = values.NODE_ENV === "production";
  const host = values.HOST ?? (isProduction ? undefined : "127.0.0.1");
  const appUrl = (values.APP_URL ?? `http://localhost:${values.PORT}`).replace(/\/+$/, "");
  return {
    env: values.NODE_ENV,
    port: values.PORT,
    host,
    appUrl,
    dataDir,
    databaseUrl: values.DATABASE_URL,
    databasePoolSize: values.DATABASE_POOL_SIZE,
    smtpUrl: values.SMTP_URL,
    mailFrom: values.MAIL_FROM,
    authSecret: values.AUTH_SECRET ?? readOrCreateDevSecret(dataDir),
    authRateLimit: values.AUTH_RATE_LIMIT,
    trustProxy: values.TRUST_PROXY,
    github:
      values.GITHUB_CLIENT_ID && values.GITHUB_CLIENT_SECRET
        ? { clientId: values.GITHUB_CLIENT_ID, clientSecret: values.GITHUB_CLIENT_SECRET }
        : undefined,
    google:
      values.GOOGLE_CLIENT_ID && values.GOOGLE_CLIENT_SECRET
        ? { clientId: values.GOOGLE_CLIENT_ID, clientSecret: values.GOOGLE_CLIENT_SECRET }
        : undefined,
    oidc:
      values.OIDC_ISSUER && values.OIDC_CLIENT_ID && values.OIDC_CLIENT_SECRET
        ? {
            issuer: values.OIDC_ISSUER.replace(/\/+$/, ""),
            clientId: values.OIDC_CLIENT_ID,
            clientSecret: values.OIDC_CLIENT_SECRET,
            name: values.OIDC_NAME,
          }
        : undefined,
    s3:
      values.S3_ENDPOINT && values.S3_BUCKET && values.S3_ACCESS_KEY_ID && values.S3_SECRET_ACCESS_KEY
        ? {
            endpoint: values.S3_ENDPOINT.replace(/\/+$/, ""),
            bucket: values.S3_BUCKET,
            region: values.S3_REGION,
            accessKeyId: values.S3_ACCESS_KEY_ID,
            secretAccessKey: values.S3_SECRET_ACCESS_KEY,
          }
        : undefined,
    // Demo accounts share a published password: by default only where nobody else can reach them.
    seedDemo: values.SEED_DEMO ?? (!isProduction && !values.DATABASE_URL && isLoopbackHost(host)),
    webDist: values.WEB_DIST,
    logLevel: values.LOG_LEVEL,
    sessionCacheSeconds: values.SESSION_CACHE_SECONDS,
    publicCacheSeconds: values.PUBLIC_CACHE_SECONDS,
  };
}

function readOrCreateDevSecret(dataDir: string): string {
  const file = path.join(dataDir, "auth-secret");
  if (existsSync(file)) return readFileSync(file, "utf8").trim();
  mkdirSync(dataDir, { recursive: true, mode: PRIVATE_FOLDER_MODE });
  const secret = randomBytes(32).toString("base64url");
  writeFileSync(file, secret, { mode: PRIVATE_FILE_MODE });
  return secret;
}
