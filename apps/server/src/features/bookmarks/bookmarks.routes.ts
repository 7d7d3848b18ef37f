import { Hono } from "hono";
import type { AppEnv } from "../../auth/session.ts";
import type { Database } from "../../db/client.ts";
import { readJsonBody } from "../../lib/json-body.ts";
import { addBookmark, findBookmarkedInternships, removeBookmark } from "./bookmarks.service.ts";

export function bookmarkRoutes(db: Database) {
  return new Hono<AppEnv>()
    .get("/bookmarks", async (c) =>
      c.json(await findBookmarkedInternships(db, c.get("actor"), c.req.query())),
    )
    .post("/bookmarks", async (c) => {
      return c.json(await addBookmark(db, c.get("actor"), await readJsonBody(c)), 201);
    })
    .delete("/bookmarks/:internshipId", async (c) => {
      await removeBookmark(db, c.get("actor"), c.req.param("internshipId"));
      return c.body(null, 204);
    });
}
