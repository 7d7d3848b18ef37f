import { readFile } from "node:fs/promises";
import type { Locator, Page } from "@playwright/test";
import { DEMO, expect, login, test } from "./fixtures.ts";
import {
  applyTo,
  createInternship,
  parseCsvLine,
  signedInApi,
  uniqueToken,
  uploadResume,
  verifiedAccount,
} from "./support/api-data.ts";
import { expectNoSeriousViolations } from "./support/axe.ts";

function toast(page: Page, text: string): Locator {
  return page.getByRole("status").filter({ hasText: text });
}

function rowOf(page: Page, text: string): Locator {
  return page.getByRole("table", { name: "Applications" }).getByRole("row").filter({ hasText: text });
}

test.describe("admin applications", () => {
  test.use({ viewport: { width: 1280, height: 900 } });

  test("the admin finds, sorts, opens, updates, messages, exports and deletes applications", async ({
    page,
    browser,
    request,
    mailbox,
    playwright,
    e2e,
  }) => {
    test.setTimeout(180_000);
    const token = uniqueToken();
    const company = await verifiedAccount(request, mailbox, "company", "admin-apps-company");
    const student = await verifiedAccount(request, mailbox, "student", "admin-apps-student");
    const companyApi = await signedInApi(playwright, e2e.appUrl, company);
    const studentApi = await signedInApi(playwright, e2e.appUrl, student);
    const alpha = await createInternship(companyApi, {
      title: `Alpha ${token}`,
      isRemote: true,
      stipend: "800 EUR",
    });
    const beta = await createInternship(companyApi, { title: `Beta ${token}` });
    await uploadResume(studentApi);
    const alphaApplication = await applyTo(studentApi, alpha.id, "I would love to build things with you.");
    await applyTo(studentApi, beta.id, "Beta letter");

    await login(page, DEMO.admin);

    await test.step("search finds both; the column headers sort and say so", async () => {
      await page.goto(`/admin/applications?q=${token}`);
      await expect(page.getByRole("heading", { level: 1, name: "Manage Applications" })).toBeVisible();
      await expect(page.getByText("Showing 2 of 2 applications")).toBeVisible();
      const internshipHeader = page.getByRole("columnheader", { name: "Internship" });
      await internshipHeader.getByRole("button").click();
      await expect(internshipHeader).toHaveAttribute("aria-sort", "ascending");
      await expect(page).toHaveURL(/sort=internship/);
      const rows = page.getByRole("table", { name: "Applications" }).getByRole("row");
      await expect(rows.nth(1)).toContainText(`Alpha ${token}`);
      await internshipHeader.getByRole("button").click();
      await expect(internshipHeader).toHaveAttribute("aria-sort", "descending");
      await expect(rows.nth(1)).toContainText(`Beta ${token}`);
      await expect(page.getByRole("columnheader", { name: "Applied Date" })).toHaveAttribute(
        "aria-sort",
        "none",
      );
    });

    await test.step("filters by URL keep after a reload: status and internship", async () => {
      await page.goto(`/admin/applications?q=${token}&status=pending&internship=${alpha.id}`);
      await expect(page.getByText("Showing 1 of 1 application")).toBeVisible();
      await expect(page.getByRole("button", { name: "Hide Filters" })).toHaveAttribute(
        "aria-expanded",
        "true",
      );
      await expect(page.getByLabel("Status", { exact: true })).toHaveValue("pending");
      await expect(page.getByRole("combobox", { name: "Internship" })).toHaveValue(`Alpha ${token}`);
      await page.getByRole("button", { name: "Reset Filters" }).click();
      await expect(page.getByText("Showing 2 of 2 applications")).toBeVisible();
      await page.goto(`/admin/applications?q=${token}&status=rejected`);
      await expect(page.getByText("No applications match your search")).toBeVisible();
    });

    await page.goto(`/admin/applications?q=${token}&sort=internship&dir=asc`);
    const dialog = page.getByRole("dialog", { name: "Application Details" });

    await test.step("the details modal shows the application, its cover letter and its resume", async () => {
      await rowOf(page, `Alpha ${token}`)
        .getByRole("button", { name: /^View details/ })
        .click();
      await expect(dialog).toBeVisible();
      await expect(dialog.getByRole("tab", { name: "Application Details" })).toHaveAttribute(
        "aria-selected",
        "true",
      );
      await expect(dialog).toContainText("Sam Student");
      await expect(dialog).toContainText(student.email);
      await expect(dialog).toContainText("(Remote Available)");
      await expect(dialog).toContainText("800 EUR");
      await expect(dialog.getByRole("link", { name: "View Full Profile" })).toHaveAttribute(
        "href",
        /\/admin\/students\/.+/,
      );
      await dialog.getByRole("tab", { name: "Cover Letter" }).click();
      await expect(dialog.getByRole("tabpanel")).toHaveText("I would love to build things with you.");
      await page.keyboard.press("ArrowRight");
      await expect(dialog.getByRole("tab", { name: "Resume" })).toBeFocused();
      await expect(dialog.locator('iframe[title="Resume preview"]')).toHaveAttribute("src", /\/api\/files\//);
      await expect(dialog.getByRole("link", { name: "Download" })).toHaveAttribute(
        "download",
        "Sam Student-resume.pdf",
      );
      await dialog.getByRole("tab", { name: "Application Details" }).click();
    });

    await test.step("the admin changes the status from the modal, after saying yes to what it does", async () => {
      const select = dialog.getByLabel("Change status");
      await select.selectOption("accepted");
      const question = page.getByRole("alertdialog", { name: "Change the status to Accepted?" });
      await expect(question).toContainText(
        `Sam Student's application for Alpha ${token} moves from Pending to Accepted at once, with no undo. Sam Student is notified.`,
      );
      await question.getByRole("button", { name: "Cancel" }).click();
      await expect(question).toBeHidden();
      await expect(select).toHaveValue("pending");
      await expect(dialog.getByRole("status")).toHaveText("Status: Pending");
      await select.selectOption("accepted");
      await question.getByRole("button", { name: "Change Status" }).click();
      // The modal hides the rest of the page from assistive technology, the toast too: it is checked by
      // its text, and the modal says the new status itself (a live region).
      await expect(page.getByText("Application status updated to accepted")).toBeVisible();
      await expect(dialog.getByRole("status")).toHaveText("Status: Accepted");
      const mine = await (await studentApi.get("/api/applications/mine")).json();
      expect(
        (mine.items as { id: string; status: string }[]).find(
          (item) => item.id === alphaApplication.application.id,
        )?.status,
      ).toBe("accepted");
    });

    await test.step("a message to the applicant reaches the student's open Inbox live", async () => {
      const studentContext = await browser.newContext({ viewport: { width: 1280, height: 900 } });
      const studentPage = await studentContext.newPage();
      await login(studentPage, student);
      await studentPage.goto("/messages");
      await expect(studentPage.getByRole("heading", { level: 1, name: "Messages" })).toBeVisible();

      await dialog.getByRole("button", { name: "Send Message to Applicant" }).click();
      const compose = page.getByRole("dialog", { name: "Send Message to Applicant" });
      await expect(compose).toContainText("in InternPath and by email");
      await expect(compose.getByRole("button", { name: "Send Message" })).toBeDisabled();
      await compose.getByLabel("Message").fill("   ");
      await expect(compose.getByRole("button", { name: "Send Message" })).toBeDisabled();
      await compose.getByRole("button", { name: "Request an interview" }).click();
      await expect(compose.getByLabel("Subject")).toHaveValue(`Interview request: Alpha ${token}`);
      await expect(compose.getByLabel("Message")).toHaveValue(/Dear Sam Student/);
      await compose.getByRole("button", { name: "Send Message" }).click();
      await expect(page.getByText("Message sent to Sam Student")).toBeVisible();
      await expect(compose).toBeHidden();

      await expect(
        studentPage
          .getByRole("list", { name: "Inbox messages" })
          .getByText(`Interview request: Alpha ${token}`),
      ).toBeVisible();
      await studentContext.close();
      await page.keyboard.press("Escape");
      await expect(dialog).toBeHidden();
      // The row changed in place with the modal's status change.
      await expect(rowOf(page, `Alpha ${token}`)).toContainText("Accepted");
    });

    await test.step("Export CSV downloads the matching rows in the list's order", async () => {
      const downloadEvent = page.waitForEvent("download");
      await page.getByRole("button", { name: "Export CSV" }).click();
      const download = await downloadEvent;
      expect(download.suggestedFilename()).toMatch(
        /^applications_export_\d{4}-\d{2}-\d{2}T\d{2}-\d{2}-\d{2}Z\.csv$/,
      );
      await expect(toast(page, "Applications exported successfully")).toBeVisible();
      const lines = (await readFile(await download.path(), "utf8")).split("\r\n").filter(Boolean);
      expect(lines[0]).toBe("Student Name,Email,Internship,Company,Status,Applied Date,Updated Date");
      expect(lines.slice(1).map(parseCsvLine)).toEqual([
        [
          "Sam Student",
          student.email,
          `Alpha ${token}`,
          "E2E Widgets",
          "Accepted",
          expect.any(String),
          expect.any(String),
        ],
        [
          "Sam Student",
          student.email,
          `Beta ${token}`,
          "E2E Widgets",
          "Pending",
          expect.any(String),
          expect.any(String),
        ],
      ]);
      await page.goto(`/admin/applications?q=${token}zzz`);
      await page.getByRole("button", { name: "Export CSV" }).click();
      await expect(toast(page, "No applications to export")).toBeVisible();
    });

    await test.step("deleting asks first, then the row leaves the list without a reload", async () => {
      await page.goto(`/admin/applications?q=${token}`);
      await rowOf(page, `Beta ${token}`)
        .getByRole("button", { name: /^Delete/ })
        .click();
      const confirm = page.getByRole("alertdialog", { name: "Delete application" });
      await expect(confirm).toContainText(
        "Are you sure you want to delete this application? This action cannot be undone.",
      );
      await confirm.getByRole("button", { name: "Delete" }).click();
      await expect(toast(page, "Application deleted successfully")).toBeVisible();
      await expect(rowOf(page, `Beta ${token}`)).toHaveCount(0);
      await expect(page.getByText("Showing 1 of 1 application")).toBeVisible();
    });

    await companyApi.dispose();
    await studentApi.dispose();
  });

  test("an admin's compose searches recipients and fills in a linked one", async ({
    page,
    playwright,
    e2e,
  }) => {
    const adminApi = await signedInApi(playwright, e2e.appUrl, DEMO.admin);
    const found = await (await adminApi.get("/api/messages/recipients?q=kenji")).json();
    const kenji = (found.items as { id: string; fullName: string }[])[0]!;
    await adminApi.dispose();
    await login(page, DEMO.admin);
    await page.goto(`/messages?recipient=${kenji.id}`);
    const dialog = page.getByRole("dialog", { name: "New Message" });
    const recipient = dialog.getByRole("combobox", { name: "Recipient" });
    await expect(recipient).toHaveValue("Kenji Watanabe");
    await dialog.getByRole("button", { name: "Clear recipient" }).click();
    await recipient.fill("maya");
    const options = dialog.getByRole("listbox", { name: "Recipients" });
    await expect(options.getByRole("group", { name: "Students" }).getByRole("option")).toHaveText([
      "Maya Patel",
    ]);
    await recipient.press("ArrowDown");
    await recipient.press("Enter");
    await expect(recipient).toHaveValue("Maya Patel");
    await expectNoSeriousViolations(page);
  });

  // The Company and Internship pickers search GET /api/admin/companies and /api/admin/internships.
  test("the Company and Internship pickers find a company and its internship by typing", async ({ page }) => {
    await login(page, DEMO.admin);
    await page.goto("/admin/applications");
    await page.getByRole("button", { name: "Show Filters" }).click();
    const companyBox = page.getByRole("combobox", { name: "Company" });
    await companyBox.fill("Nimbus");
    await page.getByRole("option", { name: /Nimbus Labs/ }).click();
    const internshipBox = page.getByRole("combobox", { name: "Internship" });
    // A demo internship of Nimbus Labs that has applications.
    await internshipBox.fill("Frontend");
    await page
      .getByRole("listbox", { name: "Internship" })
      .getByRole("option", { name: /Frontend Engineering Intern/ })
      .click();
    await page.getByRole("button", { name: "Apply Filters" }).click();
    await expect(page).toHaveURL(/company=.+&internship=.+/);
    await expect(page.getByText(/^Showing \d+ of [\d,]+\+? applications?$/)).toBeVisible();
  });
});

const VIEWPORTS = [
  { name: "desktop", width: 1280, height: 900 },
  { name: "phone", width: 390, height: 844 },
] as const;

for (const viewport of VIEWPORTS) {
  test.describe(`admin application screens (${viewport.name})`, () => {
    test.use({ viewport: { width: viewport.width, height: viewport.height } });

    test(`axe: the list, the details modal's tabs, the details page and a company's applications (${viewport.name})`, async ({
      page,
      playwright,
      e2e,
    }) => {
      test.setTimeout(120_000);
      const adminApi = await signedInApi(playwright, e2e.appUrl, DEMO.admin);
      const list = await (await adminApi.get("/api/admin/applications?limit=100")).json();
      const first = (list.items as { id: string; company: { id: string } }[])[0]!;
      await adminApi.dispose();
      const shot = (name: string) =>
        page.screenshot({ path: `e2e/.artifacts/admin-${name}-${viewport.width}.png`, fullPage: true });

      await login(page, DEMO.admin);
      await page.goto("/admin/applications");
      await expect(page.getByText(/^Showing \d+ of [\d,]+\+? applications?$/)).toBeVisible();
      await page.getByRole("button", { name: "Show Filters" }).click();
      await expect(page.getByRole("button", { name: "Apply Filters" })).toBeVisible();
      await expectNoSeriousViolations(page);
      await shot("applications");

      await page.goto("/admin/applications?sort=student&dir=asc");
      // On a phone the list is cards, like the other admin lists; on a wide screen a table.
      const withLetter =
        viewport.name === "phone"
          ? page.getByRole("list", { name: "Applications" }).getByRole("listitem").first()
          : page.getByRole("table", { name: "Applications" }).getByRole("row").nth(1);
      if (viewport.name === "phone") {
        await expect(page.getByRole("table", { name: "Applications" })).toBeHidden();
        await expect(withLetter.getByRole("combobox", { name: /^Change status of / })).toBeVisible();
        const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
        expect(overflow).toBeLessThanOrEqual(0);
      }
      await withLetter.getByRole("button", { name: /^View details/ }).click();
      const dialog = page.getByRole("dialog", { name: "Application Details" });
      await expect(dialog.getByRole("tab", { name: "Application Details" })).toBeVisible();
      await expect(dialog.getByText("Admin Actions")).toBeVisible();
      await expectNoSeriousViolations(page);
      await shot("application-modal-details");
      for (const tab of ["Cover Letter", "Resume"]) {
        const button = dialog.getByRole("tab", { name: tab });
        if ((await button.count()) === 0) continue;
        await button.click();
        await expect(button).toHaveAttribute("aria-selected", "true");
        await expectNoSeriousViolations(page);
        await shot(`application-modal-${tab.toLowerCase().replace(" ", "-")}`);
      }
      await dialog.getByRole("tab", { name: "Application Details" }).click();
      await dialog.getByRole("button", { name: "Send Message to Company" }).click();
      await expect(page.getByRole("dialog", { name: "Send Message to Company" })).toBeVisible();
      await expectNoSeriousViolations(page);
      await shot("application-message");
      await page.keyboard.press("Escape");
      await page.keyboard.press("Escape");

      await page.goto(`/admin/applications/${first.id}`);
      await expect(page.getByRole("heading", { level: 1, name: "Application Details" })).toBeVisible();
      await expect(page.getByRole("tab", { name: "Application Details" })).toBeVisible();
      await expectNoSeriousViolations(page);
      await shot("application-page");

      await page.goto(`/admin/companies/applications/${first.company.id}`);
      await expect(page.getByRole("heading", { level: 1, name: /^Applications to / })).toBeVisible();
      await expect(page.getByRole("link", { name: "Back to Company" })).toHaveAttribute(
        "href",
        `/admin/companies/${first.company.id}`,
      );
      await expect(page.getByText(/^Showing \d+ of [\d,]+\+? applications?$/)).toBeVisible();
      await expectNoSeriousViolations(page);
      await shot("company-applications");
    });
  });
}
