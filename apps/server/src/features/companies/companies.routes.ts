import { companyContracts } from "@internpath/shared/contracts/companies";
import type { AppEnv } from "../../auth/session.ts";
import type { Database } from "../../db/client.ts";
import { declareRoutes } from "../../lib/declared-routes.ts";
import { getPublicCompany } from "./public-company.service.ts";

export function companyRoutes(db: Database) {
  return declareRoutes<AppEnv, typeof companyContracts>(companyContracts).handle(
    "GET /api/companies/:id",
    async (c) => c.json({ company: await getPublicCompany(db, c.req.param("id")) }),
  ).app;
}
