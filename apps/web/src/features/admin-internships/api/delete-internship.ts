import type { Page } from "@internpath/shared/api-types";
import { type QueryClient, useMutation, useQueryClient } from "@tanstack/react-query";
import { api } from "@/lib/api-client";
import type { MutationConfig } from "@/lib/mutation-config";
import { adminInternshipsKeys, analyticsKeys, companyInternshipsKeys, dashboardKeys } from "@/lib/query-keys";

export function deleteInternship(id: string) {
  return api.call("DELETE /api/internships/:id", { params: { id } });
}

/** The deleted row leaves every list at once; other screens that counted it refetch when next shown. */
function forgetInternship(queryClient: QueryClient, id: string) {
  queryClient.setQueriesData<Page<{ id: string }>>({ queryKey: adminInternshipsKeys.lists() }, (page) => {
    if (!page?.items.some((row) => row.id === id)) return page;
    return { ...page, items: page.items.filter((row) => row.id !== id), total: Math.max(0, page.total - 1) };
  });
  queryClient.removeQueries({ queryKey: adminInternshipsKeys.detail(id) });
  for (const queryKey of [
    adminInternshipsKeys.lists(),
    analyticsKeys.all,
    companyInternshipsKeys.all,
    dashboardKeys.all,
  ]) {
    void queryClient.invalidateQueries({ queryKey, refetchType: "none" });
  }
}

/** DELETE /api/internships/:id (an admin may delete any). */
export function useDeleteInternship({ onSuccess, onError }: MutationConfig<void, string> = {}) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: deleteInternship,
    onSuccess: (result, id) => {
      forgetInternship(queryClient, id);
      onSuccess?.(result, id);
    },
    onError,
  });
}
