import { useMutation, useQueryClient } from "@tanstack/react-query";
import { api } from "@/lib/api-client";
import { adminInternshipsKeys, internshipsKeys, trustKeys } from "@/lib/query-keys";

export function unhideInternship(id: string) {
  return api.call("POST /api/admin/internships/:id/unhide", { params: { id } });
}

/** POST /api/admin/internships/:id/unhide: undoes Hide Posting; students see the internship again. */
export function useUnhideInternship() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: unhideInternship,
    onSuccess: () => {
      for (const queryKey of [adminInternshipsKeys.all, internshipsKeys.all, trustKeys.all]) {
        void queryClient.invalidateQueries({ queryKey });
      }
    },
  });
}
