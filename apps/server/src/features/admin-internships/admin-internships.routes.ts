import { adminInternshipContracts } from "@internpath/shared/contracts/admin-internships";
import type { AppEnv } from "../../auth/session.ts";
import type { Database } from "../../db/client.ts";
import { declareRoutes } from "../../lib/declared-routes.ts";
import { findAdminInternships } from "./find-admin-internships.service.ts";
import { getAdminInternship } from "./get-admin-internship.service.ts";

export function adminInternshipRoutes(db: Database) {
  return declareRoutes<AppEnv, typeof adminInternshipContracts>(adminInternshipContracts)
    .handle("GET /api/admin/internships", async (c) =>
      c.json(await findAdminInternships(db, c.get("actor"), c.req.query())),
    )
    .handle("GET /api/admin/internships/:id", async (c) =>
      c.json({ internship: await getAdminInternship(db, c.get("actor"), c.req.param("id")) }),
    ).app;
}
