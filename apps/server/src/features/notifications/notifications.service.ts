import { isAppPath } from "@internpath/shared/app-path";
import type { NotificationType } from "@internpath/shared/enums";
import { NOTIFICATIONS_KEPT } from "@internpath/shared/limits";
import { notificationIdSchema, notificationPageQuerySchema } from "@internpath/shared/notification-schemas";
import type { NotificationList, NotificationPage } from "@internpath/shared/notifications";
import { and, desc, eq, sql } from "drizzle-orm";
import { requireActor } from "../../auth/guards.ts";
import type { Actor } from "../../auth/session.ts";
import type { Database, Transaction } from "../../db/client.ts";
import { preparedWithPlannedRows } from "../../db/row-mapping.ts";
import { messages, notifications } from "../../db/schema/marketplace.ts";
import { publishLiveEvent, publishLiveEvents } from "../../events/live-events.ts";
import { AppError, parseOrThrow } from "../../lib/app-error.ts";
import { cursorKey, isUuid, keysetPage } from "../../lib/keyset-pagination.ts";
import { enqueueNotificationMails } from "../../mail/notification-mail.ts";

export type NewNotification = {
  userId: string;
  title: string;
  content: string;
  type: NotificationType;
  relatedId: string | null;
  /**
   * Where the notification and its mail's button lead instead of the type's page: an app path (`isAppPath`,
   * kept as `link_path`, whose check is the same rule) and the button's label.
   */
  link?: { path: string; label: string };
};

const NOTIFICATION_NOT_FOUND = "Notification not found";

/**
 * Server-side only: notifications are created when something happens, never by a client. Callers
 * pass their transaction; the live event goes out when it commits, and not at all if it rolls back,
 * and the mail about it goes to the outbox in the same transaction.
 */
export async function createNotification(db: Database | Transaction, input: NewNotification) {
  const [row] = await createNotifications(db, [input]);
  return row!;
}

/** Several notifications in three statements, whatever their number (a bulk status change). */
/**
 * Rows per insert: a statement takes at most 65,535 parameters, and a scheduled job may notify tens of
 * thousands of companies at once.
 */
const INSERT_BATCH_ROWS = 2000;

export async function createNotifications(db: Database | Transaction, inputs: readonly NewNotification[]) {
  if (inputs.length === 0) return [];
  const offSite = inputs.find(({ link }) => link && !isAppPath(link.path));
  // Links are built by our code, never from input: one that could lead to another site is a bug.
  if (offSite) throw new TypeError(`A notification's link must be a path of the app: ${offSite.link!.path}`);
  const rows: (typeof notifications.$inferSelect)[] = [];
  for (let start = 0; start < inputs.length; start += INSERT_BATCH_ROWS) {
    const batch = inputs.slice(start, start + INSERT_BATCH_ROWS);
    // One batch after another on the caller's connection (and transaction): bounded, not per row.
    rows.push(
      ...(await db
        .insert(notifications)
        .values(batch.map(({ link, ...row }) => ({ ...row, linkPath: link?.path ?? null })))
        .returning()),
    );
  }
  await enqueueNotificationMails(db, inputs);
  await publishLiveEvents(
    db,
    rows.map((row) => ({
      userId: row.userId,
      event: "notification" as const,
      data: { id: row.id, type: row.type, relatedId: row.relatedId },
    })),
  );
  return rows;
}

/** What the bell and the Notifications page show of each notification. */
const notificationColumns = {
  id: notifications.id,
  title: notifications.title,
  content: notifications.content,
  type: notifications.type,
  relatedId: notifications.relatedId,
  link: notifications.linkPath,
  isRead: notifications.isRead,
  createdAt: notifications.createdAt,
};

const newestNotifications = preparedWithPlannedRows("newest_notifications", (db) =>
  db
    .select(notificationColumns)
    .from(notifications)
    .where(eq(notifications.userId, sql.placeholder("userId")))
    .orderBy(desc(notifications.createdAt), desc(notifications.id))
    .limit(NOTIFICATIONS_KEPT),
);

/** Counted along the partial index of unread rows. */
const unreadNotificationCount = preparedWithPlannedRows("unread_notification_count", (db) =>
  db
    .select({ count: sql<number>`count(*)::int` })
    .from(notifications)
    .where(and(eq(notifications.userId, sql.placeholder("userId")), eq(notifications.isRead, false))),
);

/** GET /api/notifications: the signed-in user's newest notifications and their unread count. */
export async function findMyNotifications(db: Database, actor: Actor | null): Promise<NotificationList> {
  const me = requireActor(actor);
  const [rows, [unread]] = await Promise.all([
    newestNotifications(db).execute({ userId: me.id }),
    unreadNotificationCount(db).execute({ userId: me.id }),
  ]);
  return {
    items: rows.map((row) => ({ ...row, createdAt: row.createdAt.toISOString() })),
    unreadCount: unread?.count ?? 0,
  };
}

const notificationKeyColumns = { createdAt: notifications.createdAt, id: notifications.id };

/**
 * GET /api/notifications/all: the Notifications page, the signed-in user's own only (selected by their id,
 * whatever their role), newest first by keyset, with the type and unread-only filters and their total.
 */
export async function findMyNotificationPage(
  db: Database,
  actor: Actor | null,
  query: unknown,
): Promise<NotificationPage> {
  const me = requireActor(actor);
  const filters = parseOrThrow(notificationPageQuerySchema, query);
  const matching = and(
    eq(notifications.userId, me.id),
    filters.type ? eq(notifications.type, filters.type) : undefined,
    filters.unread ? eq(notifications.isRead, false) : undefined,
  );
  const [page, [count]] = await Promise.all([
    keysetPage(
      notificationKeyColumns,
      filters,
      (keyset) =>
        db
          .select({
            ...notificationColumns,
            cursorKey: cursorKey(notifications.createdAt, notifications.id),
          })
          .from(notifications)
          .where(and(matching, keyset.where))
          .orderBy(...keyset.orderBy)
          .limit(keyset.limit),
      ({ cursorKey: _key, ...row }) => ({ ...row, createdAt: row.createdAt.toISOString() }),
    ),
    db.select({ total: sql<number>`count(*)::int` }).from(notifications).where(matching),
  ]);
  return { ...page, total: count?.total ?? 0 };
}

/**
 * POST /api/notifications/:id/read: only the user's own notification (another's reads as missing);
 * marking a read one again changes nothing. A notification about a message the user received reads that
 * message too, in the same transaction (one statement; never another's message: the recipient's id is
 * part of it), and the user's tabs hear of what became read.
 */
export async function markNotificationRead(db: Database, actor: Actor | null, notificationId: string) {
  const me = requireActor(actor);
  const parsed = notificationIdSchema.safeParse(notificationId);
  if (!parsed.success) throw AppError.notFound(NOTIFICATION_NOT_FOUND);
  const row = await db.transaction(async (tx) => {
    const [notification] = await tx
      .update(notifications)
      .set({ isRead: true })
      .where(and(eq(notifications.id, parsed.data), eq(notifications.userId, me.id)))
      .returning({ id: notifications.id, type: notifications.type, relatedId: notifications.relatedId });
    if (!notification) return null;
    const messageIds =
      notification.type === "message" && notification.relatedId && isUuid(notification.relatedId)
        ? await readMessage(tx, me.id, notification.relatedId)
        : [];
    await publishLiveEvent(tx, me.id, "read", { notificationIds: [notification.id], messageIds });
    return notification;
  });
  if (!row) throw AppError.notFound(NOTIFICATION_NOT_FOUND);
  return { id: row.id, isRead: true as const };
}

/** The message a notification is about, read if the user is its recipient and it was unread; its id if so. */
async function readMessage(tx: Transaction, userId: string, messageId: string): Promise<string[]> {
  const rows = await tx
    .update(messages)
    .set({ isRead: true })
    .where(and(eq(messages.id, messageId), eq(messages.recipientId, userId), eq(messages.isRead, false)))
    .returning({ id: messages.id });
  return rows.map((row) => row.id);
}

/** POST /api/notifications/read-all: every unread notification of the signed-in user, no one else's. */
export async function markAllNotificationsRead(db: Database, actor: Actor | null) {
  const me = requireActor(actor);
  const updated = await db
    .update(notifications)
    .set({ isRead: true })
    .where(and(eq(notifications.userId, me.id), eq(notifications.isRead, false)))
    .returning({ id: notifications.id });
  return { updated: updated.length };
}
