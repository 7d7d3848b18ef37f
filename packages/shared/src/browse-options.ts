/*
 * The choices browse offers (its sorts and filters), without the schemas that check them
 * (internship-schemas.ts), so a screen that only names them does not load the validation library.
 */

/** How browse orders its results: relevance needs a search, best match a student with skills. */
export const BROWSE_SORTS = ["newest", "deadline", "relevance", "match"] as const;
export type BrowseSort = (typeof BROWSE_SORTS)[number];
export const BROWSE_SORT_LABELS: Record<BrowseSort, string> = {
  newest: "Newest",
  deadline: "Deadline soonest",
  relevance: "Relevance",
  match: "Best match",
};

/** Paid: a stipend is given; unpaid: none is. */
export const PAY_FILTERS = ["paid", "unpaid"] as const;
export type PayFilter = (typeof PAY_FILTERS)[number];

/**
 * Ranges of the duration, read from its text ("3 months", "10 weeks", "1 year"; a duration that
 * names no length is in none of them). Each range includes its upper bound.
 */
export const DURATION_RANGES = ["up-to-1", "1-3", "3-6", "over-6"] as const;
export type DurationRange = (typeof DURATION_RANGES)[number];
export const DURATION_RANGE_LABELS: Record<DurationRange, string> = {
  "up-to-1": "Up to 1 month",
  "1-3": "1 to 3 months",
  "3-6": "3 to 6 months",
  "over-6": "More than 6 months",
};
