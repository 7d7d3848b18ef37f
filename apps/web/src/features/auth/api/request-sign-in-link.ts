import type { SignInLinkRequest } from "@internpath/shared/auth-schemas";
import { useMutation } from "@tanstack/react-query";
import { api } from "@/lib/api-client";

/**
 * Mails a one-time sign-in link, the way in while failed sign-ins lock the password. The answer is the
 * same whether or not the account exists.
 */
export function requestSignInLink({ email, callbackURL }: SignInLinkRequest) {
  return api.post<unknown>("/api/auth/sign-in/magic-link", { email, callbackURL });
}

export function useRequestSignInLink() {
  return useMutation({ mutationFn: requestSignInLink });
}
