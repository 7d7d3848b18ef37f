import path from "node:path";
import type { Browser, Page } from "@playwright/test";
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

/** The undo window (DECISION_UNDO_SECONDS) plus the worker's round and the page's reload. */
const TAKES_EFFECT_MS = 25_000;

const VIEWPORTS = [
  { name: "desktop", viewport: { width: 1280, height: 900 } },
  { name: "phone", viewport: { width: 390, height: 844 } },
] as const;

const SCREENS = path.join(import.meta.dirname, ".artifacts", "screens");

async function snapshot(page: Page, name: string) {
  await page.screenshot({ path: path.join(SCREENS, `${name}.png`) });
}

async function pageAs(browser: Browser, account: NewAccount, width: number) {
  const context = await browser.newContext({ viewport: { width, height: 900 } });
  const page = await context.newPage();
  await login(page, account);
  return { page, close: () => context.close() };
}

for (const { name, viewport } of VIEWPORTS) {
  test.describe(`following through on ${name}`, () => {
    test.use({ viewport });

    test(`a company closes an internship with applicants waiting and rejects them kindly; the student sees it live (${name})`, async ({
      page,
      browser,
      request,
      mailbox,
      playwright,
      e2e,
    }) => {
      test.setTimeout(180_000);
      const company = await verifiedAccount(request, mailbox, "company", `closing-company-${name}`);
      const students: NewAccount[] = [];
      const title = `Closing Intern ${name} ${Date.now().toString(36)}`;
      const companyApi = await signedInApi(playwright, e2e.appUrl, company);
      const internship = await createInternship(companyApi, { title });
      await companyApi.dispose();
      for (const label of ["one", "two"]) {
        const student = await verifiedAccount(request, mailbox, "student", `closing-${label}-${name}`);
        const studentApi = await signedInApi(playwright, e2e.appUrl, student);
        student.name = `Closing Student ${label}`;
        await updateProfile(studentApi, { fullName: student.name });
        await uploadResume(studentApi);
        await applyTo(studentApi, internship.id, "Hello!");
        await studentApi.dispose();
        students.push(student);
      }
      const [first] = students as [NewAccount, NewAccount];

      // The first student keeps My Applications open in their own browser.
      const studentView = await pageAs(browser, first, viewport.width);
      await studentView.page.goto("/applications");
      const studentCard = studentView.page.getByRole("article").filter({ hasText: title });
      await expect(studentCard.getByText("Pending", { exact: true })).toBeVisible();

      await login(page, company);
      await page.goto("/manage-internships");

      await test.step("closing asks to answer the two applicants, with a kind, editable message", async () => {
        await page.getByRole("button", { name: `Close ${title}` }).click();
        const dialog = page.getByRole("dialog", { name: `Close ${title}?` });
        await expect(dialog).toContainText("2 applicants are still waiting for an answer");
        await expect(dialog.getByLabel(/Reject the 2 remaining applications/)).toBeChecked();
        const message = dialog.getByLabel("Message", { exact: true });
        await expect(message).toHaveValue(/^Hi \{name\},[\s\S]*We have now closed this posting/);
        await expectNoSeriousViolations(page);
        await snapshot(page, `close-dialog-${name}`);
        await message.fill(
          "Hi {name},\n\nThank you for applying for {internship}. We filled the role and closed the posting.\n\n{company}",
        );
        await dialog.getByRole("button", { name: "Close and reject" }).click();
        await expect(dialog).toBeHidden();
        await expect(
          page.getByRole("status").filter({ hasText: "Internship closed; 2 applicants" }),
        ).toBeVisible();
      });

      await test.step("after the undo window the student sees the decision and the message, live", async () => {
        await expect(studentCard.getByText("Rejected", { exact: true }).first()).toBeVisible({
          timeout: TAKES_EFFECT_MS,
        });
        await studentView.page.goto("/messages");
        const inbox = studentView.page
          .getByRole("list", { name: "Inbox messages" })
          .getByRole("button")
          .filter({ hasText: `Your application for ${title}` });
        await expect(inbox).toBeVisible();
        await inbox.click();
        await expect(studentView.page.getByRole("article")).toContainText(
          `Thank you for applying for ${title}. We filled the role and closed the posting.`,
        );
      });
      await studentView.close();
    });

    test(`a student withdraws a pending application from My Applications (${name})`, async ({
      page,
      request,
      mailbox,
      playwright,
      e2e,
    }) => {
      test.setTimeout(120_000);
      const company = await verifiedAccount(request, mailbox, "company", `withdraw-company-${name}`);
      const student = await verifiedAccount(request, mailbox, "student", `withdraw-student-${name}`);
      const title = `Withdraw Intern ${name} ${Date.now().toString(36)}`;
      const companyApi = await signedInApi(playwright, e2e.appUrl, company);
      const internship = await createInternship(companyApi, { title });
      const studentApi = await signedInApi(playwright, e2e.appUrl, student);
      await uploadResume(studentApi);
      await applyTo(studentApi, internship.id, "Hello!");
      await studentApi.dispose();

      await login(page, student);
      await page.goto("/applications");
      const card = page.getByRole("article").filter({ hasText: title });
      await card.getByRole("button", { name: `Withdraw application for ${title}` }).click();
      const dialog = page.getByRole("alertdialog").or(page.getByRole("dialog"));
      await expect(dialog).toContainText("Withdraw this application?");
      await expectNoSeriousViolations(page);
      await snapshot(page, `withdraw-dialog-${name}`);
      await dialog.getByRole("button", { name: "Withdraw", exact: true }).click();
      await expect(card.getByText("Withdrawn", { exact: true }).first()).toBeVisible();
      await expect(card.getByRole("button", { name: /^Withdraw application/ })).toHaveCount(0);
      await expect(card.getByRole("list", { name: "Progress" }).getByRole("listitem").nth(2)).toContainText(
        "Withdrawn",
      );
      await card.getByRole("button", { name: /^Show history/ }).click();
      await expect(card.getByRole("list", { name: "History" }).getByRole("listitem")).toHaveText([
        /Submitted/,
        /Withdrawn/,
      ]);
      await expectNoSeriousViolations(page);
      await snapshot(page, `my-applications-withdrawn-${name}`);

      // The company sees it as withdrawn.
      const list = await companyApi.get("/api/company/applications?status=withdrawn");
      expect((await list.json()).items).toHaveLength(1);
      await companyApi.dispose();

      // The internship page lists the history with dates.
      await card.getByRole("link", { name: `View Internship: ${title}` }).click();
      const history = page.getByRole("list", { name: "History" });
      await expect(history.getByRole("listitem")).toHaveText([/Submitted/, /Withdrawn/]);
      await expectNoSeriousViolations(page);
    });

    test(`a demo company's response figures show on its internship and company pages (${name})`, async ({
      page,
      request,
    }) => {
      const list = await request.get("/api/internships?q=Frontend");
      const items = (await list.json()).items as {
        id: string;
        company: { id: string; companyName: string };
      }[];
      const nimbus = items.find((item) => item.company.companyName === "Nimbus Labs");
      expect(nimbus).toBeDefined();
      await page.goto(`/internships/${nimbus!.id}`);
      const figures = page.getByRole("list", { name: "Responsiveness" });
      await expect(figures).toContainText(/Usually responds within \d+ days?/);
      await expect(figures).toContainText(/Responds to \d+ of 10 applicants/);
      await expectNoSeriousViolations(page);
      await snapshot(page, `internship-responsiveness-${name}`);
      await page.goto(`/companies/${nimbus!.company.id}`);
      await expect(page.getByRole("list", { name: "Responsiveness" })).toContainText(
        /Usually responds within/,
      );
      await expectNoSeriousViolations(page);
      await snapshot(page, `company-responsiveness-${name}`);
    });
  });
}
