import { applicationContracts } from "@internpath/shared/contracts/applications";
import type { AppEnv } from "../../auth/session.ts";
import type { Database } from "../../db/client.ts";
import { declareRoutes } from "../../lib/declared-routes.ts";
import { readJsonBody } from "../../lib/json-body.ts";
import { sendJsonText } from "../../lib/json-text.ts";
import { changeApplicationStatus, getApplicationHistory } from "./application-status.service.ts";
import { createApplication } from "./apply.service.ts";
import { findCompanyApplications } from "./company-applications.service.ts";
import {
  changeCompanyApplicationStatuses,
  undoApplicationDecision,
  undoCompanyApplicationDecisions,
} from "./company-decisions.service.ts";
import { exportCompanyApplications } from "./export-applications.service.ts";
import { findStudentApplications } from "./student-applications.service.ts";
import { withdrawApplication } from "./withdraw.service.ts";

export function applicationRoutes(db: Database) {
  return declareRoutes<AppEnv, typeof applicationContracts>(applicationContracts)
    .handle("POST /api/applications", async (c) => {
      const application = await createApplication(db, c.get("actor"), await readJsonBody(c));
      return c.json({ application }, 201);
    })
    .handle("GET /api/applications/mine", async (c) =>
      c.json(await findStudentApplications(db, c.get("actor"), c.req.query())),
    )
    .handle("GET /api/applications/:id/history", async (c) =>
      c.json({ items: await getApplicationHistory(db, c.get("actor"), c.req.param("id")) }),
    )
    .handle("PATCH /api/applications/:id/status", async (c) => {
      const body = await readJsonBody(c);
      const id = c.req.param("id");
      const application = await changeApplicationStatus(db, c.get("actor"), id, body);
      return c.json({ application });
    })
    .handle("POST /api/applications/:id/withdraw", async (c) => {
      const application = await withdrawApplication(db, c.get("actor"), c.req.param("id"));
      return c.json({ application });
    })
    .handle("POST /api/applications/:id/undo", async (c) => {
      const application = await undoApplicationDecision(db, c.get("actor"), c.req.param("id"));
      return c.json({ application });
    })
    .handle("POST /api/company/applications/status", async (c) =>
      c.json(await changeCompanyApplicationStatuses(db, c.get("actor"), await readJsonBody(c))),
    )
    .handle("POST /api/company/applications/undo", async (c) =>
      c.json(await undoCompanyApplicationDecisions(db, c.get("actor"), await readJsonBody(c))),
    )
    .handle("GET /api/company/applications", async (c) =>
      sendJsonText(c, await findCompanyApplications(db, c.get("actor"), c.req.query())),
    )
    .handle("GET /api/company/applications/export", async (c) => {
      const { fileName, body } = await exportCompanyApplications(db, c.get("actor"), c.req.query());
      return c.body(body, 200, {
        "Content-Type": "text/csv; charset=utf-8",
        "Content-Disposition": `attachment; filename="${fileName}"`,
        "Cache-Control": "private, no-store",
      });
    }).app;
}
