import { Hono } from "hono";
import type { AppEnv } from "../../auth/session.ts";
import type { Database } from "../../db/client.ts";
import { findAdminInternships } from "./find-admin-internships.service.ts";
import { getAdminInternship } from "./get-admin-internship.service.ts";

export function adminInternshipRoutes(db: Database) {
  return new Hono<AppEnv>()
    .get("/admin/internships", async (c) =>
      c.json(await findAdminInternships(db, c.get("actor"), c.req.query())),
    )
    .get("/admin/internships/:id", async (c) =>
      c.json({ internship: await getAdminInternship(db, c.get("actor"), c.req.param("id")) }),
    );
}
