import { clsx } from "clsx";
import type { ReactNode } from "react";

export type BadgeTone = "secondary" | "brand" | "success" | "warning" | "error" | "accent";

const TONE_CLASSES: Record<BadgeTone, string> = {
  secondary: "bg-neutral-100 text-neutral-700 ring-neutral-300",
  brand: "bg-brand-50 text-brand-700 ring-brand-200",
  success: "bg-success-50 text-success-800 ring-success-200",
  warning: "bg-warning-50 text-warning-800 ring-warning-200",
  error: "bg-error-50 text-error-800 ring-error-200",
  accent: "bg-accent-50 text-accent-800 ring-accent-200",
};

type BadgeProps = { tone?: BadgeTone; className?: string; children: ReactNode };

export function Badge({ tone = "secondary", className, children }: BadgeProps) {
  return (
    <span
      className={clsx(
        "inline-flex items-center gap-1 rounded-full px-2.5 py-0.5 text-xs font-semibold ring-1 ring-inset",
        TONE_CLASSES[tone],
        className,
      )}
    >
      {children}
    </span>
  );
}

type StatusStyle = { tone: BadgeTone; label: string };

const APPLICATION_STATUS_STYLES: Record<string, StatusStyle> = {
  pending: { tone: "warning", label: "Pending" },
  reviewing: { tone: "accent", label: "Reviewing" },
  accepted: { tone: "success", label: "Accepted" },
  rejected: { tone: "error", label: "Rejected" },
  withdrawn: { tone: "secondary", label: "Withdrawn" },
};

const INTERNSHIP_STATUS_STYLES: Record<string, StatusStyle> = {
  open: { tone: "success", label: "Open" },
  closed: { tone: "error", label: "Closed" },
  draft: { tone: "warning", label: "Draft" },
};

/** Unknown statuses still show, as a neutral badge with the raw value. */
export function ApplicationStatusBadge({ status, className }: { status: string; className?: string }) {
  const style = APPLICATION_STATUS_STYLES[status] ?? { tone: "secondary", label: status };
  return (
    <Badge tone={style.tone} className={className}>
      {style.label}
    </Badge>
  );
}

export function InternshipStatusBadge({ status, className }: { status: string; className?: string }) {
  const style = INTERNSHIP_STATUS_STYLES[status] ?? { tone: "secondary", label: status };
  return (
    <Badge tone={style.tone} className={className}>
      {style.label}
    </Badge>
  );
}
