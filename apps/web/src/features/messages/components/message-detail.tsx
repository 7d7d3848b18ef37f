import type { MessageDetail as Message } from "@internpath/shared/api-types";
import type { MessageBox } from "@internpath/shared/message-schemas";
import { ArrowLeft, Reply } from "lucide-react";
import { useEffect, useRef } from "react";
import { Button } from "@/components/ui/button";
import { QueryError } from "@/components/ui/query-error";
import { Spinner } from "@/components/ui/spinner";
import { useSignedInUser } from "@/hooks/use-signed-in-user";
import { isApiError } from "@/lib/api-client";
import { useMessage } from "../api/get-message";
import { useMarkMessageRead } from "../api/mark-message-read";
import { formatFullTimestamp, personName, recipientLabel, subjectOf } from "../utils/message-format";

/** Tailwind's `lg`, where the list and the message show side by side. */
const WIDE_SCREEN = "(min-width: 64rem)";

type MessageDetailProps = {
  id: string;
  box: MessageBox;
  onBack: () => void;
  onReply: (message: Message) => void;
};

/** The open message: subject, who, when, the text with its line breaks, Back to List and (Inbox) Reply. */
export function MessageDetail({ id, box, onBack, onReply }: MessageDetailProps) {
  const user = useSignedInUser();
  const message = useMessage(id);
  const { mutate: markRead } = useMarkMessageRead();
  const heading = useRef<HTMLHeadingElement>(null);
  const data = message.data;
  const isUnreadForMe = Boolean(data && !data.isRead && data.recipient?.id === user.id);

  // Opening an unread message received is reading it (the server only lets the recipient mark it).
  useEffect(() => {
    if (isUnreadForMe) markRead(id);
  }, [isUnreadForMe, id, markRead]);

  // On a phone the list makes way for the message: focus moves to it, so a screen reader reads it. On a
  // wide screen the list stays, and so does the focus, to move on to the next row.
  const loadedId = data?.id;
  useEffect(() => {
    if (loadedId && !window.matchMedia(WIDE_SCREEN).matches) heading.current?.focus();
  }, [loadedId]);

  const backButton = (
    <Button variant="ghost" size="sm" onClick={onBack} className="self-start">
      <ArrowLeft className="size-4" aria-hidden="true" />
      Back to List
    </Button>
  );

  if (message.isError) {
    return (
      <div className="flex flex-col gap-4 p-4">
        {backButton}
        {isApiError(message.error, "NOT_FOUND") ? (
          <p className="text-sm text-neutral-700">This message was not found.</p>
        ) : (
          <QueryError
            title="Failed to load the message"
            onRetry={message.refetch}
            isRetrying={message.isFetching}
          />
        )}
      </div>
    );
  }
  if (!data) {
    return (
      <div
        role="status"
        className="flex flex-1 items-center justify-center gap-2 p-6 text-sm text-neutral-600"
      >
        <Spinner />
        Loading message...
      </div>
    );
  }

  const isInbox = box === "inbox";
  const counterpart = isInbox ? data.sender : data.recipient;
  const email = counterpart?.email.trim() || "No Email";

  return (
    <article aria-labelledby="message-subject" className="flex min-h-0 flex-1 flex-col">
      <header className="space-y-3 border-b border-neutral-200 p-4">
        <div className="flex flex-wrap items-center justify-between gap-2">
          {backButton}
          {isInbox && (
            <Button size="sm" onClick={() => onReply(data)} disabled={!data.sender}>
              <Reply className="size-4" aria-hidden="true" />
              Reply
            </Button>
          )}
        </div>
        <h2
          id="message-subject"
          ref={heading}
          tabIndex={-1}
          className="text-lg font-semibold break-words text-neutral-900 focus:outline-none"
        >
          {subjectOf(data.subject)}
        </h2>
        <dl className="grid grid-cols-[auto_minmax(0,1fr)] gap-x-3 gap-y-1 text-sm">
          <dt className="font-medium text-neutral-600">{isInbox ? "From" : "To"}</dt>
          <dd className="min-w-0 break-words text-neutral-900">
            <span className="font-semibold">
              {counterpart ? recipientLabel(counterpart) : personName(null)}
            </span>{" "}
            <span className="text-neutral-600">&lt;{email}&gt;</span>
          </dd>
          <dt className="font-medium text-neutral-600">Date</dt>
          <dd className="text-neutral-900">
            <time dateTime={data.createdAt}>{formatFullTimestamp(data.createdAt)}</time>
          </dd>
        </dl>
      </header>
      <div className="min-h-0 flex-1 overflow-y-auto p-4">
        {/* Text, never HTML: line breaks are kept by the white-space rule. */}
        <p className="text-sm leading-relaxed break-words whitespace-pre-wrap text-neutral-800">
          {data.messageText}
        </p>
      </div>
    </article>
  );
}
