import { type BetterAuthOptions, betterAuth } from "better-auth";
import { drizzleAdapter } from "better-auth/adapters/drizzle";
import { APIError } from "better-auth/api";
import { genericOAuth } from "better-auth/plugins/generic-oauth";
import { magicLink } from "better-auth/plugins/magic-link";
import { eq } from "drizzle-orm";
import type { Config } from "../config.ts";
import type { Database } from "../db/client.ts";
import { authAccounts, authSessions, authVerifications, profiles } from "../db/schema/auth.ts";
import type { Logger } from "../lib/logger.ts";
import type { Mailer } from "../mail/mailer.ts";
import {
  existingAccountMail,
  passwordResetMail,
  signInLinkMail,
  verificationMail,
} from "../mail/templates.ts";
import { accountHooks } from "./account-hooks.ts";
import { createPasswordAttempts, type PasswordAttempts } from "./password-attempts.ts";
import { createDatabaseRateLimitStorage } from "./rate-limit-storage.ts";
import { checkRequestBodies } from "./request-bodies.ts";
import { profileFromProvider } from "./social-profile.ts";

/** Set by the app from the socket (or a trusted proxy), never taken from the client as is. */
export const CLIENT_IP_HEADER = "x-internpath-client-ip";

export type AuthDependencies = {
  config: Config;
  db: Database;
  mailer: Mailer;
  logger: Logger;
  /**
   * Whether a company that signs up now waits for an admin's approval: an admin's setting, which the
   * caller reads (auth sits below the features that keep it).
   */
  requiresEmployerApproval: () => Promise<boolean>;
  /** The app's password-attempt limits (a new one over the same table otherwise: the CLI). */
  attempts?: PasswordAttempts;
};

export { SIGN_IN_LINK_ERROR_PATH } from "./request-bodies.ts";
/** How long a mailed sign-in link works. */
export const SIGN_IN_LINK_SECONDS = 15 * 60;

export function createAuth({
  config,
  db,
  mailer,
  logger,
  requiresEmployerApproval,
  attempts = createPasswordAttempts(db, config.authRateLimit),
}: AuthDependencies) {
  const oidc = config.oidc;
  const sendSignInLink = signInLinkSender({ db, mailer, logger, attempts });
  return betterAuth({
    appName: "InternPath",
    baseURL: config.appUrl,
    basePath: "/api/auth",
    secret: config.authSecret,
    telemetry: { enabled: false },
    ...loggingOptions(logger),
    trustedOrigins: [config.appUrl],
    database: drizzleAdapter(db, {
      provider: "pg",
      schema: { profiles, authSessions, authAccounts, authVerifications },
    }),
    user: {
      modelName: "profiles",
      fields: { name: "fullName", image: "avatarUrl" },
      additionalFields: {
        role: { type: "string", required: false, defaultValue: "student", input: true },
        companyName: { type: "string", required: false, input: true },
        university: { type: "string", required: false, input: true },
      },
    },
    session: { modelName: "authSessions" },
    account: { modelName: "authAccounts" },
    verification: { modelName: "authVerifications" },
    ...mailOptions({ config, mailer, attempts }),
    socialProviders: socialProviders(config),
    plugins: [
      // The owner's way in while failed sign-ins keep the password locked (decision 029). Tokens are kept
      // hashed, no account is ever made by a link, and the mail goes only to an existing account.
      magicLink({
        sendMagicLink: sendSignInLink,
        expiresIn: SIGN_IN_LINK_SECONDS,
        disableSignUp: true,
        storeToken: "hashed",
      }),
      ...(oidc
        ? [
            genericOAuth({
              config: [
                {
                  providerId: "oidc",
                  name: oidc.name,
                  discoveryUrl: `${oidc.issuer}/.well-known/openid-configuration`,
                  clientId: oidc.clientId,
                  clientSecret: oidc.clientSecret,
                  scopes: ["openid", "email", "profile"],
                  pkce: true,
                  disableImplicitSignUp: true,
                  mapProfileToUser: (profile) => profileFromProvider(profile as Record<string, unknown>),
                },
              ],
            }),
          ]
        : []),
    ],
    rateLimit: {
      enabled: config.authRateLimit,
      window: 60,
      max: 120,
      customStorage: createDatabaseRateLimitStorage(db),
      customRules: AUTH_RATE_LIMIT_RULES,
    },
    advanced: {
      ipAddress: { ipAddressHeaders: [CLIENT_IP_HEADER] },
      database: { generateId: "uuid" },
      useSecureCookies: config.appUrl.startsWith("https://"),
      // Mail goes out after the answer: an address that has an account answers as fast as one that has not.
      backgroundTasks: { handler: (task) => void task },
      defaultCookieAttributes: { httpOnly: true, sameSite: "lax" },
    },
    databaseHooks: accountHooks({ db, attempts, requiresEmployerApproval }),
    hooks: { before: checkRequestBodies(config) },
  });
}

export type Auth = ReturnType<typeof createAuth>;

/**
 * Mails a sign-in link only to an account that exists, a few per window. It runs after the answer, which
 * is the same, and as fast, whether the account exists or not.
 */
function signInLinkSender({
  db,
  mailer,
  logger,
  attempts,
}: Pick<AuthDependencies, "db" | "mailer" | "logger"> & { attempts: PasswordAttempts }) {
  return async ({ email, url }: { email: string; url: string }) => {
    const send = async () => {
      const [account] = await db
        .select({ email: profiles.email, name: profiles.fullName })
        .from(profiles)
        .where(eq(profiles.email, email.toLowerCase()));
      if (!account || !(await attempts.claimSignInLink(account.email))) return;
      await mailer.send(signInLinkMail(account.email, account.name, url));
    };
    void send().catch((error: unknown) => logger.error({ err: error }, "Could not send a sign-in link"));
  };
}

/** GitHub and Google, when configured; neither makes an account without the sign-up page's choice. */
function socialProviders(config: Config): BetterAuthOptions["socialProviders"] {
  return {
    ...(config.github && {
      github: {
        ...config.github,
        disableImplicitSignUp: true,
        mapProfileToUser: (profile) => profileFromProvider(profile as unknown as Record<string, unknown>),
      },
    }),
    ...(config.google && {
      google: {
        ...config.google,
        accessType: "offline",
        prompt: "consent",
        disableImplicitSignUp: true,
        mapProfileToUser: (profile) => profileFromProvider(profile as unknown as Record<string, unknown>),
      },
    }),
  };
}

/** Requests per address and window, per endpoint, instead of the default 120 a minute (`false`: not limited). */
const AUTH_RATE_LIMIT_RULES: NonNullable<BetterAuthOptions["rateLimit"]>["customRules"] = {
  // Generous per address (a campus signs in from one); failures also count per account (auth.routes.ts).
  "/sign-in/email": { window: 60, max: 100 },
  "/sign-up/email": { window: 60, max: 5 },
  "/sign-in/social": { window: 60, max: 10 },
  "/send-verification-email": { window: 60, max: 3 },
  "/request-password-reset": { window: 60, max: 3 },
  "/reset-password": { window: 60, max: 5 },
  "/sign-in/magic-link": { window: 60, max: 3 },
  "/magic-link/verify": { window: 60, max: 10 },
  "/verify-email": { window: 60, max: 10 },
  "/get-session": false,
};

/**
 * Better Auth's own messages go to our logger, with the request id, not straight to stdout; a refused
 * request is logged as what it is.
 */
function loggingOptions(logger: Logger): Pick<BetterAuthOptions, "logger" | "onAPIError"> {
  return {
    // Better Auth's own messages go to our logger, with the request id, not straight to stdout.
    logger: {
      level: "warn",
      log: (level, message, ...details) => logger[level]({ details }, `Better Auth: ${message}`),
    },
    // A refused request (bad input, a wrong password) is an answer, not a server fault: only failures are
    // logged as errors. Without this the library prints every refusal to the console as an error.
    onAPIError: {
      onError: (error) => {
        if (error instanceof APIError && error.statusCode < 500) {
          logger.debug({ status: error.statusCode, message: error.message }, "Better Auth refused a request");
        } else {
          logger.error({ err: error }, "Better Auth failed");
        }
      },
    },
  };
}

/** Sign-up and sign-in by email and password, and the mail that goes with them. */
function mailOptions({
  config,
  mailer,
  attempts,
}: Pick<AuthDependencies, "config" | "mailer"> & {
  attempts: PasswordAttempts;
}): Pick<BetterAuthOptions, "emailAndPassword" | "emailVerification"> {
  return {
    emailAndPassword: {
      enabled: true,
      requireEmailVerification: true,
      autoSignIn: false,
      minPasswordLength: 6,
      maxPasswordLength: 128,
      revokeSessionsOnPasswordReset: true,
      resetPasswordTokenExpiresIn: 60 * 60,
      sendResetPassword: async ({ user, url }) => {
        await mailer.send(passwordResetMail(user.email, user.name, url));
      },
      // A new password proves the owner: failures counted against the old one no longer lock them out.
      onPasswordReset: async ({ user }) => {
        await attempts.forgetSignInFailures(user.email);
      },
      onExistingUserSignUp: async ({ user }) => {
        await mailer.send(existingAccountMail(user.email, user.name, config.appUrl));
      },
    },
    emailVerification: {
      sendOnSignUp: true,
      sendOnSignIn: false,
      autoSignInAfterVerification: false,
      expiresIn: 24 * 60 * 60,
      sendVerificationEmail: async ({ user, url }) => {
        await mailer.send(verificationMail(user.email, user.name, url));
      },
    },
  };
}
