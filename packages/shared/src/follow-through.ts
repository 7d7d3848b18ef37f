import { z } from "zod";
import { decisionMessageField } from "./decision-schemas.ts";
import type { closeInternshipAnswerSchema, waitingApplicationsSchema } from "./follow-through-answers.ts";

/**
 * Following through (docs/product.md, "No ghosting" and "Stale postings"): closing a posting with
 * applicants still waiting, withdrawing, and a company's responsiveness.
 */

/** The kind message a closing company's bulk rejection starts with (editable; placeholders filled per student). */
export const CLOSING_MESSAGE_TEMPLATE = [
  "Hi {name},",
  "",
  "Thank you for applying for {internship}. We have now closed this posting and will not be moving forward with your application.",
  "",
  "We appreciate the time you took to apply and wish you every success in your search.",
  "",
  "Kind regards,",
  "{company}",
].join("\n");

/**
 * POST /api/internships/:id/close: closes the posting; with `rejectRemaining`, every application still
 * pending or reviewing gets a rejection (undoable for a few seconds, like any) carrying `message`.
 */
export const closeInternshipSchema = z.strictObject({
  rejectRemaining: z.boolean({ error: "Say whether to reject the remaining applications" }),
  message: decisionMessageField,
});
export type CloseInternshipInput = z.input<typeof closeInternshipSchema>;

/** The answers' types, inferred from their schemas (follow-through-answers.ts). */
export type CloseInternshipAnswer = z.infer<typeof closeInternshipAnswerSchema>;
export type WaitingApplications = z.infer<typeof waitingApplicationsSchema>;
