import { sql } from "drizzle-orm";
import type { Database, Transaction } from "../db/client.ts";
import type { Logger } from "../lib/logger.ts";
import type { Mailer } from "./mailer.ts";
import { createOutboxWorker, type OutboxRenderer } from "./outbox.ts";
import { type NotificationMailData, notificationMail } from "./templates.ts";

const NOTIFICATION_KIND = "notification";

/**
 * Puts the mail for a new notification in the outbox, in the notification's transaction, when its
 * person has email notifications on (one statement: the address and the switch are read with it).
 */
export async function enqueueNotificationMail(
  db: Database | Transaction,
  notification: { userId: string; type: string; title: string; content: string },
) {
  await db.execute(sql`
    insert into mail_outbox (to_address, kind, data)
    select email, ${NOTIFICATION_KIND}, jsonb_build_object(
      'name', coalesce(full_name, ''), 'type', ${notification.type}::text,
      'title', ${notification.title}::text, 'content', ${notification.content}::text)
    from profiles
    where id = ${notification.userId} and email_notifications`);
}

/** The mails the outbox knows how to write. */
export function outboxMails(appUrl: string): OutboxRenderer {
  return (kind, data) =>
    kind === NOTIFICATION_KIND ? notificationMail("", data as NotificationMailData, appUrl) : null;
}

/** The outbox worker as the server runs it. */
export function createMailWorker(db: Database, mailer: Mailer, appUrl: string, logger?: Logger) {
  return createOutboxWorker({ db, mailer, render: outboxMails(appUrl), logger });
}
