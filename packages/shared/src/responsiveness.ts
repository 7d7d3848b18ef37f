/*
 * A company's responsiveness (docs/product.md, "No ghosting"): its figures and how they read, without
 * the schemas of follow-through.ts, so the pages that show them do not load the validation library.
 */

import type { z } from "zod";
import type { responsivenessSchema } from "./marketplace-answers.ts";

/** A company's figures are shown only once this many applications count. */
export const RESPONSIVENESS_MIN_SAMPLE = 5;

/** Each company's figures over the last 180 days (null when below the minimum sample), as its schema says. */
export type Responsiveness = z.infer<typeof responsivenessSchema>;

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
