import { UserMinus } from "lucide-react";
import { useId, useState } from "react";
import toast from "react-hot-toast";
import { Button } from "@/components/ui/button";
import { ConfirmDialog } from "@/components/ui/confirm-dialog";
import { getErrorMessage } from "@/lib/api-client";
import { useRemoveAdmin } from "../api/remove-admin";

export const REMOVE_ADMIN_CONFIRMATION =
  "Are you sure you want to remove this administrator? Their account is deleted and they are signed out everywhere at once. This action cannot be undone.";

type RemoveAdminButtonProps = {
  adminId: string;
  name: string;
  /** Why this admin cannot be removed here (oneself, the last one): the button is off and says so. */
  blockedReason: string | null;
  /** The row and this button are gone: where focus goes next. */
  onRemoved?: () => void;
};

/** "Remove admin" on the administrators list, asked first; the server refuses the same cases. */
export function RemoveAdminButton({ adminId, name, blockedReason, onRemoved }: RemoveAdminButtonProps) {
  const reasonId = useId();
  const [isConfirming, setConfirming] = useState(false);
  const remove = useRemoveAdmin({
    onSuccess: () => {
      setConfirming(false);
      toast.success("Administrator removed successfully");
      onRemoved?.();
    },
    onError: (error) => {
      setConfirming(false);
      toast.error(`Failed to remove administrator: ${getErrorMessage(error)}`);
    },
  });
  return (
    <>
      <Button
        variant="outline"
        size="sm"
        disabled={blockedReason !== null}
        aria-describedby={blockedReason ? reasonId : undefined}
        onClick={() => setConfirming(true)}
      >
        <UserMinus className="size-4" aria-hidden="true" />
        Remove admin
        <span className="sr-only"> {name}</span>
      </Button>
      {blockedReason && (
        <p id={reasonId} className="text-xs text-neutral-600">
          {blockedReason}
        </p>
      )}
      <ConfirmDialog
        open={isConfirming}
        onOpenChange={setConfirming}
        title={`Remove ${name}?`}
        message={REMOVE_ADMIN_CONFIRMATION}
        confirmLabel="Remove admin"
        onConfirm={() => remove.mutate(adminId)}
        isPending={remove.isPending}
      />
    </>
  );
}
