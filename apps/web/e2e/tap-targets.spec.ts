import type { Page } from "@playwright/test";
import { type Credentials, DEMO, expect, login, test } from "./fixtures.ts";
import { expectPath } from "./support/shell.ts";
import { undersizedTapTargets } from "./support/tap-targets.ts";

/*
 * On a phone every control is at least 44 px tall (docs/product.md, "Interface conventions"): buttons,
 * fields, menu entries, tabs, pagination, footer links, a checkbox's label. Each main phone screen is
 * measured once its content has loaded.
 */

test.use({ viewport: { width: 390, height: 844 }, hasTouch: true });

/** Waits until the screen is loaded (no placeholder left), then lists what is too small to tap. */
async function expectTapTargets(page: Page, heading: string | RegExp) {
  await expect(page.getByRole("heading", { level: 1, name: heading })).toBeVisible();
  await expect(page.locator("[aria-busy=true]")).toHaveCount(0);
  expect(await undersizedTapTargets(page), `small tap targets on ${page.url()}`).toEqual([]);
}

const PUBLIC_SCREENS = [
  { path: "/", heading: "Find the internship that starts your career" },
  { path: "/auth/signin", heading: "Welcome back" },
  { path: "/auth/signup", heading: "Create an account" },
  { path: "/help", heading: "Help" },
] as const;

for (const { path, heading } of PUBLIC_SCREENS) {
  test(`${path} (visitor)`, async ({ page }) => {
    await page.goto(path);
    await expectTapTargets(page, heading);
  });
}

const SIGNED_IN_SCREENS: { name: string; account: Credentials; path: string; heading: string | RegExp }[] = [
  { name: "student dashboard", account: DEMO.student, path: "/dashboard", heading: /^Welcome back/ },
  { name: "browse", account: DEMO.student, path: "/internships", heading: "Browse Internships" },
  { name: "my applications", account: DEMO.student, path: "/applications", heading: "My Applications" },
  { name: "student profile", account: DEMO.student, path: "/profile", heading: /Profile/ },
  { name: "company dashboard", account: DEMO.company, path: "/dashboard", heading: /^Welcome back/ },
  {
    name: "company applications",
    account: DEMO.company,
    path: "/applications",
    heading: "Review Applications",
  },
  { name: "admin dashboard", account: DEMO.admin, path: "/admin", heading: "Admin Dashboard" },
  { name: "bookmarks", account: DEMO.student, path: "/bookmarks", heading: "Bookmarks" },
  { name: "messages", account: DEMO.student, path: "/messages", heading: "Messages" },
  {
    name: "manage internships",
    account: DEMO.company,
    path: "/manage-internships",
    heading: "Manage Internships",
  },
  {
    name: "internship form",
    account: DEMO.company,
    path: "/internships/create",
    heading: "Post New Internship",
  },
  {
    name: "admin applications",
    account: DEMO.admin,
    path: "/admin/applications",
    heading: "Manage Applications",
  },
  { name: "admin approvals", account: DEMO.admin, path: "/admin/approvals", heading: "Employer Approvals" },
  { name: "admin reports", account: DEMO.admin, path: "/admin/reports", heading: "Reported Postings" },
  { name: "admin audit log", account: DEMO.admin, path: "/admin/audit", heading: "Audit Log" },
];

for (const { name, account, path, heading } of SIGNED_IN_SCREENS) {
  test(name, async ({ page }) => {
    await login(page, account);
    await page.goto(path);
    await expectPath(page, path);
    await expectTapTargets(page, heading);
  });
}

test("internship detail (student), and the menu drawer", async ({ page }) => {
  await login(page, DEMO.student);
  await page.goto("/internships");
  await page
    .getByRole("link", { name: /View Details/ })
    .first()
    .click();
  await expect(page).toHaveURL(/\/internships\/[^/]+$/);
  await expect(page.getByRole("button", { name: /^Saved? / }).first()).toBeVisible();
  await expect(page.locator("[aria-busy=true]")).toHaveCount(0);
  expect(await undersizedTapTargets(page), `small tap targets on ${page.url()}`).toEqual([]);

  await page.getByRole("button", { name: "Open menu" }).click();
  await expect(page.getByRole("dialog", { name: "Menu" })).toBeVisible();
  expect(await undersizedTapTargets(page), "small tap targets in the menu drawer").toEqual([]);
});

test("browse for a visitor", async ({ page }) => {
  await page.goto("/internships");
  await expect(page.getByRole("link", { name: /View Details/ }).first()).toBeVisible();
  await expectTapTargets(page, "Browse Internships");
});

test("the top bar's menus", async ({ page }) => {
  await login(page, DEMO.student);
  await page.goto("/dashboard");
  await page.getByRole("button", { name: /^Account menu for / }).click();
  await expect(page.getByRole("menu")).toBeVisible();
  expect(await undersizedTapTargets(page), "small tap targets in the account menu").toEqual([]);
  await page.keyboard.press("Escape");
  await expect(page.getByRole("menu")).toBeHidden();
  await page.getByRole("button", { name: /^Notifications/ }).click();
  await expect(page.getByRole("menu")).toBeVisible();
  expect(await undersizedTapTargets(page), "small tap targets in the notifications menu").toEqual([]);
});
