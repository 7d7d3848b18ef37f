import type { CompanyInternshipRow, EditableInternship, Page } from "@internpath/shared/api-types";
import type { InternshipStatus } from "@internpath/shared/enums";
import type { internshipStatusSchema } from "@internpath/shared/internship-schemas";
import { useMutation, useQueryClient } from "@tanstack/react-query";
import type { z } from "zod";
import { api } from "@/lib/api-client";
import { type MutationConfig, withScreenCallbacks } from "@/lib/mutation-config";
import { companyInternshipsKeys } from "@/lib/query-keys";
import { getEditableInternshipQueryOptions } from "./get-editable-internship";
import { markRelatedQueriesStale } from "./related-queries";

export type UpdateInternshipStatusInput = z.input<typeof internshipStatusSchema> & { id: string };

export async function updateInternshipStatus({ id, status }: UpdateInternshipStatusInput) {
  const { internship } = await api.call("PATCH /api/internships/:id/status", {
    params: { id },
    body: { status },
  });
  return internship;
}

/** docs/product.md, "Internships and their statuses": the list toggle switches open to closed, and closed or draft to open. */
export function nextToggleStatus(status: InternshipStatus): InternshipStatus {
  return status === "open" ? "closed" : "open";
}

/**
 * Changes the status in place: the row keeps its spot (even when it no longer matches the status
 * filter) until the list is next loaded.
 */
export function useUpdateInternshipStatus(
  config: MutationConfig<EditableInternship, UpdateInternshipStatusInput> = {},
) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: updateInternshipStatus,
    ...withScreenCallbacks(config, (internship, _variables) => {
      queryClient.setQueriesData<Page<CompanyInternshipRow>>(
        { queryKey: companyInternshipsKeys.lists() },
        (page) =>
          page && {
            ...page,
            items: page.items.map((row) =>
              row.id === internship.id ? { ...row, status: internship.status } : row,
            ),
          },
      );
      queryClient.setQueryData(getEditableInternshipQueryOptions(internship.id).queryKey, { internship });
      void queryClient.invalidateQueries({ queryKey: companyInternshipsKeys.lists(), refetchType: "none" });
      markRelatedQueriesStale(queryClient);
    }),
  });
}
