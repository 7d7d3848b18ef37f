import type { AdminInternshipRow } from "@internpath/shared/admin-internships-types";
import { clsx } from "clsx";
import { Eye, Pencil, Trash2 } from "lucide-react";
import type { Ref } from "react";
import { Link } from "react-router";
import { paths } from "@/config/paths";

const base =
  "inline-flex shrink-0 items-center justify-center rounded-control text-sm font-semibold transition-colors focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand-600 disabled:pointer-events-none disabled:opacity-60";

const LAYOUTS = {
  /** One line of icons in the table; the names stay for screen readers. */
  row: { container: "flex items-center justify-end gap-1", action: "size-11 sm:size-9", label: "sr-only" },
  /** Three equal buttons, icon over label, that fit a phone-sized card. */
  toolbar: { container: "grid grid-cols-3 gap-1", action: "h-14 flex-col gap-1 text-xs", label: undefined },
} as const;

type InternshipRowActionsProps = {
  row: AdminInternshipRow;
  layout: keyof typeof LAYOUTS;
  onDelete: () => void;
  isDeleteOpen: boolean;
  deleteButtonRef?: Ref<HTMLButtonElement>;
};

/** View (the admin page), Edit (the shared form) and Delete; each names its internship for screen readers. */
export function InternshipRowActions({
  row,
  layout,
  onDelete,
  isDeleteOpen,
  deleteButtonRef,
}: InternshipRowActionsProps) {
  const classes = LAYOUTS[layout];
  const neutral = clsx(base, classes.action, "text-neutral-700 hover:bg-neutral-100 hover:text-neutral-900");
  const title = (label: string) => (layout === "row" ? label : undefined);
  return (
    <div className={classes.container}>
      <Link to={paths.admin.internship.getHref(row.id)} className={neutral} title={title("View")}>
        <Eye className="size-4" aria-hidden="true" />
        <span>
          <span className={classes.label}>View</span>
          <span className="sr-only"> {row.title}</span>
        </span>
      </Link>
      <Link to={paths.app.editInternship.getHref(row.id)} className={neutral} title={title("Edit")}>
        <Pencil className="size-4" aria-hidden="true" />
        <span>
          <span className={classes.label}>Edit</span>
          <span className="sr-only"> {row.title}</span>
        </span>
      </Link>
      <button
        ref={deleteButtonRef}
        type="button"
        onClick={onDelete}
        aria-expanded={isDeleteOpen}
        title={title("Delete")}
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
