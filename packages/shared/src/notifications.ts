import type { z } from "zod";
import type { NotificationType } from "./enums.ts";
import type {
  notificationItemSchema,
  notificationListSchema,
  notificationPageSchema,
} from "./notification-answers.ts";

/**
 * Notifications and live events as the browser sees them. Types and constants only: every signed-in
 * page loads this module (the bell, the live event stream), so it must not pull in the schema library
 * (the answers' types are inferred from notification-answers.ts through `import type`).
 */

/** One notification as the bell shows it. */
export type NotificationItem = z.infer<typeof notificationItemSchema>;

/** GET /api/notifications: the newest NOTIFICATIONS_KEPT and how many of all are unread. */
export type NotificationList = z.infer<typeof notificationListSchema>;

/** GET /api/notifications/all: one page of the Notifications page. */
export type NotificationPage = z.infer<typeof notificationPageSchema>;

/**
 * The live event stream (GET /api/events, Server-Sent Events). Payloads carry ids and types only;
 * the browser refetches what it shows.
 */
export const LIVE_EVENT_NAMES = [
  "ready",
  "notification",
  "message",
  "application",
  "read",
  "resync",
] as const;
export type LiveEventName = (typeof LIVE_EVENT_NAMES)[number];

export type LiveEventData = {
  /** Sent first on every connection: refetch what the stream might have missed. */
  ready: Record<string, never>;
  /** A notification for this user was committed. */
  notification: { id: string; type: NotificationType; relatedId: string | null };
  /** A message to or from this user was committed. */
  message: { id: string };
  /** An application this user sees changed (applied, status changed). */
  application: { id: string };
  /**
   * Notifications or messages of this user became read (in another tab, or one with the other: reading a
   * message reads its notification and the other way round): the bell and the messages refetch.
   */
  read: { notificationIds: string[]; messageIds: string[] };
  /** The server may have missed events (its listener reconnected): refetch. */
  resync: Record<string, never>;
};

/** A comment line keeps proxies from closing an idle stream. */
export const LIVE_HEARTBEAT_MS = 30_000;
/** Waits before the browser reconnects, one per failed try; the last repeats. */
export const LIVE_RECONNECT_DELAYS_MS = [1000, 2000, 5000, 10_000] as const;
