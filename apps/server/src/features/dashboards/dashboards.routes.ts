import { dashboardContracts } from "@internpath/shared/contracts/dashboards";
import type { AppEnv } from "../../auth/session.ts";
import type { Database } from "../../db/client.ts";
import { declareRoutes } from "../../lib/declared-routes.ts";
import { sendJsonText } from "../../lib/json-text.ts";
import { getCompanyDashboard, getStudentDashboard } from "./dashboards.service.ts";

export function dashboardRoutes(db: Database) {
  return declareRoutes<AppEnv, typeof dashboardContracts>(dashboardContracts)
    .handle("GET /api/dashboard/student", async (c) =>
      sendJsonText(c, await getStudentDashboard(db, c.get("actor"))),
    )
    .handle("GET /api/dashboard/company", async (c) => c.json(await getCompanyDashboard(db, c.get("actor"))))
    .app;
}
