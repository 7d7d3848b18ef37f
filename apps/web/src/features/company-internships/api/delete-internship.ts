import type { CompanyInternshipRow, Page } from "@internpath/shared/api-types";
import { useMutation, useQueryClient } from "@tanstack/react-query";
import { api } from "@/lib/api-client";
import type { MutationConfig } from "./mutation-config";
import { companyInternshipsKeys, RELATED_QUERY_KEYS } from "./query-keys";

export function deleteInternship(id: string) {
  return api.delete<void>(`/api/internships/${encodeURIComponent(id)}`);
}

/** Spec: a deleted row leaves the list without a reload. */
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
      for (const queryKey of [companyInternshipsKeys.lists(), ...RELATED_QUERY_KEYS]) {
        void queryClient.invalidateQueries({ queryKey, refetchType: "none" });
      }
      config.onSuccess?.(result, id);
    },
  });
}
