/** The one error shape every API endpoint answers with. */
export type ApiErrorBody = {
  error: { code: ErrorCode; message: string; fields?: Record<string, string>; requestId?: string };
};

export const ERROR_CODES = [
  "BAD_REQUEST",
  "VALIDATION_FAILED",
  "UNAUTHORIZED",
  "FORBIDDEN",
  "NOT_FOUND",
  "CONFLICT",
  "PAYLOAD_TOO_LARGE",
  "UNSUPPORTED_MEDIA_TYPE",
  "RATE_LIMITED",
  "SIGN_IN_LOCKED",
  "EMAIL_NOT_VERIFIED",
  "INVALID_CREDENTIALS",
  "INVALID_TOKEN",
  "PROVIDER_NOT_CONFIGURED",
  "ROLE_CHANGE_FORBIDDEN",
  "INTERNAL",
] as const;
export type ErrorCode = (typeof ERROR_CODES)[number];

export const AUTH_MESSAGES = {
  emailNotConfirmed: "Email not confirmed. Please check your inbox for the verification email.",
  confirmationSent:
    "We sent you a confirmation email. Please check your inbox and confirm your email to sign in.",
  invalidCredentials: "Invalid email or password",
  tooManyRequests: "Too many attempts. Please wait a moment and try again.",
  signInLocked:
    "Too many failed sign-ins for this account. To keep it safe, sign in with a link we email you, or try your password again in 15 minutes.",
  signInLockedFromAddress:
    "Too many failed sign-ins from your network. Sign in with a link we email you, or try again in 15 minutes.",
  tooManyPasswordChecks: "Too many wrong passwords. Please wait 15 minutes and try again.",
  signInLinkSent:
    "If an account exists for that email, we sent it a sign-in link. It works once, for 15 minutes.",
  signInLinkInvalid:
    "This sign-in link is invalid, has expired or was already used. Please ask for a new one.",
  roleChangeForbidden: "You cannot change your role.",
  resetRequested: "If an account exists for that email, we sent a link to reset your password.",
  invalidResetToken: "This password reset link is invalid or has expired. Please request a new one.",
  wrongCurrentPassword: "Your current password is not correct.",
  noPasswordYet:
    'Your account signs in through GitHub, Google or single sign-on and has no password. Use "Forgot password?" on the sign-in page to set one.',
  commonPassword: "This password is one of the most common ones and easy to guess. Please choose another.",
  tooManyCreations: "You are doing that too often. Please wait a few minutes and try again.",
} as const;
