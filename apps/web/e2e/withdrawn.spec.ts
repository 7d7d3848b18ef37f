import type { Locator, Page } from "@playwright/test";
import { DEMO, expect, login, test } from "./fixtures.ts";
import {
  applyTo,
  createInternship,
  signedInApi,
  uniqueToken,
  uploadResume,
  verifiedAccount,
  withdrawApplication,
} from "./support/api-data.ts";
import { expectNoSeriousViolations } from "./support/axe.ts";
import { expectPath } from "./support/shell.ts";

/** Withdrawn is a status people can see: the company's Review Applications, the admin's analytics and list. */

const VIEWPORTS = [
  { name: "desktop", viewport: { width: 1280, height: 900 } },
  { name: "phone", viewport: { width: 390, height: 844 } },
] as const;

const STATUSES = ["Pending", "Reviewing", "Accepted", "Rejected", "Withdrawn"] as const;

/** The number a filter button or summary card shows after its label. */
async function countIn(locator: Locator): Promise<number> {
  const text = (await locator.textContent()) ?? "";
  const match = /(\d[\d,]*)\s*$/.exec(text);
  expect(match, `a count in "${text}"`).not.toBeNull();
  return Number(match![1]!.replaceAll(",", ""));
}

async function expectNoSidewaysScroll(page: Page, width: number) {
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(width);
}

for (const { name, viewport } of VIEWPORTS) {
  test.describe(`withdrawn applications (${name})`, () => {
    test.use({ viewport });

    test(`the company sees a withdrawn application under its own Withdrawn tab, and the tabs add up to All (${name})`, async ({
      page,
      request,
      mailbox,
      playwright,
      e2e,
    }) => {
      test.setTimeout(120_000);
      const company = await verifiedAccount(request, mailbox, "company", `withdrawn-tab-company-${name}`);
      const stays = await verifiedAccount(request, mailbox, "student", `withdrawn-tab-stays-${name}`);
      const leaves = await verifiedAccount(request, mailbox, "student", `withdrawn-tab-leaves-${name}`);
      const companyApi = await signedInApi(playwright, e2e.appUrl, company);
      const internship = await createInternship(companyApi, {
        title: `Withdrawn Tab Intern ${uniqueToken()}`,
      });
      await companyApi.dispose();
      for (const student of [stays, leaves]) {
        const studentApi = await signedInApi(playwright, e2e.appUrl, student);
        await uploadResume(studentApi);
        const { application } = await applyTo(studentApi, internship.id, "Hello!");
        if (student === leaves) await withdrawApplication(studentApi, application.id);
        await studentApi.dispose();
      }

      await login(page, company);
      await page.goto("/applications");
      await expect(page.getByRole("heading", { level: 1, name: "Review Applications" })).toBeVisible();
      const tabs = page.getByRole("group", { name: "Status" });
      const tab = (label: string) => tabs.getByRole("button", { name: new RegExp(`^${label}`) });
      const withdrawnTab = tab("Withdrawn");
      await expect(withdrawnTab).toHaveText(/^Withdrawn\s*1$/);
      await expect(tab("All")).toHaveText(/^All\s*2$/);
      await expect(tab("Pending")).toHaveText(/^Pending\s*1$/);
      let sum = 0;
      for (const status of STATUSES) sum += await countIn(tab(status));
      expect(sum).toBe(await countIn(tab("All")));

      // On a phone too, the tabs wrap inside the screen and each is a full tap target.
      await expect(withdrawnTab).toBeInViewport();
      const box = await withdrawnTab.boundingBox();
      expect(box!.height).toBeGreaterThanOrEqual(viewport.width < 640 ? 44 : 32);
      await expectNoSidewaysScroll(page, viewport.width);

      await withdrawnTab.click();
      await expectPath(page, "/applications", { filter: "withdrawn" });
      await expect(withdrawnTab).toHaveAttribute("aria-pressed", "true");
      const cards = page.getByRole("article");
      await expect(cards).toHaveCount(1);
      await expect(cards.first()).toContainText(leaves.email);
      await expect(cards.first()).toContainText(internship.title);
      await expect(cards.first().getByText("Withdrawn", { exact: true })).toBeVisible();
      await expect(page.getByRole("article").filter({ hasText: stays.email })).toHaveCount(0);
      await expectNoSidewaysScroll(page, viewport.width);
      await expectNoSeriousViolations(page);
    });

    test(`the admin's analytics show a Withdrawn card, the cards adding up to the total, and the list filters by Withdrawn (${name})`, async ({
      page,
      request,
      mailbox,
      playwright,
      e2e,
    }) => {
      test.setTimeout(120_000);
      const token = uniqueToken();
      const company = await verifiedAccount(request, mailbox, "company", `withdrawn-admin-company-${name}`);
      const student = await verifiedAccount(request, mailbox, "student", `withdrawn-admin-student-${name}`);
      const companyApi = await signedInApi(playwright, e2e.appUrl, company);
      const kept = await createInternship(companyApi, { title: `Kept ${token}` });
      const left = await createInternship(companyApi, { title: `Left ${token}` });
      await companyApi.dispose();
      const studentApi = await signedInApi(playwright, e2e.appUrl, student);
      await uploadResume(studentApi);
      await applyTo(studentApi, kept.id, "Hello!");
      const { application } = await applyTo(studentApi, left.id, "Hello!");
      await withdrawApplication(studentApi, application.id);
      await studentApi.dispose();

      await login(page, DEMO.admin);
      await page.goto("/admin/analytics");
      const summary = page.getByRole("list", { name: "Summary" });
      const card = (label: string) =>
        summary.getByRole("listitem").filter({ hasText: new RegExp(`^${label}`) });
      await expect(card("Withdrawn")).toBeVisible();
      expect(await countIn(card("Withdrawn"))).toBeGreaterThanOrEqual(1);
      // One answer fills every card, so they add up even while other tests apply at the same time.
      let sum = 0;
      for (const label of ["Pending", "In Review", "Accepted", "Rejected", "Withdrawn"]) {
        sum += await countIn(card(label));
      }
      expect(sum).toBe(await countIn(card("Total Applications")));
      await expectNoSidewaysScroll(page, viewport.width);
      await expectNoSeriousViolations(page);

      await page.goto(`/admin/applications?q=${token}`);
      await expect(page.getByRole("heading", { level: 1, name: "Manage Applications" })).toBeVisible();
      await expect(page.getByText("Showing 2 of 2 applications")).toBeVisible();
      await page.getByRole("button", { name: "Show Filters" }).click();
      await page.getByLabel("Status", { exact: true }).selectOption({ label: "Withdrawn" });
      await page.getByRole("button", { name: "Apply Filters" }).click();
      await expect(page).toHaveURL(/status=withdrawn/);
      await expect(page.getByText("Showing 1 of 1 application")).toBeVisible();
      // A table on a wide screen (a header row, then the application), cards on a phone.
      const isPhone = viewport.width < 1024;
      const items = isPhone
        ? page.getByRole("list", { name: "Applications" }).getByRole("listitem")
        : page.getByRole("table", { name: "Applications" }).getByRole("row");
      await expect(items).toHaveCount(isPhone ? 1 : 2);
      const item = items.nth(isPhone ? 0 : 1);
      await expect(item).toContainText(`Left ${token}`);
      await expect(item).toContainText("Withdrawn");
    });
  });
}
