import { useMutation, useQueryClient } from "@tanstack/react-query";
import { api } from "@/lib/api-client";
import { messageKeys } from "@/lib/query-keys";

export type AdminMessage = { recipientId: string; subject: string; messageText: string };

/** A real in-app message (and mail, through the outbox) via the Messages endpoint. */
export function sendAdminMessage(body: AdminMessage) {
  return api.post<{ message: { id: string; createdAt: string } }>("/api/messages", body);
}

export function useSendAdminMessage() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: sendAdminMessage,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: messageKeys.lists() }),
  });
}
