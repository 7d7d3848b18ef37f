import { sql } from "drizzle-orm";
import { index, integer, jsonb, pgTable, text, timestamp, uuid } from "drizzle-orm/pg-core";
import { createdAt } from "./columns.ts";

/**
 * Mail waiting to be sent, written in the transaction of the change it tells about, sent by the
 * outbox worker (mail/outbox.ts), which renders `kind` with `data` when it sends. A row is claimed by
 * setting `locked_until`, so several instances never send it at once; `sent_at` or `failed_at` ends it.
 */
export const mailOutbox = pgTable(
  "mail_outbox",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    toAddress: text("to_address").notNull(),
    kind: text("kind").notNull(),
    data: jsonb("data").notNull(),
    createdAt: createdAt(),
    attempts: integer("attempts").notNull().default(0),
    nextAttemptAt: timestamp("next_attempt_at", { withTimezone: true, mode: "date" }).notNull().defaultNow(),
    lockedUntil: timestamp("locked_until", { withTimezone: true, mode: "date" }),
    sentAt: timestamp("sent_at", { withTimezone: true, mode: "date" }),
    failedAt: timestamp("failed_at", { withTimezone: true, mode: "date" }),
    lastError: text("last_error"),
  },
  (t) => [
    index("mail_outbox_due_idx")
      .on(t.nextAttemptAt)
      .where(sql`${t.sentAt} is null and ${t.failedAt} is null`),
    // Finished mail, oldest first: what the hourly housekeeping deletes after 30 days (jobs/housekeeping.ts).
    index("mail_outbox_finished_idx")
      .on(t.createdAt)
      .where(sql`${t.sentAt} is not null or ${t.failedAt} is not null`),
  ],
);
