import { ADMIN_APPLICATION_TEXTS } from "@internpath/shared/admin-applications-schemas";
import toast from "react-hot-toast";
import { ConfirmDialog } from "@/components/ui/confirm-dialog";
import { useDeleteApplication } from "../api/delete-application";

type DeleteApplicationDialogProps = {
  /** The application to delete; null when the dialog is closed. */
  applicationId: string | null;
  onClose: () => void;
  onDeleted?: () => void;
};

/** Asks first ('... cannot be undone.'), then deletes; the row leaves the list without a reload. */
export function DeleteApplicationDialog({ applicationId, onClose, onDeleted }: DeleteApplicationDialogProps) {
  const remove = useDeleteApplication();
  return (
    <ConfirmDialog
      open={applicationId !== null}
      onOpenChange={(open) => !open && onClose()}
      title="Delete application"
      message={ADMIN_APPLICATION_TEXTS.deleteQuestion}
      isPending={remove.isPending}
      onConfirm={() => {
        if (!applicationId) return;
        remove.mutate(applicationId, {
          onSuccess: () => {
            toast.success(ADMIN_APPLICATION_TEXTS.deleted);
            onClose();
            onDeleted?.();
          },
          onError: () => toast.error(ADMIN_APPLICATION_TEXTS.deleteFailed),
        });
      }}
    />
  );
}
