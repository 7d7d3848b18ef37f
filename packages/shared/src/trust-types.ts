import type { CompanyVerification, ReportOutcome, ReportReason } from "./enums.ts";

export type TrustSettings = { requireEmployerApproval: boolean };

/** A company waiting in the approval queue. */
export type ApprovalQueueItem = {
  id: string;
  companyName: string | null;
  fullName: string;
  email: string;
  website: string | null;
  industry: string | null;
  verification: CompanyVerification;
  reviewRequestedAt: string;
  createdAt: string;
  openInternships: { id: string; title: string }[];
};

export type CompanyVerificationState = {
  id: string;
  verification: CompanyVerification;
  verificationReason: string | null;
};

/** One internship's open reports in the moderation queue. */
export type ReportGroup = {
  internship: { id: string; title: string; companyId: string; companyName: string | null; hidden: boolean };
  count: number;
  latestAt: string;
  reports: {
    id: string;
    reason: ReportReason;
    details: string | null;
    createdAt: string;
    reporterName: string;
  }[];
};

export type ReportResolution = { internshipId: string; outcome: ReportOutcome; resolved: number };

/** POST /api/admin/internships/:id/unhide: the posting students see again. */
export type UnhiddenInternship = { internshipId: string };

export type AuditEntry = {
  id: string;
  adminId: string;
  adminEmail: string;
  action: string;
  targetType: string;
  targetId: string | null;
  changes: Record<string, { before: unknown; after: unknown }>;
  createdAt: string;
};
