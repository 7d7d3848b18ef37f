import type { ApplicationStatus } from "./enums.ts";

/** The answers of /api/admin/applications (docs/api.md, "Admin: applications"). */

/** A row of Manage Applications. */
export type AdminApplicationRow = {
  id: string;
  status: ApplicationStatus;
  createdAt: string;
  updatedAt: string;
  student: { id: string; fullName: string; email: string };
  internship: { id: string; title: string };
  company: { id: string; companyName: string | null };
};

export type AdminApplicationPage = {
  items: AdminApplicationRow[];
  nextCursor: string | null;
  prevCursor: string | null;
  total: number;
  /** A text search matched more than `total` ("10,000+"). */
  isTotalCapped: boolean;
  /** The names of the chosen filters, so the page shows them after a reload without another request. */
  filterLabels: { company?: string | null; internship?: string | null };
};

/** Everything the Application Details modal and page show. */
export type AdminApplicationDetail = {
  id: string;
  status: ApplicationStatus;
  coverLetter: string | null;
  resumeUrl: string | null;
  createdAt: string;
  updatedAt: string;
  student: {
    id: string;
    fullName: string;
    email: string;
    avatarUrl: string | null;
    university: string | null;
  };
  internship: {
    id: string;
    title: string;
    location: string;
    isRemote: boolean;
    duration: string;
    stipend: string | null;
  };
  company: { id: string; companyName: string | null; fullName: string; email: string };
};
