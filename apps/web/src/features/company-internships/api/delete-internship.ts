import { useMutation, useQueryClient } from "@tanstack/react-query";
import { api } from "@/lib/api-client";
import { removeFromCachedPages } from "@/lib/cached-pages";
import { type MutationConfig, withScreenCallbacks } from "@/lib/mutation-config";
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
    ...withScreenCallbacks(config, (_result, id) => {
      removeFromCachedPages(queryClient, companyInternshipsKeys.lists(), id);
      queryClient.removeQueries({ queryKey: companyInternshipsKeys.editable(id) });
      markRelatedQueriesStale(queryClient);
    }),
  });
}
