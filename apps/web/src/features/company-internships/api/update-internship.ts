import type { InternshipValues } from "@internpath/shared/internship-schemas";
import { useMutation, useQueryClient } from "@tanstack/react-query";
import { api } from "@/lib/api-client";
import { companyInternshipsKeys } from "@/lib/query-keys";
import { getEditableInternshipQueryOptions } from "./get-editable-internship";
import { markRelatedQueriesStale } from "./related-queries";

export type UpdateInternshipInput = { id: string; values: InternshipValues };

export async function updateInternship({ id, values }: UpdateInternshipInput) {
  const { internship } = await api.call("PUT /api/internships/:id", { params: { id }, body: values });
  return internship;
}

export function useUpdateInternship() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: updateInternship,
    onSuccess: async (internship) => {
      queryClient.setQueryData(getEditableInternshipQueryOptions(internship.id).queryKey, { internship });
      markRelatedQueriesStale(queryClient);
      await queryClient.invalidateQueries({ queryKey: companyInternshipsKeys.lists() });
    },
  });
}
