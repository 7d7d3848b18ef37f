import type { Locator, Page } from "@playwright/test";
import { DEMO, expect, login, test } from "./fixtures.ts";
import { applyTo, createInternship, signedInApi, uploadResume, verifiedAccount } from "./support/api-data.ts";
import { expectNoSeriousViolations } from "./support/axe.ts";

function toast(page: Page, text: string): Locator {
  return page.getByRole("status").filter({ hasText: text });
}

function inboxTab(page: Page): Locator {
  return page.getByRole("tab", { name: /Inbox/ });
}

test.describe("messages", () => {
  test.use({ viewport: { width: 1280, height: 900 } });

  test("a student who applied writes to the company, which reads it and replies", async ({
    page,
    request,
    mailbox,
    playwright,
    e2e,
  }) => {
    test.setTimeout(120_000);
    const company = await verifiedAccount(request, mailbox, "company", "messages-company");
    const student = await verifiedAccount(request, mailbox, "student", "messages-student");
    const companyApi = await signedInApi(playwright, e2e.appUrl, company);
    const studentApi = await signedInApi(playwright, e2e.appUrl, student);
    const companyId = ((await (await companyApi.get("/api/me")).json()) as { user: { id: string } }).user.id;
    const subject = `Question about the role ${Date.now().toString(36)}`;

    await test.step("the student applies (through the API)", async () => {
      const internship = await createInternship(companyApi, {
        title: `Messaging Intern ${Date.now().toString(36)}`,
      });
      await uploadResume(studentApi);
      await applyTo(studentApi, internship.id, "Hello!");
    });

    await test.step("the Message link opens compose for the company; sending needs a text", async () => {
      await login(page, student);
      await page.goto("/messages");
      await expect(page.getByText("No messages found")).toBeVisible();
      await expect(page.getByText("No messages to display")).toBeVisible();
      await page.getByRole("button", { name: "Send your first message" }).click();
      await page.getByRole("dialog", { name: "New Message" }).getByRole("button", { name: "Cancel" }).click();
      await expect(page.getByRole("dialog")).toBeHidden();

      await page.goto(`/messages?recipient=${companyId}`);
      const dialog = page.getByRole("dialog", { name: "New Message" });
      await expect(dialog).toBeVisible();
      await expect(dialog.getByLabel("Recipient")).toHaveValue(companyId);
      await expect(dialog.locator('optgroup[label="Administrators"]')).toBeAttached();
      await expect(dialog.locator('optgroup[label="Companies"] option')).toHaveText([
        "Casey Recruiter (E2E Widgets)",
      ]);
      await dialog.getByLabel("Subject").fill(subject);
      await dialog.getByRole("button", { name: "Send Message" }).click();
      await expect(dialog.getByText("Please fill in all required fields")).toBeVisible();
      await dialog.getByLabel("Message").fill("Hello,\nis the role open to part-time students?\nThanks");
      await dialog.getByRole("button", { name: "Send Message" }).click();
      await expect(toast(page, "Message sent successfully!")).toBeVisible();
      await expect(dialog).toBeHidden();
      await expect(page).not.toHaveURL(/recipient=/);
      await page.getByRole("tab", { name: "Sent" }).click();
      await expect(page.getByRole("list", { name: "Sent messages" }).getByText(subject)).toBeVisible();
    });

    await test.step("the company sees it unread in the Inbox, opens it and the badge drops", async () => {
      await page.context().clearCookies();
      await login(page, company);
      await page.goto("/messages");
      await expect(page.getByRole("heading", { level: 1, name: "Messages" })).toBeVisible();
      await expect(inboxTab(page).getByTestId("unread-count")).toHaveText(/^1/);
      await expect(page.getByText("Select a message to view its contents")).toBeVisible();
      const row = page
        .getByRole("list", { name: "Inbox messages" })
        .getByRole("button")
        .filter({ hasText: subject });
      await expect(row).toContainText("Unread");
      await expect(row).toContainText("Sam Student");
      await row.click();
      const message = page.getByRole("article");
      await expect(message.getByRole("heading", { name: subject })).toBeVisible();
      await expect(message).toContainText(student.email);
      // Line breaks are kept: three lines of text.
      const text = message.locator("p.whitespace-pre-wrap");
      await expect(text).toHaveText("Hello,\nis the role open to part-time students?\nThanks");
      await expect(inboxTab(page).getByTestId("unread-count")).toHaveCount(0);
      await expect(row).not.toContainText("Unread");
    });

    await test.step("a new message reaches the open Inbox live: the badge rises without a reload", async () => {
      const followUp = `Follow-up ${Date.now().toString(36)}`;
      const sent = await studentApi.post("/api/messages", {
        data: { recipientId: companyId, subject: followUp, messageText: "One more thing." },
      });
      expect(sent.status()).toBe(201);
      await expect(inboxTab(page).getByTestId("unread-count")).toHaveText(/^1/);
      await expect(page.getByRole("list", { name: "Inbox messages" }).getByText(followUp)).toBeVisible();
      await page
        .getByRole("list", { name: "Inbox messages" })
        .getByRole("button")
        .filter({ hasText: subject })
        .click();
    });

    await test.step("the company replies: 'Re: ' and the student are filled in", async () => {
      await page.getByRole("button", { name: "Reply" }).click();
      const dialog = page.getByRole("dialog", { name: "New Message" });
      await expect(dialog.getByLabel("Subject")).toHaveValue(`Re: ${subject}`);
      await expect(dialog.getByLabel("Recipient").locator("option:checked")).toHaveText("Sam Student");
      await dialog.getByLabel("Message").fill("Yes, it is. Best of luck!");
      await dialog.getByRole("button", { name: "Send Message" }).click();
      await expect(toast(page, "Message sent successfully!")).toBeVisible();
      const reply = (await (await studentApi.get("/api/messages?box=inbox")).json()) as {
        items: { subject: string; isRead: boolean }[];
      };
      expect(reply.items[0]).toMatchObject({ subject: `Re: ${subject}`, isRead: false });
      // The student is also told by mail (the outbox worker sends it a moment later), with a link to Messages.
      const mail = await mailbox.waitFor({ to: student.email, subject: "New message" });
      expect(mail.text).toContain(`Re: ${subject}`);
      expect(mail.text).toMatch(/\/messages\b/);
    });

    await test.step("compose with an empty message says what is missing", async () => {
      await page.getByRole("button", { name: "Compose" }).click();
      const dialog = page.getByRole("dialog", { name: "New Message" });
      await dialog.getByLabel("Recipient").selectOption({ label: "Sam Student" });
      await dialog.getByRole("button", { name: "Send Message" }).click();
      await expect(dialog.getByText("Please fill in all required fields")).toBeVisible();
      await expect(dialog.getByLabel("Message")).toHaveAttribute("aria-invalid", "true");
      await dialog.getByRole("button", { name: "Cancel" }).click();
      await expect(dialog).toBeHidden();
    });

    await companyApi.dispose();
    await studentApi.dispose();
  });
});

test.describe("message buttons", () => {
  test.use({ viewport: { width: 1280, height: 900 } });

  test("are offered only where the rule allows, open compose on the right person, and say whom one may write to", async ({
    page,
    request,
    mailbox,
    playwright,
    e2e,
  }) => {
    test.setTimeout(120_000);
    const token = Date.now().toString(36);
    const company = await verifiedAccount(request, mailbox, "company", "message-buttons-company");
    const student = await verifiedAccount(request, mailbox, "student", "message-buttons-student");
    const companyApi = await signedInApi(playwright, e2e.appUrl, company);
    const studentApi = await signedInApi(playwright, e2e.appUrl, student);
    const companyId = ((await (await companyApi.get("/api/me")).json()) as { user: { id: string } }).user.id;
    const studentId = ((await (await studentApi.get("/api/me")).json()) as { user: { id: string } }).user.id;
    const applied = await createInternship(companyApi, { title: `Applied Intern ${token}` });
    const other = await createInternship(companyApi, { title: `Other Intern ${token}` });
    await companyApi.dispose();

    await test.step("before applying, a posting says how to message its company", async () => {
      await login(page, student);
      await page.goto(`/internships/${applied.id}`);
      await expect(page.getByText("Apply to message this company.")).toBeVisible();
      await expect(page.getByRole("link", { name: "Message Company" })).toHaveCount(0);
    });

    await test.step("after applying to one posting, every posting of the company offers Message Company", async () => {
      await uploadResume(studentApi);
      await applyTo(studentApi, applied.id, "Hello!");
      await studentApi.dispose();
      await page.goto(`/internships/${other.id}`);
      await page.getByRole("link", { name: "Message Company" }).click();
      const dialog = page.getByRole("dialog", { name: "New Message" });
      await expect(dialog).toContainText("Write to an administrator or to a company you applied to.");
      await expect(dialog.getByLabel("Recipient")).toHaveValue(companyId);
      await expect(dialog.getByText("You cannot message the person this link was for.")).toHaveCount(0);
    });

    await test.step("the company messages an applicant from the card and from the applicant dialog", async () => {
      await page.context().clearCookies();
      await login(page, company);
      await page.goto("/applications");
      const card = page.getByRole("article", { name: "Sam Student" }).filter({ hasText: applied.title });
      await card.getByRole("link", { name: /^Message ?, Sam Student$/ }).click();
      const dialog = page.getByRole("dialog", { name: "New Message" });
      await expect(dialog).toContainText(
        "Write to an administrator or to a student who applied to one of your internships.",
      );
      await expect(dialog.getByLabel("Recipient")).toHaveValue(studentId);
      await expect(dialog.getByText("You cannot message the person this link was for.")).toHaveCount(0);

      await page.goto("/applications");
      await card.getByRole("button", { name: /^View Profile ?, Sam Student$/ }).click();
      const profile = page.getByRole("dialog", { name: "Sam Student" });
      await profile.getByRole("link", { name: /^Message ?, Sam Student$/ }).click();
      await expect(page.getByRole("dialog", { name: "New Message" }).getByLabel("Recipient")).toHaveValue(
        studentId,
      );
    });
  });
});

const VIEWPORTS = [
  { name: "desktop", viewport: { width: 1280, height: 900 } },
  { name: "phone", viewport: { width: 390, height: 844 } },
] as const;

for (const { name, viewport } of VIEWPORTS) {
  test.describe(`messages on ${name}`, () => {
    test.use({ viewport });

    test(`axe: the list, a message and compose (${name})`, async ({ page }) => {
      await login(page, DEMO.student);
      await page.goto("/messages");
      const list = page.getByRole("list", { name: "Inbox messages" });
      await expect(list.getByRole("button").first()).toBeVisible();
      await expectNoSeriousViolations(page);
      await page.screenshot({ path: `e2e/.artifacts/messages-list-${viewport.width}.png`, fullPage: true });

      await list.getByRole("button").first().click();
      await expect(page.getByRole("button", { name: "Back to List" })).toBeVisible();
      if (name === "phone") await expect(list).toBeHidden();
      await expectNoSeriousViolations(page);
      await page.screenshot({ path: `e2e/.artifacts/messages-detail-${viewport.width}.png`, fullPage: true });

      await page.getByRole("button", { name: "Back to List" }).click();
      await expect(list).toBeVisible();
      await expect(list.getByRole("button").first()).toBeFocused();

      await page.getByRole("button", { name: "Compose" }).click();
      await expect(page.getByRole("dialog", { name: "New Message" }).getByLabel("Recipient")).toBeVisible();
      await expectNoSeriousViolations(page);
      await page.screenshot({ path: `e2e/.artifacts/messages-compose-${viewport.width}.png` });
    });
  });
}
