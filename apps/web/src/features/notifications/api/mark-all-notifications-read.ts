import type { NotificationList } from "@internpath/shared/notifications";
import { useMutation, useQueryClient } from "@tanstack/react-query";
import toast from "react-hot-toast";
import { api } from "@/lib/api-client";
import { notificationsKeys } from "@/lib/query-keys";
import { showPagesRead } from "./mark-notification-read";

export function markAllNotificationsRead() {
  return api.call("POST /api/notifications/read-all", {});
}

export function useMarkAllNotificationsRead() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: markAllNotificationsRead,
    onSuccess: () => {
      queryClient.setQueryData<NotificationList>(
        notificationsKeys.all,
        (list) => list && { items: list.items.map((item) => ({ ...item, isRead: true })), unreadCount: 0 },
      );
      showPagesRead(queryClient);
      void queryClient.invalidateQueries({ queryKey: notificationsKeys.pages() });
      toast.success("All notifications marked as read");
    },
    onError: () => {
      toast.error("Failed to mark notifications as read");
    },
  });
}
