import { MESSAGE_TEXTS } from "@internpath/shared/message-schemas";
import { keepPreviousData, queryOptions, useQuery } from "@tanstack/react-query";
import { api } from "@/lib/api-client";
import { messageKeys } from "@/lib/query-keys";

export async function getMessageRecipients(signal?: AbortSignal) {
  const { items } = await api.call("GET /api/messages/recipients", { signal });
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

/** An admin's recipients whose name, company name or email contains `q`: the first 20, grouped and sorted. */
export async function searchMessageRecipients(q: string, signal?: AbortSignal) {
  const { items } = await api.call("GET /api/messages/recipients", {
    query: { q, limit: 20 },
    signal,
  });
  return items;
}

export function useRecipientSearch(q: string, { enabled }: { enabled: boolean }) {
  return useQuery({
    queryKey: messageKeys.recipientSearch(q),
    queryFn: ({ signal }) => searchMessageRecipients(q, signal),
    enabled,
    placeholderData: keepPreviousData,
  });
}

/** One person by id, if the messaging rule allows them (404 otherwise): `/messages?recipient={id}`. */
export async function getMessageRecipient(id: string, signal?: AbortSignal) {
  const { recipient } = await api.call("GET /api/messages/recipients/:id", { params: { id }, signal });
  return recipient;
}

export function useMessageRecipient(id: string, { enabled }: { enabled: boolean }) {
  return useQuery({
    queryKey: messageKeys.recipient(id),
    queryFn: ({ signal }) => getMessageRecipient(id, signal),
    enabled,
    retry: false,
  });
}
