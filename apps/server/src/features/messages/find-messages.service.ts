import type { MessageListItem, Page } from "@internpath/shared/api-types";
import {
  MESSAGE_DENIALS,
  MESSAGE_PREVIEW_LENGTH,
  type MessageBox,
  messageListQuerySchema,
} from "@internpath/shared/message-schemas";
import { and, eq, sql } from "drizzle-orm";
import { alias } from "drizzle-orm/pg-core";
import { requireActor } from "../../auth/guards.ts";
import type { Actor } from "../../auth/session.ts";
import type { Database } from "../../db/client.ts";
import { preparedByShape } from "../../db/prepared.ts";
import { preparedWithPlannedRows, prepareWithPlannedRows } from "../../db/row-mapping.ts";
import { profiles } from "../../db/schema/auth.ts";
import { messages } from "../../db/schema/marketplace.ts";
import { parseOrThrow } from "../../lib/app-error.ts";
import {
  cursorKey,
  keysetPage,
  keysetValues,
  type PageDirection,
  pageDirection,
  preparedKeyset,
} from "../../lib/keyset-pagination.ts";
import { messageKeyColumns, toMessagePerson } from "./message-queries.ts";

const counterpart = alias(profiles, "counterpart");

/** The Inbox is read along (recipient_id, created_at), Sent along (sender_id, created_at). */
function boxColumns(box: MessageBox) {
  return box === "inbox"
    ? { own: messages.recipientId, other: messages.senderId }
    : { own: messages.senderId, other: messages.recipientId };
}

/** One page of a box, newest first (exported so a test can EXPLAIN it). */
export function messagePageQuery(db: Database, box: MessageBox, direction: PageDirection) {
  const { own, other } = boxColumns(box);
  const keyset = preparedKeyset(messageKeyColumns, direction);
  return db
    .select({
      id: messages.id,
      subject: messages.subject,
      preview: sql<string>`left(${messages.messageText}, ${sql.raw(String(MESSAGE_PREVIEW_LENGTH))})`,
      createdAt: messages.createdAt,
      isRead: messages.isRead,
      cursorKey: cursorKey(messages.createdAt, messages.id),
      counterpartId: counterpart.id,
      counterpartName: counterpart.fullName,
      counterpartCompanyName: counterpart.companyName,
      counterpartRole: counterpart.role,
    })
    .from(messages)
    .leftJoin(counterpart, eq(counterpart.id, other))
    .where(and(eq(own, sql.placeholder("actorId")), keyset.where))
    .orderBy(...keyset.orderBy)
    .limit(keyset.limit);
}

const messagePages = preparedByShape<ReturnType<ReturnType<typeof messagePageQuery>["prepare"]>>();

const messageCounts = preparedByShape<ReturnType<ReturnType<typeof messageCountQuery>["prepare"]>>();

function messageCountQuery(db: Database, box: MessageBox) {
  return db
    .select({ total: sql<number>`count(*)::int` })
    .from(messages)
    .where(eq(boxColumns(box).own, sql.placeholder("actorId")));
}

type MessagePageRow = Awaited<ReturnType<ReturnType<typeof messagePageQuery>["execute"]>>[number];

function toMessageListItem(row: MessagePageRow): MessageListItem {
  return {
    id: row.id,
    subject: row.subject,
    preview: row.preview,
    createdAt: row.createdAt.toISOString(),
    isRead: row.isRead,
    counterpart: toMessagePerson({
      id: row.counterpartId,
      fullName: row.counterpartName,
      companyName: row.counterpartCompanyName,
      role: row.counterpartRole,
    }),
  };
}

/** GET /api/messages: the signed-in user's Inbox (received) or Sent box, newest first. */
export async function findMessages(
  db: Database,
  actor: Actor | null,
  query: unknown,
): Promise<Page<MessageListItem>> {
  const user = requireActor(actor, MESSAGE_DENIALS.signedOut);
  const filters = parseOrThrow(messageListQuerySchema, query);
  const direction = pageDirection(filters);
  const name = `messages_${filters.box}_${direction}`;
  const pageQuery = messagePages(db, name, () =>
    prepareWithPlannedRows(db, name, messagePageQuery(db, filters.box, direction)),
  );
  const countName = `messages_${filters.box}_count`;
  const countQuery = messageCounts(db, countName, () =>
    prepareWithPlannedRows(db, countName, messageCountQuery(db, filters.box)),
  );
  const [page, [count]] = await Promise.all([
    keysetPage(
      messageKeyColumns,
      filters,
      () => pageQuery.execute({ ...keysetValues(filters), actorId: user.id }),
      toMessageListItem,
    ),
    countQuery.execute({ actorId: user.id }),
  ]);
  return { ...page, total: count?.total ?? 0 };
}

const unreadCount = preparedWithPlannedRows("messages_unread_count", (db) =>
  db
    .select({ count: sql<number>`count(*)::int` })
    .from(messages)
    .where(and(eq(messages.recipientId, sql.placeholder("userId")), sql`${messages.isRead} = false`)),
);

/** How many of the user's received messages are unread (through the partial unread index). */
export async function countUnreadMessages(db: Database, userId: string): Promise<number> {
  const [row] = await unreadCount(db).execute({ userId });
  return row?.count ?? 0;
}

/** GET /api/messages/unread-count: the Inbox tab's badge. */
export async function getUnreadMessageCount(db: Database, actor: Actor | null): Promise<{ count: number }> {
  const user = requireActor(actor, MESSAGE_DENIALS.signedOut);
  return { count: await countUnreadMessages(db, user.id) };
}
