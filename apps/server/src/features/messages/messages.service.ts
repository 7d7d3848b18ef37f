import { MESSAGE_DENIALS, sendMessageSchema } from "@internpath/shared/message-schemas";
import { and, eq } from "drizzle-orm";
import { requireActor } from "../../auth/guards.ts";
import type { Actor } from "../../auth/session.ts";
import type { Database } from "../../db/client.ts";
import { profiles } from "../../db/schema/auth.ts";
import { applications, internships, messages } from "../../db/schema/marketplace.ts";
import { AppError, parseOrThrow } from "../../lib/app-error.ts";
import { createNotification } from "../notifications/notifications.service.ts";

/** docs/product.md, "Messaging": admins message anyone; anyone may message an admin; otherwise an application must link the two. */
async function canMessage(db: Database, actor: Actor, recipient: { id: string; role: string }) {
  if (actor.role === "admin" || recipient.role === "admin") return true;
  const pair =
    actor.role === "company" && recipient.role === "student"
      ? { companyId: actor.id, studentId: recipient.id }
      : actor.role === "student" && recipient.role === "company"
        ? { companyId: recipient.id, studentId: actor.id }
        : null;
  if (!pair) return false;
  const [link] = await db
    .select({ id: applications.id })
    .from(applications)
    .innerJoin(internships, eq(internships.id, applications.internshipId))
    .where(and(eq(applications.studentId, pair.studentId), eq(internships.companyId, pair.companyId)))
    .limit(1);
  return Boolean(link);
}

export async function sendMessage(db: Database, actor: Actor | null, input: unknown) {
  const sender = requireActor(actor, MESSAGE_DENIALS.signedOut);
  const values = parseOrThrow(sendMessageSchema, input);
  if (values.recipientId === sender.id) throw AppError.badRequest("You cannot send a message to yourself");
  const [recipient] = await db
    .select({ id: profiles.id, role: profiles.role })
    .from(profiles)
    .where(eq(profiles.id, values.recipientId))
    .limit(1);
  if (!recipient) throw AppError.notFound("Recipient not found");
  if (!(await canMessage(db, sender, recipient))) {
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
