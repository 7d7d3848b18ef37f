import { canChangeApplicationStatus } from "@internpath/shared/application-schemas";
import type { ApplicationStatus } from "@internpath/shared/enums";
import { Check, type LucideIcon, Play, X } from "lucide-react";
import type { ButtonVariant } from "@/components/ui/button";

export type StatusAction = { to: ApplicationStatus; label: string; variant: ButtonVariant; icon: LucideIcon };

const STATUS_ACTIONS: StatusAction[] = [
  { to: "reviewing", label: "Start Review", variant: "primary", icon: Play },
  { to: "accepted", label: "Accept", variant: "primary", icon: Check },
  { to: "rejected", label: "Reject", variant: "danger", icon: X },
];

/** docs/product.md, "Application statuses": 'Start Review' only when pending; 'Accept' and 'Reject' only when reviewing. */
export function statusActionsFor(status: ApplicationStatus): StatusAction[] {
  return STATUS_ACTIONS.filter(({ to }) => canChangeApplicationStatus("company", status, to));
}
