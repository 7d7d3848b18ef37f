import toast from "react-hot-toast";
import { ConfirmDialog } from "@/components/ui/confirm-dialog";
import type { AccountKind } from "../utils/account-kinds";

type DeleteAccountDialogProps = {
  kind: AccountKind;
  /** The account being confirmed, or null while the dialog is closed. */
  account: { id: string; name: string } | null;
  /** Open while `account` is set, unless told (a profile keeps its account while the dialog closes). */
  open?: boolean;
  onClose: () => void;
  onDeleted: () => void;
  onFailed: (error: Error) => void;
};

/** "Delete Acme Corp?": the confirmation of a list row's or a profile page's Delete. */
export function DeleteAccountDialog({
  kind,
  account,
  open,
  onClose,
  onDeleted,
  onFailed,
}: DeleteAccountDialogProps) {
  const remove = kind.useDelete({
    onSuccess: () => {
      toast.success(`${kind.One} deleted successfully`);
      onDeleted();
    },
    onError: onFailed,
  });
  return (
    <ConfirmDialog
      open={open ?? account !== null}
      onOpenChange={(open) => !open && onClose()}
      title={`Delete ${account?.name ?? kind.nameOf(null)}?`}
      message={kind.deleteConfirmation}
      confirmLabel={`Delete ${kind.one}`}
      onConfirm={() => account && remove.mutate(account.id)}
      isPending={remove.isPending}
    />
  );
}
