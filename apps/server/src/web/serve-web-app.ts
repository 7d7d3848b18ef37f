import { existsSync, readFileSync } from "node:fs";
import path from "node:path";
import { serveStatic } from "@hono/node-server/serve-static";
import type { Hono } from "hono";
import type { AppEnv } from "../auth/session.ts";

/**
 * Serves the built web app from `webDist` (when it was built): its hashed assets with long caching,
 * and index.html for every other path so the browser's router takes over. Registered after the API,
 * whose own 404 answers unknown `/api/*` paths.
 */
export function serveWebApp(app: Hono<AppEnv>, webDist: string) {
  const indexFile = path.join(webDist, "index.html");
  if (!existsSync(indexFile)) return;
  const indexHtml = readFileSync(indexFile, "utf8");
  // Built assets have content hashes in their names, so they can be cached for good.
  app.use("/assets/*", async (c, next) => {
    await next();
    if (c.res.status === 200) c.header("Cache-Control", "public, max-age=31536000, immutable");
  });
  app.use("*", serveStatic({ root: webDist }));
  // A missing asset (an old build's file) must not get the page instead, cached forever.
  app.get("/assets/*", (c) => c.text("Not found", 404));
  app.get("*", (c) => c.html(indexHtml));
}
