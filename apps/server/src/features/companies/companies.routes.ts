import { Hono } from "hono";
import type { AppEnv } from "../../auth/session.ts";
import type { Database } from "../../db/client.ts";
import { getPublicCompany } from "./public-company.service.ts";

export function companyRoutes(db: Database) {
  return new Hono<AppEnv>().get("/companies/:id", async (c) =>
    c.json({ company: await getPublicCompany(db, c.req.param("id")) }),
  );
}
