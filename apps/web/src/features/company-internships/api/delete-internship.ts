import type { CompanyInternshipRow, Page } from "@internpath/shared/api-types";
import { useMutation, useQueryClient } from "@tanstack/react-query";
import { api } from "@/lib/api-client";
import type { MutationConfig } from "@/lib/mutation-config";
import { companyInternshipsKeys } from "@/lib/query-keys";
import { markRelatedQueriesStale } from "./related-queries";

export function deleteInternship(id: string) {
  return api.call("DELETE /api/internships/:id", { params: { id } });
}

/** A deleted row leaves the list without a reload. */
export function useDeleteInternship(config: MutationConfig<void, string> = {}) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: deleteInternship,
    onError: config.onError,
    onSuccess: (result, id) => {
      queryClient.setQueriesData<Page<CompanyInternshipRow>>(
        { queryKey: companyInternshipsKeys.lists() },
        (page) => {
          if (!page?.items.some((row) => row.id === id)) return page;
          return {
            ...page,
            items: page.items.filter((row) => row.id !== id),
            total: Math.max(0, page.total - 1),
          };
        },
      );
      queryClient.removeQueries({ queryKey: companyInternshipsKeys.editable(id) });
      void queryClient.invalidateQueries({ queryKey: companyInternshipsKeys.lists(), refetchType: "none" });
      markRelatedQueriesStale(queryClient);
      config.onSuccess?.(result, id);
    },
  });
}
