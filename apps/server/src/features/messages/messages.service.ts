import { MESSAGE_DENIALS, sendMessageSchema } from "@internpath/shared/message-schemas";
import { and, eq, inArray, sql } from "drizzle-orm";
import { requireActor } from "../../auth/guards.ts";
import type { Actor } from "../../auth/session.ts";
import type { Database, Transaction } from "../../db/client.ts";
import { profiles } from "../../db/schema/auth.ts";
import { messages } from "../../db/schema/marketplace.ts";
import { AppError, parseOrThrow } from "../../lib/app-error.ts";
import { createNotification, createNotifications } from "../notifications/notifications.service.ts";
import { canBeMessagedBy } from "./messaging-rule.ts";

export async function sendMessage(db: Database, actor: Actor | null, input: unknown) {
  const sender = requireActor(actor, MESSAGE_DENIALS.signedOut);
  const values = parseOrThrow(sendMessageSchema, input);
  if (values.recipientId === sender.id) throw AppError.badRequest("You cannot send a message to yourself");
  const [recipient] = await db
    .select({
      id: profiles.id,
      role: profiles.role,
      isAllowed: sql<boolean>`${canBeMessagedBy(sender.role, sender.id)}`,
    })
    .from(profiles)
    .where(eq(profiles.id, values.recipientId))
    .limit(1);
  if (!recipient) throw AppError.notFound("Recipient not found");
  if (!recipient.isAllowed) {
    throw AppError.forbidden(sender.role === "company" ? MESSAGE_DENIALS.company : MESSAGE_DENIALS.student);
  }
  return db.transaction(async (tx) => {
    const [message] = await tx
      .insert(messages)
      .values({
        senderId: sender.id,
        recipientId: recipient.id,
        subject: values.subject,
        messageText: values.messageText,
      })
      .returning();
    await createNotification(tx, {
      userId: recipient.id,
      title: "New message",
      content: values.subject,
      type: "message",
      relatedId: message!.id,
    });
    return message!;
  });
}

/**
 * Messages a person sends by doing something else (a company's decision that takes effect with a kind
 * message), in the caller's transaction and under the rules of a typed message: each is checked with
 * the send schema, and its recipient must be one the sender may message. The rest are not sent and
 * only counted, so the action they ride on is never undone by its message.
 */
export async function sendMessagesAs(tx: Transaction, sender: Actor, inputs: readonly unknown[]) {
  const parsed = inputs.map((input) => sendMessageSchema.safeParse(input));
  const valid = parsed.flatMap((result) =>
    result.success && result.data.recipientId !== sender.id ? [result.data] : [],
  );
  const recipientIds = [...new Set(valid.map((values) => values.recipientId))];
  const allowed =
    recipientIds.length === 0
      ? []
      : await tx
          .select({ id: profiles.id })
          .from(profiles)
          .where(and(inArray(profiles.id, recipientIds), canBeMessagedBy(sender.role, sender.id)));
  const allowedIds = new Set(allowed.map((row) => row.id));
  const sendable = valid.filter((values) => allowedIds.has(values.recipientId));
  if (sendable.length === 0) return { sent: [], refused: inputs.length };
  const sent = await tx
    .insert(messages)
    .values(
      sendable.map((values) => ({
        senderId: sender.id,
        recipientId: values.recipientId,
        subject: values.subject,
        messageText: values.messageText,
      })),
    )
    .returning();
  await createNotifications(
    tx,
    sent.map((message) => ({
      userId: message.recipientId!,
      title: "New message",
      content: message.subject,
      type: "message" as const,
      relatedId: message.id,
    })),
  );
  return { sent, refused: inputs.length - sent.length };
}
