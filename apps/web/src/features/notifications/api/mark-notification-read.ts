import type { NotificationList, NotificationPage } from "@internpath/shared/notifications";
import { type QueryClient, useMutation, useQueryClient } from "@tanstack/react-query";
import { api } from "@/lib/api-client";
import { messageKeys, notificationsKeys } from "@/lib/query-keys";

export function markNotificationRead(id: string) {
  return api.call("POST /api/notifications/:id/read", { params: { id } });
}

/** The list with one notification read; the count drops by one, never below 0. */
export function withNotificationRead(list: NotificationList, id: string): NotificationList {
  const target = list.items.find((item) => item.id === id);
  if (!target || target.isRead) return list;
  return {
    items: list.items.map((item) => (item.id === id ? { ...item, isRead: true } : item)),
    unreadCount: Math.max(0, list.unreadCount - 1),
  };
}

/** The Notifications page's cached pages with these notifications (or all, without ids) shown read. */
export function showPagesRead(queryClient: QueryClient, ids?: readonly string[]) {
  queryClient.setQueriesData<NotificationPage>(
    { queryKey: notificationsKeys.pages() },
    (page) =>
      page && {
        ...page,
        items: page.items.map((item) => (!ids || ids.includes(item.id) ? { ...item, isRead: true } : item)),
      },
  );
}

/**
 * Shown read at once, in the bell and on the Notifications page; a failure is only logged (the spec's rule)
 * and the lists reload. A message's notification reads its message too, so the messages reload.
 */
export function useMarkNotificationRead() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: markNotificationRead,
    onMutate: (id) => {
      queryClient.setQueryData<NotificationList>(
        notificationsKeys.all,
        (list) => list && withNotificationRead(list, id),
      );
      showPagesRead(queryClient, [id]);
    },
    onSuccess: () => {
      // The unread filter's pages and their totals; the message it named, if any.
      void queryClient.invalidateQueries({ queryKey: notificationsKeys.pages() });
      void queryClient.invalidateQueries({ queryKey: messageKeys.all });
    },
    onError: (error) => {
      console.error("Failed to mark the notification as read", error);
      void queryClient.invalidateQueries({ queryKey: notificationsKeys.all });
    },
  });
}
