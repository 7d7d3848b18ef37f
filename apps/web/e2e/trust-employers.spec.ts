import type { Page } from "@playwright/test";
import { DEMO, expect, login, test } from "./fixtures.ts";
import {
  applyTo,
  createInternship,
  signedInApi,
  uniqueToken,
  updateProfile,
  uploadResume,
  verifiedAccount,
} from "./support/api-data.ts";
import { expectNoSeriousViolations } from "./support/axe.ts";

/** Verified employers and reported postings (docs/product.md): the demo has approval on. */

function toast(page: Page, text: string) {
  return page.getByRole("status").filter({ hasText: text });
}

async function searchAsStudent(page: Page, token: string) {
  await page.goto(`/internships?q=${token}`);
  await expect(page.getByRole("searchbox", { name: "Search internships" })).toHaveValue(token);
}

test.describe("verified employers", () => {
  test.use({ viewport: { width: 1280, height: 900 } });

  test("a company that signs up waits for approval; the admin approves it from the queue; students then find it, verified", async ({
    browser,
    page,
    request,
    mailbox,
    verifiedStudent,
    playwright,
    e2e,
  }) => {
    test.setTimeout(120_000);
    const token = uniqueToken();
    const companyName = `Trusty ${token}`;
    const company = await verifiedAccount(request, mailbox, "company", "trust-company", { approve: false });
    const companyApi = await signedInApi(playwright, e2e.appUrl, company);
    await updateProfile(companyApi, { companyName });
    const internship = await createInternship(companyApi, { title: `Verified Intern ${token}` });
    await companyApi.dispose();

    await test.step("its company sees the internship, and its dashboard, waiting for approval", async () => {
      await login(page, company);
      await page.goto(`/internships/${internship.id}`);
      await expect(page.getByText("Waiting for approval")).toBeVisible();
      await page.goto("/dashboard");
      await expect(
        page
          .getByRole("status")
          .filter({ hasText: "Waiting for approval" })
          .filter({ hasText: "approves your company" }),
      ).toBeVisible();
    });

    const studentContext = await browser.newContext({ viewport: { width: 1280, height: 900 } });
    const student = await studentContext.newPage();
    await login(student, verifiedStudent);

    await test.step("a student cannot find it", async () => {
      await searchAsStudent(student, token);
      await expect(student.getByRole("heading", { name: "No internships found" })).toBeVisible();
      await student.goto(`/internships/${internship.id}`);
      await expect(student.getByRole("heading", { level: 1, name: "Internship not found" })).toBeVisible();
    });

    await test.step("the admin approves it from the queue", async () => {
      await login(page, DEMO.admin);
      await page.goto("/admin");
      await page.getByRole("navigation").getByRole("link", { name: "Approvals" }).first().click();
      await expect(page.getByRole("heading", { level: 1, name: "Employer Approvals" })).toBeVisible();
      await expect(page.getByRole("switch", { name: /Approve new employers/ })).toHaveAttribute(
        "aria-checked",
        "true",
      );
      const card = page.getByRole("listitem").filter({ hasText: companyName });
      await expect(card.getByRole("link", { name: internship.title })).toBeVisible();
      await card.getByRole("button", { name: `Approve ${companyName}` }).click();
      await expect(toast(page, `${companyName} is verified`)).toBeVisible();
      await expect(page.getByRole("listitem").filter({ hasText: companyName })).toHaveCount(0);
    });

    await test.step("the student finds it, with the Verified employer badge", async () => {
      await searchAsStudent(student, token);
      const card = student.getByRole("article").filter({ hasText: internship.title });
      await expect(card).toBeVisible();
      await expect(card.getByText("Verified employer")).toBeVisible();
      await card.getByRole("link", { name: /View Details/ }).click();
      await expect(student.getByRole("heading", { level: 1, name: internship.title })).toBeVisible();
      await expect(student.getByText("Verified employer")).toBeVisible();
    });

    await test.step("the approval is in the audit log", async () => {
      await page.goto("/admin/audit?action=company.approve");
      await expect(page.getByRole("heading", { level: 1, name: "Audit Log" })).toBeVisible();
      await expect(
        page.getByRole("list", { name: "Audit log entries" }).getByRole("listitem").first(),
      ).toContainText("company.approve");
    });
    await studentContext.close();
  });

  test("a student reports a posting once; the admin hides it from the queue, then shows it again", async ({
    browser,
    page,
    request,
    mailbox,
    verifiedStudent,
    playwright,
    e2e,
  }) => {
    test.setTimeout(120_000);
    const token = uniqueToken();
    const company = await verifiedAccount(request, mailbox, "company", "reported-company");
    const companyApi = await signedInApi(playwright, e2e.appUrl, company);
    const internship = await createInternship(companyApi, { title: `Too Good Intern ${token}` });
    await companyApi.dispose();

    await test.step("the student reports it, and sees Reported", async () => {
      await login(page, verifiedStudent);
      await page.goto(`/internships/${internship.id}`);
      await page.getByRole("button", { name: "Report this posting" }).click();
      const dialog = page.getByRole("dialog", { name: "Report this posting" });
      await dialog.getByRole("radio", { name: "Scam or asks for money" }).check();
      await dialog.getByLabel("Details (optional)").fill("They asked for a training fee.");
      await dialog.getByRole("button", { name: "Send Report" }).click();
      await expect(toast(page, "the posting was reported")).toBeVisible();
      await expect(page.getByText("Reported", { exact: true })).toBeVisible();
      await expect(page.getByRole("button", { name: "Report this posting" })).toHaveCount(0);
    });

    const adminContext = await browser.newContext({ viewport: { width: 1280, height: 900 } });
    const admin = await adminContext.newPage();
    await login(admin, DEMO.admin);

    await test.step("the admin's notification of the report leads to the Reports queue", async () => {
      await admin.goto("/admin");
      await admin
        .getByRole("banner")
        .getByRole("button", { name: /^Notifications/ })
        .click();
      const item = admin
        .getByRole("menu", { name: "Notifications" })
        .getByRole("menuitem", { name: /A posting was reported/ })
        .filter({ hasText: internship.title });
      await item.click();
      await expect(admin).toHaveURL(/\/admin\/reports$/);
    });

    await test.step("the admin hides it from the Reports queue", async () => {
      await admin.goto("/admin/reports");
      await expect(admin.getByRole("heading", { level: 1, name: "Reported Postings" })).toBeVisible();
      const card = admin
        .getByRole("listitem")
        .filter({ has: admin.getByRole("link", { name: internship.title }) });
      await expect(card).toContainText("1 report");
      await expect(card).toContainText("They asked for a training fee.");
      await card.getByRole("button", { name: "Hide Posting" }).click();
      const dialog = admin.getByRole("dialog");
      await dialog.getByLabel(/Reason/).fill("Asks students for money");
      await dialog.getByRole("button", { name: "Hide Posting" }).click();
      await expect(toast(admin, "Posting hidden")).toBeVisible();
      await expect(admin.getByRole("link", { name: internship.title })).toHaveCount(0);
    });

    await test.step("students no longer find it", async () => {
      await searchAsStudent(page, token);
      await expect(page.getByRole("heading", { name: "No internships found" })).toBeVisible();
    });

    await test.step("the admin sees it marked Hidden in the back office, with why, and shows it again", async () => {
      await admin.goto(`/admin/internships?q=${token}`);
      const title = admin.getByRole("link", { name: internship.title, exact: true });
      const row = admin.getByRole("row").filter({ has: title });
      await expect(row.getByText("Hidden", { exact: true })).toBeVisible();
      await row.getByRole("link", { name: internship.title, exact: true }).click();
      const notice = admin.getByRole("status").filter({ hasText: "Hidden from students" });
      await expect(notice).toContainText("Reason: Asks students for money");
      await expectNoSeriousViolations(admin);
      await admin.screenshot({ path: test.info().outputPath("hidden-posting-desktop.png"), fullPage: true });
      await admin.setViewportSize({ width: 390, height: 844 });
      await expect(admin.getByRole("button", { name: "Show to students again" })).toBeVisible();
      await expectNoSeriousViolations(admin);
      await admin.screenshot({ path: test.info().outputPath("hidden-posting-phone.png"), fullPage: true });
      await admin.setViewportSize({ width: 1280, height: 900 });
      await admin.getByRole("button", { name: "Show to students again" }).click();
      const dialog = admin.getByRole("alertdialog", { name: "Show this posting to students again?" });
      await expect(dialog.getByRole("button", { name: "Cancel" })).toBeFocused();
      await dialog.getByRole("button", { name: "Show again" }).click();
      await expect(toast(admin, "Students can see this posting again")).toBeVisible();
      await expect(admin.getByText("Hidden from students")).toHaveCount(0);
      await expect(admin.getByRole("link", { name: "See it as students do" })).toBeVisible();
    });

    await test.step("students find it again", async () => {
      await searchAsStudent(page, token);
      await expect(page.getByRole("link", { name: internship.title })).toBeVisible();
    });
    await adminContext.close();
  });
});

const VIEWPORTS = [
  { name: "desktop", width: 1280, height: 900 },
  { name: "phone", width: 390, height: 844 },
] as const;

for (const viewport of VIEWPORTS) {
  test.describe(`trust screens (${viewport.name})`, () => {
    test.use({ viewport: { width: viewport.width, height: viewport.height } });

    test(`axe: approvals, reports and the audit log (${viewport.name})`, async ({ page }) => {
      await login(page, DEMO.admin);
      await page.goto("/admin/approvals");
      await expect(page.getByRole("heading", { level: 1, name: "Employer Approvals" })).toBeVisible();
      await expect(page.getByRole("button", { name: "Approve Orbit Robotics" })).toBeVisible();
      await expectNoSeriousViolations(page);
      await page.screenshot({
        path: test.info().outputPath(`approvals-${viewport.name}.png`),
        fullPage: true,
      });
      await page.getByRole("button", { name: "Reject Orbit Robotics" }).click();
      await expect(page.getByRole("dialog")).toBeVisible();
      await expectNoSeriousViolations(page);
      await page.keyboard.press("Escape");

      await page.goto("/admin/reports");
      await expect(page.getByRole("heading", { level: 1, name: "Reported Postings" })).toBeVisible();
      await expect(page.getByRole("list", { name: "Reported postings" })).toBeVisible();
      await expectNoSeriousViolations(page);
      await page.screenshot({ path: test.info().outputPath(`reports-${viewport.name}.png`), fullPage: true });

      await page.goto("/admin/audit");
      await expect(page.getByRole("list", { name: "Audit log entries" })).toBeVisible();
      await expectNoSeriousViolations(page);
      await page.screenshot({ path: test.info().outputPath(`audit-${viewport.name}.png`), fullPage: true });
    });

    test(`axe: the report dialog (${viewport.name})`, async ({ page, verifiedStudent }) => {
      await login(page, verifiedStudent);
      await page.goto("/internships");
      await page
        .getByRole("article")
        .first()
        .getByRole("link", { name: /View Details/ })
        .click();
      await page.getByRole("button", { name: "Report this posting" }).click();
      await expect(page.getByRole("dialog", { name: "Report this posting" })).toBeVisible();
      await expectNoSeriousViolations(page);
      await page.screenshot({ path: test.info().outputPath(`report-dialog-${viewport.name}.png`) });
    });
  });
}

test.describe("applicants of a posting an admin hides", () => {
  for (const viewport of [
    { name: "desktop", width: 1280, height: 900 },
    { name: "390 px", width: 390, height: 844 },
  ]) {
    test(`are told in the bell, and their application says so without dead links (${viewport.name})`, async ({
      page,
      request,
      mailbox,
      verifiedStudent,
      playwright,
      e2e,
    }) => {
      test.setTimeout(120_000);
      await page.setViewportSize({ width: viewport.width, height: viewport.height });
      const token = uniqueToken();
      const company = await verifiedAccount(request, mailbox, "company", "hidden-posting-company");
      const companyApi = await signedInApi(playwright, e2e.appUrl, company);
      const internship = await createInternship(companyApi, { title: `Fee Intern ${token}` });
      await companyApi.dispose();
      const studentApi = await signedInApi(playwright, e2e.appUrl, verifiedStudent);
      await uploadResume(studentApi);
      await applyTo(studentApi, internship.id, "I would like to join.");
      const report = await studentApi.post(`/api/internships/${internship.id}/report`, {
        data: { reason: "scam" },
      });
      expect(report.status()).toBe(201);
      await studentApi.dispose();
      const adminApi = await signedInApi(playwright, e2e.appUrl, DEMO.admin);
      const hide = await adminApi.post(`/api/admin/reports/${internship.id}/hide`, {
        data: { reason: "Asks students for a training fee" },
      });
      expect(hide.status()).toBe(200);
      await adminApi.dispose();

      await login(page, verifiedStudent);
      await page.goto("/applications");
      const card = page.getByRole("article", { name: internship.title });
      await expect(card.getByRole("status").filter({ hasText: "Posting removed" })).toContainText(
        "An administrator removed this posting from InternPath.",
      );
      await expect(card).not.toContainText("training fee");
      await expect(card.getByRole("link", { name: /View Internship/ })).toHaveCount(0);
      await expect(card.getByRole("button", { name: /Withdraw/ })).toHaveCount(0);
      await expect(card.getByRole("button", { name: /View Resume/ })).toBeVisible();

      await page.goto("/dashboard");
      const recent = page.getByRole("listitem").filter({ hasText: internship.title });
      await expect(recent).toContainText("Posting removed");
      await expect(recent.getByRole("link", { name: internship.title })).toHaveCount(0);

      await page.getByRole("button", { name: /^Notifications/ }).click();
      const notice = page
        .getByRole("menu", { name: "Notifications" })
        .getByRole("menuitem", { name: /A posting you applied to was removed/ })
        .filter({ hasText: internship.title });
      await notice.click();
      await expect(page).toHaveURL(/\/applications$/);
      await expectNoSeriousViolations(page);
    });
  }
});
