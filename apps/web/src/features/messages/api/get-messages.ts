import { MESSAGE_TEXTS } from "@internpath/shared/message-schemas";
import { apiQuery } from "@/lib/api-query";
import { type MessagesSearch, messageKeys } from "@/lib/query-keys";

const messages = apiQuery({
  route: "GET /api/messages",
  queryKey: messageKeys.list,
  request: ({ box, after, before }: MessagesSearch) => ({ query: { box, after, before } }),
  errorMessage: MESSAGE_TEXTS.loadFailed,
  keepPreviousPage: true,
});

export const getMessagesQueryOptions = messages.options;
export const useMessages = messages.use;
