import { useMutation } from "@tanstack/react-query";
import { api } from "@/lib/api-client";
import type { MutationConfig } from "@/lib/mutation-config";

export function resendInvitation(accountId: string) {
  return api.post<void>(`/api/admin/accounts/${encodeURIComponent(accountId)}/invitation`);
}

/** Mails a new set-password link to an account that has not used its invitation; the old link stops working. */
export function useResendInvitation(config: MutationConfig<void, string> = {}) {
  return useMutation({ mutationFn: resendInvitation, onSuccess: config.onSuccess, onError: config.onError });
}
