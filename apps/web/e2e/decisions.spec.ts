import type { Browser, Locator, Page } from "@playwright/test";
import { expect, login, type NewAccount, test } from "./fixtures.ts";
import {
  applyTo,
  createInternship,
  myApplications,
  signedInApi,
  updateProfile,
  uploadResume,
  verifiedAccount,
} from "./support/api-data.ts";
import { expectNoSeriousViolations } from "./support/axe.ts";

/** The undo window (DECISION_UNDO_SECONDS) plus the worker's round and the page's reload. */
const TAKES_EFFECT_MS = 25_000;

function toast(page: Page, text: string): Locator {
  return page.getByRole("status").filter({ hasText: text });
}

function applicationCard(page: Page, email: string): Locator {
  return page.getByRole("article").filter({ hasText: email });
}

async function pageAs(browser: Browser, account: NewAccount, width = 1280) {
  const context = await browser.newContext({ viewport: { width, height: 900 } });
  const page = await context.newPage();
  await login(page, account);
  return { page, close: () => context.close() };
}

test.describe("decisions that are safe and kind", () => {
  test.use({ viewport: { width: 1280, height: 900 } });

  test("a reviewer rejects with a reason, undoes it, rejects again, and the student receives the message live", async ({
    page,
    browser,
    request,
    mailbox,
    playwright,
    e2e,
  }) => {
    test.setTimeout(150_000);
    const company = await verifiedAccount(request, mailbox, "company", "decisions-company");
    const student = await verifiedAccount(request, mailbox, "student", "decisions-student");
    const title = `Kindness Intern ${Date.now().toString(36)}`;
    const subject = `Your application for ${title}`;

    await test.step("the student applies (through the API)", async () => {
      const companyApi = await signedInApi(playwright, e2e.appUrl, company);
      const studentApi = await signedInApi(playwright, e2e.appUrl, student);
      const internship = await createInternship(companyApi, { title });
      await uploadResume(studentApi);
      await applyTo(studentApi, internship.id, "I would love to help.");
      await Promise.all([companyApi.dispose(), studentApi.dispose()]);
    });

    // The student keeps Messages open in their own browser the whole time.
    const studentView = await pageAs(browser, student);
    await studentView.page.goto("/messages");
    await expect(studentView.page.getByText("No messages found")).toBeVisible();

    await login(page, company);
    await page.goto("/applications");
    const card = applicationCard(page, student.email);

    await test.step("Start Review needs no confirmation", async () => {
      await card.getByRole("button", { name: /^Start Review/ }).click();
      await expect(toast(page, "Application reviewing")).toBeVisible();
      await expect(card.getByRole("button", { name: /^Reject/ })).toBeVisible();
    });

    await test.step("Reject asks first, with an optional reason and a kind, editable message", async () => {
      await card.getByRole("button", { name: /^Reject/ }).click();
      const dialog = page.getByRole("dialog", { name: `Reject ${student.name}?` });
      await expect(dialog).toContainText("is told 10 seconds after you confirm");
      await expect(dialog.getByLabel("Send a message to")).toBeChecked();
      await expect(dialog.getByLabel("Message", { exact: true })).toHaveValue(
        new RegExp(`^Hi ${student.name},[\\s\\S]*${title}`),
      );
      await dialog.getByLabel("Reason (optional)").selectOption("Position filled");
      // Cancel changes nothing.
      await dialog.getByRole("button", { name: "Cancel" }).click();
      await expect(dialog).toBeHidden();
      await expect(card.getByText("Reviewing", { exact: true })).toBeVisible();

      await card.getByRole("button", { name: /^Reject/ }).click();
      await dialog.getByLabel("Reason (optional)").selectOption("Position filled");
      await dialog.getByRole("button", { name: "Reject", exact: true }).click();
      await expect(dialog).toBeHidden();
      await expect(toast(page, `Rejecting ${student.name}'s application`)).toContainText(
        `${student.name} is told in`,
      );
      await expect(card.getByText("Rejecting")).toBeVisible();
      await expect(card.getByText("Position filled")).toBeVisible();
      await expect(card.getByRole("button", { name: /^Undo/ })).toBeFocused();
    });

    await test.step("Undo within the window: the student is never told", async () => {
      await card.getByRole("button", { name: /^Undo/ }).click();
      await expect(toast(page, "Decision undone")).toBeVisible();
      await expect(card.getByRole("button", { name: /^Reject/ })).toBeVisible();
      // Past the end of the first window, nothing reached the student.
      await page.waitForTimeout(12_000);
      await expect(card.getByText("Reviewing", { exact: true })).toBeVisible();
      await expect(studentView.page.getByText("No messages found")).toBeVisible();
      const studentApi = await signedInApi(playwright, e2e.appUrl, student);
      expect((await myApplications(studentApi)).items[0]?.status).toBe("reviewing");
      await studentApi.dispose();
    });

    await test.step("the reload keeps the waiting decision and its Undo (it lives on the server)", async () => {
      await card.getByRole("button", { name: /^Reject/ }).click();
      const dialog = page.getByRole("dialog", { name: `Reject ${student.name}?` });
      const message = dialog.getByLabel("Message", { exact: true });
      await message.fill(
        `Hi ${student.name},\n\nThank you for your time. We kept your details for the autumn.`,
      );
      await dialog.getByRole("button", { name: "Reject", exact: true }).click();
      await expect(card.getByText("Rejecting")).toBeVisible();
      await page.reload();
      await expect(applicationCard(page, student.email).getByRole("button", { name: /^Undo/ })).toBeVisible();
    });

    await test.step("when the window ends the student receives the message, live", async () => {
      const inbox = studentView.page
        .getByRole("list", { name: "Inbox messages" })
        .getByRole("button")
        .filter({ hasText: subject });
      await expect(inbox).toBeVisible({ timeout: TAKES_EFFECT_MS });
      await expect(toast(studentView.page, "New message")).toBeVisible();
      await inbox.click();
      await expect(studentView.page.getByRole("article")).toContainText(
        "We kept your details for the autumn.",
      );
      await expect(applicationCard(page, student.email).getByText("Rejected", { exact: true })).toBeVisible({
        timeout: TAKES_EFFECT_MS,
      });
      await expect(applicationCard(page, student.email).getByRole("button", { name: /^Undo/ })).toHaveCount(
        0,
      );
    });

    await test.step("My Applications shows the decision on the progress line", async () => {
      await studentView.page.goto("/applications");
      const progress = studentView.page.getByRole("list", { name: "Progress" }).first();
      await expect(progress.getByRole("listitem")).toHaveText([/Submitted/, /Under review/, /Rejected/]);
      await expect(progress.getByRole("listitem").nth(2)).not.toContainText("Not yet");
    });
    await studentView.close();
  });

  test("a bulk status change: select, Start Review, Reject with Undo, and rows that cannot move are named", async ({
    page,
    request,
    mailbox,
    playwright,
    e2e,
  }) => {
    test.setTimeout(150_000);
    const company = await verifiedAccount(request, mailbox, "company", "bulk-company");
    const students = await Promise.all(
      [1, 2, 3].map((index) => verifiedAccount(request, mailbox, "student", `bulk-student-${index}`)),
    );
    const companyApi = await signedInApi(playwright, e2e.appUrl, company);
    const internship = await createInternship(companyApi, {
      title: `Bulk Intern ${Date.now().toString(36)}`,
    });
    await companyApi.dispose();
    for (const [index, student] of students.entries()) {
      const studentApi = await signedInApi(playwright, e2e.appUrl, student);
      // Told apart by name on the cards and in the report.
      student.name = `Bulk Student ${index + 1}`;
      await updateProfile(studentApi, { fullName: student.name });
      await uploadResume(studentApi);
      await applyTo(studentApi, internship.id, "Hello!");
      await studentApi.dispose();
    }

    await login(page, company);
    await page.goto("/applications");
    const selectAll = page.getByLabel("Select all on this page");
    const bulkButton = (name: string) =>
      page.getByRole("button", { name: `${name} the selected applications` });
    // When not all of the selection would change: "Accept 1 of the 3 selected applications".
    const bulkPart = (name: string, fits: number, selected: number) =>
      page.getByRole("button", { name: `${name} ${fits} of the ${selected} selected applications` });

    await test.step("select all, then Start Review moves them at once", async () => {
      await expect(page.getByText("None selected")).toBeVisible();
      await expect(bulkButton("Start Review")).toBeDisabled();
      await selectAll.check();
      await expect(page.getByText("3 selected", { exact: true })).toBeVisible();
      await bulkButton("Start Review").click();
      await expect(toast(page, "3 applications moved to review")).toBeVisible();
      await expect(page.getByText("None selected")).toBeVisible();
      for (const student of students) {
        await expect(
          applicationCard(page, student.email).getByText("Reviewing", { exact: true }),
        ).toBeVisible();
      }
    });

    await test.step("two are rejected together, asked first, and can be undone together", async () => {
      for (const student of students.slice(0, 2)) {
        await page.getByLabel(`Select ${student.name}`).first().check();
      }
      await expect(page.getByText("2 selected", { exact: true })).toBeVisible();
      await expect(selectAll).not.toBeChecked();
      await bulkButton("Reject").click();
      const dialog = page.getByRole("dialog", { name: "Reject 2 applications?" });
      await expect(dialog.getByLabel("Message", { exact: true })).toHaveValue(/^Hi \{name\},/);
      await dialog.getByRole("button", { name: "Reject", exact: true }).click();
      await expect(toast(page, "Rejecting 2 applications")).toContainText("Each applicant is told in");
      await expect(page.getByText("Rejecting", { exact: true })).toHaveCount(2);
      await toast(page, "Rejecting 2 applications").getByRole("button", { name: "Undo" }).click();
      await expect(toast(page, "Decisions undone")).toBeVisible();
      await expect(page.getByText("Rejecting", { exact: true })).toHaveCount(0);
    });

    await test.step("rejected again; an Accept of all three says beforehand it changes one, and names the two that are waiting", async () => {
      for (const student of students.slice(0, 2)) {
        await page.getByLabel(`Select ${student.name}`).first().check();
      }
      await bulkButton("Reject").click();
      await page
        .getByRole("dialog", { name: "Reject 2 applications?" })
        .getByRole("button", { name: "Reject", exact: true })
        .click();
      await expect(page.getByText("Rejecting", { exact: true })).toHaveCount(2);

      await selectAll.check();
      // Each button says how many of the three it would change: none can start a review, one can be decided.
      await expect(bulkPart("Start Review", 0, 3)).toBeDisabled();
      await expect(bulkPart("Start Review", 0, 3)).toContainText("(0 of 3)");
      await expect(bulkPart("Reject", 1, 3)).toContainText("(1 of 3)");
      await expect(bulkPart("Accept", 1, 3)).toContainText("(1 of 3)");
      await bulkPart("Accept", 1, 3).click();
      const dialog = page.getByRole("dialog", { name: "Accept 1 of 3 selected applications?" });
      await expect(dialog).toContainText(
        "1 of the 3 selected applications will be accepted; 2 cannot change now and will be left as they are:",
      );
      const left = dialog.getByRole("listitem");
      await expect(left).toHaveCount(2);
      for (const student of students.slice(0, 2)) {
        await expect(left.filter({ hasText: student.name })).toHaveText(
          `${student.name}: a decision is waiting to take effect`,
        );
      }
      await dialog.getByRole("button", { name: "Accept", exact: true }).click();
      await expect(toast(page, "Accepting 1 application")).toContainText("The applicant is told in");
      const report = page.getByRole("status").filter({ hasText: "2 applications left as they were" });
      await expect(report).toContainText("A decision on this application is waiting to take effect");
    });

    await test.step("after the window, the statuses took effect", async () => {
      await expect(page.getByText("Rejecting")).toHaveCount(0, { timeout: TAKES_EFFECT_MS });
      await expect(page.getByText("Accepting")).toHaveCount(0, { timeout: TAKES_EFFECT_MS });
      const statuses = [];
      for (const student of students) {
        const studentApi = await signedInApi(playwright, e2e.appUrl, student);
        statuses.push((await myApplications(studentApi)).items[0]?.status);
        await studentApi.dispose();
      }
      expect(statuses).toEqual(["rejected", "rejected", "accepted"]);

      // All three decided: nothing selected can change, and every button says so before a click.
      await selectAll.check();
      for (const action of ["Start Review", "Accept", "Reject"]) {
        await expect(bulkPart(action, 0, 3)).toBeDisabled();
      }
    });
  });

  test("the applicant dialog carries the status actions, cover letter and resume, and walks the list", async ({
    page,
  }) => {
    await login(page, { email: "talent@nimbuslabs.demo.internpath.app", password: "demo-pass-2026" });
    await page.goto("/applications");
    const cards = page.getByRole("article");
    await expect(cards.first()).toBeVisible();
    const names = await cards.getByRole("heading", { level: 3 }).allTextContents();
    expect(names.length).toBeGreaterThan(1);

    await cards
      .first()
      .getByRole("button", { name: /^View Profile/ })
      .click();
    const dialog = page.getByRole("dialog", { name: names[0] });
    await expect(dialog.getByRole("heading", { name: "Cover Letter" })).toBeVisible();
    await expect(dialog.getByRole("heading", { name: "Resume" })).toBeVisible();
    await expect(dialog.getByRole("link", { name: "Download" })).toBeVisible();
    await expect(dialog.getByText(`1 of ${names.length} on this page`)).toBeVisible();
    await expect(dialog.getByRole("button", { name: "Previous applicant" })).toBeDisabled();

    await dialog.getByRole("button", { name: "Next applicant" }).click();
    await expect(page.getByRole("dialog", { name: names[1] })).toBeVisible();
    await expect(page.getByText(`2 of ${names.length} on this page`)).toBeVisible();
    // The arrow keys do the same, from anywhere in the dialog but a text field.
    await page.keyboard.press("ArrowLeft");
    await expect(page.getByRole("dialog", { name: names[0] })).toBeVisible();
    await page.keyboard.press("Escape");
    await expect(page.getByRole("dialog")).toHaveCount(0);
  });
});

for (const { name, viewport } of [
  { name: "desktop", viewport: { width: 1280, height: 900 } },
  { name: "phone", viewport: { width: 390, height: 844 } },
] as const) {
  test.describe(`the waiting decision's toast on ${name}`, () => {
    test.use({ viewport });

    test(`says what the card says (a clock, 'Accepting', the seconds, Undo) and never shows a tick before the decision took effect (${name})`, async ({
      page,
      request,
      mailbox,
      playwright,
      e2e,
    }) => {
      test.setTimeout(120_000);
      const company = await verifiedAccount(request, mailbox, "company", `toast-company-${name}`);
      const student = await verifiedAccount(request, mailbox, "student", `toast-student-${name}`);
      student.name = `Toast Student ${name}`;
      const companyApi = await signedInApi(playwright, e2e.appUrl, company);
      const studentApi = await signedInApi(playwright, e2e.appUrl, student);
      const internship = await createInternship(companyApi, { title: `Toast Intern ${name}` });
      await updateProfile(studentApi, { fullName: student.name });
      await uploadResume(studentApi);
      const { application } = await applyTo(studentApi, internship.id, "Hello!");
      const review = await companyApi.patch(`/api/applications/${application.id}/status`, {
        data: { status: "reviewing" },
      });
      expect(review.ok()).toBe(true);
      await Promise.all([companyApi.dispose(), studentApi.dispose()]);

      await login(page, company);
      await page.goto("/applications");
      const card = applicationCard(page, student.email);
      /** The toast's bar: its icon beside the message. */
      const bar = (message: Locator) => message.locator("xpath=..");

      await test.step("Accept: the toast waits with the card, and its Undo undoes it", async () => {
        await card.getByRole("button", { name: /^Accept/ }).click();
        await page
          .getByRole("dialog", { name: `Accept ${student.name}?` })
          .getByRole("button", { name: "Accept", exact: true })
          .click();
        const waiting = toast(page, `Accepting ${student.name}'s application`);
        await expect(waiting).toContainText(`${student.name} is told in`);
        await expect(card.getByText("Accepting", { exact: true })).toBeVisible();
        await expect(bar(waiting).locator("svg.lucide-clock")).toBeVisible();
        await expect(toast(page, "accepted")).toHaveCount(0);
        await expectNoSeriousViolations(page);
        await waiting.getByRole("button", { name: "Undo" }).click();
        await expect(toast(page, "Decision undone")).toBeVisible();
        await expect(waiting).toHaveCount(0);
        await expect(card.getByRole("button", { name: /^Accept/ })).toBeVisible();
      });

      await test.step("Reject and let it take effect: the toast leaves with the window, no tick at any point", async () => {
        await card.getByRole("button", { name: /^Reject/ }).click();
        await page
          .getByRole("dialog", { name: `Reject ${student.name}?` })
          .getByRole("button", { name: "Reject", exact: true })
          .click();
        const waiting = toast(page, `Rejecting ${student.name}'s application`);
        await expect(waiting).toContainText(`${student.name} is told in`);
        await expect(bar(waiting).locator("svg.lucide-clock")).toBeVisible();
        await expect(card.getByText("Rejecting", { exact: true })).toBeVisible();
        await expect(card.getByText("Rejected", { exact: true })).toBeVisible({ timeout: TAKES_EFFECT_MS });
        await expect(waiting).toHaveCount(0);
        await expect(toast(page, "rejected")).toHaveCount(0);
      });
    });
  });
}
