import { z } from "zod";
import { applicationStatusField, pageSchema } from "./marketplace-answers.ts";

/**
 * The answers of the admin's Manage Applications (/api/admin/applications), one schema each:
 * contracts/admin-applications.ts names them, the route tests parse every answer with them, and the types
 * of the types below are inferred from them (types only, so the screens load no zod for them).
 */

const isoTime = z.string().describe("An ISO 8601 time");
const uuid = z.string().describe("A uuid");
const accountId = z.string().describe("An account id");

/** A row of Manage Applications. */
export const adminApplicationRowSchema = z.object({
  id: uuid,
  status: applicationStatusField,
  createdAt: isoTime,
  updatedAt: isoTime,
  student: z.object({ id: accountId, fullName: z.string(), email: z.string() }),
  internship: z.object({ id: uuid, title: z.string() }),
  company: z.object({ id: accountId, companyName: z.string().nullable() }),
});

/** GET /api/admin/applications: a page in the order asked for, with the names of the chosen filters. */
export const adminApplicationPageSchema = pageSchema(adminApplicationRowSchema).extend({
  isTotalCapped: z.boolean().describe('A text search matched more than `total` ("10,000+")'),
  filterLabels: z
    .object({
      company: z
        .string()
        .nullable()
        .optional()
        .describe("With `companyId`: its company's name (null when no company has that id)"),
      internship: z
        .string()
        .nullable()
        .optional()
        .describe("With `internshipId`: its internship's title (null when none has that id)"),
    })
    .describe("The names of the chosen filters, so the page shows them after a reload"),
});

/** Everything the Application Details modal and page show. */
export const adminApplicationDetailSchema = z.object({
  id: uuid,
  status: applicationStatusField,
  coverLetter: z.string().nullable(),
  resumeUrl: z.string().nullable(),
  createdAt: isoTime,
  updatedAt: isoTime,
  student: z.object({
    id: accountId,
    fullName: z.string(),
    email: z.string(),
    avatarUrl: z.string().nullable(),
    university: z.string().nullable(),
  }),
  internship: z.object({
    id: uuid,
    title: z.string(),
    location: z.string(),
    isRemote: z.boolean(),
    duration: z.string(),
    stipend: z.string().nullable(),
  }),
  company: z.object({
    id: accountId,
    companyName: z.string().nullable(),
    fullName: z.string(),
    email: z.string(),
  }),
});

// The answers as types: the screens import them with `import type`, so no page loads zod for them.

/** A row of Manage Applications. */
export type AdminApplicationRow = z.infer<typeof adminApplicationRowSchema>;
export type AdminApplicationPage = z.infer<typeof adminApplicationPageSchema>;
/** Everything the Application Details modal and page show. */
export type AdminApplicationDetail = z.infer<typeof adminApplicationDetailSchema>;
