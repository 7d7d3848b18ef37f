import { expect, test } from "./fixtures.ts";
import { expectNoSeriousViolations } from "./support/axe.ts";
import { collectErrors } from "./support/page-errors.ts";

/**
 * The API's reference page (/api/docs) reads in a browser without anything from elsewhere: made on the
 * server from the OpenAPI document of the declared routes.
 */
test("the API reference lists the declared routes by group, with their answers, and loads nothing else", async ({
  page,
}) => {
  const errors = collectErrors(page);
  const requested: string[] = [];
  page.on("request", (request) => requested.push(request.url()));
  await page.goto("/api/docs");
  await expect(page.getByRole("heading", { level: 1, name: "InternPath API" })).toBeVisible();
  await expect(
    page.getByRole("navigation", { name: "Groups" }).getByRole("link", { name: "Bookmarks" }),
  ).toBeVisible();
  const bookmarks = page.getByRole("article").filter({ hasText: "/api/bookmarks" }).first();
  await expect(bookmarks).toContainText("Who may call it: student.");
  await expect(bookmarks).toContainText("nextCursor");

  // The document it is made from, the same routes.
  const document = await (await page.request.get("/api/openapi.json")).json();
  expect(document.openapi).toBe("3.1.0");
  const operations = Object.values(document.paths as Record<string, object>).flatMap(Object.keys).length;
  await expect(page.getByRole("article")).toHaveCount(operations);

  await expectNoSeriousViolations(page);
  const origin = new URL(page.url()).origin;
  expect(requested.filter((url) => new URL(url).origin !== origin)).toEqual([]);
  expect(errors).toEqual([]);
});
