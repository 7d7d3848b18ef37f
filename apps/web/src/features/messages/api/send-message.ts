import { useMutation, useQueryClient } from "@tanstack/react-query";
import { api } from "@/lib/api-client";
import { messageKeys } from "@/lib/query-keys";

export type SendMessageBody = { recipientId: string; subject: string; messageText: string };

export function sendMessage(body: SendMessageBody) {
  return api.post<{ message: { id: string; createdAt: string } }>("/api/messages", body);
}

/** After sending, the lists load again (the Sent box shows the new message). */
export function useSendMessage() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: sendMessage,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: messageKeys.lists() }),
  });
}
