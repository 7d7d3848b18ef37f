import { messageContracts } from "@internpath/shared/contracts/messages";
import type { AppEnv } from "../../auth/session.ts";
import type { Database } from "../../db/client.ts";
import { declareRoutes } from "../../lib/declared-routes.ts";
import { readJsonBody } from "../../lib/json-body.ts";
import { findMessages, getUnreadMessageCount } from "./find-messages.service.ts";
import { sendMessage } from "./messages.service.ts";
import { getMessageById, markMessageRead } from "./read-message.service.ts";
import { findMessageRecipients, getMessageRecipient } from "./recipients.service.ts";

export function messageRoutes(db: Database) {
  return declareRoutes<AppEnv, typeof messageContracts>(messageContracts)
    .handle("GET /api/messages", async (c) => c.json(await findMessages(db, c.get("actor"), c.req.query())))
    .handle("POST /api/messages", async (c) => {
      const message = await sendMessage(db, c.get("actor"), await readJsonBody(c));
      return c.json({ message: { id: message.id, createdAt: message.createdAt.toISOString() } }, 201);
    })
    .handle("GET /api/messages/unread-count", async (c) =>
      c.json(await getUnreadMessageCount(db, c.get("actor"))),
    )
    .handle("GET /api/messages/recipients", async (c) =>
      c.json(await findMessageRecipients(db, c.get("actor"), c.req.query())),
    )
    .handle("GET /api/messages/recipients/:id", async (c) =>
      c.json({ recipient: await getMessageRecipient(db, c.get("actor"), c.req.param("id")) }),
    )
    .handle("GET /api/messages/:id", async (c) =>
      c.json({ message: await getMessageById(db, c.get("actor"), c.req.param("id")) }),
    )
    .handle("POST /api/messages/:id/read", async (c) =>
      c.json(await markMessageRead(db, c.get("actor"), c.req.param("id"))),
    ).app;
}
