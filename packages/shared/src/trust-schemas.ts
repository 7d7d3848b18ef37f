import { z } from "zod";
import { REPORT_REASONS } from "./enums.ts";
import { REPORTS_PER_DAY } from "./limits.ts";
import { emptyAsUndefined, listQuerySchema } from "./pagination.ts";
import { multiLineText } from "./text.ts";

/** Verified employers, posting reports and the admin audit log (docs/product.md). */

export const TRUST_MESSAGES = {
  onlyAdmins: "Only administrators can do this",
  onlyStudents: "Only students can report internships",
  companyNotFound: "Company not found",
  internshipNotFound: "Internship not found",
  alreadyReported: "You have already reported this internship",
  tooManyReports: `You can report at most ${REPORTS_PER_DAY} postings in 24 hours. Please try again later.`,
  notPending: "This company is not waiting for review",
  notVerified: "This company is not verified",
  noOpenReports: "This internship has no open reports",
  notHidden: "This internship is not hidden",
} as const;

export const REPORT_REASON_LABELS: Record<(typeof REPORT_REASONS)[number], string> = {
  scam: "Scam or asks for money",
  unpaid: "Unpaid when it claims to be paid",
  discriminatory: "Discriminatory",
  unavailable: "No longer available",
  other: "Other",
};

export const REPORT_DETAILS_MAX = 1000;
export const REASON_MAX = 500;

export const reportInputSchema = z
  .object({
    reason: z.enum(REPORT_REASONS, { error: "Choose a reason" }),
    details: multiLineText("Details", REPORT_DETAILS_MAX)
      .trim()
      .optional()
      .transform((value) => value || undefined),
  })
  .refine((value) => value.reason !== "other" || Boolean(value.details), {
    error: "Tell us what is wrong with this posting",
    path: ["details"],
  });
export type ReportInput = z.input<typeof reportInputSchema>;

/** Why an admin rejects or revokes a company, or hides a posting: the company reads it. */
export const reasonSchema = z.object({
  reason: multiLineText("Reason", REASON_MAX).trim().min(1, { error: "Give a reason" }),
});

export const settingsUpdateSchema = z
  .object({ requireEmployerApproval: z.boolean({ error: "Must be true or false" }) })
  .partial()
  .strict();

export const AUDIT_TARGET_TYPES = [
  "company",
  "student",
  "admin",
  "account",
  "internship",
  "application",
  "settings",
] as const;

const isoDate = z.preprocess(
  emptyAsUndefined,
  z.iso.date({ error: "Use a date like 2026-01-31" }).optional(),
);

export const auditQuerySchema = listQuerySchema({
  adminId: z.preprocess(
    emptyAsUndefined,
    z
      .string()
      .max(100)
      .regex(/^[A-Za-z0-9_-]+$/)
      .optional(),
  ),
  action: z.preprocess(
    emptyAsUndefined,
    z
      .string()
      .max(60)
      .regex(/^[a-z_.]+$/, { error: "Unknown action" })
      .optional(),
  ),
  targetType: z.preprocess(
    (value) => (value === "" || value === "all" ? undefined : value),
    z.enum(AUDIT_TARGET_TYPES, { error: "Unknown target type" }).optional(),
  ),
  from: isoDate,
  to: isoDate,
});
