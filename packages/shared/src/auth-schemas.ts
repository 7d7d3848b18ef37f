import { z } from "zod";
import { SIGN_UP_ROLES } from "./enums.ts";
import { EMAIL_MAX_LENGTH, NAME_MAX_LENGTH, PASSWORD_MAX_LENGTH, PASSWORD_MIN_LENGTH } from "./limits.ts";
import { appPathField, singleLineText } from "./text.ts";

export const emailField = singleLineText("Email", EMAIL_MAX_LENGTH)
  .trim()
  .min(1, { error: "Email is required" })
  .pipe(z.email({ error: "Please enter a valid email address" }));

const requiredPassword = z
  .string({
    error: (issue) =>
      issue.input === undefined || issue.input === null ? "Password is required" : "Password must be text",
  })
  .min(1, { error: "Password is required" })
  .max(PASSWORD_MAX_LENGTH, { error: `Password must be at most ${PASSWORD_MAX_LENGTH} characters` });

export const newPasswordField = requiredPassword.min(PASSWORD_MIN_LENGTH, {
  error: `Password must be at least ${PASSWORD_MIN_LENGTH} characters`,
});

export const signInSchema = z.object({
  email: emailField,
  password: requiredPassword,
});
export type SignInInput = z.infer<typeof signInSchema>;

const signUpFields = {
  role: z.enum(SIGN_UP_ROLES, { error: "Account type must be student or company" }),
  fullName: singleLineText("Full name", NAME_MAX_LENGTH).trim().min(1, { error: "Full name is required" }),
  companyName: singleLineText("Company name", NAME_MAX_LENGTH).trim().optional(),
  university: singleLineText("University name", NAME_MAX_LENGTH).trim().optional(),
  email: emailField,
  password: newPasswordField,
};

type RoleFields = { role: string; companyName?: string | undefined; university?: string | undefined };

function requireRoleFields(value: RoleFields, ctx: z.RefinementCtx) {
  if (value.role === "company" && !value.companyName) {
    ctx.addIssue({ code: "custom", path: ["companyName"], message: "Company name is required" });
  }
  if (value.role === "student" && !value.university) {
    ctx.addIssue({ code: "custom", path: ["university"], message: "University name is required" });
  }
}

/** What the server accepts at sign-up. */
export const signUpRequestSchema = z.object(signUpFields).superRefine(requireRoleFields);
export type SignUpRequest = z.infer<typeof signUpRequestSchema>;

/** The sign-up form: the request plus the confirmation field. */
export const signUpFormSchema = z
  .object({ ...signUpFields, confirmPassword: z.string() })
  .superRefine((value, ctx) => {
    requireRoleFields(value, ctx);
    if (value.password !== value.confirmPassword) {
      ctx.addIssue({ code: "custom", path: ["confirmPassword"], message: "Passwords do not match" });
    }
  });
export type SignUpFormValues = z.input<typeof signUpFormSchema>;

const RESEND_EMAIL_REQUIRED = "Email is required to resend verification";

export const resendVerificationSchema = z.object({
  email: z
    .string({ error: RESEND_EMAIL_REQUIRED })
    .trim()
    .min(1, { error: RESEND_EMAIL_REQUIRED })
    .pipe(emailField),
});

export const forgotPasswordSchema = z.object({ email: emailField });
export type ForgotPasswordInput = z.infer<typeof forgotPasswordSchema>;

/** A sign-in link by email, for an account locked by failed sign-ins: where to land after it (a path of ours). */
export const signInLinkRequestSchema = z.object({
  email: emailField,
  callbackURL: appPathField("Callback URL").optional(),
});
export type SignInLinkRequest = z.infer<typeof signInLinkRequestSchema>;

/**
 * Where a request to /api/auth/* says to send the browser next (a mailed link's landing, a sign-up, a
 * reset request): a path of this site. Checked on the query and on a JSON body; other fields are the
 * library's own.
 */
export const authRedirectsSchema = z.object({
  token: singleLineText("Token", 4096).optional(),
  callbackURL: appPathField("Callback URL").optional(),
  errorCallbackURL: appPathField("Error callback URL").optional(),
  newUserCallbackURL: appPathField("New user callback URL").optional(),
  redirectTo: appPathField("Redirect URL").optional(),
});

export const resetPasswordFormSchema = z
  .object({ password: newPasswordField, confirmPassword: z.string() })
  .refine((value) => value.password === value.confirmPassword, {
    path: ["confirmPassword"],
    message: "Passwords do not match",
  });
export type ResetPasswordFormValues = z.infer<typeof resetPasswordFormSchema>;

export const resetPasswordRequestSchema = z.object({
  newPassword: newPasswordField,
  token: singleLineText("Token", 512).min(1, { error: "No access token found" }),
});

/** What the server accepts to change a signed-in user's password (other sessions always end). */
export const changePasswordRequestSchema = z.object({
  currentPassword: z
    .string({ error: "Current password is required" })
    .min(1, { error: "Current password is required" })
    .max(PASSWORD_MAX_LENGTH, { error: `Password must be at most ${PASSWORD_MAX_LENGTH} characters` }),
  newPassword: newPasswordField,
  revokeOtherSessions: z.boolean().optional(),
});

/** The profile page's change-password form. */
export const changePasswordFormSchema = z
  .object({
    currentPassword: changePasswordRequestSchema.shape.currentPassword,
    newPassword: newPasswordField,
    confirmPassword: z.string(),
  })
  .refine((value) => value.newPassword === value.confirmPassword, {
    path: ["confirmPassword"],
    message: "Passwords do not match",
  });
export type ChangePasswordFormValues = z.infer<typeof changePasswordFormSchema>;

/** One signed-in session as the profile page lists it (GET /api/auth/list-sessions): never its token. */
export type SessionSummary = {
  id: string;
  userAgent: string | null;
  createdAt: string;
  lastActiveAt: string;
  expiresAt: string;
  /** The session the request was made with ("This device"). */
  current: boolean;
};
