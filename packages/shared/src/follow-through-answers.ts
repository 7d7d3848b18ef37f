import { z } from "zod";

/**
 * Answers about following through on a posting (docs/product.md, "Closing a posting" and "Stale postings");
 * follow-through.ts infers its types from them.
 */

/** GET /api/internships/:id/waiting: how many applications a close would leave unanswered. */
export const waitingApplicationsSchema = z.object({
  waiting: z.number().int().describe("Its applications still pending or reviewing"),
});

/** POST /api/internships/:id/close. */
export const closeInternshipAnswerSchema = z.object({
  closed: z.literal(true),
  rejected: z.number().int().describe("How many waiting applications were rejected (with the undo window)"),
});

/** POST /api/internships/:id/confirm-open: "Still open". */
export const confirmedOpenSchema = z.object({
  confirmedOpenAt: z.string().describe("An ISO 8601 time: when the posting's 60 days start again"),
});
