import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { openApiPath } from "./lib/declared-routes.ts";
import { honoRoutesOfTheApp } from "./testing/app-routes.ts";
import { createTestContext, type TestContext } from "./testing/test-app.ts";

let ctx: TestContext;
beforeAll(async () => {
  ctx = await createTestContext();
});
afterAll(() => ctx?.close());

type Document = { openapi: string; paths: Record<string, Record<string, unknown>> };

async function openApiDocument(): Promise<Document> {
  const response = await ctx.agent().get("/api/openapi.json");
  expect(response.status).toBe(200);
  expect(response.headers.get("content-type")).toContain("application/json");
  return response.json;
}

/** `METHOD /path` of every operation of the document, the path as OpenAPI spells it. */
function operationsOf(document: Document): string[] {
  return Object.entries(document.paths)
    .flatMap(([path, operations]) =>
      Object.keys(operations).map((method) => `${method.toUpperCase()} ${path}`),
    )
    .sort();
}

/** As OpenAPI spells a route of the router: `/api/internships/{id}`. */
const asOpenApi = (route: string) => {
  const space = route.indexOf(" ");
  return `${route.slice(0, space)} ${openApiPath(route.slice(space + 1))}`;
};

describe("the OpenAPI document at /api/openapi.json", () => {
  it("is OpenAPI 3.1 and names every route of the app", async () => {
    const document = await openApiDocument();
    expect(document.openapi).toBe("3.1.0");
    const operations = operationsOf(document);
    const missing = honoRoutesOfTheApp(ctx)
      .map(asOpenApi)
      .filter((route) => !operations.includes(route))
      .sort();
    expect(missing).toEqual([]);
  });

  it("names no route the app does not answer", async () => {
    const routes = honoRoutesOfTheApp(ctx).map(asOpenApi);
    const stale = operationsOf(await openApiDocument()).filter((operation) => !routes.includes(operation));
    expect(stale).toEqual([]);
  });

  it("says of every route who may call it and what a failure answers", async () => {
    const document = await openApiDocument();
    for (const [path, operations] of Object.entries(document.paths)) {
      for (const [method, operation] of Object.entries(operations) as [
        string,
        { summary?: string; description?: string; responses: object },
      ][]) {
        expect(operation.summary, `${method} ${path}`).toBeTruthy();
        expect(operation.description, `${method} ${path}`).toMatch(/^Who may call it: /);
        expect(Object.keys(operation.responses), `${method} ${path}`).toContain("default");
      }
    }
  });
});

describe("the reference page at /api/docs", () => {
  it("lists every operation of the document, as a page that loads nothing from elsewhere", async () => {
    const page = await ctx.agent().get("/api/docs");
    expect(page.status).toBe(200);
    expect(page.headers.get("content-type")).toContain("text/html");
    expect(page.headers.get("content-security-policy")).toContain("default-src 'none'");
    expect(page.text).not.toMatch(/<script|https?:\/\/(?!localhost)/);
    for (const operation of operationsOf(await openApiDocument())) {
      const [method, path] = operation.split(" ");
      expect(page.text, operation).toContain(`${method}</span> <code>${path}</code>`);
    }
  });
});
