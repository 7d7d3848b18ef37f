import type { closeInternshipSchema } from "@internpath/shared/follow-through";
import { useMutation, useQueryClient } from "@tanstack/react-query";
import type { z } from "zod";
import { api } from "@/lib/api-client";
import { companyApplicationsKeys, companyInternshipsKeys } from "@/lib/query-keys";
import { markRelatedQueriesStale } from "./related-queries";

/** How many applications to the internship still wait for an answer (asked before closing it). */
export function getWaitingApplications(id: string) {
  return api.call("GET /api/internships/:id/waiting", { params: { id } });
}

/** The schema's parsed shape, which it also accepts: its input types the optional message as `unknown`. */
export type CloseInternshipInput = z.output<typeof closeInternshipSchema> & { id: string };

/** docs/product.md, "Closing a posting": close, and optionally reject those still waiting with one message. */
export function useCloseInternship() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ id, ...body }: CloseInternshipInput) =>
      api.call("POST /api/internships/:id/close", { params: { id }, body }),
    onSuccess: () => {
      void queryClient.invalidateQueries({ queryKey: companyInternshipsKeys.lists() });
      void queryClient.invalidateQueries({ queryKey: companyApplicationsKeys.all });
      markRelatedQueriesStale(queryClient);
    },
  });
}

/** "Still open": answers the 60-day question (docs/product.md, "Stale postings"). */
export function useConfirmStillOpen() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (id: string) => api.call("POST /api/internships/:id/confirm-open", { params: { id } }),
    onSuccess: () => void queryClient.invalidateQueries({ queryKey: companyInternshipsKeys.lists() }),
  });
}
