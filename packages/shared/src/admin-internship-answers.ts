import { z } from "zod";
import {
  applicationCountsSchema,
  internshipCardSchema,
  internshipStatusField,
  internshipTypeField,
  pageSchema,
} from "./marketplace-answers.ts";

/**
 * The answers of the admin's Manage Internships (/api/admin/internships), one schema each:
 * contracts/admin-internships.ts names them, the route tests parse every answer with them, and the types of
 * the types below are inferred from them (types only, so the screens load no zod for them).
 */

const isoTime = z.string().describe("An ISO 8601 time");
const uuid = z.string().describe("A uuid");
const accountId = z.string().describe("An account id");

/** One row of the admin's Manage Internships. */
export const adminInternshipRowSchema = z.object({
  id: uuid,
  title: z.string(),
  companyId: accountId,
  companyName: z.string().nullable(),
  status: internshipStatusField,
  location: z.string(),
  isRemote: z.boolean(),
  type: internshipTypeField,
  applicationCount: z.number().int(),
  hidden: z.boolean().describe("Hidden from students by an admin after reports"),
  createdAt: isoTime,
  updatedAt: isoTime,
});

/** The company a filtered list is about. */
export const adminInternshipCompanySchema = z.object({
  id: accountId,
  companyName: z.string().nullable(),
  fullName: z.string(),
});

/** GET /api/admin/internships: every company's internships, newest first. */
export const adminInternshipPageSchema = pageSchema(adminInternshipRowSchema).extend({
  isTotalCapped: z.boolean().describe('More than `total` match ("1,000+")'),
  company: adminInternshipCompanySchema
    .nullable()
    .optional()
    .describe("Only with `companyId`: that company, or null when no company account has the id"),
});

/** GET /api/admin/internships/:id: every field, any status, with its company and counts per status. */
export const adminInternshipDetailSchema = internshipCardSchema
  .pick({
    location: true,
    isRemote: true,
    type: true,
    duration: true,
    stipend: true,
    deadline: true,
    skills: true,
    status: true,
  })
  .extend({
    id: uuid,
    title: z.string(),
    description: z.string(),
    requirements: z.string(),
    createdAt: isoTime,
    updatedAt: isoTime,
    company: z.object({
      id: accountId,
      companyName: z.string().nullable(),
      fullName: z.string(),
      email: z.string(),
      logoUrl: z.string().nullable(),
    }),
    applicationCounts: applicationCountsSchema,
    hidden: z
      .object({ at: isoTime, reason: z.string() })
      .nullable()
      .describe("When and why an admin hid it from students; null when students may see it"),
  });

// The answers as types: the screens import them with `import type`, so no page loads zod for them.

/** One row of the admin's Manage Internships (GET /api/admin/internships). */
export type AdminInternshipRow = z.infer<typeof adminInternshipRowSchema>;
/** The company a filtered list is about; null when no company account has that id. */
export type AdminInternshipCompany = z.infer<typeof adminInternshipCompanySchema>;
/** GET /api/admin/internships; with `companyId` the answer also names the company. */
export type AdminInternshipPage = z.infer<typeof adminInternshipPageSchema>;
/** GET /api/admin/internships/:id: every field, any status, with its company and counts per status. */
export type AdminInternshipDetail = z.infer<typeof adminInternshipDetailSchema>;
