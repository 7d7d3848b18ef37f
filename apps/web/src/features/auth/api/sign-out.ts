import { useMutation, useQueryClient } from "@tanstack/react-query";
import { api } from "@/lib/api-client";
import { currentUserKeys } from "@/lib/query-keys";

export function useSignOut() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async () => {
      // Clear the user first so no screen keeps showing private data while the server answers.
      queryClient.setQueryData(currentUserKeys.all, null);
      queryClient.removeQueries({ predicate: (query) => query.queryKey[0] !== currentUserKeys.all[0] });
      await api.post("/api/auth/sign-out", {});
    },
  });
}
