import { LogOut } from "lucide-react";
import { useState } from "react";
import toast from "react-hot-toast";
import { Button } from "@/components/ui/button";
import { ConfirmDialog } from "@/components/ui/confirm-dialog";
import { getErrorMessage } from "@/lib/api-client";
import { useEndAccountSessions } from "../api/end-account-sessions";

export const END_SESSIONS_CONFIRMATION =
  "They are signed out on every device at once, and their open pages stop. They can sign in again with their password.";

type EndSessionsButtonProps = { accountId: string; name: string; size?: "sm" | "md" };

/** "End all sessions" of another account, asked first (docs/product.md, "Accounts made by an admin"). */
export function EndSessionsButton({ accountId, name, size = "md" }: EndSessionsButtonProps) {
  const [isConfirming, setConfirming] = useState(false);
  const end = useEndAccountSessions({
    onSuccess: () => {
      setConfirming(false);
      toast.success("Sessions ended successfully");
    },
    onError: (error) => {
      setConfirming(false);
      toast.error(`Failed to end sessions: ${getErrorMessage(error)}`);
    },
  });
  return (
    <>
      <Button variant="outline" size={size} onClick={() => setConfirming(true)}>
        <LogOut className="size-4" aria-hidden="true" />
        End all sessions
        {/* In a list every row has this button: the name tells them apart. */}
        {size === "sm" && <span className="sr-only"> of {name}</span>}
      </Button>
      <ConfirmDialog
        open={isConfirming}
        onOpenChange={setConfirming}
        title={`End all sessions of ${name}?`}
        message={END_SESSIONS_CONFIRMATION}
        confirmLabel="End sessions"
        onConfirm={() => end.mutate(accountId)}
        isPending={end.isPending}
      />
    </>
  );
}
