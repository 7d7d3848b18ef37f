import type { SkippedApplication } from "@internpath/shared/decision-answers";
import type { ApplicationStatus } from "@internpath/shared/enums";

const DONE: Record<Exclude<ApplicationStatus, "pending" | "withdrawn">, string> = {
  reviewing: "moved to review",
  accepted: "accepted",
  rejected: "rejected",
};

function applications(count: number) {
  return `${count} ${count === 1 ? "application" : "applications"}`;
}

/** "3 applications rejected", said once the server answered. */
export function changedText(
  status: Exclude<ApplicationStatus, "pending" | "withdrawn">,
  count: number,
): string {
  return `${applications(count)} ${DONE[status]}`;
}

/** The rows a bulk change left as they were, by name, with the server's reason for each. */
export function skippedLines(
  skipped: readonly SkippedApplication[],
  nameOf: (id: string) => string,
): string[] {
  return skipped.map((row) => `${nameOf(row.id)}: ${row.reason}`);
}

export function skippedTitle(count: number): string {
  return `${applications(count)} left as ${count === 1 ? "it was" : "they were"}`;
}
