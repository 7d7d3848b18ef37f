import { sql } from "drizzle-orm";
import type { Database, Transaction } from "../db/client.ts";
import type { Logger } from "../lib/logger.ts";
import type { Mailer } from "./mailer.ts";
import { createOutboxWorker, type OutboxRenderer } from "./outbox.ts";
import {
  type InvitationMailData,
  invitationMail,
  type NotificationMailData,
  notificationMail,
  type PendingDigestMailData,
  pendingDigestMail,
} from "./templates.ts";

const NOTIFICATION_KIND = "notification";
/** An account made by an admin (features/admin-accounts/invitations.service.ts). */
export const INVITATION_KIND = "invitation";
/** The weekly digest of pending applications (jobs/follow-through-jobs.ts). */
const PENDING_DIGEST_KIND = "pending_digest";

/**
 * Puts the mail for each new notification in the outbox, in the notifications' transaction, for the
 * people who have email notifications on (one statement: the addresses and the switches are read with it).
 */
export async function enqueueNotificationMails(
  db: Database | Transaction,
  notifications: readonly {
    userId: string;
    type: string;
    title: string;
    content: string;
    link?: { path: string; label: string };
  }[],
) {
  if (notifications.length === 0) return;
  const rows = JSON.stringify(
    notifications.map(({ userId, type, title, content, link }) => ({
      user_id: userId,
      type,
      title,
      content,
      link: link ?? null,
    })),
  );
  await db.execute(sql`
    insert into mail_outbox (to_address, kind, data)
    select p.email, ${NOTIFICATION_KIND}, jsonb_build_object(
      'name', coalesce(p.full_name, ''), 'type', n.type, 'title', n.title, 'content', n.content, 'link', n.link)
    from jsonb_to_recordset(${rows}::jsonb) as n(user_id text, type text, title text, content text, link jsonb)
    join profiles p on p.id = n.user_id
    where p.email_notifications`);
}

/** The mails the outbox knows how to write. */
export function outboxMails(appUrl: string): OutboxRenderer {
  return (kind, data) => {
    if (kind === NOTIFICATION_KIND) return notificationMail("", data as NotificationMailData, appUrl);
    if (kind === INVITATION_KIND) return invitationMail("", data as InvitationMailData);
    if (kind === PENDING_DIGEST_KIND) return pendingDigestMail("", data as PendingDigestMailData, appUrl);
    return null;
  };
}

/** The outbox worker as the server runs it. */
export function createMailWorker(db: Database, mailer: Mailer, appUrl: string, logger?: Logger) {
  return createOutboxWorker({ db, mailer, render: outboxMails(appUrl), logger });
}
