import { isApiError } from "@/lib/api-client";
import { apiQuery } from "@/lib/api-query";
import { messageKeys } from "@/lib/query-keys";

const message = apiQuery({
  route: "GET /api/messages/:id",
  queryKey: messageKeys.detail,
  request: (id: string) => ({ params: { id } }),
  select: (answer) => answer.message,
  errorMessage: "Failed to load the message",
  // The pane says it is not found (an old link, or someone else's message).
  isExpectedError: (error) => isApiError(error, "NOT_FOUND"),
});

export const getMessageQueryOptions = message.options;
export const useMessage = message.use;
