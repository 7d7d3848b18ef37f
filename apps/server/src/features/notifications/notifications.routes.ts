import { notificationContracts } from "@internpath/shared/contracts/notifications";
import type { AppEnv } from "../../auth/session.ts";
import type { Database } from "../../db/client.ts";
import { declareRoutes } from "../../lib/declared-routes.ts";
import {
  findMyNotificationPage,
  findMyNotifications,
  markAllNotificationsRead,
  markNotificationRead,
} from "./notifications.service.ts";

export function notificationRoutes(db: Database) {
  return declareRoutes<AppEnv, typeof notificationContracts>(notificationContracts)
    .handle("GET /api/notifications", async (c) => c.json(await findMyNotifications(db, c.get("actor"))))
    .handle("GET /api/notifications/all", async (c) =>
      c.json(await findMyNotificationPage(db, c.get("actor"), c.req.query())),
    )
    .handle("POST /api/notifications/read-all", async (c) =>
      c.json(await markAllNotificationsRead(db, c.get("actor"))),
    )
    .handle("POST /api/notifications/:id/read", async (c) =>
      c.json(await markNotificationRead(db, c.get("actor"), c.req.param("id"))),
    ).app;
}
