import { z } from "zod";
import { LONG_TEXT_MAX_LENGTH, SHORT_TEXT_MAX_LENGTH } from "./limits.ts";
import { multiLineText, singleLineText } from "./text.ts";

export const sendMessageSchema = z.object({
  recipientId: singleLineText("Recipient", 100).min(1, { error: "Please fill in all required fields" }),
  subject: singleLineText("Subject", SHORT_TEXT_MAX_LENGTH)
    .trim()
    .optional()
    .transform((value) => (value ? value : "No subject")),
  messageText: multiLineText("Message", LONG_TEXT_MAX_LENGTH)
    .trim()
    .min(1, { error: "Please fill in all required fields" }),
});
export type SendMessageInput = z.input<typeof sendMessageSchema>;

export const MESSAGE_DENIALS = {
  student: "You can only reply to messages initiated by companies or admins",
  company: "You can only message students who have applied to your internships or admins",
  signedOut: "Please sign in to send messages",
} as const;
