import type { SignInInput } from "@internpath/shared/auth-schemas";
import { useMutation, useQueryClient } from "@tanstack/react-query";
import { api } from "@/lib/api-client";
import { getCurrentUserQueryOptions } from "@/lib/get-current-user";

export function signIn(input: SignInInput) {
  return api.post<unknown>("/api/auth/sign-in/email", { email: input.email, password: input.password });
}

export function useSignIn() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: signIn,
    // The session cookie is set now; load the user it belongs to.
    onSuccess: () => queryClient.fetchQuery({ ...getCurrentUserQueryOptions(), staleTime: 0 }),
  });
}
