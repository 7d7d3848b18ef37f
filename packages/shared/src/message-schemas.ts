import { z } from "zod";
import type { Role } from "./enums.ts";
import { LONG_TEXT_MAX_LENGTH, SHORT_TEXT_MAX_LENGTH } from "./limits.ts";
import { emptyAsUndefined, listQuerySchema, searchField } from "./pagination.ts";
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

export const MESSAGE_BOXES = ["inbox", "sent"] as const;
export type MessageBox = (typeof MESSAGE_BOXES)[number];

/** How much of a message's text a list row carries (the row shows less, truncated by the screen). */
export const MESSAGE_PREVIEW_LENGTH = 160;

/** GET /api/messages: `box` (inbox by default) and keyset pagination. */
export const messageListQuerySchema = listQuerySchema({
  box: z.preprocess(
    emptyAsUndefined,
    z.enum(MESSAGE_BOXES, { error: "Box must be inbox or sent" }).default("inbox"),
  ),
});
export type MessageListQuery = z.output<typeof messageListQuerySchema>;

export const MESSAGE_TEXTS = {
  sent: "Message sent successfully!",
  sendFailed: "Failed to send message",
  loadFailed: "Error loading messages",
  recipientsFailed: "Failed to load recipients",
  notFound: "Message not found",
  recipientNotFound: "Recipient not found",
  toSelf: "You cannot send a message to yourself",
  onlyRecipientMarksRead: "Only the recipient can mark a message as read",
  noSubject: "No subject",
  unknown: "Unknown",
} as const;

/** Compose's subtitle: who each role may write to (docs/product.md, "Messaging"). */
export const COMPOSE_SUBTITLES: Record<Role, string> = {
  admin: "Write to anyone on InternPath: an administrator, a company or a student.",
  company: "Write to an administrator or to a student who applied to one of your internships.",
  student: "Write to an administrator or to a company you applied to.",
};

/** An admin may message anyone (50k people and more): the compose form searches them, a page at a time. */
export const RECIPIENT_SEARCH_DEFAULT_LIMIT = 20;
export const RECIPIENT_SEARCH_MAX_LIMIT = 50;
const RECIPIENT_LIMIT_MESSAGE = `Limit must be a whole number from 1 to ${RECIPIENT_SEARCH_MAX_LIMIT}`;

/**
 * GET /api/messages/recipients: `q` (name, company name or email contains it) and `limit`. An admin's
 * list stops at `limit` (default 20); a student's or a company's is small by rule and comes whole
 * unless a limit is asked for.
 */
export const messageRecipientsQuerySchema = z.object({
  q: searchField("Search"),
  limit: z.preprocess(
    emptyAsUndefined,
    z.coerce
      .number({ error: RECIPIENT_LIMIT_MESSAGE })
      .int({ error: RECIPIENT_LIMIT_MESSAGE })
      .min(1, { error: RECIPIENT_LIMIT_MESSAGE })
      .max(RECIPIENT_SEARCH_MAX_LIMIT, { error: RECIPIENT_LIMIT_MESSAGE })
      .optional(),
  ),
});
export type MessageRecipientsQuery = z.input<typeof messageRecipientsQuerySchema>;
