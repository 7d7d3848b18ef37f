import type { MessageDetail as Message } from "@internpath/shared/api-types";
import { MESSAGE_TEXTS } from "@internpath/shared/message-schemas";
import { clsx } from "clsx";
import { Inbox, PenSquare } from "lucide-react";
import { useState } from "react";
import { Button } from "@/components/ui/button";
import { PageHeader } from "@/components/ui/page-header";
import { Pagination } from "@/components/ui/pagination";
import { QueryError } from "@/components/ui/query-error";
import { Spinner } from "@/components/ui/spinner";
import { useSignedInUser } from "@/hooks/use-signed-in-user";
import { useMessages } from "../api/get-messages";
import { useUnreadMessageCount } from "../api/get-unread-count";
import { useMessagesParams } from "../hooks/use-messages-params";
import { replySubject } from "../utils/message-format";
import { type ComposeDraft, ComposeMessageDialog } from "./compose-message-dialog";
import { MESSAGES_PANEL_ID, MessageBoxTabs, tabId } from "./message-box-tabs";
import { MessageDetail } from "./message-detail";
import { MessageList } from "./message-list";

const paneClasses =
  "min-h-0 flex-col overflow-hidden rounded-card border border-neutral-200 bg-white lg:h-[500px]";

/**
 * Messages: Inbox and Sent, the list on the left and the open message on the right (500 px high on
 * wide screens); on a phone the list, then the message with Back to List.
 */
export function MessagesScreen() {
  const user = useSignedInUser();
  const params = useMessagesParams();
  const { box, search, selectedId } = params;
  const messages = useMessages(search);
  const unreadCount = useUnreadMessageCount();
  const [openedDraft, setDraft] = useState<ComposeDraft | null>(null);
  // `?recipient={id}` (the Message buttons elsewhere) opens compose for that person.
  const draft = openedDraft ?? (params.recipientId ? { recipientId: params.recipientId, subject: "" } : null);

  function closeCompose() {
    setDraft(null);
    if (params.recipientId) void params.clearRecipient();
  }

  /** Back to List returns the focus to the message's row (on a phone the list shows again first). */
  async function backToList() {
    const id = selectedId;
    await params.closeMessage();
    requestAnimationFrame(() => {
      document.querySelector<HTMLElement>(`[data-message-id="${CSS.escape(id ?? "")}"]`)?.focus();
    });
  }

  function reply(message: Message) {
    if (message.sender) setDraft({ recipientId: message.sender.id, subject: replySubject(message.subject) });
  }

  const page = messages.data;
  const isEmpty = page !== undefined && page.items.length === 0;

  return (
    <>
      <PageHeader
        title="Messages"
        description="Communicate with students, companies and administrators."
        actions={
          <Button onClick={() => setDraft({ recipientId: "", subject: "" })}>
            <PenSquare className="size-4" aria-hidden="true" />
            Compose
          </Button>
        }
      />

      <MessageBoxTabs value={box} onChange={params.selectBox} unreadCount={unreadCount.data} />

      <div
        id={MESSAGES_PANEL_ID}
        role="tabpanel"
        aria-labelledby={tabId(box)}
        className="mt-4 grid gap-4 lg:grid-cols-[minmax(0,2fr)_minmax(0,3fr)]"
      >
        <section
          aria-label="Message list"
          className={clsx(paneClasses, selectedId ? "hidden lg:flex" : "flex")}
        >
          {messages.isError ? (
            <div className="p-4">
              <QueryError
                title={MESSAGE_TEXTS.loadFailed}
                onRetry={messages.refetch}
                isRetrying={messages.isFetching}
              />
            </div>
          ) : !page ? (
            <p
              role="status"
              className="flex flex-1 items-center justify-center gap-2 p-6 text-sm text-neutral-600"
            >
              <Spinner />
              Loading messages...
            </p>
          ) : isEmpty ? (
            <div className="flex flex-1 flex-col items-center justify-center gap-4 p-6 text-center">
              <div className="flex size-12 items-center justify-center rounded-full bg-brand-50 text-brand-600">
                <Inbox className="size-6" aria-hidden="true" />
              </div>
              <p className="text-base font-semibold text-neutral-900">No messages found</p>
              <Button variant="outline" onClick={() => setDraft({ recipientId: "", subject: "" })}>
                Send your first message
              </Button>
            </div>
          ) : (
            <>
              <div className="min-h-0 flex-1 overflow-y-auto">
                <MessageList
                  items={page.items}
                  box={box}
                  selectedId={selectedId}
                  onSelect={params.openMessage}
                  isStale={messages.isPlaceholderData}
                />
              </div>
              <Pagination
                prevCursor={page.prevCursor}
                nextCursor={page.nextCursor}
                label="Message pages"
                className="border-t border-neutral-200 p-3"
              />
            </>
          )}
        </section>

        <section aria-label="Message" className={clsx(paneClasses, selectedId ? "flex" : "hidden lg:flex")}>
          {selectedId ? (
            <MessageDetail key={selectedId} id={selectedId} box={box} onBack={backToList} onReply={reply} />
          ) : (
            <p className="flex flex-1 items-center justify-center p-6 text-center text-sm text-neutral-600">
              {isEmpty ? "No messages to display" : "Select a message to view its contents"}
            </p>
          )}
        </section>
      </div>

      <ComposeMessageDialog draft={draft} onClose={closeCompose} senderRole={user.role} />
    </>
  );
}
