import { z } from "zod";
import { APPLICATION_STATUSES } from "./enums.ts";
import { emptyAsUndefined, filterField, pageQueryFields, searchField } from "./pagination.ts";

/** The admin's Manage Applications list: its search, filters, sort and pages (docs/api.md, "Admin: applications"). */

export const ADMIN_APPLICATION_SORTS = ["student", "internship", "company", "status", "appliedAt"] as const;
export type AdminApplicationSort = (typeof ADMIN_APPLICATION_SORTS)[number];

export const SORT_DIRECTIONS = ["asc", "desc"] as const;
export type SortDirection = (typeof SORT_DIRECTIONS)[number];

/** The spec's default: newest first. A new sort column starts ascending; the same column toggles. */
export const DEFAULT_ADMIN_APPLICATION_SORT = { sort: "appliedAt", dir: "desc" } as const satisfies {
  sort: AdminApplicationSort;
  dir: SortDirection;
};

/**
 * A text search matches more than this many applications: the list stops counting ("10,000+") and walks
 * its sort order instead of sorting the matches (decision 014).
 */
export const ADMIN_APPLICATION_COUNT_LIMIT = 10_000;

/** Profile ids are Better Auth's (uuids) or the seeds' (`scale-company-7`): letters, digits, `-` and `_`. */
const PROFILE_ID = /^[A-Za-z0-9_-]{1,128}$/;
const blankOrAll = (value: unknown) => (value === "" || value === "all" ? undefined : value);

export const adminApplicationFilters = {
  q: searchField("Search"),
  status: filterField(
    APPLICATION_STATUSES,
    "Status must be pending, reviewing, accepted, rejected or withdrawn",
  ),
  companyId: z.preprocess(
    blankOrAll,
    z
      .string({ error: "Company id is not valid" })
      .regex(PROFILE_ID, { error: "Company id is not valid" })
      .optional(),
  ),
  internshipId: z.preprocess(blankOrAll, z.guid({ error: "Internship id must be a UUID" }).optional()),
  sort: z.preprocess(
    emptyAsUndefined,
    z
      .enum(ADMIN_APPLICATION_SORTS, {
        error: "Sort must be student, internship, company, status or appliedAt",
      })
      .default(DEFAULT_ADMIN_APPLICATION_SORT.sort),
  ),
  dir: z.preprocess(
    emptyAsUndefined,
    z.enum(SORT_DIRECTIONS, { error: "Direction must be asc or desc" }).optional(),
  ),
};

/** The order a request asks for: the direction defaults to newest first for the date, A to Z otherwise. */
function withDirection<T extends { sort: AdminApplicationSort; dir?: SortDirection }>(query: T) {
  return { ...query, dir: query.dir ?? (query.sort === "appliedAt" ? "desc" : "asc") } as T & {
    dir: SortDirection;
  };
}

/** GET /api/admin/applications. */
export const adminApplicationListQuerySchema = z
  .object({
    ...adminApplicationFilters,
    // Its cursor carries the sort value (a name or title), so it may be longer than the others.
    ...pageQueryFields(2000),
  })
  .refine((query) => !(query.after && query.before), { error: "Use either after or before, not both" })
  .transform(withDirection);
export type AdminApplicationListQuery = z.input<typeof adminApplicationListQuerySchema>;
export type AdminApplicationListParams = z.output<typeof adminApplicationListQuerySchema>;

/** GET /api/admin/applications/export: the list's search, filters and order, every row. */
export const adminApplicationExportQuerySchema = z.object(adminApplicationFilters).transform(withDirection);

export const ADMIN_APPLICATION_TEXTS = {
  statusUpdated: (status: string) => `Application status updated to ${status}`,
  statusFailed: "Failed to update application status",
  statusQuestion: (to: string) => `Change the status to ${to}?`,
  statusConsequence: (change: { student: string; internship: string; from: string; to: string }) =>
    `${change.student}'s application for ${change.internship} moves from ${change.from} to ${change.to} at once, with no undo. ${change.student} is notified.`,
  deleteQuestion: "Are you sure you want to delete this application? This action cannot be undone.",
  deleted: "Application deleted successfully",
  deleteFailed: "Failed to delete application",
  exported: "Applications exported successfully",
  exportEmpty: "No applications to export",
  exportFailed: "Failed to export applications. See console for details.",
  loadFailed: "Failed to load applications",
  messageSent: (recipient: string) => `Message sent to ${recipient}`,
  messageFailed: "Failed to send message. Please try again.",
  onlyAdmins: "Only administrators manage applications",
  notFound: "Application not found",
} as const;

/** The admin message dialog's templates for an applicant (spec: "Request an interview", "Request additional information"). */
export const APPLICANT_MESSAGE_TEMPLATES = [
  {
    label: "Request an interview",
    subject: (internship: string) => `Interview request: ${internship}`,
    text: (applicant: string, internship: string) =>
      `Dear ${applicant},\n\nThank you for applying to ${internship}. We would like to invite you to an interview. Please reply with a few times that suit you over the coming week.\n\nBest regards,\nThe InternPath team`,
  },
  {
    label: "Request additional information",
    subject: (internship: string) => `Additional information needed: ${internship}`,
    text: (applicant: string, internship: string) =>
      `Dear ${applicant},\n\nThank you for applying to ${internship}. To continue reviewing your application we need some additional information. Could you please reply with it at your earliest convenience?\n\nBest regards,\nThe InternPath team`,
  },
] as const;
