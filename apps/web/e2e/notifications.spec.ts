import type { APIRequestContext, Locator, Page, PlaywrightWorkerArgs } from "@playwright/test";
import { DEMO, expect, login, type Mailbox, test } from "./fixtures.ts";
import {
  applyTo,
  createInternship,
  signedInApi,
  uniqueToken,
  uploadResume,
  verifiedAccount,
} from "./support/api-data.ts";
import { expectNoSeriousViolations } from "./support/axe.ts";
import { expectPath } from "./support/shell.ts";

const SCREENSHOTS = "e2e/.artifacts/screenshots";

function bell(page: Page): Locator {
  return page.getByRole("banner").getByRole("button", { name: /^Notifications/ });
}

function bellMenu(page: Page): Locator {
  return page.getByRole("menu", { name: "Notifications" });
}

test.describe("notifications", () => {
  test.use({ viewport: { width: 1280, height: 900 } });

  test("a status change reaches the student's bell live, and the notification leads to My Applications", async ({
    page,
    browser,
    request,
    mailbox,
    playwright,
    e2e,
  }) => {
    test.setTimeout(120_000);
    const title = `Live Updates Intern ${uniqueToken()}`;
    const [company, student] = await Promise.all([
      verifiedAccount(request, mailbox, "company", "bell-company"),
      verifiedAccount(request, mailbox, "student", "bell-student"),
    ]);

    await test.step("the student applies (through the API)", async () => {
      const companyApi = await signedInApi(playwright, e2e.appUrl, company);
      const studentApi = await signedInApi(playwright, e2e.appUrl, student);
      const internship = await createInternship(companyApi, { title });
      await uploadResume(studentApi);
      await applyTo(studentApi, internship.id, "Please consider me.");
      await Promise.all([companyApi.dispose(), studentApi.dispose()]);
    });

    await test.step("the student's bell starts empty", async () => {
      await login(page, student);
      await page.goto("/dashboard");
      await expect(bell(page)).toHaveAccessibleName("Notifications");
      await expect(page.getByTestId("notification-badge")).toHaveCount(0);
      await bell(page).click();
      await expect(bellMenu(page).getByText("No notifications yet")).toBeVisible();
      await page.keyboard.press("Escape");
      await expect(bellMenu(page)).toHaveCount(0);
    });

    await test.step("the company, in its own browser, starts the review", async () => {
      const companyContext = await browser.newContext({ viewport: { width: 1280, height: 900 } });
      const companyPage = await companyContext.newPage();
      await login(companyPage, company);
      await companyPage.goto("/applications");
      const card = companyPage.getByRole("article").filter({ hasText: student.email });
      await card.getByRole("button", { name: /^Start Review/ }).click();
      await expect(card.getByText("Reviewing", { exact: true })).toBeVisible();
      await companyContext.close();
    });

    await test.step("without a reload, the student sees the badge and a toast", async () => {
      await expect(page.getByTestId("notification-badge")).toHaveText("1");
      await expect(bell(page)).toHaveAccessibleName("Notifications, 1 unread");
      await expect(page.getByRole("status").filter({ hasText: "Application status updated" })).toBeVisible();
      // The dashboard reloaded too: the recent application shows the new status, and the counter counts it.
      const recent = page.getByRole("listitem").filter({ hasText: title });
      await expect(recent.first().getByText("Reviewing", { exact: true })).toBeVisible();
      const reviewingCounter = page
        .getByRole("list", { name: "Summary" })
        .getByRole("listitem")
        .filter({ has: page.getByText("Reviewing", { exact: true }) });
      await expect(reviewingCounter.locator("[data-counter-value]")).toHaveText("1");
    });

    await test.step("the student opens the notification and lands on My Applications", async () => {
      await bell(page).click();
      const item = bellMenu(page).getByRole("menuitem", { name: /Application status updated/ });
      await expect(item).toContainText(`Your application for ${title} is now reviewing`);
      await item.click();
      await expectPath(page, "/applications");
      await expect(bellMenu(page)).toHaveCount(0);
      await expect(page.getByTestId("notification-badge")).toHaveCount(0);
      await expect(bell(page)).toHaveAccessibleName("Notifications");
    });
  });

  test("the bell works with the keyboard", async ({ page }) => {
    await login(page, DEMO.student);
    await page.goto("/dashboard");
    await bell(page).focus();
    await page.keyboard.press("Enter");
    const menu = bellMenu(page);
    await expect(menu).toBeVisible();
    await expect(menu.getByText("Loading notifications...")).toHaveCount(0);
    // Radix focuses the first enabled item on a keyboard open; arrows move on from there.
    await expect(menu.locator("[role=menuitem]:focus")).toHaveCount(1);
    await page.keyboard.press("Escape");
    await expect(menu).toHaveCount(0);
    await expect(bell(page)).toBeFocused();

    // Close, reached by keyboard, closes too.
    await page.keyboard.press("Enter");
    await expect(menu).toBeVisible();
    const close = menu.getByRole("menuitem", { name: "Close" });
    for (
      let step = 0;
      step < 5 && !(await close.evaluate((node) => node === document.activeElement));
      step += 1
    ) {
      await page.keyboard.press("ArrowDown");
    }
    await expect(close).toBeFocused();
    await page.keyboard.press("Enter");
    await expect(menu).toHaveCount(0);

    // Outside click closes.
    await bell(page).click();
    await expect(menu).toBeVisible();
    await page.getByRole("main").click({ position: { x: 5, y: 5 } });
    await expect(menu).toHaveCount(0);
  });

  test("mark all as read empties the badge and says so", async ({
    page,
    request,
    mailbox,
    playwright,
    e2e,
  }) => {
    const company = await verifiedAccount(request, mailbox, "company", "bell-readall");
    const student = await verifiedAccount(request, mailbox, "student", "bell-readall-student");
    const companyApi = await signedInApi(playwright, e2e.appUrl, company);
    const studentApi = await signedInApi(playwright, e2e.appUrl, student);
    const internship = await createInternship(companyApi, { title: `Bell Intern ${uniqueToken()}` });
    await uploadResume(studentApi);
    await applyTo(studentApi, internship.id, "Hello");
    await Promise.all([companyApi.dispose(), studentApi.dispose()]);

    await login(page, company);
    await page.goto("/dashboard");
    await expect(page.getByTestId("notification-badge")).toHaveText("1");
    await bell(page).click();
    await bellMenu(page).getByRole("menuitem", { name: "Mark all as read" }).click();
    await expect(
      page.getByRole("status").filter({ hasText: "All notifications marked as read" }),
    ).toBeVisible();
    await expect(page.getByTestId("notification-badge")).toHaveCount(0);
    await expect(bellMenu(page)).toBeVisible();
  });
});

const VIEWPORTS = [
  { name: "desktop", viewport: { width: 1280, height: 900 } },
  { name: "phone", viewport: { width: 390, height: 844 } },
] as const;

for (const { name, viewport } of VIEWPORTS) {
  test.describe(`the open bell on ${name}`, () => {
    test.use({ viewport });

    test(`axe: the bell open with notifications (${name})`, async ({ page }) => {
      await login(page, DEMO.student);
      await page.goto("/dashboard");
      await bell(page).click();
      const menu = bellMenu(page);
      await expect(menu).toBeVisible();
      await expect(menu.getByText("Loading notifications...")).toHaveCount(0);
      await expectNoSeriousViolations(page);
      await page.screenshot({ path: `${SCREENSHOTS}/notifications-bell-${viewport.width}.png` });
    });
  });
}

/**
 * A student with two messages and a status change from a company (through the API): three unread
 * notifications, the newest first.
 */
async function studentWithNotifications(
  {
    request,
    mailbox,
    playwright,
    appUrl,
  }: {
    request: APIRequestContext;
    mailbox: Mailbox;
    playwright: PlaywrightWorkerArgs["playwright"];
    appUrl: string;
  },
  label: string,
) {
  const [company, student] = await Promise.all([
    verifiedAccount(request, mailbox, "company", `${label}-company`),
    verifiedAccount(request, mailbox, "student", `${label}-student`),
  ]);
  const companyApi = await signedInApi(playwright, appUrl, company);
  const studentApi = await signedInApi(playwright, appUrl, student);
  const internship = await createInternship(companyApi, { title: `Inbox Intern ${uniqueToken()}` });
  await uploadResume(studentApi);
  const { application } = await applyTo(studentApi, internship.id, "Please consider me.");
  const studentId = ((await (await studentApi.get("/api/me")).json()) as { user: { id: string } }).user.id;
  const reviewing = await companyApi.patch(`/api/applications/${application.id}/status`, {
    data: { status: "reviewing" },
  });
  expect(reviewing.ok(), `status change: ${reviewing.status()}`).toBe(true);
  const subjects = [`First note ${uniqueToken()}`, `Second note ${uniqueToken()}`];
  for (const subject of subjects) {
    const sent = await companyApi.post("/api/messages", {
      data: { recipientId: studentId, subject, messageText: "Hello there." },
    });
    expect(sent.status()).toBe(201);
  }
  await Promise.all([companyApi.dispose(), studentApi.dispose()]);
  return { student, subjects };
}

for (const { name, viewport } of VIEWPORTS) {
  test.describe(`the Notifications page on ${name}`, () => {
    test.use({ viewport });

    test(`opening a message reads its notification: the bell's count drops (${name})`, async ({
      page,
      request,
      mailbox,
      playwright,
      e2e,
    }) => {
      test.setTimeout(120_000);
      const { student, subjects } = await studentWithNotifications(
        { request, mailbox, playwright, appUrl: e2e.appUrl },
        `read-${viewport.width}`,
      );
      await login(page, student);
      await page.goto("/messages");
      await expect(page.getByTestId("notification-badge")).toHaveText("3");
      await page
        .getByRole("list", { name: "Inbox messages" })
        .getByRole("button")
        .filter({ hasText: subjects[0]! })
        .click();
      await expect(page.getByRole("article").getByRole("heading", { name: subjects[0]! })).toBeVisible();
      await expect(page.getByTestId("notification-badge")).toHaveText("2");
      await expect(bell(page)).toHaveAccessibleName("Notifications, 2 unread");

      // And the other way round: reading the other message's notification reads the message.
      await page.goto("/notifications?type=message&unread=true");
      const row = page.getByRole("list", { name: "Notifications" }).getByRole("listitem");
      await expect(row).toHaveCount(1);
      await expect(row).toContainText(subjects[1]!);
      await row.getByRole("button", { name: /^Mark as read/ }).click();
      await expect(page.getByTestId("notification-badge")).toHaveText("1");
      await expect(page.getByText("No notifications match this filter")).toBeVisible();
      await page.goto("/messages");
      await expect(
        page
          .getByRole("list", { name: "Inbox messages" })
          .getByRole("button")
          .filter({ hasText: subjects[1]! }),
      ).not.toContainText("Unread");
    });

    test(`lists, filters and reads the user's notifications, axe clean (${name})`, async ({
      page,
      request,
      mailbox,
      playwright,
      e2e,
    }) => {
      test.setTimeout(150_000);
      const empty = await verifiedAccount(request, mailbox, "student", `page-empty-${viewport.width}`);
      await test.step("a new account has none", async () => {
        await login(page, empty);
        await page.goto("/notifications");
        await expect(page.getByRole("heading", { level: 1, name: "Notifications" })).toBeVisible();
        await expect(page.getByText("No notifications yet")).toBeVisible();
        await expectNoSeriousViolations(page);
        await page.context().clearCookies();
      });

      const { student, subjects } = await studentWithNotifications(
        { request, mailbox, playwright, appUrl: e2e.appUrl },
        `page-${viewport.width}`,
      );
      const list = page.getByRole("list", { name: "Notifications" });
      const rows = list.getByRole("listitem");

      await test.step("the bell leads to the page: every notification, newest first", async () => {
        await login(page, student);
        await page.goto("/dashboard");
        await bell(page).click();
        await bellMenu(page).getByRole("menuitem", { name: "View all notifications" }).click();
        await expectPath(page, "/notifications");
        await expect(rows).toHaveCount(3);
        await expect(rows.nth(0)).toContainText(subjects[1]!);
        await expect(rows.nth(1)).toContainText(subjects[0]!);
        await expect(rows.nth(2)).toContainText("Application status updated");
        await expect(page.getByText("3 notifications")).toBeVisible();
        await expectNoSeriousViolations(page);
        await page.screenshot({
          path: `${SCREENSHOTS}/notifications-page-${viewport.width}.png`,
          fullPage: true,
        });
      });

      await test.step("filters by type and unread only", async () => {
        const types = page.getByRole("group", { name: "Type" });
        await types.getByRole("button", { name: "Messages" }).click();
        await expect(rows).toHaveCount(2);
        await types.getByRole("button", { name: "Status changes" }).click();
        await expect(rows).toHaveCount(1);
        await expect(rows.first()).toContainText("Application status updated");
        await types.getByRole("button", { name: "Applications" }).click();
        await expect(page.getByText("No notifications match this filter")).toBeVisible();
        await expectNoSeriousViolations(page);
        await types.getByRole("button", { name: "All" }).click();
        await expect(rows).toHaveCount(3);
      });

      await test.step("marks one read, then all; unread only shows none", async () => {
        await rows
          .nth(2)
          .getByRole("button", { name: /^Mark as read/ })
          .click();
        await expect(page.getByTestId("notification-badge")).toHaveText("2");
        await expect(rows.nth(2).getByRole("button", { name: /^Mark as read/ })).toHaveCount(0);
        await page.getByLabel("Unread only").click();
        await expect(page.getByLabel("Unread only")).toBeChecked();
        await expect(rows).toHaveCount(2);
        await page.getByRole("button", { name: "Mark all as read" }).click();
        await expect(page.getByTestId("notification-badge")).toHaveCount(0);
        await expect(page.getByText("No notifications match this filter")).toBeVisible();
        // The filter lives in the URL: the box shows its new state once the address has changed.
        await page.getByLabel("Unread only").click();
        await expect(page.getByLabel("Unread only")).not.toBeChecked();
        await expect(rows).toHaveCount(3);
      });

      await test.step("an item leads where the bell's does", async () => {
        await rows.nth(0).getByRole("link").click();
        await expectPath(page, "/messages");
      });
    });
  });
}
