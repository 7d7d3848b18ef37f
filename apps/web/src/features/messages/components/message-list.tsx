import type { MessageListItem } from "@internpath/shared/api-types";
import type { MessageBox } from "@internpath/shared/message-schemas";
import { clsx } from "clsx";
import { formatRelativeTime } from "@/lib/format";
import { formatFullTimestamp, personName, recipientLabel, subjectOf } from "../utils/message-format";

type MessageListProps = {
  items: MessageListItem[];
  box: MessageBox;
  selectedId: string | null;
  onSelect: (id: string) => void;
  isStale: boolean;
};

/** The rows of a box: counterpart, relative time, subject and the start of the text; unread rows stand out. */
export function MessageList({ items, box, selectedId, onSelect, isStale }: MessageListProps) {
  return (
    <ul
      aria-label={box === "inbox" ? "Inbox messages" : "Sent messages"}
      aria-busy={isStale || undefined}
      className={clsx("divide-y divide-neutral-200", isStale && "opacity-60")}
    >
      {items.map((item) => {
        const isUnread = box === "inbox" && !item.isRead;
        const isSelected = item.id === selectedId;
        return (
          <li key={item.id}>
            <button
              type="button"
              data-message-id={item.id}
              onClick={() => onSelect(item.id)}
              aria-current={isSelected || undefined}
              className={clsx(
                "block w-full px-4 py-3 text-left transition-colors",
                "focus-visible:outline-2 focus-visible:-outline-offset-2 focus-visible:outline-brand-600",
                isSelected
                  ? "bg-brand-100"
                  : isUnread
                    ? "bg-brand-50 hover:bg-brand-100"
                    : "bg-white hover:bg-neutral-50",
              )}
            >
              <span className="flex items-baseline justify-between gap-3">
                <span
                  className={clsx(
                    "min-w-0 truncate text-sm text-neutral-900",
                    isUnread ? "font-bold" : "font-medium",
                  )}
                >
                  {isUnread && <span className="sr-only">Unread: </span>}
                  {box === "sent" && <span className="sr-only">To </span>}
                  {item.counterpart ? recipientLabel(item.counterpart) : personName(null)}
                </span>
                <time
                  dateTime={item.createdAt}
                  title={formatFullTimestamp(item.createdAt)}
                  className="shrink-0 text-xs text-neutral-600"
                >
                  {formatRelativeTime(item.createdAt)}
                </time>
              </span>
              <span
                className={clsx(
                  "mt-0.5 block truncate text-sm",
                  isUnread ? "font-semibold text-neutral-900" : "text-neutral-800",
                )}
              >
                {subjectOf(item.subject)}
              </span>
              <span className="mt-0.5 line-clamp-1 text-sm break-words text-neutral-600">{item.preview}</span>
            </button>
          </li>
        );
      })}
    </ul>
  );
}
