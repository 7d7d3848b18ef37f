import path from "node:path";
import type { Page } from "@playwright/test";
import { expect, login, type NewAccount, test } from "./fixtures.ts";
import {
  applyTo,
  createInternship,
  signedInApi,
  updateProfile,
  uploadResume,
  verifiedAccount,
} from "./support/api-data.ts";
import { expectNoSeriousViolations } from "./support/axe.ts";

const VIEWPORTS = [
  { name: "desktop", viewport: { width: 1280, height: 900 } },
  { name: "phone", viewport: { width: 390, height: 844 } },
] as const;

const SCREENS = path.join(import.meta.dirname, ".artifacts", "screens");

/** A picture of the screen as it is, to look at (kept under e2e/.artifacts/screens). */
async function snapshot(page: Page, name: string, fullPage = false) {
  await page.screenshot({ path: path.join(SCREENS, `${name}.png`), fullPage });
}

for (const { name, viewport } of VIEWPORTS) {
  test.describe(`decisions and progress on ${name}`, () => {
    test.use({ viewport });

    test(`axe: the review list, a decision, the applicant dialog, My Applications and the dashboard (${name})`, async ({
      page,
      browser,
      request,
      mailbox,
      playwright,
      e2e,
    }) => {
      test.setTimeout(150_000);
      const company = await verifiedAccount(request, mailbox, "company", `a11y-company-${name}`);
      const students: NewAccount[] = [];
      const companyApi = await signedInApi(playwright, e2e.appUrl, company);
      const internship = await createInternship(companyApi, { title: `Accessible Intern ${name}` });
      for (const label of ["one", "two"]) {
        const student = await verifiedAccount(request, mailbox, "student", `a11y-${label}-${name}`);
        const studentApi = await signedInApi(playwright, e2e.appUrl, student);
        student.name = `Student ${label}`;
        await updateProfile(studentApi, { fullName: student.name });
        await uploadResume(studentApi);
        const { application } = await applyTo(studentApi, internship.id, "I would love to join the team.");
        await studentApi.dispose();
        await companyApi.patch(`/api/applications/${application.id}/status`, {
          data: { status: "reviewing" },
        });
        students.push(student);
      }
      await companyApi.dispose();
      const [first, second] = students as [NewAccount, NewAccount];

      await login(page, company);
      await page.goto("/applications");
      const firstCard = page.getByRole("article").filter({ hasText: first.email });
      await expect(firstCard).toBeVisible();

      await test.step("the list with a row selected", async () => {
        await page.getByLabel(`Select ${second.name}`).first().check();
        await expect(page.getByText("1 selected", { exact: true })).toBeVisible();
        await expectNoSeriousViolations(page);
        await snapshot(page, `review-list-selected-${name}`);
      });

      await test.step("the decision dialog", async () => {
        await firstCard.getByRole("button", { name: /^Reject/ }).click();
        const dialog = page.getByRole("dialog", { name: `Reject ${first.name}?` });
        await dialog.getByLabel("Reason (optional)").selectOption("other");
        await dialog.getByRole("button", { name: "Reject", exact: true }).click();
        await expect(dialog.getByText("Type the reason, or choose another")).toBeVisible();
        await expect(dialog.getByLabel("Other reason")).toBeFocused();
        await expectNoSeriousViolations(page);
        await snapshot(page, `decision-dialog-${name}`);
        await dialog.getByLabel("Other reason").fill("Team reshuffle");
        await dialog.getByRole("button", { name: "Reject", exact: true }).click();
        await expect(firstCard.getByText("Rejecting")).toBeVisible();
      });

      await test.step("a decision waiting, with Undo", async () => {
        await expect(
          page.getByRole("status").filter({ hasText: `Rejecting ${first.name}'s application` }),
        ).toBeVisible();
        await expectNoSeriousViolations(page);
        await firstCard.scrollIntoViewIfNeeded();
        await snapshot(page, `review-list-waiting-${name}`);
      });

      await test.step("the applicant dialog", async () => {
        await page
          .getByRole("article")
          .filter({ hasText: second.email })
          .getByRole("button", { name: /^View Profile/ })
          .click();
        const dialog = page.getByRole("dialog", { name: second.name });
        await expect(dialog.getByRole("heading", { name: "Resume" })).toBeVisible();
        await expectNoSeriousViolations(page);
        await snapshot(page, `applicant-dialog-${name}`);
        await page.keyboard.press("Escape");
      });

      await test.step("the bulk decision dialog", async () => {
        await page.getByLabel("Select all on this page").check();
        // The first is rejected (or waits on it): the button and the dialog say only one of the two would change.
        await page.getByRole("button", { name: "Accept 1 of the 2 selected applications" }).click();
        await expect(
          page.getByRole("dialog", { name: "Accept 1 of 2 selected applications?" }),
        ).toContainText(
          // The rejection may have taken effect by now.
          new RegExp(`${first.name}: (a decision is waiting to take effect|already rejected)`),
        );
        await page
          .getByRole("dialog")
          .getByLabel(/^Send a message/)
          .check();
        await expectNoSeriousViolations(page);
        await snapshot(page, `bulk-dialog-${name}`);
        await page.keyboard.press("Escape");
      });

      await test.step("My Applications and the dashboard, once the decision took effect", async () => {
        const studentContext = await browser.newContext({ viewport });
        const studentPage = await studentContext.newPage();
        await login(studentPage, first);
        await studentPage.goto("/applications");
        await expect(studentPage.getByRole("list", { name: "Progress" }).getByText("Rejected")).toBeVisible({
          timeout: 25_000,
        });
        await expectNoSeriousViolations(studentPage);
        await snapshot(studentPage, `my-applications-${name}`, true);
        await studentPage.goto("/dashboard");
        await expect(studentPage.getByRole("heading", { name: "Recent Applications" })).toBeVisible();
        await expect(studentPage.getByText("Reviewing", { exact: true }).first()).toBeVisible();
        await expectNoSeriousViolations(studentPage);
        await snapshot(studentPage, `student-dashboard-${name}`, true);
        await studentContext.close();
      });
    });

    test(`axe: sign-up with the providers that are not configured (${name})`, async ({ page }) => {
      await page.goto("/auth/signup?role=company");
      await expect(
        page
          .getByRole("button", { name: /^Continue with GitHub/ })
          .getByText("Not configured on this server"),
      ).toBeVisible();
      await expectNoSeriousViolations(page);
      await snapshot(page, `sign-up-${name}`, true);
    });
  });
}
