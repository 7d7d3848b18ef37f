import { z } from "zod";
import { APPLICATION_STATUSES, type ApplicationStatus, type Role } from "./enums.ts";
import { LONG_TEXT_MAX_LENGTH } from "./limits.ts";
import { filterField, listQuerySchema, searchField } from "./pagination.ts";
import { multiLineText } from "./text.ts";

export const createApplicationSchema = z.object({
  internshipId: z.uuid({ error: "Internship id must be a UUID" }),
  coverLetter: multiLineText("Cover letter", LONG_TEXT_MAX_LENGTH)
    .trim()
    .transform((value) => (value === "" ? null : value))
    .nullable()
    .optional(),
});

export const updateApplicationStatusSchema = z.object({
  status: z.enum(APPLICATION_STATUSES, {
    error: "Status must be pending, reviewing, accepted, rejected or withdrawn",
  }),
});

/**
 * docs/product.md, "Application statuses": a company moves pending -> reviewing -> accepted | rejected;
 * an admin may set any status.
 */
export function canChangeApplicationStatus(
  role: Role,
  from: ApplicationStatus,
  to: ApplicationStatus,
): boolean {
  if (from === to) return false;
  if (role === "admin") return true;
  if (role !== "company") return false;
  if (from === "pending") return to === "reviewing";
  if (from === "reviewing") return to === "accepted" || to === "rejected";
  return false;
}

const applicationStatusFilter = filterField(
  APPLICATION_STATUSES,
  "Status must be pending, reviewing, accepted, rejected or withdrawn",
);

/** GET /api/applications/mine: My Applications. */
export const studentApplicationListQuerySchema = listQuerySchema({ status: applicationStatusFilter });
export type StudentApplicationListQuery = z.input<typeof studentApplicationListQuerySchema>;

const companyApplicationFilters = {
  q: searchField("Search"),
  status: applicationStatusFilter,
  internshipId: z.preprocess(
    (value) => (value === "" || value === "all" ? undefined : value),
    z.guid({ error: "Internship id must be a UUID" }).optional(),
  ),
};

/** GET /api/company/applications: Review Applications (student name or email, status, internship). */
export const companyApplicationListQuerySchema = listQuerySchema(companyApplicationFilters);
export type CompanyApplicationListQuery = z.input<typeof companyApplicationListQuerySchema>;

/** GET /api/company/applications/export: the list's filters, every row. */
export const companyApplicationExportQuerySchema = z.object(companyApplicationFilters);

export const EXPORT_MESSAGES = { empty: "No applications to export" } as const;
