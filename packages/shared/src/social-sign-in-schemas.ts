import { z } from "zod";
import { SIGN_UP_ROLES } from "./enums.ts";
import { NAME_MAX_LENGTH, URL_MAX_LENGTH } from "./limits.ts";
import { appPathField, singleLineText } from "./text.ts";

/**
 * Signing in and signing up with a provider (docs/product.md, "Accounts and sign-in"): the account
 * type chosen on the sign-up page travels with the provider round trip inside the server's own OAuth
 * state, never in anything the browser can change on the way back.
 */

export const SOCIAL_PROVIDERS = ["github", "google", "oidc"] as const;
export type SocialProvider = (typeof SOCIAL_PROVIDERS)[number];

/** Blank or null means "not given yet" (null is also how the server keeps it in the OAuth state). */
const optionalName = (label: string) =>
  z.preprocess(
    (value) => (value === null ? undefined : value),
    singleLineText(label, NAME_MAX_LENGTH)
      .trim()
      .optional()
      .transform((value) => value || null),
  );

/** What the sign-up page sends with a provider button: the chosen type and what it knows so far. */
export const socialSignUpSchema = z.strictObject({
  role: z.enum(SIGN_UP_ROLES, { error: "Account type must be student or company" }),
  companyName: optionalName("Company name"),
  university: optionalName("University name"),
});
export type SocialSignUp = z.output<typeof socialSignUpSchema>;

/** Where the provider round trip lands: a path of this site, never another site's address. */
const sitePath = appPathField("Callback URL", URL_MAX_LENGTH);

/**
 * POST /api/auth/sign-in/social as this product calls it. Any other field Better Auth would take
 * (an ID token, scopes, extra data to carry) is refused: it could make an account in a way this form
 * does not allow.
 */
export const socialSignInRequestSchema = z.strictObject({
  provider: z.enum(SOCIAL_PROVIDERS, { error: "Provider must be github, google or oidc" }),
  callbackURL: sitePath,
  errorCallbackURL: sitePath.optional(),
  /** Where the round trip lands when it made the account (else at callbackURL). */
  newUserCallbackURL: sitePath.optional(),
  /** Only from the sign-up page: without it, a person with no account yet is sent back to sign up. */
  signUp: socialSignUpSchema.optional(),
});
export type SocialSignInRequest = z.input<typeof socialSignInRequestSchema>;
