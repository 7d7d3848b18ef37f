import { useMutation, useQueryClient } from "@tanstack/react-query";
import { api } from "@/lib/api-client";
import { removeFromCachedPages } from "@/lib/cached-pages";
import { type MutationConfig, withScreenCallbacks } from "@/lib/mutation-config";
import { adminInternshipsKeys, analyticsKeys, companyInternshipsKeys, dashboardKeys } from "@/lib/query-keys";

/**
 * DELETE /api/internships/:id (an admin may delete any). The deleted row leaves every list at once; other
 * screens that counted it refetch when next shown.
 */
export function useDeleteInternship(config: MutationConfig<void, string> = {}) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (id: string) => api.call("DELETE /api/internships/:id", { params: { id } }),
    ...withScreenCallbacks(config, (_, id) => {
      removeFromCachedPages(queryClient, adminInternshipsKeys.lists(), id);
      queryClient.removeQueries({ queryKey: adminInternshipsKeys.detail(id) });
      for (const queryKey of [analyticsKeys.all, companyInternshipsKeys.all, dashboardKeys.all]) {
        void queryClient.invalidateQueries({ queryKey, refetchType: "none" });
      }
    }),
  });
}
