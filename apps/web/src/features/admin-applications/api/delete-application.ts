import type { AdminApplicationPage } from "@internpath/shared/admin-application-answers";
import { useMutation, useQueryClient } from "@tanstack/react-query";
import { api } from "@/lib/api-client";
import { adminApplicationsKeys, companyApplicationsKeys, dashboardKeys } from "@/lib/query-keys";

export function deleteApplication(id: string) {
  return api.call("DELETE /api/admin/applications/:id", { params: { id } });
}

/** The deleted row leaves every loaded page at once (no reload), and its total drops by one. */
export function useDeleteApplication() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: deleteApplication,
    onSuccess: (_, id) => {
      queryClient.setQueriesData<AdminApplicationPage>(
        { queryKey: adminApplicationsKeys.lists() },
        (page) => {
          if (!page?.items.some((item) => item.id === id)) return page;
          return {
            ...page,
            items: page.items.filter((item) => item.id !== id),
            total: page.isTotalCapped ? page.total : Math.max(0, page.total - 1),
          };
        },
      );
      queryClient.removeQueries({ queryKey: adminApplicationsKeys.detail(id) });
      for (const queryKey of [
        adminApplicationsKeys.lists(),
        companyApplicationsKeys.all,
        dashboardKeys.all,
      ]) {
        void queryClient.invalidateQueries({ queryKey, refetchType: "none" });
      }
    },
  });
}
