import { MESSAGE_BOXES, type MessageBox } from "@internpath/shared/message-schemas";
import { parseAsString, parseAsStringLiteral, useQueryStates } from "nuqs";
import { pageCursorParsers } from "@/lib/list-params";
import type { MessagesSearch } from "@/lib/query-keys";

const messagesParsers = {
  box: parseAsStringLiteral(MESSAGE_BOXES).withDefault("inbox"),
  /** The open message. */
  message: parseAsString,
  /** Opens compose for this person (the Message buttons elsewhere link to /messages?recipient={id}). */
  recipient: parseAsString,
  ...pageCursorParsers,
};

/**
 * The Messages screen in the URL: the box, its page and the open message, so Back on a phone returns
 * from the message to the list, and a reload shows the same screen.
 */
export function useMessagesParams() {
  const [values, setValues] = useQueryStates(messagesParsers);
  const { box, message, recipient, after, before } = values;
  const search: MessagesSearch = {
    box,
    after: after ?? undefined,
    before: after ? undefined : (before ?? undefined),
  };
  return {
    box,
    search,
    selectedId: message,
    recipientId: recipient,
    selectBox: (next: MessageBox) =>
      setValues(
        { box: next === "inbox" ? null : next, message: null, after: null, before: null },
        { history: "push" },
      ),
    openMessage: (id: string) => setValues({ message: id }, { history: "push" }),
    closeMessage: () => setValues({ message: null }, { history: "push" }),
    clearRecipient: () => setValues({ recipient: null }, { history: "replace" }),
  };
}
