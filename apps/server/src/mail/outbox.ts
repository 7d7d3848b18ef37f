import { sql } from "drizzle-orm";
import type { Database, Transaction } from "../db/client.ts";
import { mailOutbox } from "../db/schema/mail.ts";
import type { Logger } from "../lib/logger.ts";
import { createPoller } from "../lib/poller.ts";
import type { Mailer, OutgoingMail } from "./mailer.ts";

/** Turns an outbox row's `kind` and `data` into the mail, when it is sent. */
export type OutboxRenderer = (kind: string, data: unknown) => OutgoingMail | null;

/** Waits after the 1st, 2nd, ... failed attempt; after the last one the mail is given up. */
export const OUTBOX_RETRY_DELAYS_MS = [10_000, 60_000, 5 * 60_000, 30 * 60_000, 2 * 3600_000, 6 * 3600_000];

export type OutboxOptions = {
  db: Database;
  mailer: Mailer;
  render: OutboxRenderer;
  logger?: Logger;
  /** How often the worker looks for due mail (longer after rounds that failed: lib/poller.ts). */
  pollMs?: number;
  /** How long a claimed row stays with its worker before another may take it (a crashed worker). */
  claimSeconds?: number;
  retryDelaysMs?: readonly number[];
  batchSize?: number;
};

/** Writes a mail to the outbox, in the caller's transaction: it is sent only if that commits. */
export async function enqueueMail(
  db: Database | Transaction,
  mail: { toAddress: string; kind: string; data: unknown },
) {
  await db.insert(mailOutbox).values(mail);
}

type ClaimedRow = { id: string; to_address: string; kind: string; data: unknown; attempts: number };

/**
 * Sends what the outbox holds, from any number of instances: each claims due rows with
 * `FOR UPDATE SKIP LOCKED` and a time limit, so two never send the same row, and a row claimed by an
 * instance that died is taken again once its claim runs out. A failed send is retried later, with
 * growing waits; nothing waits on it. A mail the SMTP server accepted just before a crash, before
 * it was marked sent, is sent again: at least once, never lost. `runOnce` sends what is due now.
 */
export function createOutboxWorker(options: OutboxOptions) {
  const { db, mailer, render, logger } = options;
  const pollMs = options.pollMs ?? 2000;
  const claimSeconds = options.claimSeconds ?? 120;
  const retryDelaysMs = options.retryDelaysMs ?? OUTBOX_RETRY_DELAYS_MS;
  const batchSize = options.batchSize ?? 20;

  async function claim(): Promise<ClaimedRow[]> {
    const result = (await db.execute(sql`
      update mail_outbox set locked_until = now() + make_interval(secs => ${claimSeconds}), attempts = attempts + 1
      where id in (
        select id from mail_outbox
        where sent_at is null and failed_at is null and next_attempt_at <= now()
          and (locked_until is null or locked_until < now())
        order by next_attempt_at
        limit ${batchSize}
        for update skip locked
      )
      returning id, to_address, kind, data, attempts`)) as unknown as { rows: ClaimedRow[] };
    return result.rows;
  }

  async function deliver(row: ClaimedRow) {
    try {
      const mail = render(row.kind, row.data);
      if (!mail) throw new Error(`No template for mail of kind "${row.kind}"`);
      // A crash between the send and the update below sends the mail again (at least once); the
      // Message-ID, fixed per outbox row, lets the receiving side treat both as one mail.
      await mailer.send({ ...mail, to: row.to_address, messageId: `<${row.id}@outbox.internpath>` });
      await db.execute(sql`update mail_outbox set sent_at = now(), locked_until = null where id = ${row.id}`);
    } catch (error) {
      const message = error instanceof Error ? error.message : String(error);
      const delay = retryDelaysMs[row.attempts - 1];
      if (delay === undefined) {
        logger?.error({ err: error, mailId: row.id }, "Mail given up after its last attempt");
        await db.execute(
          sql`update mail_outbox set failed_at = now(), locked_until = null, last_error = ${message} where id = ${row.id}`,
        );
      } else {
        logger?.warn({ err: error, mailId: row.id, attempt: row.attempts }, "Mail not sent, will retry");
        await db.execute(sql`
          update mail_outbox set locked_until = null, last_error = ${message},
            next_attempt_at = now() + make_interval(secs => ${delay / 1000})
          where id = ${row.id}`);
      }
    }
  }

  /** Sends every due mail now; resolves with how many rows it handled. */
  async function sendDue(): Promise<number> {
    let handled = 0;
    for (;;) {
      const rows = await claim();
      for (const row of rows) await deliver(row);
      handled += rows.length;
      if (rows.length < batchSize) return handled;
    }
  }

  return createPoller({
    run: sendDue,
    intervalMs: pollMs,
    logger,
    failureMessage: "The mail outbox could not be read",
  });
}
