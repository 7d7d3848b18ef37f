import { profileContracts } from "@internpath/shared/contracts/profiles";
import type { AppEnv } from "../../auth/session.ts";
import type { Database } from "../../db/client.ts";
import { declareRoutes } from "../../lib/declared-routes.ts";
import { getOwnProfile, updateOwnProfile } from "./profiles.service.ts";

export function profileRoutes(db: Database) {
  return declareRoutes<AppEnv, typeof profileContracts>(profileContracts)
    .handle("GET /api/profile", async (c) => c.json({ profile: await getOwnProfile(db, c.get("actor")) }))
    .handle("PATCH /api/profile", async (c) => {
      const body = await c.req.json().catch(() => {
        throw new SyntaxError("Request body is not valid JSON");
      });
      return c.json({ profile: await updateOwnProfile(db, c.get("actor"), body) });
    }).app;
}
