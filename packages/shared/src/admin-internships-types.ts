import type { z } from "zod";
import type {
  adminInternshipCompanySchema,
  adminInternshipDetailSchema,
  adminInternshipPageSchema,
  adminInternshipRowSchema,
} from "./admin-internship-answers.ts";

/**
 * The answers of /api/admin/internships, inferred from their schemas in admin-internship-answers.ts. Types
 * only, so the screens that read them load no zod.
 */

/** One row of the admin's Manage Internships (GET /api/admin/internships). */
export type AdminInternshipRow = z.infer<typeof adminInternshipRowSchema>;
/** The company a filtered list is about; null when no company account has that id. */
export type AdminInternshipCompany = z.infer<typeof adminInternshipCompanySchema>;
/** GET /api/admin/internships; with `companyId` the answer also names the company. */
export type AdminInternshipPage = z.infer<typeof adminInternshipPageSchema>;
/** GET /api/admin/internships/:id: every field, any status, with its company and counts per status. */
export type AdminInternshipDetail = z.infer<typeof adminInternshipDetailSchema>;
