import { Hono } from "hono";
import type { AppEnv } from "../../auth/session.ts";
import type { Database } from "../../db/client.ts";
import { deleteAdminApplication } from "./delete-admin-application.service.ts";
import { exportAdminApplications } from "./export-admin-applications.service.ts";
import { findAdminApplications } from "./find-admin-applications.service.ts";
import { getAdminApplication } from "./get-admin-application.service.ts";

/** Manage Applications (admins). Status changes go through PATCH /api/applications/:id/status. */
export function adminApplicationRoutes(db: Database) {
  return new Hono<AppEnv>()
    .get("/admin/applications", async (c) =>
      c.json(await findAdminApplications(db, c.get("actor"), c.req.query())),
    )
    .get("/admin/applications/export", async (c) => {
      const { fileName, body } = await exportAdminApplications(db, c.get("actor"), c.req.query());
      return c.body(body, 200, {
        "Content-Type": "text/csv; charset=utf-8",
        "Content-Disposition": `attachment; filename="${fileName}"`,
        "Cache-Control": "private, no-store",
      });
    })
    .get("/admin/applications/:id", async (c) =>
      c.json({ application: await getAdminApplication(db, c.get("actor"), c.req.param("id")) }),
    )
    .delete("/admin/applications/:id", async (c) => {
      const id = c.req.param("id");
      await deleteAdminApplication(db, c.get("actor"), id);
      return c.body(null, 204);
    });
}
