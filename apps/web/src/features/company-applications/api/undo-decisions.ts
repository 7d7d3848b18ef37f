import type { BulkUndoAnswer } from "@internpath/shared/decision-answers";
import { useMutation, useQueryClient } from "@tanstack/react-query";
import { api, isApiError } from "@/lib/api-client";
import { companyApplicationsKeys } from "@/lib/query-keys";
import { useApplyStates } from "./update-application-status";

/** Cancels the decisions still waiting on these applications (one or a bulk decision's). */
export async function undoDecisions(applicationIds: readonly string[]): Promise<BulkUndoAnswer> {
  if (applicationIds.length === 1) {
    try {
      const { application } = await api.call("POST /api/applications/:id/undo", {
        params: { id: applicationIds[0]! },
      });
      return { undone: [application], tooLate: [] };
    } catch (error) {
      if (isApiError(error) && error.status === 409) return { undone: [], tooLate: [...applicationIds] };
      throw error;
    }
  }
  return api.call("POST /api/company/applications/undo", { body: { applicationIds: [...applicationIds] } });
}

/** Undo: the undone ones go back in place; those too late reload with the status they took. */
export function useUndoDecisions() {
  const queryClient = useQueryClient();
  const applyStates = useApplyStates();
  return useMutation({
    mutationFn: undoDecisions,
    onSuccess: (answer) => {
      applyStates(answer.undone);
      if (answer.tooLate.length > 0) {
        void queryClient.invalidateQueries({ queryKey: companyApplicationsKeys.lists() });
      }
    },
  });
}
