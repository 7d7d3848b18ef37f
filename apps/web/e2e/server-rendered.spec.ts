import type { APIRequestContext } from "@playwright/test";
import { DEMO, expect, login, test } from "./fixtures.ts";
import { collectErrors } from "./support/page-errors.ts";
import { expectPath } from "./support/shell.ts";

/*
 * Browse and a posting reach a visitor rendered with their data by the server (decision 020), and the
 * browser takes them over with the same data.
 */

type Card = { id: string; title: string };

async function newestPostings(request: APIRequestContext): Promise<Card[]> {
  const response = await request.get("/api/internships");
  expect(response.ok()).toBe(true);
  return ((await response.json()) as { items: Card[] }).items;
}

test.describe("without JavaScript", () => {
  test.use({ javaScriptEnabled: false });

  test("browse arrives with the newest internships", async ({ page, request }) => {
    const [first] = await newestPostings(request);
    await page.goto("/internships");
    await expect(page.getByRole("heading", { level: 1 })).toHaveText("Browse Internships");
    await expect(page.getByRole("heading", { name: first!.title }).first()).toBeVisible();
    await expect(page.getByRole("status")).toHaveText(/\d+ internships? found/);
    await expect(page).toHaveTitle("Browse Internships · InternPath");
  });

  test("a posting arrives with its text, title and description", async ({ page, request }) => {
    const [first] = await newestPostings(request);
    await page.goto(`/internships/${first!.id}`);
    await expect(page.getByRole("heading", { level: 1 })).toHaveText(first!.title);
    await expect(page.getByRole("link", { name: "Sign in to apply" })).toBeVisible();
    await expect(page).toHaveTitle(new RegExp(first!.title));
    await expect(page.locator('meta[name="description"]')).toHaveCount(1);
    await expect(page.locator('link[rel="canonical"]')).toHaveAttribute(
      "href",
      new RegExp(`/internships/${first!.id}$`),
    );
  });

  test("a search, a missing posting and a signed-in user get the app's shell", async ({ page, request }) => {
    await page.goto("/internships?q=design");
    await expect(page.locator("#root")).toBeEmpty();
    const missing = await page.goto("/internships/00000000-0000-4000-8000-000000000000");
    expect(missing?.status()).toBe(404);
    await expect(page.locator("#root")).toBeEmpty();
    await login(page, DEMO.student);
    const signedIn = await page.request.get("/internships");
    expect(await signedIn.text()).toContain('<div id="root"></div>');
    expect(signedIn.headers().vary).toContain("Cookie");
    expect((await request.get("/internships")).headers().vary).toContain("Cookie");
  });
});

test.describe("in another locale and time zone than the server's", () => {
  test.use({ locale: "en-GB", timezoneId: "Pacific/Auckland" });

  test("browse hydrates without a mismatch, from the page's own data, and responds", async ({
    page,
    request,
  }) => {
    const [first] = await newestPostings(request);
    const errors = collectErrors(page);
    const listRequests: string[] = [];
    page.on("request", (sent) => {
      if (new URL(sent.url()).pathname === "/api/internships") listRequests.push(sent.url());
    });
    await page.goto("/internships");
    await page.waitForLoadState("networkidle");
    // The list came with the page: the browser did not ask for it again.
    expect(listRequests).toEqual([]);
    expect(errors).toEqual([]);
    // Hydrated: a search asks the server and the URL follows, in the page.
    await page.getByLabel("Search internships").fill(first!.title);
    await expect(page).toHaveURL(/[?&]q=/);
    await expect.poll(() => listRequests.length).toBeGreaterThan(0);
    await page
      .getByRole("link", { name: `View Details: ${first!.title}` })
      .first()
      .click();
    await expect(page.getByRole("heading", { level: 1 })).toHaveText(first!.title);
    expect(errors).toEqual([]);
  });

  test("a posting hydrates without a mismatch and its sign-in link leads back to it", async ({
    page,
    request,
  }) => {
    const [first] = await newestPostings(request);
    const errors = collectErrors(page);
    await page.goto(`/internships/${first!.id}`);
    await page.waitForLoadState("networkidle");
    expect(errors).toEqual([]);
    await page.getByRole("link", { name: "Sign in to apply" }).click();
    await expectPath(page, "/auth/signin", { redirectTo: `/internships/${first!.id}` });
    expect(errors).toEqual([]);
  });
});
