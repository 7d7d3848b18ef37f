import type { CompanyInternshipRow } from "@internpath/shared/api-types";
import { clsx } from "clsx";
import { CircleCheck, CircleX, Eye, Pencil, Trash2 } from "lucide-react";
import { Link } from "react-router";
import { Button } from "@/components/ui/button";
import { ConfirmInline } from "@/components/ui/confirm-inline";
import { Spinner } from "@/components/ui/spinner";
import { paths } from "@/config/paths";
import { formatDate } from "@/lib/format";
import type { InternshipRowActions } from "../hooks/use-internship-row-actions";
import { CloseInternshipDialog } from "./close-internship-dialog";

export const DELETE_INTERNSHIP_CONFIRMATION =
  "Are you sure you want to delete this internship? This action cannot be undone.";

type ActionButtonsProps = {
  row: CompanyInternshipRow;
  actions: InternshipRowActions;
  /**
   * "row": one line for the table, View / Edit / Delete as icons (their names stay for screen
   * readers). "toolbar": four equal buttons, icon over label, that fit a phone-sized card.
   */
  layout: "row" | "toolbar";
};

const focusClasses =
  "focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand-600 disabled:pointer-events-none disabled:opacity-60";

const LAYOUT_CLASSES = {
  row: {
    container: "flex items-center justify-end gap-1",
    toggle:
      "h-11 w-[5.5rem] sm:h-8 gap-1.5 border border-neutral-300 bg-white px-2 shadow-sm hover:bg-neutral-50",
    action: "size-11 sm:size-8",
    label: "sr-only",
  },
  toolbar: {
    container: "grid grid-cols-4 gap-1",
    toggle: "h-14 flex-col gap-1 border border-neutral-300 bg-white text-xs shadow-sm hover:bg-neutral-50",
    action: "h-14 flex-col gap-1 text-xs",
    label: undefined,
  },
} as const;

/** Every action names its internship for screen readers, since each row repeats the same labels. */
export function InternshipActionButtons({ row, actions, layout }: ActionButtonsProps) {
  const classes = LAYOUT_CLASSES[layout];
  const opening = actions.nextStatus === "open";
  const ToggleIcon = opening ? CircleCheck : CircleX;
  const base = clsx(
    "inline-flex shrink-0 items-center justify-center rounded-control text-sm font-semibold transition-colors",
    focusClasses,
  );
  const neutral = clsx(base, classes.action, "text-neutral-700 hover:bg-neutral-100 hover:text-neutral-900");
  return (
    <div className={classes.container}>
      <button
        type="button"
        onClick={() => void actions.toggleStatus()}
        disabled={actions.isTogglingStatus || actions.isDeleting}
        aria-busy={actions.isTogglingStatus || undefined}
        className={clsx(base, classes.toggle, "text-neutral-800")}
      >
        {actions.isTogglingStatus ? (
          <Spinner />
        ) : (
          <ToggleIcon
            className={clsx("size-4", opening ? "text-success-700" : "text-error-700")}
            aria-hidden="true"
          />
        )}
        <span>
          {opening ? "Open" : "Close"}
          <span className="sr-only"> {row.title}</span>
        </span>
      </button>
      <Link
        to={paths.app.internship.getHref(row.id)}
        className={neutral}
        title={layout === "row" ? "View" : undefined}
      >
        <Eye className="size-4" aria-hidden="true" />
        <span>
          <span className={classes.label}>View</span>
          <span className="sr-only"> {row.title}</span>
        </span>
      </Link>
      <Link
        to={paths.app.editInternship.getHref(row.id)}
        className={neutral}
        title={layout === "row" ? "Edit" : undefined}
      >
        <Pencil className="size-4" aria-hidden="true" />
        <span>
          <span className={classes.label}>Edit</span>
          <span className="sr-only"> {row.title}</span>
        </span>
      </Link>
      <button
        ref={actions.deleteButtonRef}
        type="button"
        onClick={actions.askToDelete}
        disabled={actions.isConfirmingDelete}
        aria-expanded={actions.isConfirmingDelete}
        title={layout === "row" ? "Delete" : undefined}
        className={clsx(base, classes.action, "text-error-700 hover:bg-error-50 hover:text-error-800")}
      >
        <Trash2 className="size-4" aria-hidden="true" />
        <span>
          <span className={classes.label}>Delete</span>
          <span className="sr-only"> {row.title}</span>
        </span>
      </button>
    </div>
  );
}

/** Asked after 60 days open without a deadline: "Still open" keeps it listed (docs/product.md, "Stale postings"). */
export function StillOpenPrompt({
  row,
  actions,
}: {
  row: CompanyInternshipRow;
  actions: InternshipRowActions;
}) {
  if (!row.confirmRequestedAt) return null;
  const closesOn = formatDate(new Date(Date.parse(row.confirmRequestedAt) + 14 * 86_400_000).toISOString());
  return (
    <div
      role="status"
      className="flex flex-wrap items-center justify-between gap-2 rounded-control bg-warning-50 px-3 py-2 text-sm text-warning-800"
    >
      <span>Is this internship still open? Without an answer it closes on {closesOn}.</span>
      <Button
        size="sm"
        variant="outline"
        onClick={actions.confirmStillOpen}
        isLoading={actions.isConfirmingOpen}
      >
        Still open<span className="sr-only"> {row.title}</span>
      </Button>
    </div>
  );
}

/** The close dialog for one row (shown when closing a posting applicants still wait on). */
export function InternshipCloseDialog({
  row,
  actions,
}: {
  row: CompanyInternshipRow;
  actions: InternshipRowActions;
}) {
  return (
    <CloseInternshipDialog
      waiting={actions.closingWaiting}
      title={row.title}
      onOpenChange={(open) => !open && actions.cancelClose()}
      isPending={actions.isClosing}
      onConfirm={actions.confirmClose}
    />
  );
}

export function InternshipDeleteConfirmation({ actions }: { actions: InternshipRowActions }) {
  return (
    <ConfirmInline
      message={DELETE_INTERNSHIP_CONFIRMATION}
      confirmLabel="Delete"
      onConfirm={actions.confirmDelete}
      onCancel={actions.cancelDelete}
      isPending={actions.isDeleting}
    />
  );
}
