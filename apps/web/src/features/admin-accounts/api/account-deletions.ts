import { type QueryKey, useMutation, useQueryClient } from "@tanstack/react-query";
import { api } from "@/lib/api-client";
import { removeFromCachedPages } from "@/lib/cached-pages";
import { type MutationConfig, withScreenCallbacks } from "@/lib/mutation-config";
import { adminAccountsKeys } from "@/lib/query-keys";

/**
 * Deleting an account: its row leaves every loaded page of its list without a reload, its own page's query
 * goes, and the counts are fetched afresh.
 */
function useAccountDeletion(
  remove: (id: string) => Promise<unknown>,
  keys: { lists: QueryKey; detail: (id: string) => QueryKey },
  config: MutationConfig<void, string>,
) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (id: string) => {
      await remove(id);
    },
    ...withScreenCallbacks(config, (_result, id) => {
      removeFromCachedPages(queryClient, keys.lists, id);
      queryClient.removeQueries({ queryKey: keys.detail(id) });
      void queryClient.invalidateQueries({ queryKey: adminAccountsKeys.stats() });
    }),
  });
}

/** Deletes a company account with its internships. */
export function useDeleteAdminCompany(config: MutationConfig<void, string> = {}) {
  return useAccountDeletion(
    (id) => api.call("DELETE /api/admin/companies/:id", { params: { id } }),
    { lists: [...adminAccountsKeys.companies(), "list"], detail: adminAccountsKeys.company },
    config,
  );
}

/** Deletes a student account with its applications. */
export function useDeleteAdminStudent(config: MutationConfig<void, string> = {}) {
  return useAccountDeletion(
    (id) => api.call("DELETE /api/admin/students/:id", { params: { id } }),
    { lists: [...adminAccountsKeys.students(), "list"], detail: adminAccountsKeys.student },
    config,
  );
}
