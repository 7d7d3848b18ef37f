import type { CompanyApplication } from "@internpath/shared/api-types";
import { canChangeApplicationStatus } from "@internpath/shared/application-schemas";
import type { DecisionStatus } from "@internpath/shared/decision-schemas";
import type { ApplicationStatus } from "@internpath/shared/enums";
import { Check, type LucideIcon, Play, X } from "lucide-react";
import type { ButtonVariant } from "@/components/ui/button";

export type StatusAction = {
  to: Exclude<ApplicationStatus, "pending" | "withdrawn">;
  label: string;
  variant: ButtonVariant;
  icon: LucideIcon;
};

export const STATUS_ACTIONS: StatusAction[] = [
  { to: "reviewing", label: "Start Review", variant: "primary", icon: Play },
  { to: "accepted", label: "Accept", variant: "primary", icon: Check },
  { to: "rejected", label: "Reject", variant: "danger", icon: X },
];

/** docs/product.md, "Application statuses": 'Start Review' only when pending; 'Accept' and 'Reject' only when reviewing. */
export function statusActionsFor(status: ApplicationStatus): StatusAction[] {
  return STATUS_ACTIONS.filter(({ to }) => canChangeApplicationStatus("company", status, to));
}

/** The actions an application offers now: none while a decision on it waits to take effect. */
export function availableActions(
  application: Pick<CompanyApplication, "status" | "decision">,
): StatusAction[] {
  return application.decision?.isPending ? [] : statusActionsFor(application.status);
}

/** Whether a bulk change to `to` would apply to this row (the server checks again and reports the rest). */
export function canTake(
  application: Pick<CompanyApplication, "status" | "decision">,
  to: StatusAction["to"],
): boolean {
  return availableActions(application).some((action) => action.to === to);
}

const CANNOT_MOVE: Record<ApplicationStatus, string> = {
  pending: "not in review yet",
  reviewing: "already in review",
  accepted: "already accepted",
  rejected: "already rejected",
  withdrawn: "withdrawn by the student",
};

/**
 * Why a bulk change to `to` leaves this row as it is, said before the click (the server's own reason is
 * reported after); null when it fits.
 */
export function whyNotTaken(
  application: Pick<CompanyApplication, "status" | "decision">,
  to: StatusAction["to"],
): string | null {
  if (canTake(application, to)) return null;
  if (application.decision?.isPending) return "a decision is waiting to take effect";
  return CANNOT_MOVE[application.status];
}

/** What a decision is called while it waits in its undo window, on its card and in its toast. */
export const DECIDING: Record<DecisionStatus, string> = { accepted: "Accepting", rejected: "Rejecting" };
