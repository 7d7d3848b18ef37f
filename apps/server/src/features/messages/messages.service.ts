import { MESSAGE_DENIALS, sendMessageSchema } from "@internpath/shared/message-schemas";
import { eq, sql } from "drizzle-orm";
import { requireActor } from "../../auth/guards.ts";
import type { Actor } from "../../auth/session.ts";
import type { Database } from "../../db/client.ts";
import { profiles } from "../../db/schema/auth.ts";
import { messages } from "../../db/schema/marketplace.ts";
import { AppError, parseOrThrow } from "../../lib/app-error.ts";
import { createNotification } from "../notifications/notifications.service.ts";
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
