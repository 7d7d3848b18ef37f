import type { ApplicationCounts, PostingTerms } from "./api-types.ts";
import type { InternshipStatus, InternshipType } from "./enums.ts";

/** One row of the admin's Manage Internships (GET /api/admin/internships). */
export type AdminInternshipRow = {
  id: string;
  title: string;
  companyId: string;
  companyName: string | null;
  status: InternshipStatus;
  location: string;
  isRemote: boolean;
  type: InternshipType;
  applicationCount: number;
  /** Hidden from students by an admin after reports (docs/product.md, "Reporting a posting"). */
  hidden: boolean;
  createdAt: string;
  updatedAt: string;
};

/** The company a filtered list is about; null when no company account has that id. */
export type AdminInternshipCompany = { id: string; companyName: string | null; fullName: string };

/** GET /api/admin/internships/:id: every field, any status, with its company and counts per status. */
export type AdminInternshipDetail = PostingTerms & {
  id: string;
  title: string;
  description: string;
  requirements: string;
  createdAt: string;
  updatedAt: string;
  company: {
    id: string;
    companyName: string | null;
    fullName: string;
    email: string;
    logoUrl: string | null;
  };
  applicationCounts: ApplicationCounts;
  /** When and why an admin hid it from students; null when students may see it. */
  hidden: { at: string; reason: string } | null;
};
