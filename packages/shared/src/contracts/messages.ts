import { z } from "zod";
import type { ApiContract, ApiRouteKey } from "../api-contract.ts";
import {
  messageDetailSchema,
  messageListItemSchema,
  messagePersonSchema,
  pageSchema,
} from "../marketplace-answers.ts";
import {
  messageListQuerySchema,
  messageRecipientsQuerySchema,
  sendMessageSchema,
} from "../message-schemas.ts";
import { idParams, itemsOf, wrapped } from "./parts.ts";

const tag = "Messages";
const id = z.string().describe("A uuid");

export const messageContracts = {
  "GET /api/messages": {
    tag,
    who: "signed in",
    summary: "The caller's Inbox (messages to them) or Sent box, newest first",
    query: messageListQuerySchema,
    answer: pageSchema(messageListItemSchema),
  },
  "POST /api/messages": {
    tag,
    who: "signed in (a student replies to companies and admins who wrote first; a company writes to its applicants and admins)",
    summary: "Sends a message (and a mail about it, when the recipient wants mail)",
    body: sendMessageSchema,
    status: 201,
    answer: wrapped("message", z.object({ id, createdAt: z.string().describe("An ISO 8601 time") })),
  },
  "GET /api/messages/unread-count": {
    tag,
    who: "signed in",
    summary: "How many messages to the caller are unread",
    answer: z.object({ count: z.number().int() }),
  },
  "GET /api/messages/recipients": {
    tag,
    who: "signed in",
    summary: "The people the caller may message (admins, companies, students, then by name)",
    query: messageRecipientsQuerySchema,
    answer: itemsOf(messagePersonSchema),
  },
  "GET /api/messages/recipients/:id": {
    tag,
    who: "signed in",
    summary: "One person the caller may message (someone they may not reads as missing)",
    params: idParams,
    answer: wrapped("recipient", messagePersonSchema),
  },
  "GET /api/messages/:id": {
    tag,
    who: "signed in (its sender or recipient)",
    summary: "One message to or from the caller",
    params: idParams,
    answer: wrapped("message", messageDetailSchema),
  },
  "POST /api/messages/:id/read": {
    tag,
    who: "signed in (its recipient)",
    summary: "Marks a message to the caller read and counts their unread messages afresh",
    params: idParams,
    answer: z.object({
      message: z.object({ id, isRead: z.literal(true) }),
      unreadCount: z.number().int().describe("The caller's unread messages, counted afresh"),
    }),
  },
} as const satisfies Record<ApiRouteKey, ApiContract>;
