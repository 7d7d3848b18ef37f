import type { AdminInviteInput } from "@internpath/shared/admin-accounts-schemas";
import { useMutation, useQueryClient } from "@tanstack/react-query";
import { api } from "@/lib/api-client";
import { adminAccountsKeys } from "@/lib/query-keys";
import { markAccountsStale } from "./remove-from-lists";

export async function inviteAdmin(input: AdminInviteInput) {
  const { admin } = await api.call("POST /api/admin/admins", { body: input });
  return admin;
}

/** Makes another administrator, who gets an email to set a password. */
export function useInviteAdmin() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: inviteAdmin,
    onSuccess: () => markAccountsStale(queryClient, adminAccountsKeys.admins()),
  });
}
