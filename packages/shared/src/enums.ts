export const ROLES = ["student", "company", "admin"] as const;
export type Role = (typeof ROLES)[number];

/** Roles a person may choose when signing up; admins are made by an admin or the CLI. */
export const SIGN_UP_ROLES = ["student", "company"] as const;
export type SignUpRole = (typeof SIGN_UP_ROLES)[number];

export const INTERNSHIP_TYPES = ["full-time", "part-time"] as const;
export type InternshipType = (typeof INTERNSHIP_TYPES)[number];

export const INTERNSHIP_STATUSES = ["draft", "open", "closed"] as const;
export type InternshipStatus = (typeof INTERNSHIP_STATUSES)[number];

export const APPLICATION_STATUSES = ["pending", "reviewing", "accepted", "rejected", "withdrawn"] as const;
export type ApplicationStatus = (typeof APPLICATION_STATUSES)[number];

/** The company sizes a company profile offers to choose from (the field itself is free text up to 50). */
export const COMPANY_SIZES = ["1-10", "11-50", "51-200", "201-500", "501-1000", "1000+"] as const;

export const NOTIFICATION_TYPES = ["message", "application", "status_change", "other"] as const;
export type NotificationType = (typeof NOTIFICATION_TYPES)[number];

/** docs/product.md, "Messaging": recipients sort by role admin 1, company 2, student 3. */
export const ROLE_SORT_ORDER: Record<Role, number> = { admin: 1, company: 2, student: 3 };

/**
 * Where a company stands with the marketplace (docs/product.md, "Verified employers"): `unreviewed`
 * (signed up while approval was off: live, no badge), `pending` (waiting for an admin: not live),
 * `verified` (live, with the badge), `rejected` and `revoked` (not live until approved).
 */
export const COMPANY_VERIFICATIONS = ["unreviewed", "pending", "verified", "rejected", "revoked"] as const;
export type CompanyVerification = (typeof COMPANY_VERIFICATIONS)[number];
/** The verifications whose open internships students see. */
export const LIVE_COMPANY_VERIFICATIONS = [
  "unreviewed",
  "verified",
] as const satisfies readonly CompanyVerification[];

/** Why a student reports a posting. */
export const REPORT_REASONS = ["scam", "unpaid", "discriminatory", "unavailable", "other"] as const;
export type ReportReason = (typeof REPORT_REASONS)[number];
export const REPORT_OUTCOMES = ["dismissed", "hidden"] as const;
export type ReportOutcome = (typeof REPORT_OUTCOMES)[number];
