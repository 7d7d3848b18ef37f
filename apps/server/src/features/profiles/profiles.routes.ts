import { Hono } from "hono";
import type { AppEnv } from "../../auth/session.ts";
import type { Database } from "../../db/client.ts";
import { getOwnProfile, updateOwnProfile } from "./profiles.service.ts";

export function profileRoutes(db: Database) {
  return new Hono<AppEnv>()
    .get("/profile", async (c) => c.json({ profile: await getOwnProfile(db, c.get("actor")) }))
    .patch("/profile", async (c) => {
      const body = await c.req.json().catch(() => {
        throw new SyntaxError("Request body is not valid JSON");
      });
      return c.json({ profile: await updateOwnProfile(db, c.get("actor"), body) });
    });
}
