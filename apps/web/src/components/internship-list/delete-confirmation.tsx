import { ConfirmDialog } from "@/components/ui/confirm-dialog";
import { ConfirmInline } from "@/components/ui/confirm-inline";
import type { InternshipDelete } from "@/hooks/use-internship-delete";

export const DELETE_INTERNSHIP_CONFIRMATION =
  "Are you sure you want to delete this internship? This action cannot be undone.";

/** Where a delete asks first: a dialog (lists and pages) or inline next to the row (a company's list). */
export type DeleteMode = "dialog" | "inline";

type DeleteConfirmationProps = { mode: DeleteMode; remove: InternshipDelete; title: string };

export function DeleteConfirmation({ mode, remove, title }: DeleteConfirmationProps) {
  if (mode === "inline") {
    if (!remove.isConfirming) return null;
    return (
      <ConfirmInline
        message={DELETE_INTERNSHIP_CONFIRMATION}
        confirmLabel="Delete"
        onConfirm={remove.confirm}
        onCancel={remove.cancel}
        isPending={remove.isDeleting}
      />
    );
  }
  return (
    <ConfirmDialog
      open={remove.isConfirming}
      onOpenChange={(open) => {
        if (!open) remove.cancel();
      }}
      title={`Delete ${title}?`}
      message={DELETE_INTERNSHIP_CONFIRMATION}
      confirmLabel="Delete"
      onConfirm={remove.confirm}
      isPending={remove.isDeleting}
    />
  );
}
