import type { ApplicationStatus } from "@internpath/shared/enums";

/** The analytics' names for the statuses (the summary card for `reviewing` reads 'In Review'). */
export const STATUS_LABELS: Record<ApplicationStatus, string> = {
  pending: "Pending",
  reviewing: "In Review",
  accepted: "Accepted",
  rejected: "Rejected",
  withdrawn: "Withdrawn",
};
