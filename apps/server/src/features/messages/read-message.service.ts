import type { MessageDetail } from "@internpath/shared/api-types";
import { MESSAGE_DENIALS, MESSAGE_TEXTS } from "@internpath/shared/message-schemas";
import { and, eq, or, sql } from "drizzle-orm";
import { alias } from "drizzle-orm/pg-core";
import { requireActor } from "../../auth/guards.ts";
import type { Actor } from "../../auth/session.ts";
import type { Database } from "../../db/client.ts";
import { preparedWithPlannedRows } from "../../db/row-mapping.ts";
import { profiles } from "../../db/schema/auth.ts";
import { messages } from "../../db/schema/marketplace.ts";
import { publishLiveEvent } from "../../events/live-events.ts";
import { AppError } from "../../lib/app-error.ts";
import { isUuid } from "../../lib/keyset-pagination.ts";
import { readMessageNotifications } from "../notifications/notification-reads.ts";
import { countUnreadMessages } from "./find-messages.service.ts";
import { toMessagePerson } from "./message-queries.ts";

const sender = alias(profiles, "sender");
const recipient = alias(profiles, "recipient");

/** A message, only for its sender or its recipient: anyone else reads it as missing. */
const messageById = preparedWithPlannedRows("message_by_id", (db) => {
  const userId = sql.placeholder("userId");
  return db
    .select({
      id: messages.id,
      subject: messages.subject,
      messageText: messages.messageText,
      createdAt: messages.createdAt,
      isRead: messages.isRead,
      senderId: sender.id,
      senderName: sender.fullName,
      senderCompanyName: sender.companyName,
      senderRole: sender.role,
      senderEmail: sender.email,
      recipientId: recipient.id,
      recipientName: recipient.fullName,
      recipientCompanyName: recipient.companyName,
      recipientRole: recipient.role,
      recipientEmail: recipient.email,
    })
    .from(messages)
    .leftJoin(sender, eq(sender.id, messages.senderId))
    .leftJoin(recipient, eq(recipient.id, messages.recipientId))
    .where(
      and(
        eq(messages.id, sql.placeholder("id")),
        or(eq(messages.senderId, userId), eq(messages.recipientId, userId)),
      ),
    );
});

/** GET /api/messages/:id: the whole message. Reading it does not mark it read (POST .../read does). */
export async function getMessageById(db: Database, actor: Actor | null, id: string): Promise<MessageDetail> {
  const user = requireActor(actor, MESSAGE_DENIALS.signedOut);
  if (!isUuid(id)) throw AppError.notFound(MESSAGE_TEXTS.notFound);
  const [row] = await messageById(db).execute({ id, userId: user.id });
  if (!row) throw AppError.notFound(MESSAGE_TEXTS.notFound);
  const senderPerson = toMessagePerson({
    id: row.senderId,
    fullName: row.senderName,
    companyName: row.senderCompanyName,
    role: row.senderRole,
  });
  const recipientPerson = toMessagePerson({
    id: row.recipientId,
    fullName: row.recipientName,
    companyName: row.recipientCompanyName,
    role: row.recipientRole,
  });
  return {
    id: row.id,
    subject: row.subject,
    messageText: row.messageText,
    createdAt: row.createdAt.toISOString(),
    isRead: row.isRead,
    sender: senderPerson && { ...senderPerson, email: row.senderEmail ?? "" },
    recipient: recipientPerson && { ...recipientPerson, email: row.recipientEmail ?? "" },
  };
}

const senderOf = preparedWithPlannedRows("message_sent_by", (db) =>
  db
    .select({ id: messages.id })
    .from(messages)
    .where(and(eq(messages.id, sql.placeholder("id")), eq(messages.senderId, sql.placeholder("userId")))),
);

/**
 * POST /api/messages/:id/read: the recipient has opened the message. Its notification becomes read in the
 * same transaction (one statement, `readMessageNotifications`), and the user's tabs hear of it. Marking a
 * read message again changes nothing; the answer carries the unread count, counted afresh, so it never
 * drops below 0.
 */
export async function markMessageRead(
  db: Database,
  actor: Actor | null,
  id: string,
): Promise<{ message: { id: string; isRead: true }; unreadCount: number }> {
  const user = requireActor(actor, MESSAGE_DENIALS.signedOut);
  if (!isUuid(id)) throw AppError.notFound(MESSAGE_TEXTS.notFound);
  const marked = await db.transaction(async (tx) => {
    const [message] = await tx
      .update(messages)
      .set({ isRead: true })
      .where(and(eq(messages.id, id), eq(messages.recipientId, user.id)))
      .returning({ id: messages.id });
    if (!message) return null;
    const notificationIds = await readMessageNotifications(tx, user.id, message.id);
    if (notificationIds.length > 0) {
      await publishLiveEvent(tx, user.id, "read", { notificationIds, messageIds: [message.id] });
    }
    return message;
  });
  if (!marked) {
    const [sent] = await senderOf(db).execute({ id, userId: user.id });
    if (sent) throw AppError.forbidden(MESSAGE_TEXTS.onlyRecipientMarksRead);
    throw AppError.notFound(MESSAGE_TEXTS.notFound);
  }
  return { message: { id: marked.id, isRead: true }, unreadCount: await countUnreadMessages(db, user.id) };
}
