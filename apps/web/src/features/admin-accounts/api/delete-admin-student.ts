import { useMutation, useQueryClient } from "@tanstack/react-query";
import { api } from "@/lib/api-client";
import type { MutationConfig } from "@/lib/mutation-config";
import { adminAccountsKeys } from "@/lib/query-keys";
import { removeAccountFromLists } from "./remove-from-lists";

export function deleteAdminStudent(id: string) {
  return api.call("DELETE /api/admin/students/:id", { params: { id } });
}

/** Deletes a student account with its applications; the row leaves the list without a reload. */
export function useDeleteAdminStudent(config: MutationConfig<void, string> = {}) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: deleteAdminStudent,
    onError: config.onError,
    onSuccess: (result, id) => {
      removeAccountFromLists(queryClient, adminAccountsKeys.students(), adminAccountsKeys.student(id), id);
      config.onSuccess?.(result, id);
    },
  });
}
