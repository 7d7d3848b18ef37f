import { z } from "zod";
import { NOTIFICATION_TYPES } from "./enums.ts";

/**
 * The notification answers, one schema each: contracts/notifications.ts names them, the route tests parse
 * every answer with them, and the types of notifications.ts are inferred from them (types only, so the bell
 * loads no zod).
 */

/** One notification as the bell shows it. */
export const notificationItemSchema = z.object({
  id: z.string().describe("A uuid"),
  title: z.string(),
  content: z.string(),
  type: z.enum(NOTIFICATION_TYPES),
  relatedId: z.string().nullable().describe("The record it is about (an application, a message), if any"),
  link: z
    .string()
    .nullable()
    .describe("Where selecting it leads (an app path), when not the page its type leads to"),
  isRead: z.boolean(),
  createdAt: z.string().describe("An ISO 8601 time"),
});

/** GET /api/notifications: the newest NOTIFICATIONS_KEPT and how many of all are unread. */
export const notificationListSchema = z.object({
  items: z.array(notificationItemSchema),
  unreadCount: z.number().int().describe("Unread notifications in all, not only among `items`"),
});

/** GET /api/notifications/all: one page of the Notifications page, newest first. */
export const notificationPageSchema = z.object({
  items: z.array(notificationItemSchema),
  nextCursor: z.string().nullable().describe("Pass as `after` to get the next page; null on the last page"),
  prevCursor: z
    .string()
    .nullable()
    .describe("Pass as `before` to get the previous page; null on the first page"),
  total: z.number().int().describe("How many of the caller's notifications match the filters"),
});
