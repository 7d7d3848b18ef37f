import type { SendMessageInput } from "@internpath/shared/message-schemas";
import { useMutation, useQueryClient } from "@tanstack/react-query";
import { api } from "@/lib/api-client";
import { messageKeys } from "@/lib/query-keys";

/** A real in-app message (and mail, through the outbox) via the Messages endpoint. */
export function sendAdminMessage(body: SendMessageInput) {
  return api.call("POST /api/messages", { body });
}

export function useSendAdminMessage() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: sendAdminMessage,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: messageKeys.lists() }),
  });
}
