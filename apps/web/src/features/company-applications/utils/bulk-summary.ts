import type { SkippedApplication } from "@internpath/shared/decision-answers";
import type { DecisionStatus } from "@internpath/shared/decision-schemas";
import type { ApplicationStatus } from "@internpath/shared/enums";
import { DECIDING } from "./status-actions";

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

/** "Rejecting 2 applications": a bulk decision waiting in its undo window, said as its cards say it. */
export function decidingText(status: DecisionStatus, count: number): string {
  return `${DECIDING[status]} ${applications(count)}`;
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

/** The count a bulk button shows when only some of the selection would change: "2 of 3". */
export function partOfSelection(fits: number, selected: number): string | null {
  return fits === selected ? null : `${fits} of ${selected}`;
}

/**
 * Said in the decision dialog before a bulk change that fits only some of the selection:
 * "2 of the 3 selected applications will be accepted; 1 cannot change now and will be left as it is:".
 */
export function partialChangeText(
  status: Exclude<ApplicationStatus, "pending" | "withdrawn">,
  fits: number,
  selected: number,
): string {
  const left = selected - fits;
  return `${fits} of the ${selected} selected applications will be ${DONE[status]}; ${left} cannot change now and will be left as ${left === 1 ? "it is" : "they are"}:`;
}
