import type { ForgotPasswordInput } from "@internpath/shared/auth-schemas";
import { useMutation } from "@tanstack/react-query";
import { paths } from "@/config/paths";
import { api } from "@/lib/api-client";

/** Always succeeds for a well-formed email: the server never says whether the account exists. */
export function requestPasswordReset({ email }: ForgotPasswordInput) {
  return api.post<unknown>("/api/auth/request-password-reset", {
    email,
    redirectTo: paths.auth.resetPassword.getHref(),
  });
}

export function useRequestPasswordReset() {
  return useMutation({ mutationFn: requestPasswordReset });
}
