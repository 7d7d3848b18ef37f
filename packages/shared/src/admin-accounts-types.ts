import type { z } from "zod";
import type {
  adminAdminRowSchema,
  adminCompanyApplicationSchema,
  adminCompanyInternshipSchema,
  adminCompanyProfileSchema,
  adminCompanyRowSchema,
  adminCompanySchema,
  adminEndedSessionsSchema,
  adminStatsSchema,
  adminStudentApplicationSchema,
  adminStudentProfileSchema,
  adminStudentRowSchema,
  adminStudentSchema,
} from "./admin-accounts-answers.ts";

/**
 * The admin accounts API's answers as types, each inferred from its schema in admin-accounts-answers.ts
 * (where every field is described). Types only, so the screens that read them load no zod.
 */

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
