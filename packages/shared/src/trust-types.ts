import type { z } from "zod";
import type {
  approvalQueueItemSchema,
  auditEntrySchema,
  auditPageSchema,
  companyVerificationStateSchema,
  reportGroupSchema,
  reportQueueSchema,
  reportResolutionSchema,
  trustSettingsSchema,
  unhiddenInternshipSchema,
} from "./trust-answers.ts";

/**
 * Answers about verified employers, reported postings, the settings and the audit log, inferred from their
 * schemas in trust-answers.ts. Types only: the admin's screens read them without loading the schema library.
 */
export type TrustSettings = z.infer<typeof trustSettingsSchema>;
/** A company waiting in the approval queue. */
export type ApprovalQueueItem = z.infer<typeof approvalQueueItemSchema>;
export type CompanyVerificationState = z.infer<typeof companyVerificationStateSchema>;
/** One internship's open reports in the moderation queue. */
export type ReportGroup = z.infer<typeof reportGroupSchema>;
export type ReportQueue = z.infer<typeof reportQueueSchema>;
export type ReportResolution = z.infer<typeof reportResolutionSchema>;
/** POST /api/admin/internships/:id/unhide: the posting students see again. */
export type UnhiddenInternship = z.infer<typeof unhiddenInternshipSchema>;
export type AuditEntry = z.infer<typeof auditEntrySchema>;
export type AuditPage = z.infer<typeof auditPageSchema>;
