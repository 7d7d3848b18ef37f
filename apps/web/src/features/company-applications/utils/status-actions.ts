import type { CompanyApplication } from "@internpath/shared/api-types";
import { canChangeApplicationStatus } from "@internpath/shared/application-schemas";
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
