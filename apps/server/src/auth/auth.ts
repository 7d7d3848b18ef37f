import {
  changePasswordRequestSchema,
  forgotPasswordSchema,
  resendVerificationSchema,
  resetPasswordRequestSchema,
  signInLinkRequestSchema,
  signInSchema,
  signUpRequestSchema,
} from "@internpath/shared/auth-schemas";
import { SIGN_UP_ROLES } from "@internpath/shared/enums";
import { AUTH_MESSAGES } from "@internpath/shared/errors";
import { OWN_AVATAR_URL_PATTERN, updateUserSchema } from "@internpath/shared/profile-schemas";
import {
  type SocialSignUp,
  socialSignInRequestSchema,
  socialSignUpSchema,
} from "@internpath/shared/social-sign-in-schemas";
import { betterAuth } from "better-auth";
import { drizzleAdapter } from "better-auth/adapters/drizzle";
import {
  APIError,
  addOAuthServerContext,
  createAuthMiddleware,
  getOAuthState,
  getSessionFromCtx,
} from "better-auth/api";
import { genericOAuth } from "better-auth/plugins/generic-oauth";
import { magicLink } from "better-auth/plugins/magic-link";
import { eq } from "drizzle-orm";
import type { z } from "zod";
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
import { createPasswordAttempts, type PasswordAttempts } from "./password-attempts.ts";
import { acceptableNewPassword } from "./password-policy.ts";
import { createDatabaseRateLimitStorage } from "./rate-limit-storage.ts";
import { profileFromProvider } from "./social-profile.ts";

/** Set by the app from the socket (or a trusted proxy), never taken from the client as is. */
export const CLIENT_IP_HEADER = "x-internpath-client-ip";

const SIGN_UP_KEYS = new Set([
  "email",
  "password",
  "name",
  "role",
  "companyName",
  "university",
  "callbackURL",
]);
const UPDATE_USER_KEYS = new Set(["name", "image"]);
const BUILT_IN_SOCIAL = { github: "GitHub", google: "Google" } as const;

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

/** Where a sign-in link lands when it is dead; the sign-in page explains (`via=link`). */
export const SIGN_IN_LINK_ERROR_PATH = "/auth/signin?via=link";
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
  /**
   * Mails a sign-in link only to an account that exists, a few per window. It runs after the answer, which
   * is the same, and as fast, whether the account exists or not.
   */
  const sendSignInLink = async ({ email, url }: { email: string; url: string }) => {
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
  return betterAuth({
    appName: "InternPath",
    baseURL: config.appUrl,
    basePath: "/api/auth",
    secret: config.authSecret,
    telemetry: { enabled: false },
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
    socialProviders: {
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
    },
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
      customRules: {
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
      },
    },
    advanced: {
      ipAddress: { ipAddressHeaders: [CLIENT_IP_HEADER] },
      database: { generateId: "uuid" },
      useSecureCookies: config.appUrl.startsWith("https://"),
      // Mail goes out after the answer: an address that has an account answers as fast as one that has not.
      backgroundTasks: { handler: (task) => void task },
      defaultCookieAttributes: { httpOnly: true, sameSite: "lax" },
    },
    databaseHooks: {
      session: {
        create: {
          // Any new session (a password, a provider, a sign-in link) proves the owner: their count starts over.
          after: async (session) => {
            await attempts.forgetSignInFailuresOf(session.userId);
          },
        },
      },
      user: {
        create: {
          before: async (user) => {
            // Every path that creates an account (email sign-up, a provider's first sign-in) ends
            // here: only student or company, student by default for email sign-up.
            const fromProvider = await providerSignUp();
            const extra =
              fromProvider ?? (user as { companyName?: string | null; university?: string | null });
            const role = fromProvider ? fromProvider.role : ((user as { role?: unknown }).role ?? "student");
            if (!SIGN_UP_ROLES.includes(role as (typeof SIGN_UP_ROLES)[number])) {
              throw new APIError("BAD_REQUEST", {
                code: "VALIDATION_FAILED",
                message: "Account type must be student or company",
              });
            }
            return {
              data: {
                ...user,
                role,
                name: user.name ?? "",
                companyName: role === "company" ? (extra.companyName ?? null) : null,
                university: role === "student" ? (extra.university ?? null) : null,
              },
            };
          },
          after: async (user) => {
            // While approval is on, a new company waits for an admin before students see its
            // internships (docs/product.md, "Verified employers").
            if ((user as { role?: unknown }).role === "company" && (await requiresEmployerApproval())) {
              await db.update(profiles).set({ verification: "pending" }).where(eq(profiles.id, user.id));
            }
          },
        },
        update: {
          before: async (data) => {
            if ("role" in data) {
              throw new APIError("FORBIDDEN", {
                code: "ROLE_CHANGE_FORBIDDEN",
                message: AUTH_MESSAGES.roleChangeForbidden,
              });
            }
            return { data };
          },
        },
      },
    },
    hooks: {
      before: createAuthMiddleware(async (ctx) => {
        if (ctx.path === "/sign-up/email") {
          const body = validateSignUp(ctx.body);
          refuseUnacceptablePassword(body.password, "password");
          return { context: { body } };
        }
        if (ctx.path === "/change-password") {
          const result = changePasswordRequestSchema.safeParse(ctx.body ?? {});
          if (!result.success) throw fieldErrorFrom(result.error);
          refuseUnacceptablePassword(result.data.newPassword, "newPassword");
          // A new password ends every other session: whoever knew the old one is signed out.
          return { context: { body: { ...result.data, revokeOtherSessions: true } } };
        }
        if (ctx.path === "/update-user") {
          validateUpdateUser(ctx.body);
          const result = updateUserSchema.safeParse(ctx.body);
          if (!result.success) throw fieldErrorFrom(result.error);
          const image = result.data.image;
          if (image) {
            // Only a picture this account uploaded: the owner is the first part of the key.
            const session = await getSessionFromCtx(ctx);
            if (session && OWN_AVATAR_URL_PATTERN.exec(image)?.[1] !== session.user.id) {
              throw fieldError("Profile photo must be one of your uploads", {
                image: "Profile photo must be one of your uploads",
              });
            }
          }
          return { context: { body: result.data } };
        }
        const schema = BODY_SCHEMAS[ctx.path];
        if (schema) {
          const result = schema.safeParse(ctx.body ?? {});
          if (!result.success) throw fieldErrorFrom(result.error);
          if (ctx.path === "/reset-password") {
            refuseUnacceptablePassword((result.data as { newPassword: string }).newPassword, "newPassword");
          }
        }
        if (ctx.path === "/sign-in/magic-link") {
          const result = signInLinkRequestSchema.safeParse(ctx.body ?? {});
          if (!result.success) throw fieldErrorFrom(result.error);
          const body = {
            email: result.data.email.toLowerCase(),
            callbackURL: result.data.callbackURL ?? "/dashboard",
            errorCallbackURL: SIGN_IN_LINK_ERROR_PATH,
          };
          return { context: { body } };
        }
        if (ctx.path === "/sign-in/social") {
          const result = socialSignInRequestSchema.safeParse(ctx.body ?? {});
          if (!result.success) throw fieldErrorFrom(result.error);
          const { provider, signUp, ...urls } = result.data;
          if (provider === "github" || provider === "google") {
            if (!config[provider]) throw providerNotConfigured(BUILT_IN_SOCIAL[provider]);
          } else if (!oidc) {
            throw providerNotConfigured("Single sign-on");
          }
          // The chosen account type rides in the server's own OAuth state (signed, kept server-side),
          // which the provider's redirect cannot change; without it nobody new gets an account.
          if (signUp) await addOAuthServerContext({ signUp });
          return { context: { body: { provider, ...urls, requestSignUp: Boolean(signUp) } } };
        }
        return undefined;
      }),
    },
  });
}

export type Auth = ReturnType<typeof createAuth>;

function providerNotConfigured(label: string) {
  return new APIError("BAD_REQUEST", {
    code: "PROVIDER_NOT_CONFIGURED",
    message: `${label} sign-in is not configured on this server.`,
  });
}

/** Our shared schemas check these bodies first, so their messages are the product's (docs/product.md, "Exact texts"), not the library's. */
const BODY_SCHEMAS: Record<string, z.ZodType> = {
  "/sign-in/email": signInSchema,
  "/send-verification-email": resendVerificationSchema,
  "/request-password-reset": forgotPasswordSchema,
  "/reset-password": resetPasswordRequestSchema,
};

/**
 * The account type and names the sign-up page sent into this provider round trip (see the
 * /sign-in/social hook), or null outside one. A provider's own claims never choose the role.
 */
async function providerSignUp(): Promise<SocialSignUp | null> {
  let state: Awaited<ReturnType<typeof getOAuthState>>;
  try {
    state = await getOAuthState();
  } catch {
    // No request around this creation (the CLI, an admin's invitation): not a provider's.
    return null;
  }
  if (!state) return null;
  const signUp = socialSignUpSchema.safeParse(state.serverContext?.signUp);
  if (!signUp.success) {
    throw new APIError("BAD_REQUEST", {
      code: "VALIDATION_FAILED",
      message: "Choose Student or Company on the sign-up page to create an account.",
    });
  }
  return signUp.data;
}

/** The server's one password rule (password-policy.ts), on the field the form shows it under. */
function refuseUnacceptablePassword(password: string, field: string) {
  const result = acceptableNewPassword.safeParse(password);
  if (!result.success) {
    const message = result.error.issues[0]?.message ?? AUTH_MESSAGES.commonPassword;
    throw fieldError(message, { [field]: message });
  }
}

function fieldErrorFrom(error: z.ZodError) {
  const fields: Record<string, string> = {};
  for (const issue of error.issues) fields[String(issue.path[0] ?? "_")] ??= issue.message;
  return fieldError(error.issues[0]?.message ?? "Invalid request", fields);
}

function fieldError(message: string, fields: Record<string, string>) {
  return new APIError("BAD_REQUEST", { code: "VALIDATION_FAILED", message, fields });
}

function validateSignUp(body: unknown) {
  if (typeof body !== "object" || body === null || Array.isArray(body)) {
    throw fieldError("Invalid sign-up request", {});
  }
  const input = body as Record<string, unknown>;
  const unknownKey = Object.keys(input).find((key) => !SIGN_UP_KEYS.has(key));
  if (unknownKey)
    throw fieldError(`Unknown field: ${unknownKey.slice(0, 40)}`, {
      [unknownKey.slice(0, 40)]: "Unknown field",
    });
  if (input.role === "admin") {
    throw fieldError("Account type must be student or company", {
      role: "Account type must be student or company",
    });
  }
  const result = signUpRequestSchema.safeParse({
    role: input.role ?? "student",
    fullName: input.name,
    companyName: input.companyName,
    university: input.university,
    email: input.email,
    password: input.password,
  });
  if (!result.success) throw fieldErrorFrom(result.error);
  const value = result.data;
  // Anything but a path of ours was refused before this (auth.routes.ts, authRedirectsSchema).
  const callbackURL = typeof input.callbackURL === "string" ? input.callbackURL : "/auth/signin?verified=1";
  return {
    email: value.email.toLowerCase(),
    password: value.password,
    name: value.fullName,
    role: value.role,
    // The create hook drops the field that does not belong to the role.
    companyName: value.companyName,
    university: value.university,
    callbackURL,
  };
}

function validateUpdateUser(body: unknown) {
  if (typeof body !== "object" || body === null || Array.isArray(body)) {
    throw fieldError("Invalid update request", {});
  }
  const input = body as Record<string, unknown>;
  if ("role" in input) {
    throw new APIError("FORBIDDEN", {
      code: "ROLE_CHANGE_FORBIDDEN",
      message: AUTH_MESSAGES.roleChangeForbidden,
    });
  }
  const unknownKey = Object.keys(input).find((key) => !UPDATE_USER_KEYS.has(key));
  if (unknownKey) throw fieldError(`This field cannot be changed here: ${unknownKey.slice(0, 40)}`, {});
}
