import type { NotificationType } from "@internpath/shared/enums";
import type { Database, Transaction } from "../../db/client.ts";
import { notifications } from "../../db/schema/marketplace.ts";
import { enqueueNotificationMail } from "../../mail/notification-mail.ts";

export type NewNotification = {
  userId: string;
  title: string;
  content: string;
  type: NotificationType;
  relatedId: string | null;
};

/**
 * Server-side only: notifications are created when something happens, never by a client, in the
 * transaction of what happened; the mail about it goes to the outbox in the same transaction.
 */
export async function createNotification(db: Database | Transaction, input: NewNotification) {
  const [row] = await db.insert(notifications).values(input).returning();
  await enqueueNotificationMail(db, input);
  return row!;
}
