import type { NotificationList } from "@internpath/shared/notifications";
import { useMutation, useQueryClient } from "@tanstack/react-query";
import { api } from "@/lib/api-client";
import { notificationsKeys } from "@/lib/query-keys";

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

/** Shown read at once; a failure is only logged (the spec's rule) and the list reloads. */
export function useMarkNotificationRead() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: markNotificationRead,
    onMutate: (id) => {
      queryClient.setQueryData<NotificationList>(
        notificationsKeys.all,
        (list) => list && withNotificationRead(list, id),
      );
    },
    onError: (error) => {
      console.error("Failed to mark the notification as read", error);
      void queryClient.invalidateQueries({ queryKey: notificationsKeys.all });
    },
  });
}
