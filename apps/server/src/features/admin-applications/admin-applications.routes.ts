import { adminApplicationContracts } from "@internpath/shared/contracts/admin-applications";
import type { AppEnv } from "../../auth/session.ts";
import type { Database } from "../../db/client.ts";
import { declareRoutes } from "../../lib/declared-routes.ts";
import { deleteAdminApplication } from "./delete-admin-application.service.ts";
import { exportAdminApplications } from "./export-admin-applications.service.ts";
import { findAdminApplications } from "./find-admin-applications.service.ts";
import { getAdminApplication } from "./get-admin-application.service.ts";

/** Manage Applications (admins). Status changes go through PATCH /api/applications/:id/status. */
export function adminApplicationRoutes(db: Database) {
  return declareRoutes<AppEnv, typeof adminApplicationContracts>(adminApplicationContracts)
    .handle("GET /api/admin/applications", async (c) =>
      c.json(await findAdminApplications(db, c.get("actor"), c.req.query())),
    )
    .handle("GET /api/admin/applications/export", async (c) => {
      const { fileName, body } = await exportAdminApplications(db, c.get("actor"), c.req.query());
      return c.body(body, 200, {
        "Content-Type": "text/csv; charset=utf-8",
        "Content-Disposition": `attachment; filename="${fileName}"`,
        "Cache-Control": "private, no-store",
      });
    })
    .handle("GET /api/admin/applications/:id", async (c) =>
      c.json({ application: await getAdminApplication(db, c.get("actor"), c.req.param("id")) }),
    )
    .handle("DELETE /api/admin/applications/:id", async (c) => {
      await deleteAdminApplication(db, c.get("actor"), c.req.param("id"));
      return c.body(null, 204);
    }).app;
}
