import { useMutation } from "@tanstack/react-query";
import { api } from "@/lib/api-client";

export type ResetPasswordInput = { newPassword: string; token: string };

export function resetPassword({ newPassword, token }: ResetPasswordInput) {
  return api.post<unknown>("/api/auth/reset-password", { newPassword, token });
}

export function useResetPassword() {
  return useMutation({ mutationFn: resetPassword });
}
