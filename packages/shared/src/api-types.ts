import type { z } from "zod";
import type {
  applicantProfileSchema,
  applicationCountsSchema,
  companyApplicationSchema,
  companyApplicationsPageSchema,
  companyDashboardSchema,
  companyInternshipRowSchema,
  editableInternshipSchema,
  internshipCardSchema,
  internshipDetailSchema,
  messageDetailSchema,
  messageListItemSchema,
  messagePersonSchema,
  pageSchema,
  publicCompanySchema,
  skillMatchSchema,
  statusChangeSchema,
  studentApplicationSchema,
  studentApplicationsPageSchema,
  studentDashboardSchema,
} from "./marketplace-answers.ts";

/**
 * The marketplace API's answers as types, each inferred from its schema in marketplace-answers.ts (where
 * every field is described). Types only, so the screens that read them load no zod.
 */

/** Keyset pagination: opaque cursors, stable while data is unchanged (marketplace-answers.ts, pageSchema). */
export type Page<T> = z.infer<ReturnType<typeof pageSchema<z.ZodType<T>>>>;

export type SkillMatch = z.infer<typeof skillMatchSchema>;
export type InternshipCard = z.infer<typeof internshipCardSchema>;
/** A posting's terms, as a card, the posting page and the admin's detail carry them. */
export type PostingTerms = Pick<
  InternshipCard,
  "location" | "isRemote" | "type" | "duration" | "stipend" | "deadline" | "skills" | "status"
>;
export type InternshipDetail = z.infer<typeof internshipDetailSchema>;
export type ApplicationCounts = z.infer<typeof applicationCountsSchema>;
export type StudentApplication = z.infer<typeof studentApplicationSchema>;
export type StudentApplicationsPage = z.infer<typeof studentApplicationsPageSchema>;
export type ApplicantProfile = z.infer<typeof applicantProfileSchema>;
export type CompanyApplication = z.infer<typeof companyApplicationSchema>;
export type CompanyApplicationsPage = z.infer<typeof companyApplicationsPageSchema>;
export type CompanyInternshipRow = z.infer<typeof companyInternshipRowSchema>;
export type EditableInternship = z.infer<typeof editableInternshipSchema>;
export type StatusChange = z.infer<typeof statusChangeSchema>;
export type StudentDashboard = z.infer<typeof studentDashboardSchema>;
export type CompanyDashboard = z.infer<typeof companyDashboardSchema>;
export type MessagePerson = z.infer<typeof messagePersonSchema>;
export type MessageListItem = z.infer<typeof messageListItemSchema>;
export type MessageDetail = z.infer<typeof messageDetailSchema>;
/** Someone the signed-in user may message, in the compose form's order (admins, companies, students, then name). */
export type MessageRecipient = MessagePerson;
export type PublicCompany = z.infer<typeof publicCompanySchema>;
