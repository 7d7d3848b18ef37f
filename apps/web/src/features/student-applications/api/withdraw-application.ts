import { useMutation, useQueryClient } from "@tanstack/react-query";
import { api } from "@/lib/api-client";
import { internshipsKeys, myApplicationsKeys } from "@/lib/query-keys";

export function withdrawApplication(id: string) {
  return api.call("POST /api/applications/:id/withdraw", { params: { id } });
}

/** docs/product.md, "Withdrawing an application": My Applications and the internship page reload. */
export function useWithdrawApplication() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: withdrawApplication,
    onSuccess: () => {
      void queryClient.invalidateQueries({ queryKey: myApplicationsKeys.all });
      void queryClient.invalidateQueries({ queryKey: internshipsKeys.all });
    },
  });
}
