import { apiQuery } from "@/lib/api-query";
import { messageKeys } from "@/lib/query-keys";

/** The Inbox tab's badge. */
const unreadMessageCount = apiQuery({
  route: "GET /api/messages/unread-count",
  queryKey: messageKeys.unreadCount,
  select: (answer) => answer.count,
});

export const getUnreadMessageCountQueryOptions = unreadMessageCount.options;
export const useUnreadMessageCount = unreadMessageCount.use;
