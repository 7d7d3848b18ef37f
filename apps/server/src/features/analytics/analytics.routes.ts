import { analyticsContracts } from "@internpath/shared/contracts/analytics";
import type { AppEnv } from "../../auth/session.ts";
import type { Database } from "../../db/client.ts";
import { declareRoutes } from "../../lib/declared-routes.ts";
import { getApplicationAnalytics } from "./application-analytics.service.ts";
import { exportApplicationAnalytics } from "./export-analytics.service.ts";

export function analyticsRoutes(db: Database) {
  return declareRoutes<AppEnv, typeof analyticsContracts>(analyticsContracts)
    .handle("GET /api/admin/analytics", async (c) =>
      c.json(await getApplicationAnalytics(db, c.get("actor"), c.req.query())),
    )
    .handle("GET /api/admin/analytics/export", async (c) => {
      const { fileName, body } = await exportApplicationAnalytics(db, c.get("actor"), c.req.query());
      return c.body(body, 200, {
        "Content-Type": "text/csv; charset=utf-8",
        "Content-Disposition": `attachment; filename="${fileName}"`,
        "Cache-Control": "private, no-store",
      });
    }).app;
}
