import { bookmarkContracts } from "@internpath/shared/contracts/bookmarks";
import type { AppEnv } from "../../auth/session.ts";
import type { Database } from "../../db/client.ts";
import { declareRoutes } from "../../lib/declared-routes.ts";
import { readJsonBody } from "../../lib/json-body.ts";
import { addBookmark, findBookmarkedInternships, removeBookmark } from "./bookmarks.service.ts";

export function bookmarkRoutes(db: Database) {
  return declareRoutes<AppEnv, typeof bookmarkContracts>(bookmarkContracts)
    .handle("GET /api/bookmarks", async (c) =>
      c.json(await findBookmarkedInternships(db, c.get("actor"), c.req.query())),
    )
    .handle("POST /api/bookmarks", async (c) =>
      c.json(await addBookmark(db, c.get("actor"), await readJsonBody(c)), 201),
    )
    .handle("DELETE /api/bookmarks/:internshipId", async (c) => {
      await removeBookmark(db, c.get("actor"), c.req.param("internshipId"));
      return c.body(null, 204);
    }).app;
}
