import { Hono } from "hono";
import type { AppEnv } from "../../auth/session.ts";
import type { Database } from "../../db/client.ts";
import {
  findMyNotifications,
  markAllNotificationsRead,
  markNotificationRead,
} from "./notifications.service.ts";

export function notificationRoutes(db: Database) {
  return new Hono<AppEnv>()
    .get("/notifications", async (c) => c.json(await findMyNotifications(db, c.get("actor"))))
    .post("/notifications/read-all", async (c) => c.json(await markAllNotificationsRead(db, c.get("actor"))))
    .post("/notifications/:id/read", async (c) =>
      c.json(await markNotificationRead(db, c.get("actor"), c.req.param("id"))),
    );
}
