import { apiPageQuery } from "@/lib/api-query";
import { notificationsKeys } from "@/lib/query-keys";

/** The Notifications page: a page of the user's notifications, by type and unread only. */
export const useNotificationPage = apiPageQuery(
  "GET /api/notifications/all",
  notificationsKeys.page,
  "Failed to load notifications",
).use;
