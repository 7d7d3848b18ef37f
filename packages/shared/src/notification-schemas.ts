import { z } from "zod";

/** A notification's id in a path; anything else reads as a missing notification. */
export const notificationIdSchema = z.uuid({ error: "Notification not found" });
