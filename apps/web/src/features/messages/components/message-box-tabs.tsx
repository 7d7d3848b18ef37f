import type { MessageBox } from "@internpath/shared/message-schemas";
import { clsx } from "clsx";
import { type KeyboardEvent, useRef } from "react";

const TABS: { value: MessageBox; label: string }[] = [
  { value: "inbox", label: "Inbox" },
  { value: "sent", label: "Sent" },
];

export function tabId(box: MessageBox) {
  return `messages-tab-${box}`;
}
export const MESSAGES_PANEL_ID = "messages-panel";

type MessageBoxTabsProps = {
  value: MessageBox;
  onChange: (box: MessageBox) => void;
  unreadCount: number | undefined;
};

/** Inbox (with the unread count) and Sent, as tabs: arrow keys move between them, Tab moves on to the list. */
export function MessageBoxTabs({ value, onChange, unreadCount }: MessageBoxTabsProps) {
  const tabs = useRef<(HTMLButtonElement | null)[]>([]);

  function onKeyDown(event: KeyboardEvent<HTMLDivElement>) {
    const index = TABS.findIndex((tab) => tab.value === value);
    const moves: Record<string, number> = {
      ArrowRight: (index + 1) % TABS.length,
      ArrowLeft: (index - 1 + TABS.length) % TABS.length,
      Home: 0,
      End: TABS.length - 1,
    };
    const next = moves[event.key];
    if (next === undefined) return;
    event.preventDefault();
    onChange(TABS[next]!.value);
    tabs.current[next]?.focus();
  }

  return (
    <div
      role="tablist"
      aria-label="Message boxes"
      onKeyDown={onKeyDown}
      className="inline-flex gap-1 rounded-control bg-neutral-100 p-1"
    >
      {TABS.map((tab, index) => {
        const isActive = tab.value === value;
        return (
          <button
            key={tab.value}
            ref={(element) => {
              tabs.current[index] = element;
            }}
            id={tabId(tab.value)}
            type="button"
            role="tab"
            aria-selected={isActive}
            aria-controls={MESSAGES_PANEL_ID}
            tabIndex={isActive ? 0 : -1}
            onClick={() => onChange(tab.value)}
            className={clsx(
              "inline-flex h-11 items-center gap-2 sm:h-9 rounded-[0.375rem] px-4 text-sm font-semibold transition-colors",
              "focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand-600",
              isActive ? "bg-white text-brand-700 shadow-sm" : "text-neutral-700 hover:bg-white/60",
            )}
          >
            {tab.label}
            {tab.value === "inbox" && unreadCount !== undefined && unreadCount > 0 && (
              <span
                data-testid="unread-count"
                className="rounded-full bg-brand-600 px-2 py-0.5 text-xs font-semibold text-white tabular-nums"
              >
                {unreadCount}
                <span className="sr-only"> unread</span>
              </span>
            )}
          </button>
        );
      })}
    </div>
  );
}
