import type { Page } from "@playwright/test";
import { DEMO, expect, login, test } from "./fixtures.ts";
import { expectPath } from "./support/shell.ts";

/** Google's "good" Cumulative Layout Shift, and the budget of docs/benchmarks.md. */
const MAX_CLS = 0.1;

declare global {
  interface Window {
    layoutShifts?: number[];
  }
}

/**
 * Records every layout shift the user did not cause (`hadRecentInput` false) from the first paint on, as
 * the Cumulative Layout Shift metric counts them.
 */
async function recordLayoutShifts(page: Page) {
  await page.addInitScript(() => {
    window.layoutShifts = [];
    new PerformanceObserver((list) => {
      for (const entry of list.getEntries() as (PerformanceEntry & {
        value: number;
        hadRecentInput: boolean;
      })[]) {
        if (!entry.hadRecentInput) window.layoutShifts?.push(entry.value);
      }
    }).observe({ type: "layout-shift", buffered: true });
  });
}

async function cumulativeLayoutShift(page: Page) {
  // Entries arrive after the frame that shifted: give the last one time to land.
  await page.waitForTimeout(500);
  const shifts = await page.evaluate(() => window.layoutShifts ?? []);
  return shifts.reduce((sum, value) => sum + value, 0);
}

/**
 * The dashboard as the browser loads it after a navigation inside the app: a URL with a query gets the app's
 * shell from the server (browse and the dashboard without one arrive rendered with their data), so the
 * screen starts from its placeholders.
 */
const DASHBOARD_IN_THE_BROWSER = "/dashboard?from=test";

/**
 * Holds a screen's data back until the test has seen its loading state, then lets it through (the function
 * returned): however slowly the page loads, the test sees the placeholders turn into the page. (A fixed delay
 * could end before a busy machine's `load` event, and the placeholders were gone when the test looked.)
 */
async function holdData(page: Page, url: string): Promise<() => void> {
  let release = () => {};
  const released = new Promise<void>((resolve) => {
    release = resolve;
  });
  await page.route(url, async (route) => {
    await released;
    await route.continue();
  });
  return release;
}

for (const viewport of [
  { name: "desktop", width: 1280, height: 720 },
  { name: "phone", width: 390, height: 844 },
]) {
  test.describe(`dashboards keep still while they load (${viewport.name})`, () => {
    test.use({ viewport: { width: viewport.width, height: viewport.height } });

    test("student dashboard", async ({ page }) => {
      await login(page, DEMO.student);
      await recordLayoutShifts(page);
      const release = await holdData(page, "**/api/dashboard/**");
      await page.goto(DASHBOARD_IN_THE_BROWSER);
      await expectPath(page, "/dashboard");
      await expect(page.getByRole("status").filter({ hasText: "Loading your dashboard" })).toBeAttached();
      release();
      await expect(page.getByRole("link", { name: "View all applications" })).toBeVisible();
      await expect(page.getByRole("link", { name: /^Apply: / }).first()).toBeVisible();
      await expect(page.locator("[aria-busy=true]")).toHaveCount(0);
      expect(await cumulativeLayoutShift(page)).toBeLessThanOrEqual(MAX_CLS);
    });

    test("company dashboard", async ({ page }) => {
      await login(page, DEMO.company);
      await recordLayoutShifts(page);
      const release = await holdData(page, "**/api/dashboard/**");
      await page.goto(DASHBOARD_IN_THE_BROWSER);
      await expectPath(page, "/dashboard");
      await expect(page.getByRole("status").filter({ hasText: "Loading dashboard" })).toBeAttached();
      release();
      await expect(page.getByRole("list", { name: "Summary" })).toBeVisible();
      await expect(page.getByRole("link", { name: /^Edit / }).first()).toBeVisible();
      await expect(page.locator("[aria-busy=true]")).toHaveCount(0);
      expect(await cumulativeLayoutShift(page)).toBeLessThanOrEqual(MAX_CLS);
    });

    test("student dashboard rendered by the server", async ({ page }) => {
      await login(page, DEMO.student);
      await recordLayoutShifts(page);
      await page.goto("/dashboard");
      await expect(page.getByRole("link", { name: "View all applications" })).toBeVisible();
      await expect(page.getByRole("button", { name: /^Notifications/ })).toBeVisible();
      expect(await cumulativeLayoutShift(page)).toBeLessThanOrEqual(MAX_CLS);
    });

    test("admin dashboard", async ({ page }) => {
      await login(page, DEMO.admin);
      await recordLayoutShifts(page);
      const release = await holdData(page, "**/api/admin/stats");
      await page.goto("/admin");
      await expectPath(page, "/admin");
      await expect(
        page.getByRole("status").filter({ hasText: "Loading dashboard statistics" }),
      ).toBeAttached();
      release();
      await expect(page.getByRole("link", { name: "Students (accounts)" })).toBeVisible();
      await expect(page.locator("[aria-busy=true]")).toHaveCount(0);
      expect(await cumulativeLayoutShift(page)).toBeLessThanOrEqual(MAX_CLS);
    });
  });
}
