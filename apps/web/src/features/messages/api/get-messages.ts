import { MESSAGE_TEXTS } from "@internpath/shared/message-schemas";
import { keepPreviousData, queryOptions, useQuery } from "@tanstack/react-query";
import { api } from "@/lib/api-client";
import { type MessagesSearch, messageKeys } from "@/lib/query-keys";

export function getMessages(search: MessagesSearch, signal?: AbortSignal) {
  return api.call("GET /api/messages", {
    query: { box: search.box, after: search.after, before: search.before },
    signal,
  });
}

export function getMessagesQueryOptions(search: MessagesSearch) {
  return queryOptions({
    queryKey: messageKeys.list(search),
    queryFn: ({ signal }) => getMessages(search, signal),
    meta: { errorMessage: MESSAGE_TEXTS.loadFailed },
  });
}

export function useMessages(search: MessagesSearch) {
  return useQuery({ ...getMessagesQueryOptions(search), placeholderData: keepPreviousData });
}
