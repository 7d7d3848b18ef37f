import { useMutation, useQueryClient } from "@tanstack/react-query";
import { api } from "@/lib/api-client";
import type { MutationConfig } from "@/lib/mutation-config";
import { adminAccountsKeys } from "@/lib/query-keys";
import { removeAccountFromLists } from "./remove-from-lists";

export function deleteAdminCompany(id: string) {
  return api.call("DELETE /api/admin/companies/:id", { params: { id } });
}

/** Deletes a company account with its internships; the row leaves the list without a reload. */
export function useDeleteAdminCompany(config: MutationConfig<void, string> = {}) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: deleteAdminCompany,
    onError: config.onError,
    onSuccess: (result, id) => {
      removeAccountFromLists(queryClient, adminAccountsKeys.companies(), adminAccountsKeys.company(id), id);
      config.onSuccess?.(result, id);
    },
  });
}
