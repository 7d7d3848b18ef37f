import type { resetPasswordRequestSchema } from "@internpath/shared/auth-schemas";
import { useMutation } from "@tanstack/react-query";
import type { z } from "zod";
import { api } from "@/lib/api-client";

export type ResetPasswordInput = z.input<typeof resetPasswordRequestSchema>;

export function resetPassword({ newPassword, token }: ResetPasswordInput) {
  return api.post<unknown>("/api/auth/reset-password", { newPassword, token });
}

export function useResetPassword() {
  return useMutation({ mutationFn: resetPassword });
}
