import { useMutation, useQueryClient } from "@tanstack/react-query";
import { api } from "@/lib/api-client";
import { removeFromCachedPages } from "@/lib/cached-pages";
import { adminApplicationsKeys, companyApplicationsKeys, dashboardKeys } from "@/lib/query-keys";

/** The deleted row leaves every loaded page at once (no reload), and its total drops by one. */
export function useDeleteApplication() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (id: string) => api.call("DELETE /api/admin/applications/:id", { params: { id } }),
    onSuccess: (_, id) => {
      removeFromCachedPages(queryClient, adminApplicationsKeys.lists(), id);
      queryClient.removeQueries({ queryKey: adminApplicationsKeys.detail(id) });
      for (const queryKey of [companyApplicationsKeys.all, dashboardKeys.all]) {
        void queryClient.invalidateQueries({ queryKey, refetchType: "none" });
      }
    },
  });
}
