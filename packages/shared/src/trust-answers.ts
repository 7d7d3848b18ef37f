import { z } from "zod";
import { COMPANY_VERIFICATIONS, REPORT_OUTCOMES, REPORT_REASONS } from "./enums.ts";
import { pageSchema } from "./marketplace-answers.ts";

/**
 * Answers about verified employers, reported postings, the settings and the audit log (docs/api.md); the
 * contracts of contracts/trust.ts name them, and the types below infers its types from them.
 */

const isoTime = z.string().describe("An ISO 8601 time");
const id = z.string().describe("A uuid");

export const trustSettingsSchema = z.object({
  requireEmployerApproval: z
    .boolean()
    .describe("New employers' internships wait for an admin's approval before students see them"),
});

/** A company waiting in the approval queue. */
export const approvalQueueItemSchema = z.object({
  id,
  companyName: z.string().nullable(),
  fullName: z.string(),
  email: z.string(),
  website: z.string().nullable(),
  industry: z.string().nullable(),
  verification: z.enum(COMPANY_VERIFICATIONS),
  reviewRequestedAt: isoTime.describe("When its first internship opened while it was not live"),
  createdAt: isoTime,
  openInternships: z
    .array(z.object({ id, title: z.string() }))
    .describe("Its newest open internships (at most five)"),
});

/** A company's verification as an admin's decision left it. */
export const companyVerificationStateSchema = z.object({
  id,
  verification: z.enum(COMPANY_VERIFICATIONS),
  verificationReason: z.string().nullable().describe("Why it was rejected or revoked; the company reads it"),
});

export const reportSchema = z.object({
  id,
  reason: z.enum(REPORT_REASONS),
  details: z.string().nullable(),
  createdAt: isoTime,
  reporterName: z.string(),
});

/** One internship's open reports in the moderation queue. */
export const reportGroupSchema = z.object({
  internship: z.object({
    id,
    title: z.string(),
    companyId: id,
    companyName: z.string().nullable(),
    hidden: z.boolean(),
  }),
  count: z.number().int().describe("Its open reports in all"),
  latestAt: isoTime.describe("When it was last reported"),
  reports: z.array(reportSchema).describe("Its newest open reports (at most ten), newest first"),
});

/** GET /api/admin/reports: a page of reported internships, the most recently reported first. */
export const reportQueueSchema = pageSchema(reportGroupSchema).pick({ items: true, nextCursor: true });

export const reportResolutionSchema = z.object({
  internshipId: id,
  outcome: z.enum(REPORT_OUTCOMES),
  resolved: z.number().int().describe("How many open reports it resolved"),
});

/** POST /api/admin/internships/:id/unhide: the posting students see again. */
export const unhiddenInternshipSchema = z.object({ internshipId: id });

export const auditEntrySchema = z.object({
  id,
  adminId: z.string(),
  adminEmail: z.string(),
  action: z.string().describe("The target type, a dot and the verb: company.approve, settings.update..."),
  targetType: z.string().describe("company, student, admin, account, internship, application or settings"),
  targetId: z.string().nullable().describe("Null for the settings"),
  changes: z
    .record(
      z.string(),
      z.object({
        before: z.unknown().describe("The field's JSON value before the write (null: none)"),
        after: z.unknown().describe("The field's JSON value after the write (null: none)"),
      }),
    )
    .describe("The fields the write changed, by name"),
  createdAt: isoTime,
});

/** GET /api/admin/audit: a page of the audit log, newest first (no total). */
export const auditPageSchema = pageSchema(auditEntrySchema).omit({ total: true, isTotalCapped: true });

// The answers as types: the screens import them with `import type`, so no page loads zod for them.

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
