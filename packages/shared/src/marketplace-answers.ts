import { z } from "zod";
import { applicationDecisionSchema, applicationProgressSchema } from "./decision-answers.ts";
import { APPLICATION_STATUSES, INTERNSHIP_STATUSES, INTERNSHIP_TYPES, ROLES } from "./enums.ts";
import { POSTING_REMOVALS } from "./posting-removal.ts";

/**
 * The answers of the marketplace API, one schema each: the server's route declarations name them (and the
 * OpenAPI document at /api/openapi.json is made from them), the route tests parse every answer with them,
 * and the types of api-types.ts are inferred from them. Dates are ISO strings; `deadline` is a date
 * (YYYY-MM-DD). Screens import the types only, so no page loads zod for them.
 */

const isoTime = z.string().describe("An ISO 8601 time");
const isoDate = z.string().describe("A date, YYYY-MM-DD");
const id = z.string().describe("A uuid");

export const applicationStatusField = z.enum(APPLICATION_STATUSES);
export const internshipStatusField = z.enum(INTERNSHIP_STATUSES);
export const internshipTypeField = z.enum(INTERNSHIP_TYPES);

/** Keyset pagination: opaque cursors, stable while data is unchanged. */
export function pageSchema<T extends z.ZodType>(item: T) {
  return z.object({
    items: z.array(item),
    nextCursor: z.string().nullable().describe("Pass as `after` to get the next page; null on the last page"),
    prevCursor: z
      .string()
      .nullable()
      .describe("Pass as `before` to get the previous page; null on the first page"),
    total: z
      .number()
      .int()
      .describe("How many rows match the filters in all (browse stops counting at a cap)"),
    isTotalCapped: z.boolean().optional().describe('Browse only: more than `total` match ("1,000+")'),
  });
}

export const responsivenessSchema = z.object({
  applications: z.number().int(),
  responded: z.number().int(),
  medianDays: z.number().nullable().describe("Median days to the first answer; null when none was answered"),
});

export const skillMatchSchema = z.object({
  matchedSkills: z.array(z.string()),
  totalSkills: z.number().int(),
});

const cardCompanySchema = z.object({
  id,
  companyName: z.string().nullable(),
  logoUrl: z.string().nullable(),
  verified: z.boolean().describe("The company is a verified employer"),
});

export const internshipCardSchema = z.object({
  id,
  title: z.string(),
  description: z.string(),
  location: z.string(),
  isRemote: z.boolean(),
  type: internshipTypeField,
  duration: z.string(),
  stipend: z.string().nullable(),
  deadline: isoDate.nullable(),
  skills: z.array(z.string()),
  status: internshipStatusField,
  createdAt: isoTime,
  company: cardCompanySchema,
  isBookmarked: z.boolean().describe("Only for a signed-in student; otherwise false"),
  application: z
    .object({ status: applicationStatusField, createdAt: isoTime })
    .nullable()
    .describe("The student's application to it, if they applied (null for anyone else)"),
  match: skillMatchSchema
    .nullable()
    .describe("Only for a student sharing at least one skill with it: the skills they have"),
});

export const internshipDetailSchema = internshipCardSchema.extend({
  requirements: z.string(),
  updatedAt: isoTime,
  company: cardCompanySchema.extend({
    industry: z.string().nullable(),
    bio: z.string().nullable(),
    website: z.string().nullable(),
    size: z.string().nullable(),
    responsiveness: responsivenessSchema
      .nullable()
      .describe("How the company answers applicants (null below the minimum sample)"),
  }),
  moderation: z
    .object({ companyLive: z.boolean(), hiddenReason: z.string().nullable() })
    .nullable()
    .describe("For its company and admins: whether its company is live and why it was hidden"),
  viewer: z.object({
    application: z
      .object({ id, status: applicationStatusField, createdAt: isoTime, updatedAt: isoTime })
      .nullable(),
    canApply: z.boolean().describe("A student with no application to an open internship before its deadline"),
    hasResume: z.boolean(),
    isOwner: z.boolean(),
    hasReported: z.boolean().describe("A student who already reported it (once per internship)"),
    canMessageCompany: z
      .boolean()
      .describe("A student who applied to one of the company's internships (who may message it)"),
  }),
});

export const applicationCountsSchema = z.object({
  all: z.number().int(),
  pending: z.number().int(),
  reviewing: z.number().int(),
  accepted: z.number().int(),
  rejected: z.number().int(),
  withdrawn: z.number().int(),
});

/** What every view of an application shows of it, whoever reads it. */
const applicationFields = {
  id,
  status: applicationStatusField,
  coverLetter: z.string().nullable(),
  resumeUrl: z.string(),
  createdAt: isoTime,
  updatedAt: isoTime,
};

export const studentApplicationSchema = z.object({
  ...applicationFields,
  internship: z.object({
    id,
    title: z.string(),
    location: z.string(),
    isRemote: z.boolean(),
    type: internshipTypeField,
    duration: z.string(),
    status: internshipStatusField,
    companyName: z.string().nullable(),
    removed: z
      .enum(POSTING_REMOVALS)
      .nullable()
      .describe(
        "Why students no longer see the posting: an admin hid it, or its company is not live; null otherwise",
      ),
  }),
  progress: applicationProgressSchema,
});

/** GET /api/applications/mine: My Applications, a page with a count per status. */
export const studentApplicationsPageSchema = pageSchema(studentApplicationSchema).extend({
  counts: applicationCountsSchema.describe(
    "The student's applications per status (all of them, not the page)",
  ),
});

export const applicantProfileSchema = z.object({
  id,
  fullName: z.string(),
  email: z.string(),
  avatarUrl: z.string().nullable(),
  bio: z.string().nullable(),
  location: z.string().nullable(),
  website: z.string().nullable(),
  university: z.string().nullable(),
  degree: z.string().nullable(),
  graduationYear: z.number().int().nullable(),
  skills: z.array(z.string()),
});

export const companyApplicationSchema = z.object({
  ...applicationFields,
  student: applicantProfileSchema,
  internship: z.object({ id, title: z.string() }),
  decision: applicationDecisionSchema
    .nullable()
    .describe("The company's newest decision that was not undone (waiting or taken effect)"),
});

/** GET /api/company/applications: Review Applications, a page with a count per status. */
export const companyApplicationsPageSchema = pageSchema(companyApplicationSchema).extend({
  counts: applicationCountsSchema.describe("Applications per status under the search and internship filters"),
});

export const companyInternshipRowSchema = z.object({
  id,
  title: z.string(),
  location: z.string(),
  isRemote: z.boolean(),
  type: internshipTypeField,
  status: internshipStatusField,
  deadline: isoDate.nullable(),
  skills: z.array(z.string()),
  applicationCount: z.number().int(),
  createdAt: isoTime,
  updatedAt: isoTime,
  confirmRequestedAt: isoTime
    .nullable()
    .optional()
    .describe("Set while the company is asked whether this open posting is still open"),
});

/** The full internship as its owner edits it. */
export const editableInternshipSchema = z.object({
  id,
  title: z.string(),
  location: z.string(),
  duration: z.string(),
  description: z.string(),
  requirements: z.string(),
  skills: z.array(z.string()),
  type: internshipTypeField,
  isRemote: z.boolean(),
  stipend: z.string().nullable(),
  deadline: isoDate.nullable(),
  status: internshipStatusField,
});

export const statusChangeSchema = z.object({
  fromStatus: applicationStatusField.nullable(),
  toStatus: applicationStatusField,
  createdAt: isoTime,
});

export const studentDashboardSchema = z.object({
  counts: z.object({
    total: z.number().int(),
    pending: z.number().int(),
    reviewing: z.number().int(),
    accepted: z.number().int(),
    rejected: z.number().int(),
  }),
  hasResume: z.boolean(),
  recentApplications: z.array(studentApplicationSchema),
  latestInternships: z.array(internshipCardSchema),
  recommended: z
    .array(internshipCardSchema)
    .describe(
      "Open internships ranked by skill overlap, then recency; empty when the student lists no skills",
    ),
});

export const companyDashboardSchema = z.object({
  counts: z.object({
    activeInternships: z.number().int(),
    totalApplications: z.number().int(),
    pendingReview: z.number().int(),
    draftInternships: z.number().int(),
  }),
  recentApplications: z.array(companyApplicationSchema),
  activeInternships: z.array(companyInternshipRowSchema),
});

export const messagePersonSchema = z.object({
  id,
  fullName: z.string(),
  companyName: z.string().nullable(),
  role: z.enum(ROLES),
});

export const messageListItemSchema = z.object({
  id,
  subject: z.string(),
  preview: z.string().describe("The start of the text"),
  createdAt: isoTime,
  isRead: z.boolean(),
  counterpart: messagePersonSchema
    .nullable()
    .describe("The sender on the Inbox, the recipient on Sent; null once that account is deleted"),
});

const messageParty = messagePersonSchema.extend({ email: z.string() }).nullable();

export const messageDetailSchema = z.object({
  id,
  subject: z.string(),
  messageText: z.string(),
  createdAt: isoTime,
  isRead: z.boolean(),
  sender: messageParty,
  recipient: messageParty,
});

export const publicCompanySchema = z.object({
  id,
  companyName: z.string().nullable(),
  logoUrl: z.string().nullable(),
  industry: z.string().nullable(),
  size: z.string().nullable(),
  bio: z.string().nullable(),
  website: z.string().nullable(),
  location: z.string().nullable(),
  verified: z.boolean(),
  openInternships: z.number().int(),
  responsiveness: responsivenessSchema
    .nullable()
    .describe("How the company answers applicants (null below the minimum sample)"),
});
