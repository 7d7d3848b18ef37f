import type { DecisionStatus } from "./decision-schemas.ts";
import type { ApplicationStatus } from "./enums.ts";

/**
 * Answers about a company's decisions (docs/api.md, "Decisions"). Types only: the student's screens
 * read `ApplicationProgress` without loading the schema library.
 */

/** The newest decision on an application that was not undone: still waiting, or taken effect. */
export type ApplicationDecision = {
  status: DecisionStatus;
  /** Kept for the company; never shown to the student. */
  reason: string | null;
  /** When it takes (or took) effect. */
  effectiveAt: string;
  /** True until it takes effect: the application keeps its old status and Undo still works. */
  isPending: boolean;
};

/** An application's status as a change or an undo left it. */
export type ApplicationStatusState = {
  id: string;
  status: ApplicationStatus;
  updatedAt: string;
  decision: ApplicationDecision | null;
};

/** PATCH /api/applications/:id/status and POST /api/applications/:id/undo. */
export type StatusChangeAnswer = { application: ApplicationStatusState };

/** An application a bulk request left as it was, and why. */
export type SkippedApplication = { id: string; status: ApplicationStatus; reason: string };

/** POST /api/company/applications/status. */
export type BulkStatusChangeAnswer = {
  /** Moved (Start Review) or decided (Accept, Reject: waiting to take effect). */
  changed: ApplicationStatusState[];
  skipped: SkippedApplication[];
};

/** POST /api/company/applications/undo. */
export type BulkUndoAnswer = {
  undone: ApplicationStatusState[];
  /** Their decision had already taken effect. */
  tooLate: string[];
};

/**
 * The student's progress line: when the application was sent, when its review started (the first
 * change out of pending) and when its current decision was made (null until accepted or rejected).
 */
export type ApplicationProgress = {
  submittedAt: string;
  reviewStartedAt: string | null;
  decidedAt: string | null;
};
