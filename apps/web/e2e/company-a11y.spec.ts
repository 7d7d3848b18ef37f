import { DEMO, expect, login, test } from "./fixtures.ts";
import { expectNoSeriousViolations } from "./support/axe.ts";

const VIEWPORTS = [
  { name: "desktop", width: 1280, height: 900 },
  { name: "phone", width: 390, height: 844 },
] as const;

for (const viewport of VIEWPORTS) {
  test.describe(`company screens (${viewport.name})`, () => {
    test.use({ viewport: { width: viewport.width, height: viewport.height } });

    test.beforeEach(async ({ page }) => {
      await login(page, DEMO.company);
    });

    test(`axe: company dashboard (${viewport.name})`, async ({ page }) => {
      await page.goto("/dashboard");
      await expect(page.getByRole("heading", { name: "Recent Applications" })).toBeVisible();
      await expect(page.getByRole("heading", { name: "Active Internships" })).toBeVisible();
      await expectNoSeriousViolations(page);
    });

    test(`axe: manage internships, with a delete confirmation open (${viewport.name})`, async ({ page }) => {
      await page.goto("/manage-internships");
      const deleteButton = page.getByRole("button", { name: /^Delete/ }).first();
      await expect(deleteButton).toBeVisible();
      await expectNoSeriousViolations(page);

      await deleteButton.click();
      await expect(page.getByRole("button", { name: "Cancel", exact: true })).toBeFocused();
      await expectNoSeriousViolations(page);
      await page.keyboard.press("Escape");
      await expect(deleteButton).toBeFocused();
    });

    test(`axe: internship form, empty and showing errors (${viewport.name})`, async ({ page }) => {
      await page.goto("/internships/create");
      await expect(page.getByRole("heading", { level: 1, name: "Post New Internship" })).toBeVisible();
      await expectNoSeriousViolations(page);
      await page.getByRole("button", { name: "Create Internship" }).click();
      await expect(page.getByText("Title is required")).toBeVisible();
      await expectNoSeriousViolations(page);
    });

    test(`axe: edit internship form (${viewport.name})`, async ({ page }) => {
      await page.goto("/manage-internships");
      await page.getByRole("link", { name: /^Edit/ }).first().click();
      await expect(page.getByRole("heading", { level: 1, name: "Edit Internship" })).toBeVisible();
      await expect(page.getByLabel("Title", { exact: true })).not.toHaveValue("");
      await expectNoSeriousViolations(page);
    });

    test(`axe: review applications and the applicant profile (${viewport.name})`, async ({ page }) => {
      await page.goto("/applications");
      const firstCard = page.getByRole("article").first();
      await expect(firstCard).toBeVisible();
      await expectNoSeriousViolations(page);

      await firstCard.getByRole("button", { name: /^View Profile/ }).click();
      await expect(page.getByRole("dialog")).toBeVisible();
      await expectNoSeriousViolations(page);
    });
  });
}
