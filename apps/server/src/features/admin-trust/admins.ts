import { eq } from "drizzle-orm";
import type { Database, Transaction } from "../../db/client.ts";
import { profiles } from "../../db/schema/auth.ts";
import { createNotifications } from "../notifications/notifications.service.ts";

/**
 * Tells every admin (their bell, live, and mail if they want it). Admins are a handful of
 * accounts, read along the role index.
 */
export async function notifyAdmins(
  db: Database | Transaction,
  notification: {
    title: string;
    content: string;
    relatedId: string | null;
    /** The admin screen it is about (the queue to act in). */
    link: { path: string; label: string };
  },
) {
  const admins = await db.select({ id: profiles.id }).from(profiles).where(eq(profiles.role, "admin"));
  await createNotifications(
    db,
    admins.map((admin) => ({ userId: admin.id, type: "other" as const, ...notification })),
  );
}
