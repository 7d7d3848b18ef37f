import { z } from "zod";
import type { ApiContract, ApiRouteKey } from "../api-contract.ts";
import { notificationListSchema, notificationPageSchema } from "../notification-answers.ts";
import { notificationPageQuerySchema } from "../notification-schemas.ts";
import { idParams } from "./parts.ts";

const tag = "Notifications";

export const notificationContracts = {
  "GET /api/notifications": {
    tag,
    who: "signed in",
    summary: "The caller's newest notifications and how many of all are unread",
    answer: notificationListSchema,
  },
  "GET /api/notifications/all": {
    tag,
    who: "signed in",
    summary: "The caller's notifications, newest first, a page at a time, by type and unread only",
    query: notificationPageQuerySchema,
    answer: notificationPageSchema,
  },
  "POST /api/notifications/read-all": {
    tag,
    who: "signed in",
    summary: "Marks every unread notification of the caller read",
    answer: z.object({ updated: z.number().int().describe("How many were unread") }),
  },
  "POST /api/notifications/:id/read": {
    tag,
    who: "signed in (its recipient)",
    summary:
      "Marks one of the caller's notifications read (another's reads as missing), and the message it is about",
    params: idParams,
    answer: z.object({ id: z.string().describe("A uuid"), isRead: z.literal(true) }),
  },
} as const satisfies Record<ApiRouteKey, ApiContract>;
