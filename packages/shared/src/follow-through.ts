import { z } from "zod";
import { decisionMessageField } from "./decision-schemas.ts";

/**
 * Following through (docs/product.md, "No ghosting" and "Stale postings"): closing a posting with
 * applicants still waiting, withdrawing, and a company's responsiveness.
 */

/** A company's figures are shown only once this many applications count. */
export const RESPONSIVENESS_MIN_SAMPLE = 5;

/** Each company's figures over the last 180 days (null when below the minimum sample). */
export type Responsiveness = {
  applications: number;
  responded: number;
  /** Median days to the first answer; null when no application was answered. */
  medianDays: number | null;
};

/** "Usually responds within 3 days"; null when nobody was answered yet. */
export function responseTimeText(figures: Responsiveness): string | null {
  if (figures.medianDays === null) return null;
  const days = Math.max(1, Math.ceil(figures.medianDays));
  return `Usually responds within ${days} ${days === 1 ? "day" : "days"}`;
}

/** "Responds to 9 of 10 applicants": the share, rounded to tenths. */
export function responseShareText(figures: Responsiveness): string {
  const tenths = Math.round((figures.responded / figures.applications) * 10);
  return `Responds to ${tenths} of 10 applicants`;
}

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

export type CloseInternshipAnswer = { closed: true; rejected: number };

/** GET /api/internships/:id/waiting: how many applications a close would leave unanswered. */
export type WaitingApplications = { waiting: number };
