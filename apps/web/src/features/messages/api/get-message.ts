import { queryOptions, useQuery } from "@tanstack/react-query";
import { api, isApiError } from "@/lib/api-client";
import { messageKeys } from "@/lib/query-keys";

export async function getMessage(id: string, signal?: AbortSignal) {
  const { message } = await api.call("GET /api/messages/:id", { params: { id }, signal });
  return message;
}

export function getMessageQueryOptions(id: string) {
  return queryOptions({
    queryKey: messageKeys.detail(id),
    queryFn: ({ signal }) => getMessage(id, signal),
    meta: {
      errorMessage: "Failed to load the message",
      // The pane says it is not found (an old link, or someone else's message).
      isExpectedError: (error) => isApiError(error, "NOT_FOUND"),
    },
  });
}

export function useMessage(id: string) {
  return useQuery(getMessageQueryOptions(id));
}
