import type { SendMessageInput } from "@internpath/shared/message-schemas";
import { useMutation, useQueryClient } from "@tanstack/react-query";
import { api } from "@/lib/api-client";
import { messageKeys } from "@/lib/query-keys";

export function sendMessage(body: SendMessageInput) {
  return api.call("POST /api/messages", { body });
}

/** After sending, the lists load again (the Sent box shows the new message). */
export function useSendMessage() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: sendMessage,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: messageKeys.lists() }),
  });
}
