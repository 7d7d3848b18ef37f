import type { AdminEndedSessions } from "@internpath/shared/admin-accounts-answers";
import { useMutation } from "@tanstack/react-query";
import { api } from "@/lib/api-client";
import type { MutationConfig } from "@/lib/mutation-config";

export function endAccountSessions(accountId: string) {
  return api.call("DELETE /api/admin/accounts/:id/sessions", { params: { id: accountId } });
}

/** Signs an account out on every device at once; it may sign in again. */
export function useEndAccountSessions(config: MutationConfig<AdminEndedSessions, string> = {}) {
  return useMutation({
    mutationFn: endAccountSessions,
    onSuccess: config.onSuccess,
    onError: config.onError,
  });
}
