import { z } from "zod";
import { DECISION_STATUSES } from "./decision-schemas.ts";
import { APPLICATION_STATUSES } from "./enums.ts";

/** Answers about a company's decisions (docs/api.md, "Decisions"); the types below infers its types from them. */

const isoTime = z.string().describe("An ISO 8601 time");

/** The newest decision on an application that was not undone: still waiting, or taken effect. */
export const applicationDecisionSchema = z.object({
  status: z.enum(DECISION_STATUSES),
  reason: z.string().nullable().describe("Kept for the company; never shown to the student"),
  effectiveAt: isoTime.describe("When it takes (or took) effect"),
  isPending: z.boolean().describe("True until it takes effect: the old status stays and Undo still works"),
});

/** An application's status as a change or an undo left it. */
export const applicationStatusStateSchema = z.object({
  id: z.string(),
  status: z.enum(APPLICATION_STATUSES),
  updatedAt: isoTime,
  decision: applicationDecisionSchema.nullable(),
});

/** PATCH /api/applications/:id/status, POST /api/applications/:id/withdraw and /undo. */
export const statusChangeAnswerSchema = z.object({ application: applicationStatusStateSchema });

/** An application a bulk request left as it was, and why. */
export const skippedApplicationSchema = z.object({
  id: z.string(),
  status: z.enum(APPLICATION_STATUSES),
  reason: z.string(),
});

/** POST /api/company/applications/status. */
export const bulkStatusChangeAnswerSchema = z.object({
  changed: z
    .array(applicationStatusStateSchema)
    .describe("Moved (Start Review) or decided (Accept, Reject: waiting to take effect)"),
  skipped: z.array(skippedApplicationSchema),
});

/** POST /api/company/applications/undo. */
export const bulkUndoAnswerSchema = z.object({
  undone: z.array(applicationStatusStateSchema),
  tooLate: z.array(z.string()).describe("Their decision had already taken effect"),
});

/**
 * The student's progress line: when the application was sent, when its review started (the first change
 * out of pending) and when its current decision was made (null until accepted or rejected).
 */
export const applicationProgressSchema = z.object({
  submittedAt: isoTime,
  reviewStartedAt: isoTime.nullable(),
  decidedAt: isoTime.nullable(),
});

// The answers as types: the screens import them with `import type`, so no page loads zod for them.

export type ApplicationDecision = z.infer<typeof applicationDecisionSchema>;
export type ApplicationStatusState = z.infer<typeof applicationStatusStateSchema>;
export type StatusChangeAnswer = z.infer<typeof statusChangeAnswerSchema>;
export type SkippedApplication = z.infer<typeof skippedApplicationSchema>;
export type BulkStatusChangeAnswer = z.infer<typeof bulkStatusChangeAnswerSchema>;
export type BulkUndoAnswer = z.infer<typeof bulkUndoAnswerSchema>;
export type ApplicationProgress = z.infer<typeof applicationProgressSchema>;
