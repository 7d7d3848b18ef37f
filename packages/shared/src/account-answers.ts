import { z } from "zod";
import { COMPANY_VERIFICATIONS, ROLES } from "./enums.ts";
import { UPLOAD_KINDS } from "./uploads.ts";

/**
 * The answers about the signed-in account, one schema each: the route declarations (contracts/account.ts,
 * profiles.ts, files.ts) name them, the route tests parse every answer with them, and the types of profile.ts
 * and profile-schemas.ts are inferred from them. Screens import the types only, so no page loads zod for them.
 */

const isoTime = z.string().describe("An ISO 8601 time");
const fileUrl = z.string().describe("A stored file's address, /api/files/{owner}/{folder}/{name}");

/** The whole profile as its owner sees it on /profile. */
export const profileSchema = z.object({
  id: z.string().describe("A uuid"),
  email: z.string(),
  role: z.enum(ROLES),
  fullName: z.string(),
  avatarUrl: fileUrl.nullable(),
  bio: z.string().nullable(),
  location: z.string().nullable(),
  website: z.string().nullable(),
  companyName: z.string().nullable(),
  companySize: z.string().nullable(),
  companyIndustry: z.string().nullable(),
  companyLogoUrl: fileUrl.nullable(),
  university: z.string().nullable(),
  degree: z.string().nullable(),
  graduationYear: z.number().int().nullable(),
  resumeUrl: fileUrl.nullable(),
  skills: z.array(z.string()),
  emailNotifications: z.boolean(),
  createdAt: isoTime,
  updatedAt: isoTime,
});

/** The signed-in user as GET /api/me answers it: a few fields of the profile, and the company's standing. */
export const currentUserSchema = profileSchema
  .pick({
    id: true,
    email: true,
    role: true,
    fullName: true,
    avatarUrl: true,
    companyName: true,
    companyLogoUrl: true,
    university: true,
    resumeUrl: true,
  })
  .extend({
    companyStanding: z
      .object({ verification: z.enum(COMPANY_VERIFICATIONS), reason: z.string().nullable() })
      .nullable()
      .describe(
        "A company's standing with the marketplace and the admin's reason for a rejection or a revocation; null for students and admins",
      ),
  });

/** What the server offers before anyone signs in (GET /api/config). */
export const publicConfigSchema = z.object({
  providers: z
    .object({
      github: z.boolean(),
      google: z.boolean(),
      oidc: z.object({
        enabled: z.boolean(),
        name: z.string().describe("The button's name; empty when off"),
      }),
    })
    .describe("The sign-in providers this server offers"),
  devMailbox: z.boolean().describe("Whether the development mailbox (/dev/mailbox) is on"),
});

/** A file stored by PUT /api/uploads/:kind. */
export const uploadResultSchema = z.object({ url: fileUrl, kind: z.enum(UPLOAD_KINDS) });
