import type { BulkStatusChangeInput } from "@internpath/shared/decision-schemas";
import { useMutation } from "@tanstack/react-query";
import { api } from "@/lib/api-client";
import { useApplyStates } from "./update-application-status";

/** One status for the selected applications; the server reports the ones it left as they were. */
export function changeApplicationStatuses(input: BulkStatusChangeInput) {
  return api.call("POST /api/company/applications/status", { body: input });
}

export function useChangeApplicationStatuses() {
  const applyStates = useApplyStates();
  return useMutation({
    mutationFn: changeApplicationStatuses,
    onSuccess: (answer) => applyStates(answer.changed),
  });
}
