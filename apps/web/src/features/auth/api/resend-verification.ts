import type { resendVerificationSchema } from "@internpath/shared/auth-schemas";
import { useMutation } from "@tanstack/react-query";
import type { z } from "zod";
import { api } from "@/lib/api-client";
import { VERIFIED_CALLBACK_URL } from "./sign-up";

export function resendVerification({ email }: z.input<typeof resendVerificationSchema>) {
  return api.post<unknown>("/api/auth/send-verification-email", {
    email,
    callbackURL: VERIFIED_CALLBACK_URL,
  });
}

export function useResendVerification() {
  return useMutation({ mutationFn: resendVerification });
}
