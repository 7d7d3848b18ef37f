import type { AdminAdminRow } from "@internpath/shared/admin-accounts-answers";
import type { Page } from "@internpath/shared/api-types";
import { useMutation, useQueryClient } from "@tanstack/react-query";
import { api } from "@/lib/api-client";
import { type MutationConfig, withScreenCallbacks } from "@/lib/mutation-config";
import { adminAccountsKeys } from "@/lib/query-keys";

export function removeAdmin(id: string) {
  return api.call("DELETE /api/admin/admins/:id", { params: { id } });
}

/** Removes another administrator; the row leaves the list at once and the counts are fetched afresh. */
export function useRemoveAdmin(config: MutationConfig<void, string> = {}) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: removeAdmin,
    ...withScreenCallbacks(config, (_result, id) => {
      queryClient.setQueryData<Page<AdminAdminRow>>(adminAccountsKeys.admins(), (page) =>
        page
          ? { ...page, items: page.items.filter((row) => row.id !== id), total: Math.max(0, page.total - 1) }
          : page,
      );
      void queryClient.invalidateQueries({ queryKey: adminAccountsKeys.admins() });
      void queryClient.invalidateQueries({ queryKey: adminAccountsKeys.stats() });
    }),
  });
}
