import {
  changePasswordRequestSchema,
  forgotPasswordSchema,
  resendVerificationSchema,
  resetPasswordRequestSchema,
  signInLinkRequestSchema,
  signInSchema,
  signUpRequestSchema,
} from "@internpath/shared/auth-schemas";
import { AUTH_MESSAGES } from "@internpath/shared/errors";
import { OWN_AVATAR_URL_PATTERN, updateUserSchema } from "@internpath/shared/profile-schemas";
import { socialSignInRequestSchema } from "@internpath/shared/social-sign-in-schemas";
import { APIError, addOAuthServerContext, createAuthMiddleware, getSessionFromCtx } from "better-auth/api";
import type { z } from "zod";
import type { Config } from "../config.ts";
import { acceptableNewPassword } from "./password-policy.ts";

/** Where a sign-in link lands when it is dead; the sign-in page explains (`via=link`). */
export const SIGN_IN_LINK_ERROR_PATH = "/auth/signin?via=link";

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

/** A request's body, replaced when the check rewrites it (Better Auth reads `context.body`). */
type Rewritten = { context: { body: unknown } } | undefined;

/**
 * Better Auth's `hooks.before`: the bodies of the requests we take through Better Auth are checked by
 * the product's own schemas and password rule first, so what a form shows is the product's message,
 * and some are rewritten (a sign-up's fields, a sign-in link's landing pages, the account type a social
 * sign-up carries).
 */
export function checkRequestBodies(config: Config) {
  return createAuthMiddleware(async (ctx): Promise<Rewritten> => {
    if (ctx.path === "/sign-up/email") {
      const body = validateSignUp(ctx.body);
      refuseUnacceptablePassword(body.password, "password");
      return { context: { body } };
    }
    if (ctx.path === "/change-password") return changePasswordBody(ctx.body);
    if (ctx.path === "/update-user") {
      return updateUserBody(ctx.body, async () => (await getSessionFromCtx(ctx))?.user.id);
    }
    const schema = BODY_SCHEMAS[ctx.path];
    if (schema) {
      const result = schema.safeParse(ctx.body ?? {});
      if (!result.success) throw fieldErrorFrom(result.error);
      if (ctx.path === "/reset-password") {
        refuseUnacceptablePassword((result.data as { newPassword: string }).newPassword, "newPassword");
      }
    }
    if (ctx.path === "/sign-in/magic-link") return signInLinkBody(ctx.body);
    if (ctx.path === "/sign-in/social") return socialSignInBody(config, ctx.body);
    return undefined;
  });
}

function changePasswordBody(body: unknown): Rewritten {
  const result = changePasswordRequestSchema.safeParse(body ?? {});
  if (!result.success) throw fieldErrorFrom(result.error);
  refuseUnacceptablePassword(result.data.newPassword, "newPassword");
  // A new password ends every other session: whoever knew the old one is signed out.
  return { context: { body: { ...result.data, revokeOtherSessions: true } } };
}

async function updateUserBody(
  body: unknown,
  signedInUserId: () => Promise<string | undefined>,
): Promise<Rewritten> {
  validateUpdateUser(body);
  const result = updateUserSchema.safeParse(body);
  if (!result.success) throw fieldErrorFrom(result.error);
  const image = result.data.image;
  if (image) {
    // Only a picture this account uploaded: the owner is the first part of the key.
    const userId = await signedInUserId();
    if (userId !== undefined && OWN_AVATAR_URL_PATTERN.exec(image)?.[1] !== userId) {
      throw fieldError("Profile photo must be one of your uploads", {
        image: "Profile photo must be one of your uploads",
      });
    }
  }
  return { context: { body: result.data } };
}

function signInLinkBody(body: unknown): Rewritten {
  const result = signInLinkRequestSchema.safeParse(body ?? {});
  if (!result.success) throw fieldErrorFrom(result.error);
  return {
    context: {
      body: {
        email: result.data.email.toLowerCase(),
        callbackURL: result.data.callbackURL ?? "/dashboard",
        errorCallbackURL: SIGN_IN_LINK_ERROR_PATH,
      },
    },
  };
}

async function socialSignInBody(config: Config, body: unknown): Promise<Rewritten> {
  const result = socialSignInRequestSchema.safeParse(body ?? {});
  if (!result.success) throw fieldErrorFrom(result.error);
  const { provider, signUp, ...urls } = result.data;
  if (provider === "github" || provider === "google") {
    if (!config[provider]) throw providerNotConfigured(BUILT_IN_SOCIAL[provider]);
  } else if (!config.oidc) {
    throw providerNotConfigured("Single sign-on");
  }
  // The chosen account type rides in the server's own OAuth state (signed, kept server-side),
  // which the provider's redirect cannot change; without it nobody new gets an account.
  if (signUp) await addOAuthServerContext({ signUp });
  return { context: { body: { provider, ...urls, requestSignUp: Boolean(signUp) } } };
}

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
