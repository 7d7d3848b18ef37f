import { MailCheck } from "lucide-react";
import toast from "react-hot-toast";
import { Badge } from "@/components/ui/badge";
import { Button } from "@/components/ui/button";
import { getErrorMessage } from "@/lib/api-client";
import { useResendInvitation } from "../api/resend-invitation";

/** An account an admin made whose person has not set a password yet. */
export function InvitationPendingBadge() {
  return <Badge tone="warning">Invitation pending</Badge>;
}

type ResendInvitationButtonProps = { accountId: string; email: string; name: string };

/** Mails a new set-password link (the old one stops working). */
export function ResendInvitationButton({ accountId, email, name }: ResendInvitationButtonProps) {
  const resend = useResendInvitation({
    onSuccess: () => toast.success(`Invitation sent again to ${email}`),
    onError: (error) => toast.error(`Failed to resend the invitation: ${getErrorMessage(error)}`),
  });
  return (
    <Button variant="outline" size="sm" onClick={() => resend.mutate(accountId)} isLoading={resend.isPending}>
      <MailCheck className="size-4" aria-hidden="true" />
      Resend invitation
      <span className="sr-only"> to {name}</span>
    </Button>
  );
}
