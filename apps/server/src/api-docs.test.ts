import { readFileSync } from "node:fs";
import path from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { routesOfTheApp } from "./testing/app-routes.ts";
import { createTestContext, type TestContext } from "./testing/test-app.ts";

/**
 * docs/api.md is the HTTP contract a reader trusts: each route the app answers has a row in one of its
 * tables (`| METHOD | /path | ...`, the path as the router names it), and no row names a route the app no
 * longer answers.
 */

const API_DOC = path.resolve(import.meta.dirname, "../../../docs/api.md");
const ROW = /^\|\s*(GET|POST|PUT|PATCH|DELETE)\s*\|\s*`?([^|`?\s]+)/;

/** `METHOD /path` of every table row of docs/api.md (a query string in the path cell is left out). */
function documentedRoutes(markdown: string): string[] {
  const routes = new Set<string>();
  for (const line of markdown.split("\n")) {
    const row = ROW.exec(line);
    if (row) routes.add(`${row[1]} ${row[2]}`);
  }
  return [...routes].sort();
}

/** A route as the docs spell it: a parameter's pattern (`:file{internships-[0-9]+\.xml}`) is left out. */
const withoutPatterns = (route: string) => route.replace(/(:\w+)\{[^}]*\}/g, "$1");

let ctx: TestContext;

beforeAll(async () => {
  ctx = await createTestContext();
});
afterAll(() => ctx?.close());

describe("docs/api.md", () => {
  it("reads the routes of its tables", () => {
    const markdown = [
      "| method | path | who |",
      "| --- | --- | --- |",
      "| GET | /api/messages | signed in |",
      "| GET | `/api/auth/verify-email?token=&callbackURL=` | the mailed link |",
      "| DELETE | /api/bookmarks/:internshipId | student |",
      "Prose that names GET /api/elsewhere is not a row.",
    ].join("\n");
    expect(documentedRoutes(markdown)).toEqual([
      "DELETE /api/bookmarks/:internshipId",
      "GET /api/auth/verify-email",
      "GET /api/messages",
    ]);
  });

  it("has a row for every route the app answers, and none for a route it does not", () => {
    const routes = routesOfTheApp(ctx).map(withoutPatterns);
    const documented = documentedRoutes(readFileSync(API_DOC, "utf8"));
    const missing = routes.filter((route) => !documented.includes(route));
    const stale = documented.filter((route) => !routes.includes(route));
    expect({ missing, stale }).toEqual({ missing: [], stale: [] });
  });
});
