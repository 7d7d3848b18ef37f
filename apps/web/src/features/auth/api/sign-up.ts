import type { SignUpRequest } from "@internpath/shared/auth-schemas";
import { useMutation } from "@tanstack/react-query";
import { paths } from "@/config/paths";
import { api } from "@/lib/api-client";

/** Where the link in the verification email lands once the address is confirmed. */
export const VERIFIED_CALLBACK_URL = `${paths.auth.signIn.getHref()}?verified=1`;

export function signUp(input: SignUpRequest) {
  return api.post<unknown>("/api/auth/sign-up/email", {
    email: input.email,
    password: input.password,
    name: input.fullName,
    role: input.role,
    ...(input.role === "company" ? { companyName: input.companyName } : { university: input.university }),
    callbackURL: VERIFIED_CALLBACK_URL,
  });
}

/** Creates the account; no session starts until the email is verified. */
export function useSignUp() {
  return useMutation({ mutationFn: signUp });
}
