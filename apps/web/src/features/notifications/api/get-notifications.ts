import { apiQuery } from "@/lib/api-query";
import { notificationsKeys } from "@/lib/query-keys";

/** Failures are not toasted (the bell says so itself); live events keep the list current. */
const notifications = apiQuery({ route: "GET /api/notifications", queryKey: () => notificationsKeys.all });

export const getNotificationsQueryOptions = notifications.options;
export const useNotifications = notifications.use;
