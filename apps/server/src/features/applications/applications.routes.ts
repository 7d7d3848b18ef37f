import { Hono } from "hono";
import type { AppEnv } from "../../auth/session.ts";
import type { Database } from "../../db/client.ts";
import { readJsonBody } from "../../lib/json-body.ts";
import { changeApplicationStatus, getApplicationHistory } from "./application-status.service.ts";
import { createApplication } from "./apply.service.ts";
import { findCompanyApplications } from "./company-applications.service.ts";
import { exportCompanyApplications } from "./export-applications.service.ts";
import { findStudentApplications } from "./student-applications.service.ts";

export function applicationRoutes(db: Database) {
  return new Hono<AppEnv>()
    .post("/applications", async (c) => {
      const application = await createApplication(db, c.get("actor"), await readJsonBody(c));
      return c.json({ application }, 201);
    })
    .get("/applications/mine", async (c) =>
      c.json(await findStudentApplications(db, c.get("actor"), c.req.query())),
    )
    .get("/applications/:id/history", async (c) =>
      c.json({ items: await getApplicationHistory(db, c.get("actor"), c.req.param("id")) }),
    )
    .patch("/applications/:id/status", async (c) => {
      const body = await readJsonBody(c);
      const updated = await changeApplicationStatus(db, c.get("actor"), c.req.param("id"), body);
      return c.json({
        application: { id: updated.id, status: updated.status, updatedAt: updated.updatedAt.toISOString() },
      });
    })
    .get("/company/applications", async (c) =>
      c.json(await findCompanyApplications(db, c.get("actor"), c.req.query())),
    )
    .get("/company/applications/export", async (c) => {
      const { fileName, body } = await exportCompanyApplications(db, c.get("actor"), c.req.query());
      return c.body(body, 200, {
        "Content-Type": "text/csv; charset=utf-8",
        "Content-Disposition": `attachment; filename="${fileName}"`,
        "Cache-Control": "private, no-store",
      });
    });
}
