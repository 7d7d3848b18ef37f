import type { SignInInput } from "@internpath/shared/auth-schemas";
import { useMutation, useQueryClient } from "@tanstack/react-query";
import { api } from "@/lib/api-client";
import { getCurrentUserQueryOptions } from "@/lib/get-current-user";
import { currentUserKeys } from "@/lib/query-keys";

export function signIn(input: SignInInput) {
  return api.post<unknown>("/api/auth/sign-in/email", { email: input.email, password: input.password });
}

export function useSignIn() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: signIn,
    // The session cookie is set now: what was read as a visitor (a posting, browse) is dropped, since it
    // now reads differently (bookmarks, applications, Apply Now), and the user it belongs to is loaded.
    onSuccess: () => {
      queryClient.removeQueries({ predicate: (query) => query.queryKey[0] !== currentUserKeys.all[0] });
      return queryClient.fetchQuery({ ...getCurrentUserQueryOptions(), staleTime: 0 });
    },
  });
}
