import { queryOptions, useQuery } from "@tanstack/react-query";
import { api } from "@/lib/api-client";
import { notificationsKeys } from "@/lib/query-keys";

export function getNotifications(signal?: AbortSignal) {
  return api.call("GET /api/notifications", { signal });
}

/** Failures are not toasted (the bell says so itself); live events keep the list current. */
export function getNotificationsQueryOptions() {
  return queryOptions({
    queryKey: notificationsKeys.all,
    queryFn: ({ signal }) => getNotifications(signal),
  });
}

export function useNotifications() {
  return useQuery(getNotificationsQueryOptions());
}
