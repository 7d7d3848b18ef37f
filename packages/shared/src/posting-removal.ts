/**
 * Why students no longer see a posting that is still open (docs/product.md, "Trust and moderation"): an admin
 * hid it after reports, or its company is not live (its verification was revoked, say). What applicants are
 * told, in their notification and on their application's card, never names the admin's reason: that is for the
 * company.
 */
export const POSTING_REMOVALS = ["hidden", "company"] as const;
export type PostingRemoval = (typeof POSTING_REMOVALS)[number];

/** What an applicant reads on their application's card. */
export const POSTING_REMOVAL_NOTES: Record<PostingRemoval, string> = {
  hidden:
    "An administrator removed this posting from InternPath. Your application stays in your list; it can no longer be withdrawn.",
  company:
    "This company's postings are no longer shown on InternPath. Your application stays in your list; it can no longer be withdrawn.",
};
