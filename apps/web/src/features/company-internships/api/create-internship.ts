import type { InternshipValues } from "@internpath/shared/internship-schemas";
import { useMutation, useQueryClient } from "@tanstack/react-query";
import { api } from "@/lib/api-client";
import { companyInternshipsKeys } from "@/lib/query-keys";
import { markRelatedQueriesStale } from "./related-queries";

/** A company posts as itself; an admin names the company (`companyId`). */
export async function createInternship(input: InternshipValues & { companyId?: string }) {
  const { internship } = await api.call("POST /api/internships", { body: input });
  return internship;
}

export function useCreateInternship() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: createInternship,
    onSuccess: async () => {
      markRelatedQueriesStale(queryClient);
      await queryClient.invalidateQueries({ queryKey: companyInternshipsKeys.lists() });
    },
  });
}
