import { z } from "zod";
import { APPLICATION_STATUSES, type ApplicationStatus } from "./enums.ts";
import { LONG_TEXT_MAX_LENGTH, MAX_PAGE_SIZE, NAME_MAX_LENGTH } from "./limits.ts";
import { multiLineText, singleLineText } from "./text.ts";

/**
 * A company's decisions on applications (docs/product.md, "Decisions"): Accept and Reject wait
 * DECISION_UNDO_SECONDS before they take effect and can be undone until then; Start Review applies at
 * once. docs/decisions/016-reversible-decisions.md explains the design.
 */

export const DECISION_STATUSES = ["accepted", "rejected"] as const;
export type DecisionStatus = (typeof DECISION_STATUSES)[number];

export function isDecisionStatus(status: ApplicationStatus): status is DecisionStatus {
  return (DECISION_STATUSES as readonly string[]).includes(status);
}

/** How long an accept or reject can be undone before the student is told. */
export const DECISION_UNDO_SECONDS = 10;

export const DECISION_REASON_MAX_LENGTH = 200;
/**
 * A decision's message, before its placeholders are filled in. Filled, it must still fit a message
 * (LONG_TEXT_MAX_LENGTH): half of it leaves room for names.
 */
export const DECISION_MESSAGE_MAX_LENGTH = LONG_TEXT_MAX_LENGTH / 2;
/** Applications changed by one bulk request: a whole page at its largest. */
export const BULK_STATUS_CHANGE_MAX = MAX_PAGE_SIZE;

/** Reasons offered for a rejection (kept with the decision for the company; never shown to the student). */
export const REJECTION_REASONS = [
  "Position filled",
  "Looking for different skills",
  "Looking for more experience",
  "Application incomplete",
] as const;

const optionalText = <T extends z.ZodString>(field: T) =>
  z.preprocess(
    (value) => (value === null ? undefined : value),
    field
      .trim()
      .optional()
      .transform((value) => (value ? value : null)),
  );

export const decisionReasonField = optionalText(singleLineText("Reason", DECISION_REASON_MAX_LENGTH));
export const decisionMessageField = optionalText(multiLineText("Message", DECISION_MESSAGE_MAX_LENGTH));

const statusField = z.enum(APPLICATION_STATUSES, {
  error: "Status must be pending, reviewing, accepted, rejected or withdrawn",
});

const ONLY_DECISIONS_CARRY = "Only Accept and Reject carry a reason or a message";

/** A reason or a message goes only with accepted or rejected. */
function decisionExtrasFit(value: {
  status: ApplicationStatus;
  reason: string | null;
  message: string | null;
}) {
  return isDecisionStatus(value.status) || (value.reason === null && value.message === null);
}

/** PATCH /api/applications/:id/status: the status and, for Accept and Reject, an optional reason and message. */
export const applicationStatusChangeSchema = z
  .strictObject({ status: statusField, reason: decisionReasonField, message: decisionMessageField })
  .refine(decisionExtrasFit, { error: ONLY_DECISIONS_CARRY, path: ["reason"] });
export type ApplicationStatusChangeInput = z.input<typeof applicationStatusChangeSchema>;

const applicationIdsField = z
  .array(z.uuid({ error: "Application id must be a UUID" }), { error: "Choose at least one application" })
  .min(1, { error: "Choose at least one application" })
  .max(BULK_STATUS_CHANGE_MAX, {
    error: `At most ${BULK_STATUS_CHANGE_MAX} applications can be changed at once`,
  })
  .refine((ids) => new Set(ids).size === ids.length, { error: "An application is listed twice" });

/** POST /api/company/applications/status: one status for several applications, checked row by row. */
export const bulkStatusChangeSchema = z
  .strictObject({
    applicationIds: applicationIdsField,
    status: z.enum(["reviewing", ...DECISION_STATUSES], {
      error: "Status must be reviewing, accepted or rejected",
    }),
    reason: decisionReasonField,
    message: decisionMessageField,
  })
  .refine(decisionExtrasFit, { error: ONLY_DECISIONS_CARRY, path: ["reason"] });
export type BulkStatusChangeInput = z.input<typeof bulkStatusChangeSchema>;

/** POST /api/company/applications/undo: the decisions still waiting on these applications. */
export const undoDecisionsSchema = z.strictObject({ applicationIds: applicationIdsField });

export const DECISION_MESSAGES = {
  waiting: "A decision on this application is waiting to take effect. Undo it first.",
  tooLate: "Too late to undo: the decision has taken effect.",
  nothingToUndo: "There is no decision to undo on this application.",
  onlyCompanies: "Only companies decide on applications",
  adminNoExtras: "An administrator's status change carries no reason or message",
} as const;

/** Placeholders a decision's message may hold, filled in per applicant when it is sent. */
export const MESSAGE_PLACEHOLDERS = ["{name}", "{internship}", "{company}"] as const;

export type MessageValues = { name: string; internship: string; company: string };

/** Fills the placeholders; an empty name or company reads as a kind default rather than a blank. */
export function fillDecisionMessage(template: string, values: MessageValues): string {
  const name = values.name.trim().slice(0, NAME_MAX_LENGTH) || "there";
  const company = values.company.trim().slice(0, NAME_MAX_LENGTH) || "The hiring team";
  return template
    .replaceAll("{name}", name)
    .replaceAll("{internship}", values.internship.trim())
    .replaceAll("{company}", company)
    .slice(0, LONG_TEXT_MAX_LENGTH);
}

export function decisionMessageSubject(internshipTitle: string): string {
  return `Your application for ${internshipTitle}`.slice(0, 200);
}

/** The kind default a reviewer starts from and may edit. */
export const DECISION_MESSAGE_TEMPLATES: Record<DecisionStatus, string> = {
  rejected: [
    "Hi {name},",
    "",
    "Thank you for applying for {internship} and for the time you put into your application. After careful review, we have decided not to move forward with it this time.",
    "",
    "This was not an easy decision, and it is not a judgement of your potential. We would be glad to see your name again for future openings, and we wish you every success in your search.",
    "",
    "Kind regards,",
    "{company}",
  ].join("\n"),
  accepted: [
    "Hi {name},",
    "",
    "Congratulations! We are delighted to offer you the {internship} internship. Your application stood out, and we look forward to working with you.",
    "",
    "We will be in touch shortly with the next steps.",
    "",
    "Kind regards,",
    "{company}",
  ].join("\n"),
};
