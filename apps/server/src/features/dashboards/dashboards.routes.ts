import { Hono } from "hono";
import type { AppEnv } from "../../auth/session.ts";
import type { Database } from "../../db/client.ts";
import { getCompanyDashboard, getStudentDashboard } from "./dashboards.service.ts";

export function dashboardRoutes(db: Database) {
  return new Hono<AppEnv>()
    .get("/dashboard/student", async (c) => c.json(await getStudentDashboard(db, c.get("actor"))))
    .get("/dashboard/company", async (c) => c.json(await getCompanyDashboard(db, c.get("actor"))));
}
