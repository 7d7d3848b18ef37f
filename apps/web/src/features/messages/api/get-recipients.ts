import type { MessageRecipient } from "@internpath/shared/api-types";
import { MESSAGE_TEXTS } from "@internpath/shared/message-schemas";
import { queryOptions, useQuery } from "@tanstack/react-query";
import { api } from "@/lib/api-client";
import { messageKeys } from "@/lib/query-keys";

export async function getMessageRecipients(signal?: AbortSignal) {
  const { items } = await api.get<{ items: MessageRecipient[] }>("/api/messages/recipients", { signal });
  return items;
}

export function getMessageRecipientsQueryOptions() {
  return queryOptions({
    queryKey: messageKeys.recipients(),
    queryFn: ({ signal }) => getMessageRecipients(signal),
    meta: { errorMessage: MESSAGE_TEXTS.recipientsFailed },
  });
}

/** The compose form's Recipient list; loaded when the form opens. */
export function useMessageRecipients({ enabled }: { enabled: boolean }) {
  return useQuery({ ...getMessageRecipientsQueryOptions(), enabled });
}
