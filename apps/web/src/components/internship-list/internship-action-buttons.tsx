import { clsx } from "clsx";
import { CircleCheck, CircleX, Eye, type LucideIcon, Pencil, Trash2 } from "lucide-react";
import type { ReactNode } from "react";
import { Link } from "react-router";
import { Spinner } from "@/components/ui/spinner";
import { paths } from "@/config/paths";
import type { InternshipDelete } from "@/hooks/use-internship-delete";

const base =
  "inline-flex shrink-0 items-center justify-center rounded-control text-sm font-semibold transition-colors focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand-600 disabled:pointer-events-none disabled:opacity-60";
const neutralTone = "text-neutral-700 hover:bg-neutral-100 hover:text-neutral-900";
const dangerTone = "text-error-700 hover:bg-error-50 hover:text-error-800";

/**
 * "row": one line for the table, View / Edit / Delete as icons (their names stay for screen readers).
 * "toolbar": equal buttons, icon over label, that fit a phone-sized card. A row with an Open/Close
 * toggle keeps its icons as small as the toggle, and its toolbar has a fourth column.
 */
const LAYOUTS = {
  row: {
    container: "flex items-center justify-end gap-1",
    containerWithToggle: "flex items-center justify-end gap-1",
    toggle:
      "h-11 w-[5.5rem] sm:h-8 gap-1.5 border border-neutral-300 bg-white px-2 shadow-sm hover:bg-neutral-50",
    action: "size-11 sm:size-9",
    actionWithToggle: "size-11 sm:size-8",
    label: "sr-only",
  },
  toolbar: {
    container: "grid grid-cols-3 gap-1",
    containerWithToggle: "grid grid-cols-4 gap-1",
    toggle: "h-14 flex-col gap-1 border border-neutral-300 bg-white text-xs shadow-sm hover:bg-neutral-50",
    action: "h-14 flex-col gap-1 text-xs",
    actionWithToggle: "h-14 flex-col gap-1 text-xs",
    label: undefined,
  },
} as const;

/** Open or Close the posting; busy while it changes. */
export type StatusToggle = { opening: boolean; isBusy: boolean; isDisabled: boolean; onToggle: () => void };

type InternshipActionButtonsProps = {
  /** Each action names its internship for screen readers, since each row repeats the same labels. */
  internship: { id: string; title: string };
  /** Edit always opens the shared form; View goes to the screen's own page. */
  viewHref: string;
  layout: keyof typeof LAYOUTS;
  remove: InternshipDelete;
  /** The Delete button waits while its confirmation shows (a company's inline one). */
  isDeleteDisabled?: boolean;
  statusToggle?: StatusToggle;
};

/** [Open/Close,] View, Edit and Delete for one internship of a list. */
export function InternshipActionButtons({
  internship,
  viewHref,
  layout,
  remove,
  isDeleteDisabled,
  statusToggle,
}: InternshipActionButtonsProps) {
  const classes = LAYOUTS[layout];
  const action = clsx(base, statusToggle ? classes.actionWithToggle : classes.action);
  const tooltip = (label: string) => (layout === "row" ? label : undefined);
  /** The label (for screen readers only in a row, unless `alwaysShown`), then the internship's title for them. */
  const name = (label: ReactNode, alwaysShown = false) => (
    <span>
      <span className={alwaysShown ? undefined : classes.label}>{label}</span>
      <span className="sr-only"> {internship.title}</span>
    </span>
  );
  return (
    <div className={statusToggle ? classes.containerWithToggle : classes.container}>
      {statusToggle && (
        <button
          type="button"
          onClick={statusToggle.onToggle}
          disabled={statusToggle.isDisabled}
          aria-busy={statusToggle.isBusy || undefined}
          className={clsx(base, classes.toggle, "text-neutral-800")}
        >
          {statusToggle.isBusy ? <Spinner /> : <ToggleIcon opening={statusToggle.opening} />}
          {name(statusToggle.opening ? "Open" : "Close", true)}
        </button>
      )}
      <ActionLink to={viewHref} className={action} icon={Eye} title={tooltip("View")}>
        {name("View")}
      </ActionLink>
      <ActionLink
        to={paths.app.editInternship.getHref(internship.id)}
        className={action}
        icon={Pencil}
        title={tooltip("Edit")}
      >
        {name("Edit")}
      </ActionLink>
      <button
        ref={remove.deleteButtonRef}
        type="button"
        onClick={remove.ask}
        disabled={isDeleteDisabled}
        aria-expanded={remove.isConfirming}
        title={tooltip("Delete")}
        className={clsx(action, dangerTone)}
      >
        <Trash2 className="size-4" aria-hidden="true" />
        {name("Delete")}
      </button>
    </div>
  );
}

function ToggleIcon({ opening }: { opening: boolean }) {
  const Icon = opening ? CircleCheck : CircleX;
  return (
    <Icon className={clsx("size-4", opening ? "text-success-700" : "text-error-700")} aria-hidden="true" />
  );
}

type ActionLinkProps = {
  to: string;
  className: string;
  icon: LucideIcon;
  title?: string;
  children: ReactNode;
};

function ActionLink({ to, className, icon: Icon, title, children }: ActionLinkProps) {
  return (
    <Link to={to} className={clsx(className, neutralTone)} title={title}>
      <Icon className="size-4" aria-hidden="true" />
      {children}
    </Link>
  );
}
