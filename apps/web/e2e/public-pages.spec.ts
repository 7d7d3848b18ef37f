import { DEMO, expect, login, test } from "./fixtures.ts";
import { expectNoSeriousViolations } from "./support/axe.ts";
import { collectErrors } from "./support/page-errors.ts";
import { expectPath } from "./support/shell.ts";

/** The pages the build renders to HTML, and a heading each shows. */
const PRE_RENDERED = [
  { path: "/", heading: "Find the internship that starts your career" },
  { path: "/privacy-policy", heading: "Privacy Policy" },
  { path: "/terms-of-service", heading: "Terms of Service" },
  { path: "/about", heading: "About InternPath" },
  { path: "/contact", heading: "Contact us" },
  { path: "/careers", heading: "Careers at InternPath" },
  { path: "/help", heading: "Help" },
  { path: "/auth/signin", heading: "Welcome back" },
  { path: "/auth/signup", heading: "Create an account" },
] as const;

test.describe("without JavaScript", () => {
  test.use({ javaScriptEnabled: false });

  for (const { path, heading } of PRE_RENDERED) {
    test(`${path} arrives rendered`, async ({ page }) => {
      await page.goto(path);
      await expect(page.getByRole("heading", { level: 1 })).toHaveText(heading);
      await expect(page).toHaveTitle(/InternPath/);
    });
  }

  for (const path of ["/auth/signin", "/auth/signup"]) {
    test(`${path} cannot be submitted before it is hydrated, so typed credentials never reach a URL`, async ({
      page,
    }) => {
      await page.goto(path);
      await expect(page.locator("form")).toHaveAttribute("method", "post");
      const submit = page.locator('form button[type="submit"]');
      await expect(submit).toBeDisabled();
      await page.getByLabel("Email", { exact: false }).first().fill("someone@example.com");
      await page.getByLabel("Password", { exact: true }).fill("secret-password-1");
      await page.getByLabel("Password", { exact: true }).press("Enter");
      expect(new URL(page.url()).search).toBe("");
    });
  }

  test("the landing page's search box is a plain form: it opens browse with the search", async ({ page }) => {
    await page.goto("/");
    await page.getByRole("searchbox", { name: "Search internships" }).fill("Quantitative Analyst");
    await page.getByRole("button", { name: "Search", exact: true }).click();
    await expectPath(page, "/internships", { q: "Quantitative Analyst" });
  });

  test("a page that is not pre-rendered gets the app's empty shell", async ({ page }) => {
    await page.goto("/auth/forgot-password");
    await expect(page.locator("#root")).toBeEmpty();
  });
});

for (const { path, heading } of PRE_RENDERED) {
  test(`${path} hydrates without a mismatch`, async ({ page }) => {
    const errors = collectErrors(page);
    await page.goto(path);
    await expect(page.getByRole("heading", { level: 1 })).toHaveText(heading);
    await page.waitForLoadState("networkidle");
    expect(errors).toEqual([]);
  });
}

test("the landing page responds: the header learns the visitor is signed out, links lead on", async ({
  page,
}) => {
  const errors = collectErrors(page);
  await page.goto("/");
  const header = page.getByRole("banner");
  await header.getByRole("link", { name: "Sign in" }).click();
  await expectPath(page, "/auth/signin");
  // The sign-in form validates in the browser once it is hydrated (its button is enabled then).
  await page.getByRole("button", { name: "Sign in", exact: true }).click();
  await expect(page.getByText("Email is required")).toBeVisible();
  await page.getByRole("link", { name: "Create an account" }).click();
  await expectPath(page, "/auth/signup");
  await expect(page.getByRole("heading", { level: 1 })).toHaveText("Create an account");
  expect(errors).toEqual([]);
});

for (const viewport of [
  { width: 1280, height: 800 },
  { width: 390, height: 844 },
]) {
  test.describe(`where to start on the landing page at ${viewport.width} px`, () => {
    test.use({ viewport });

    test("the search box opens browse with the search; Browse internships opens all of it", async ({
      page,
    }) => {
      await page.goto("/");
      const hero = page.getByRole("region", { name: "Find the internship that starts your career" });
      const search = hero.getByRole("searchbox", { name: "Search internships" });
      await expect(search).toBeVisible();
      await expectNoSeriousViolations(page);

      await search.fill("  Quantitative Analyst ");
      await search.press("Enter");
      await expectPath(page, "/internships", { q: "Quantitative Analyst" });
      await expect(page.getByRole("searchbox", { name: "Search internships" })).toHaveValue(
        "Quantitative Analyst",
      );
      const results = page.getByRole("list", { name: "Internships" }).getByRole("heading");
      await expect(results.filter({ hasText: "Quantitative Analyst Intern" })).toHaveCount(1);
      await expect(results.filter({ hasText: "Product Design Intern" })).toHaveCount(0);

      await page.goto("/");
      await hero.getByRole("link", { name: "Browse internships" }).click();
      await expectPath(page, "/internships");
      expect(new URL(page.url()).search).toBe("");
      await expect(
        page.getByRole("list", { name: "Internships" }).getByRole("heading").first(),
      ).toBeVisible();
    });
  });
}

test("a signed-in visitor's landing page offers the dashboard", async ({ page }) => {
  await login(page, DEMO.student);
  await page.goto("/");
  await page.getByRole("banner").getByRole("link", { name: "Go to Dashboard" }).click();
  await expectPath(page, "/dashboard");
});

test("a sign-up link with a role opens the form for that role", async ({ page }) => {
  await page.goto("/");
  await page.getByRole("link", { name: /I.m a Company/ }).click();
  await expectPath(page, "/auth/signup", { role: "company" });
  await expect(page.getByLabel("Company name")).toBeVisible();
});

test("scripts and pages are sent compressed, robots.txt as text", async ({ page }) => {
  const response = await page.goto("/");
  expect(await response?.headerValue("content-encoding")).toBe("br");
  const script = await page.locator('script[type="module"]').getAttribute("src");
  const asset = await page.request.get(script!, { headers: { "accept-encoding": "gzip" } });
  expect(asset.headers()["content-encoding"]).toBe("gzip");
  expect(asset.headers()["cache-control"]).toContain("immutable");
  const robots = await page.request.get("/robots.txt");
  expect(robots.headers()["content-type"]).toBe("text/plain; charset=utf-8");
  expect(await robots.text()).toContain("Disallow: /api/");
});

const INFORMATION_LINKS = [
  { name: "About", heading: "About InternPath" },
  { name: "Contact", heading: "Contact us" },
  { name: "Careers", heading: "Careers at InternPath" },
  { name: "Help", heading: "Help" },
] as const;

test("every footer leads to the information pages, which hold text", async ({ page }) => {
  await page.goto("/");
  for (const { name, heading } of INFORMATION_LINKS) {
    await page.goto("/");
    await page.getByRole("contentinfo").getByRole("link", { name, exact: true }).click();
    await expect(page.getByRole("heading", { level: 1 })).toHaveText(heading);
    expect((await page.getByRole("main").innerText()).length).toBeGreaterThan(400);
  }
  // The public shell (a visitor browsing) and the signed-in app share a footer; the sign-in page has its own.
  await page.goto("/internships");
  await page.getByRole("contentinfo").getByRole("link", { name: "Contact Us" }).click();
  await expect(page.getByRole("heading", { level: 1 })).toHaveText("Contact us");
  await page.goto("/auth/signin");
  await page.getByRole("contentinfo").getByRole("link", { name: "Help" }).click();
  await expect(page.getByRole("heading", { level: 1 })).toHaveText("Help");
  await login(page, DEMO.student);
  await page.goto("/dashboard");
  await page.getByRole("contentinfo").getByRole("link", { name: "Careers" }).click();
  await expect(page.getByRole("heading", { level: 1 })).toHaveText("Careers at InternPath");
});
