import { z } from "zod";
import { COMPANY_VERIFICATIONS } from "./enums.ts";
import {
  applicantProfileSchema,
  applicationStatusField,
  internshipStatusField,
} from "./marketplace-answers.ts";

/**
 * The answers of the admin accounts API (docs/api.md, "Admin: accounts"), one schema each: the dashboard's
 * counts, the company and student lists and profiles, the administrators. The route declarations
 * (contracts/admin-accounts.ts) name them, the route tests parse every answer with them, and the types of
 * the types below are inferred from them. Screens import the types only, so no page loads zod for them.
 */

const isoTime = z.string().describe("An ISO 8601 time");
const id = z.string().describe("The account's id");
const count = z.number().int();
const invitationPending = z
  .boolean()
  .describe("Made by an admin and its password not set yet (no way to sign in so far)");

/** GET /api/admin/stats: the Activity Summary. */
export const adminStatsSchema = z.object({
  students: count,
  companies: count,
  admins: count,
  internships: z.object({ total: count, open: count }),
  applications: z
    .object({
      total: count,
      pending: count,
      reviewing: count,
      accepted: count,
      rejected: count,
      withdrawn: count,
    })
    .describe("Applications in all and per status"),
});

/**
 * A row of GET /api/admin/companies (also the company pickers of other admin screens: keep at least
 * id, companyName, fullName, email, location, internshipCount).
 */
export const adminCompanyRowSchema = z.object({
  id,
  companyName: z.string().nullable(),
  fullName: z.string().describe("The contact person"),
  email: z.string(),
  location: z.string().nullable(),
  logoUrl: z.string().nullable(),
  internshipCount: count,
  invitationPending,
  createdAt: isoTime,
});

/** A row of GET /api/admin/students. */
export const adminStudentRowSchema = z.object({
  id,
  fullName: z.string(),
  email: z.string(),
  university: z.string().nullable(),
  avatarUrl: z.string().nullable(),
  resumeUrl: z.string().nullable(),
  applicationCount: count,
  invitationPending,
  createdAt: isoTime,
});

/** A row of GET /api/admin/admins, and the administrator POST /api/admin/admins made. */
export const adminAdminRowSchema = z.object({
  id,
  fullName: z.string(),
  email: z.string(),
  invitationPending,
  createdAt: isoTime,
});

/** DELETE /api/admin/accounts/:id/sessions: how many sessions of the account were ended. */
export const adminEndedSessionsSchema = z.object({ endedSessions: count });

/** Everything an admin may see and edit of a company account. */
export const adminCompanySchema = z.object({
  id,
  email: z.string(),
  fullName: z.string().describe("The contact person"),
  companyName: z.string().nullable(),
  companyIndustry: z.string().nullable(),
  companySize: z.string().nullable(),
  logoUrl: z.string().nullable(),
  avatarUrl: z.string().nullable(),
  bio: z.string().nullable(),
  location: z.string().nullable(),
  website: z.string().nullable(),
  invitationPending,
  verification: z.enum(COMPANY_VERIFICATIONS).describe("Its standing as an employer (docs/product.md)"),
  verificationReason: z.string().nullable().describe("Why it was rejected or revoked"),
  createdAt: isoTime,
  updatedAt: isoTime,
});

export const adminCompanyInternshipSchema = z.object({
  id: z.string().describe("A uuid"),
  title: z.string(),
  location: z.string(),
  isRemote: z.boolean(),
  status: internshipStatusField,
  skills: z.array(z.string()),
  applicationCount: count,
  createdAt: isoTime,
});

export const adminCompanyApplicationSchema = z.object({
  id: z.string().describe("A uuid"),
  status: applicationStatusField,
  resumeUrl: z.string().nullable(),
  createdAt: isoTime,
  student: z
    .object({ id, fullName: z.string() })
    .nullable()
    .describe("null when that account is gone ('Unknown Student')"),
  internship: z.object({ id: z.string(), title: z.string() }).nullable(),
});

/** GET /api/admin/companies/:id: the company profile page in one answer. */
export const adminCompanyProfileSchema = z.object({
  company: adminCompanySchema,
  counts: z.object({ internships: count, applications: count }),
  internships: z.array(adminCompanyInternshipSchema).describe("Its newest internships (3)"),
  recentApplications: z
    .array(adminCompanyApplicationSchema)
    .describe("The newest applications to its internships (5)"),
});

/** The student's profile as a company sees it in an application, and what only admins see. */
export const adminStudentSchema = applicantProfileSchema.extend({
  resumeUrl: z.string().nullable(),
  invitationPending,
  createdAt: isoTime,
  updatedAt: isoTime,
});

export const adminStudentApplicationSchema = z.object({
  id: z.string().describe("A uuid"),
  status: applicationStatusField,
  createdAt: isoTime,
  updatedAt: isoTime,
  internship: z.object({
    id: z.string(),
    title: z.string(),
    companyId: z.string(),
    companyName: z.string().nullable(),
  }),
});

/** GET /api/admin/students/:id: the profile, its number of applications and the newest ones. */
export const adminStudentProfileSchema = z.object({
  student: adminStudentSchema,
  applicationCount: count,
  recentApplications: z.array(adminStudentApplicationSchema).describe("Its newest applications (10)"),
});

// The answers as types: the screens import them with `import type`, so no page loads zod for them.

export type AdminStats = z.infer<typeof adminStatsSchema>;
export type AdminCompanyRow = z.infer<typeof adminCompanyRowSchema>;
export type AdminStudentRow = z.infer<typeof adminStudentRowSchema>;
export type AdminAdminRow = z.infer<typeof adminAdminRowSchema>;
export type AdminEndedSessions = z.infer<typeof adminEndedSessionsSchema>;
export type AdminCompany = z.infer<typeof adminCompanySchema>;
export type AdminCompanyInternship = z.infer<typeof adminCompanyInternshipSchema>;
export type AdminCompanyApplication = z.infer<typeof adminCompanyApplicationSchema>;
export type AdminCompanyProfile = z.infer<typeof adminCompanyProfileSchema>;
export type AdminStudent = z.infer<typeof adminStudentSchema>;
export type AdminStudentApplication = z.infer<typeof adminStudentApplicationSchema>;
export type AdminStudentProfile = z.infer<typeof adminStudentProfileSchema>;
