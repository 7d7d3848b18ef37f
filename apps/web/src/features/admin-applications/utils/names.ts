import type { ApplicationStatus } from "@internpath/shared/enums";

export const STATUS_LABELS: Record<ApplicationStatus, string> = {
  pending: "Pending",
  reviewing: "Reviewing",
  accepted: "Accepted",
  rejected: "Rejected",
  withdrawn: "Withdrawn",
};

/** The spec's fallback labels for a missing name. */
export function studentNameOf(name: string | null | undefined): string {
  return name?.trim() || "Unnamed Student";
}
