import { queryOptions, useQuery } from "@tanstack/react-query";
import { api } from "@/lib/api-client";
import { messageKeys } from "@/lib/query-keys";

export function getUnreadMessageCount(signal?: AbortSignal) {
  return api.call("GET /api/messages/unread-count", { signal });
}

export function getUnreadMessageCountQueryOptions() {
  return queryOptions({
    queryKey: messageKeys.unreadCount(),
    queryFn: ({ signal }) => getUnreadMessageCount(signal),
    select: (data) => data.count,
  });
}

/** The Inbox tab's badge. */
export function useUnreadMessageCount() {
  return useQuery(getUnreadMessageCountQueryOptions());
}
