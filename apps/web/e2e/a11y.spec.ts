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
