import type { Locator, Page } from "@playwright/test";
import { DEMO, expect, login, test } from "./fixtures.ts";
import { expectPath } from "./support/shell.ts";

/*
 * After a failed submit, focus moves to the first field in error, whose message is its description, on
 * every form (docs/product.md, "Interface conventions"). A screen-reader or keyboard user lands where the
 * problem is. These submits are all refused, so the demo accounts stay unchanged.
 */

async function expectFocusedError(field: Locator, message: string) {
  await expect(field).toBeFocused();
  await expect(field).toHaveAttribute("aria-invalid", "true");
  await expect(field).toHaveAccessibleDescription(new RegExp(message));
}

async function submit(page: Page, name: string) {
  await page.getByRole("button", { name, exact: true }).click();
}

test("sign-up: the first empty field, then the next one once that is filled", async ({ page }) => {
  await page.goto("/auth/signup");
  await submit(page, "Create Account");
  await expectFocusedError(page.getByLabel("Full Name"), "Full name is required");
  await page.getByLabel("Full Name").fill("Robin Example");
  await page.getByLabel("University").fill("Example University");
  await submit(page, "Create Account");
  await expectFocusedError(page.getByLabel("Email Address"), "Email is required");
});

test("sign-in: an empty form focuses the email", async ({ page }) => {
  await page.goto("/auth/signin");
  await submit(page, "Sign in");
  await expectFocusedError(page.getByLabel("Email", { exact: false }).first(), "Email is required");
});

test("internship form: the first invalid field in page order, with a message that reads well", async ({
  page,
}) => {
  await login(page, DEMO.company);
  await page.goto("/internships/create");
  await expect(page.getByRole("heading", { level: 1, name: "Post New Internship" })).toBeVisible();
  await page.getByLabel("Title", { exact: true }).fill("Focus test internship");
  await page.getByLabel("Location").fill("Remote");
  await page.getByLabel("Duration").fill("3 months");
  await page.getByLabel("Description").fill("What the intern does.");
  await submit(page, "Create Internship");
  await expectFocusedError(page.getByLabel("Requirements"), "Requirements are required");
  await expectPath(page, "/internships/create");
});

test("profile: a cleared name is focused, and nothing is saved", async ({ page }) => {
  await login(page, DEMO.student);
  await page.goto("/profile");
  await page.getByRole("button", { name: "Edit Profile" }).click();
  const name = page.getByLabel("Full Name");
  await name.fill("   ");
  // Focus elsewhere first, so the test sees focus move back.
  await page.getByLabel("Location").focus();
  await submit(page, "Save Changes");
  await expectFocusedError(name, "Full name is required");
});

test("apply: a cover letter over the limit is focused", async ({ page }) => {
  await login(page, DEMO.student);
  await page.goto("/internships");
  // A posting the demo student has not applied to yet offers Apply Now.
  const cards = page.getByRole("article");
  await expect(cards.first()).toBeVisible();
  const count = await cards.count();
  let opened = false;
  for (let index = 0; index < count && !opened; index += 1) {
    await page.goto("/internships");
    await cards
      .nth(index)
      .getByRole("link", { name: /View Details/ })
      .click();
    await expect(page.getByRole("button", { name: /^Saved? / }).first()).toBeVisible();
    const apply = page.getByRole("button", { name: "Apply Now" });
    if (await apply.isVisible()) {
      await apply.click();
      opened = true;
    }
  }
  test.skip(!opened, "every demo posting already has the student's application");
  const letter = page.getByLabel(/Cover Letter/i);
  await letter.evaluate((element) => element.removeAttribute("maxlength"));
  await letter.fill("x".repeat(10_001));
  await page.getByRole("button", { name: /^Submit/ }).click();
  await expect(letter).toBeFocused();
  await expect(letter).toHaveAttribute("aria-invalid", "true");
});

for (const { role, account } of [
  { role: "student", account: DEMO.student },
  { role: "admin", account: DEMO.admin },
] as const) {
  test(`new message (${role}): sending with no recipient focuses the recipient`, async ({ page }) => {
    await login(page, account);
    await page.goto("/messages");
    await page.getByRole("button", { name: "Compose" }).click();
    const dialog = page.getByRole("dialog", { name: "New Message" });
    await dialog.getByLabel("Message").fill("Hello");
    await dialog.getByRole("button", { name: "Send Message" }).click();
    await expect(dialog.getByText("Please fill in all required fields")).toBeVisible();
    // The admin searches for a recipient (a combobox); others pick one from a list.
    await expect(dialog.getByLabel("Recipient", { exact: true })).toBeFocused();
  });
}
