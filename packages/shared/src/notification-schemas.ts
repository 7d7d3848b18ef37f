import { z } from "zod";
import { NOTIFICATION_TYPES } from "./enums.ts";
import { emptyAsUndefined, filterField, listQuerySchema } from "./pagination.ts";

/** A notification's id in a path; anything else reads as a missing notification. */
export const notificationIdSchema = z.uuid({ error: "Notification not found" });

/**
 * GET /api/notifications/all: the Notifications page, newest first, by keyset; `type` one of the types
 * (blank or `all`: every type) and `unread=true` for the unread ones only.
 */
export const notificationPageQuerySchema = listQuerySchema({
  type: filterField(NOTIFICATION_TYPES, "Type must be message, application, status_change or other"),
  unread: z
    .preprocess(
      emptyAsUndefined,
      z.enum(["true", "false"], { error: "Unread must be true or false" }).optional(),
    )
    .transform((value) => value === "true"),
});
export type NotificationPageQuery = z.output<typeof notificationPageQuerySchema>;
