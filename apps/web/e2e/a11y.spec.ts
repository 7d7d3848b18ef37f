import { DEMO, expect, login, test } from "./fixtures.ts";
import { expectNoSeriousViolations } from "./support/axe.ts";
import { expectPath } from "./support/shell.ts";

const PUBLIC_PAGES = [
  { name: "landing page", path: "/", ready: { role: "link", name: /I.m a Student/ } },
  { name: "sign-in page", path: "/auth/signin", ready: { role: "heading", name: "Welcome back" } },
  {
    name: "student sign-up page",
    path: "/auth/signup?role=student",
    ready: { role: "heading", name: "Create an account" },
  },
  {
    name: "company sign-up page",
    path: "/auth/signup?role=company",
    ready: { role: "heading", name: "Create an account" },
  },
  {
    name: "forgot-password page",
    path: "/auth/forgot-password",
    ready: { role: "button", name: "Send reset link" },
  },
] as const;

for (const target of PUBLIC_PAGES) {
  test(`axe: ${target.name}`, async ({ page }) => {
    await page.goto(target.path);
    await expect(page.getByRole(target.ready.role, { name: target.ready.name }).first()).toBeVisible();
    await expectNoSeriousViolations(page);
  });
}

test("axe: sign-in page showing an error", async ({ page }) => {
  await page.goto("/auth/signin");
  await page.getByLabel("Email", { exact: true }).fill("nobody@e2e.internpath.test");
  await page.getByLabel("Password", { exact: true }).fill("wrong-password");
  await page.getByRole("button", { name: "Sign in", exact: true }).click();
  await expect(page.getByRole("alert")).toBeVisible();
  await expectNoSeriousViolations(page);
});

const DASHBOARDS = [
  { role: "student", account: DEMO.student, path: "/dashboard" },
  { role: "company", account: DEMO.company, path: "/dashboard" },
  { role: "admin", account: DEMO.admin, path: "/admin" },
] as const;

for (const dashboard of DASHBOARDS) {
  test(`axe: ${dashboard.role} dashboard`, async ({ page }) => {
    await login(page, dashboard.account);
    await page.goto(dashboard.path);
    await expectPath(page, dashboard.path);
    await expect(page.getByRole("navigation", { name: "Main menu" })).toBeVisible();
    await expect(page.getByRole("heading", { level: 1 })).toBeVisible();
    await expectNoSeriousViolations(page);
  });
}

test.describe("on a phone", () => {
  test.use({ viewport: { width: 390, height: 844 } });

  test("axe: dashboard with the menu drawer open", async ({ page }) => {
    await login(page, DEMO.student);
    await page.goto("/dashboard");
    await page.getByRole("button", { name: "Open menu" }).click();
    await expect(page.getByRole("dialog", { name: "Menu" })).toBeVisible();
    await expectNoSeriousViolations(page);
  });
});

const INFORMATION_PAGES = [
  { path: "/about", heading: "About InternPath" },
  { path: "/contact", heading: "Contact us" },
  { path: "/careers", heading: "Careers at InternPath" },
  { path: "/help", heading: "Help" },
] as const;

for (const viewport of [
  { name: "1280", width: 1280, height: 800 },
  { name: "390", width: 390, height: 844 },
]) {
  test.describe(`at ${viewport.name} px`, () => {
    test.use({ viewport: { width: viewport.width, height: viewport.height } });

    for (const { path, heading } of INFORMATION_PAGES) {
      test(`axe: ${path}`, async ({ page }) => {
        await page.goto(path);
        await expect(page.getByRole("heading", { level: 1, name: heading })).toBeVisible();
        await expectNoSeriousViolations(page);
      });
    }

    for (const dashboard of DASHBOARDS) {
      test(`axe: ${dashboard.role} dashboard with its counters and top bar`, async ({ page }) => {
        await login(page, dashboard.account);
        await page.goto(dashboard.path);
        await expectPath(page, dashboard.path);
        await expect(page.getByRole("heading", { level: 1 })).toBeVisible();
        await expect(page.locator("[aria-busy=true]")).toHaveCount(0);
        await expectNoSeriousViolations(page);
      });
    }

    test("axe: a posting with its Save button and back link", async ({ page }) => {
      await login(page, DEMO.student);
      await page.goto("/internships");
      await page
        .getByRole("link", { name: /View Details/ })
        .first()
        .click();
      await expect(page.getByRole("link", { name: "Back to internships" })).toBeVisible();
      await expect(page.getByRole("button", { name: /^Saved? / }).first()).toBeVisible();
      await expectNoSeriousViolations(page);
    });
  });
}
