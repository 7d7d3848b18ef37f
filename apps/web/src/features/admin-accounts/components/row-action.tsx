import { clsx } from "clsx";
import type { LucideIcon } from "lucide-react";
import { Link } from "react-router";

/**
 * One action of a list row. `subject` names the row for screen readers ("Delete Acme Corp"), since
 * every row repeats the same labels. "icon": the table's compact row, the label as a tooltip and for
 * screen readers. "toolbar": a phone card's buttons, the icon over a short label.
 */
/** What a row says it can do; the list adds how it looks and whom it names. */
export type RowActionSpec = {
  icon: LucideIcon;
  label: string;
  /** What the toolbar shows under the icon (contained in `label`, so the spoken name matches what is seen). */
  shortLabel?: string;
  tone?: "neutral" | "danger";
} & ({ to: string; onClick?: never } | { onClick: () => void; to?: never });

type RowActionProps = RowActionSpec & { subject: string; look: "icon" | "toolbar" };

const base =
  "inline-flex shrink-0 items-center justify-center rounded-control font-semibold transition-colors focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand-600";

const TONES = {
  neutral: "text-neutral-700 hover:bg-neutral-100 hover:text-neutral-900",
  danger: "text-error-700 hover:bg-error-50 hover:text-error-800",
};

const LOOKS = {
  icon: "size-11 sm:size-8",
  toolbar: "h-14 min-w-0 flex-col gap-1 border border-neutral-200 text-xs tracking-tight",
};

export function RowAction({
  icon: Icon,
  label,
  shortLabel = label,
  subject,
  look,
  tone = "neutral",
  ...target
}: RowActionProps) {
  const classes = clsx(base, TONES[tone], LOOKS[look]);
  const content = (
    <>
      <Icon className="size-4" aria-hidden="true" />
      {look === "toolbar" && (
        <span aria-hidden="true" className="max-w-full truncate">
          {shortLabel}
        </span>
      )}
      <span className="sr-only">
        {label} {subject}
      </span>
    </>
  );
  const title = look === "icon" ? label : undefined;
  if (target.to !== undefined) {
    return (
      <Link to={target.to} className={classes} title={title}>
        {content}
      </Link>
    );
  }
  return (
    <button type="button" onClick={target.onClick} className={classes} title={title}>
      {content}
    </button>
  );
}
