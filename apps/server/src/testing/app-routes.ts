import type { TestContext } from "./test-app.ts";

/**
 * Every route the app answers, as `METHOD /path` the way its router names it: Hono's own list, and Better
 * Auth's endpoints under /api/auth. The catch-alls (the API's 404, the web app's pages, Better Auth's mount)
 * and middleware for every method are left out. Tests that must name every route (the authorization matrix,
 * docs/api.md) compare themselves with this list.
 */
export function routesOfTheApp({ app, auth }: Pick<TestContext, "app" | "auth">): string[] {
  const routes = new Set<string>(honoRoutesOfTheApp({ app }));
  for (const endpoint of Object.values(auth.api) as {
    path?: string;
    options?: { method?: string | string[]; metadata?: { SERVER_ONLY?: boolean } };
  }[]) {
    if (!endpoint.path || endpoint.options?.metadata?.SERVER_ONLY) continue;
    const methods = [endpoint.options?.method ?? "GET"].flat();
    for (const method of methods) routes.add(`${method} /api/auth${endpoint.path}`);
  }
  return [...routes].sort();
}

/** The routes of Hono's own list (`app.routes`), without Better Auth's endpoints behind /api/auth/*. */
export function honoRoutesOfTheApp({ app }: Pick<TestContext, "app">): string[] {
  const routes = new Set<string>();
  for (const { method, path } of app.routes) {
    if (method === "ALL" || path === "/api/auth/*" || path === "/*" || path === "*") continue;
    if (!path.startsWith("/api/") && !path.startsWith("/sitemap")) continue;
    routes.add(`${method} ${path}`);
  }
  return [...routes].sort();
}
