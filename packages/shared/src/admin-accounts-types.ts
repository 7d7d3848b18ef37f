/**
 * Answers of the admin accounts API (docs/api.md, "Admin: accounts"): the dashboard's counts, the
 * company and student lists, profiles and administrators. Dates are ISO strings.
 */
import type { ApplicantProfile } from "./api-types.ts";
import type { ApplicationStatus, CompanyVerification, InternshipStatus } from "./enums.ts";

/** GET /api/admin/stats: the Activity Summary. */
export type AdminStats = {
  students: number;
  companies: number;
  admins: number;
  internships: { total: number; open: number };
  applications: Record<ApplicationStatus | "total", number>;
};

/**
 * A row of GET /api/admin/companies (also the company pickers of other admin screens: keep at least
 * id, companyName, fullName, email, location, internshipCount).
 */
export type AdminCompanyRow = {
  id: string;
  companyName: string | null;
  /** The contact person. */
  fullName: string;
  email: string;
  location: string | null;
  logoUrl: string | null;
  internshipCount: number;
  /** Made by an admin and its password not set yet. */
  invitationPending: boolean;
  createdAt: string;
};

/** A row of GET /api/admin/students. */
export type AdminStudentRow = {
  id: string;
  fullName: string;
  email: string;
  university: string | null;
  avatarUrl: string | null;
  resumeUrl: string | null;
  applicationCount: number;
  invitationPending: boolean;
  createdAt: string;
};

/** A row of GET /api/admin/admins. */
export type AdminAdminRow = {
  id: string;
  fullName: string;
  email: string;
  invitationPending: boolean;
  createdAt: string;
};

/** DELETE /api/admin/accounts/:id/sessions: how many sessions of the account were ended. */
export type AdminEndedSessions = { endedSessions: number };

/** Everything an admin may see and edit of a company account. */
export type AdminCompany = {
  id: string;
  email: string;
  fullName: string;
  companyName: string | null;
  companyIndustry: string | null;
  companySize: string | null;
  logoUrl: string | null;
  avatarUrl: string | null;
  bio: string | null;
  location: string | null;
  website: string | null;
  invitationPending: boolean;
  /** Its standing as an employer, and why it was rejected or revoked (docs/product.md). */
  verification: CompanyVerification;
  verificationReason: string | null;
  createdAt: string;
  updatedAt: string;
};

export type AdminCompanyInternship = {
  id: string;
  title: string;
  location: string;
  isRemote: boolean;
  status: InternshipStatus;
  skills: string[];
  applicationCount: number;
  createdAt: string;
};

export type AdminCompanyApplication = {
  id: string;
  status: ApplicationStatus;
  resumeUrl: string | null;
  createdAt: string;
  /** null when that account is gone ('Unknown Student'). */
  student: { id: string; fullName: string } | null;
  internship: { id: string; title: string } | null;
};

/** GET /api/admin/companies/:id: the company profile page in one answer. */
export type AdminCompanyProfile = {
  company: AdminCompany;
  counts: { internships: number; applications: number };
  /** The newest internships (3). */
  internships: AdminCompanyInternship[];
  /** The newest applications to its internships (5). */
  recentApplications: AdminCompanyApplication[];
};

/** The student's profile as a company sees it in an application, and what only admins see. */
export type AdminStudent = ApplicantProfile & {
  resumeUrl: string | null;
  invitationPending: boolean;
  createdAt: string;
  updatedAt: string;
};

export type AdminStudentApplication = {
  id: string;
  status: ApplicationStatus;
  createdAt: string;
  updatedAt: string;
  internship: { id: string; title: string; companyId: string; companyName: string | null };
};

/** GET /api/admin/students/:id: the profile, its number of applications and the newest ones. */
export type AdminStudentProfile = {
  student: AdminStudent;
  applicationCount: number;
  recentApplications: AdminStudentApplication[];
};
