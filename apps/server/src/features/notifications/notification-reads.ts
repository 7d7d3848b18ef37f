import { and, eq } from "drizzle-orm";
import type { Database, Transaction } from "../../db/client.ts";
import { notifications } from "../../db/schema/marketplace.ts";

/**
 * The user's unread notifications about a message they opened, read in one statement on the caller's
 * transaction (a message has one, but nothing depends on that); returns their ids. Another user's are never
 * touched: the user's id is part of the statement.
 */
export async function readMessageNotifications(
  tx: Database | Transaction,
  userId: string,
  messageId: string,
): Promise<string[]> {
  const rows = await tx
    .update(notifications)
    .set({ isRead: true })
    .where(
      and(
        eq(notifications.userId, userId),
        eq(notifications.type, "message"),
        eq(notifications.relatedId, messageId),
        eq(notifications.isRead, false),
      ),
    )
    .returning({ id: notifications.id });
  return rows.map((row) => row.id);
}
