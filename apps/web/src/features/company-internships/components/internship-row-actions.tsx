import type { CompanyInternshipRow } from "@internpath/shared/api-types";
import { InternshipActionButtons } from "@/components/internship-list/internship-action-buttons";
import { Button } from "@/components/ui/button";
import { paths } from "@/config/paths";
import { formatDate } from "@/lib/format";
import type { InternshipRowActions } from "../hooks/use-internship-row-actions";
import { CloseInternshipDialog } from "./close-internship-dialog";

type ActionButtonsProps = {
  row: CompanyInternshipRow;
  actions: InternshipRowActions;
  layout: "row" | "toolbar";
};

/** Open/Close, View, Edit and Delete; every action names its internship for screen readers. */
export function RowActionButtons({ row, actions, layout }: ActionButtonsProps) {
  const { remove } = actions;
  return (
    <InternshipActionButtons
      internship={row}
      viewHref={paths.app.internship.getHref(row.id)}
      layout={layout}
      remove={remove}
      isDeleteDisabled={remove.isConfirming}
      statusToggle={{
        opening: actions.nextStatus === "open",
        isBusy: actions.isTogglingStatus,
        isDisabled: actions.isTogglingStatus || remove.isDeleting,
        onToggle: () => void actions.toggleStatus(),
      }}
    />
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
