import type { MessageListItem, Page } from "@internpath/shared/api-types";
import { useMutation, useQueryClient } from "@tanstack/react-query";
import { api } from "@/lib/api-client";
import { messageKeys, notificationsKeys } from "@/lib/query-keys";
import { getMessageQueryOptions } from "./get-message";
import { getUnreadMessageCountQueryOptions } from "./get-unread-count";

export function markMessageRead(id: string) {
  return api.call("POST /api/messages/:id/read", { params: { id } });
}

/**
 * The recipient opened the message: its row stops being highlighted, the badge shows the count
 * the server counted afresh and the bell reloads (the message's notification is read with it). A failure is only logged (docs/product.md, "Messaging").
 */
export function useMarkMessageRead() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: markMessageRead,
    onSuccess: ({ message, unreadCount }) => {
      queryClient.setQueryData(getUnreadMessageCountQueryOptions().queryKey, { count: unreadCount });
      queryClient.setQueriesData<Page<MessageListItem>>(
        { queryKey: messageKeys.lists() },
        (page) =>
          page && {
            ...page,
            items: page.items.map((item) => (item.id === message.id ? { ...item, isRead: true } : item)),
          },
      );
      queryClient.setQueryData(
        getMessageQueryOptions(message.id).queryKey,
        (detail) => detail && { message: { ...detail.message, isRead: true } },
      );
      // Its notification was read with it: the bell's count drops (the live event says so too).
      void queryClient.invalidateQueries({ queryKey: notificationsKeys.all });
    },
    onError: (error) => console.warn("Could not mark the message as read", error),
  });
}
