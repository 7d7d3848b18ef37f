import type { z } from "zod";
import type {
  applicationDecisionSchema,
  applicationProgressSchema,
  applicationStatusStateSchema,
  bulkStatusChangeAnswerSchema,
  bulkUndoAnswerSchema,
  skippedApplicationSchema,
  statusChangeAnswerSchema,
} from "./decision-answers.ts";

/**
 * Answers about a company's decisions, inferred from their schemas in decision-answers.ts. Types only: the
 * student's screens read `ApplicationProgress` without loading the schema library.
 */
export type ApplicationDecision = z.infer<typeof applicationDecisionSchema>;
export type ApplicationStatusState = z.infer<typeof applicationStatusStateSchema>;
export type StatusChangeAnswer = z.infer<typeof statusChangeAnswerSchema>;
export type SkippedApplication = z.infer<typeof skippedApplicationSchema>;
export type BulkStatusChangeAnswer = z.infer<typeof bulkStatusChangeAnswerSchema>;
export type BulkUndoAnswer = z.infer<typeof bulkUndoAnswerSchema>;
export type ApplicationProgress = z.infer<typeof applicationProgressSchema>;
