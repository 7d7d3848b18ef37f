import { accountContracts } from "@internpath/shared/contracts/account";
import type { PublicConfig } from "@internpath/shared/profile";
import type { SessionEnder } from "../../auth/ended-sessions.ts";
import { requireActor } from "../../auth/guards.ts";
import type { AppEnv } from "../../auth/session.ts";
import type { Config } from "../../config.ts";
import type { Database } from "../../db/client.ts";
import { declareRoutes } from "../../lib/declared-routes.ts";
import { getCurrentUser } from "./account.service.ts";
import { endOwnSession } from "./end-session.service.ts";

export function accountRoutes(db: Database, config: Config, hasDevMailbox: boolean, sessions: SessionEnder) {
  const publicConfig: PublicConfig = {
    providers: {
      github: Boolean(config.github),
      google: Boolean(config.google),
      oidc: { enabled: Boolean(config.oidc), name: config.oidc?.name ?? "" },
    },
    devMailbox: hasDevMailbox,
  };
  return declareRoutes<AppEnv, typeof accountContracts>(accountContracts)
    .handle("GET /api/config", (c) => c.json(publicConfig))
    .handle("GET /api/me", async (c) => {
      const actor = requireActor(c.get("actor"));
      return c.json({ user: await getCurrentUser(db, actor.id) });
    })
    .handle("DELETE /api/account/sessions/:id", async (c) => {
      await endOwnSession(db, sessions, c.get("actor"), c.req.param("id"), c.req.header("cookie"));
      return c.body(null, 204);
    }).app;
}
