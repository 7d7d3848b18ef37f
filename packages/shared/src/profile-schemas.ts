import { z } from "zod";
import type { profileSchema } from "./account-answers.ts";
import { skillListField } from "./internship-schemas.ts";
import { LONG_TEXT_MAX_LENGTH, NAME_MAX_LENGTH, SHORT_TEXT_MAX_LENGTH, URL_MAX_LENGTH } from "./limits.ts";
import { multiLineText, optionalLine, singleLineText } from "./text.ts";

export const websiteField = singleLineText("Website", URL_MAX_LENGTH)
  .trim()
  .transform((value) => (value === "" || /^https?:\/\//i.test(value) ? value : `https://${value}`))
  .refine((value) => value === "" || (URL.canParse(value) && /^https?:$/.test(new URL(value).protocol)), {
    error: "Website must be a web address (https://...)",
  })
  .transform((value) => (value === "" ? null : value))
  .nullable()
  .optional();

const currentYear = new Date().getFullYear();

const yearRange = `Graduation year must be between 1950 and ${currentYear + 10}`;

export const graduationYearField = z
  .number({ error: "Graduation year must be a whole number" })
  .int({ error: "Graduation year must be a whole number" })
  .min(1950, { error: yearRange })
  .max(currentYear + 10, { error: yearRange })
  .nullable()
  .optional();

const basicFields = {
  fullName: singleLineText("Full name", NAME_MAX_LENGTH)
    .trim()
    .min(1, { error: "Full name is required" })
    .optional(),
  bio: multiLineText("Bio", LONG_TEXT_MAX_LENGTH)
    .trim()
    .transform((value) => (value === "" ? null : value))
    .nullable()
    .optional(),
  location: optionalLine("Location", SHORT_TEXT_MAX_LENGTH),
  website: websiteField,
  emailNotifications: z.boolean({ error: "Email notifications must be on or off" }).optional(),
};

export const studentProfileUpdateSchema = z.strictObject({
  ...basicFields,
  university: optionalLine("University", NAME_MAX_LENGTH),
  degree: optionalLine("Degree", SHORT_TEXT_MAX_LENGTH),
  graduationYear: graduationYearField,
  skills: skillListField.optional(),
});

export const companyProfileUpdateSchema = z.strictObject({
  ...basicFields,
  companyName: singleLineText("Company name", NAME_MAX_LENGTH)
    .trim()
    .min(1, { error: "Company name is required" })
    .optional(),
  companyIndustry: optionalLine("Industry", SHORT_TEXT_MAX_LENGTH),
  companySize: optionalLine("Company size", 50),
});

export const adminProfileUpdateSchema = z.strictObject(basicFields);

/** PATCH /api/profile: the fields of the caller's role (the server parses with that role's schema alone). */
export const profileUpdateSchema = z.union([
  studentProfileUpdateSchema,
  companyProfileUpdateSchema,
  adminProfileUpdateSchema,
]);

export type StudentProfileUpdate = z.input<typeof studentProfileUpdateSchema>;
export type CompanyProfileUpdate = z.input<typeof companyProfileUpdateSchema>;

/** Fields nobody changes through the profile: they belong to the account. */
export const PROTECTED_PROFILE_FIELDS = [
  "id",
  "role",
  "email",
  "emailVerified",
  "createdAt",
  "updatedAt",
  "resumeUrl",
  "avatarUrl",
  "companyLogoUrl",
  "isOnline",
] as const;

export const PROFILE_MESSAGES = {
  updated: "Profile updated successfully",
  permissionDenied: "Permission denied. You do not have access to update this profile.",
  constraint: "Update failed due to a database constraint. Please contact support.",
  failed: "Failed to update profile. Please try again.",
  protectedField: "Your role, email and account id cannot be changed here.",
} as const;

/** The whole profile as its owner sees it on /profile (account-answers.ts describes it). */
export type Profile = z.infer<typeof profileSchema>;

/** A picture we stored for this account: `/api/files/{userId}/uploads/{uuid}.{ext}`. */
export const OWN_AVATAR_URL_PATTERN =
  /^\/api\/files\/([A-Za-z0-9-]+)\/uploads\/[0-9a-f-]{36}\.[a-z0-9]{1,5}$/;

/**
 * What the account endpoint for name and picture (`/api/auth/update-user`) accepts: the same name rules as
 * the profile, and a picture only as one of the account's own uploads (or none).
 */
export const updateUserSchema = z.strictObject({
  name: basicFields.fullName,
  image: z
    .string({ error: "Profile photo must be one of your uploads" })
    .regex(OWN_AVATAR_URL_PATTERN, { error: "Profile photo must be one of your uploads" })
    .nullable()
    .optional(),
});
