import { useMutation } from "@tanstack/react-query";
import { api } from "@/lib/api-client";
import type { MutationConfig } from "@/lib/mutation-config";

export function resendInvitation(accountId: string) {
  return api.call("POST /api/admin/accounts/:id/invitation", { params: { id: accountId } });
}

/** Mails a new set-password link to an account that has not used its invitation; the old link stops working. */
export function useResendInvitation(config: MutationConfig<void, string> = {}) {
  return useMutation({ mutationFn: resendInvitation, onSuccess: config.onSuccess, onError: config.onError });
}
