import type { changePasswordRequestSchema, SessionSummary } from "@internpath/shared/auth-schemas";
import { useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import type { z } from "zod";
import { api } from "@/lib/api-client";
import { profileKeys } from "@/lib/query-keys";

export type ChangePasswordInput = z.input<typeof changePasswordRequestSchema>;

/** Changes the password; the server also signs out every other session. */
export function changePassword(input: ChangePasswordInput) {
  return api.post<unknown>("/api/auth/change-password", input);
}

export function useChangePassword() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: changePassword,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: profileKeys.sessions }),
  });
}

export async function listSessions(): Promise<SessionSummary[]> {
  const { sessions } = await api.get<{ sessions: SessionSummary[] }>("/api/auth/list-sessions");
  return sessions;
}

export function useSessions() {
  return useQuery({ queryKey: profileKeys.sessions, queryFn: listSessions });
}

export function useSignOutOtherSessions() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: () => api.post<unknown>("/api/auth/revoke-other-sessions", {}),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: profileKeys.sessions }),
  });
}

/** Ends one other session of the user's (DELETE /api/account/sessions/:id). */
export function useEndSession() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (id: string) => api.call("DELETE /api/account/sessions/:id", { params: { id } }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: profileKeys.sessions }),
  });
}
