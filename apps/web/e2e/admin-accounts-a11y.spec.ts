import { DEMO, expect, login, test } from "./fixtures.ts";
import { expectNoSeriousViolations } from "./support/axe.ts";

const VIEWPORTS = [
  { name: "desktop", width: 1280, height: 900 },
  { name: "phone", width: 390, height: 844 },
] as const;

/** The demo's Nimbus Labs and Maya Patel, found through the API as the admin. */
async function demoIds(page: import("@playwright/test").Page) {
  const companies = await (await page.request.get("/api/admin/companies?q=Nimbus")).json();
  const students = await (await page.request.get("/api/admin/students?q=maya@student")).json();
  return { companyId: companies.items[0].id as string, studentId: students.items[0].id as string };
}

for (const viewport of VIEWPORTS) {
  test.describe(`admin account screens (${viewport.name})`, () => {
    test.use({ viewport: { width: viewport.width, height: viewport.height } });

    test.beforeEach(async ({ page }) => {
      await login(page, DEMO.admin);
    });

    test(`axe: dashboard and the invite dialog (${viewport.name})`, async ({ page }) => {
      await page.goto("/admin");
      await expect(page.getByRole("heading", { name: "Activity Summary" })).toBeVisible();
      await expect(page.getByRole("list", { name: "Administrators" })).toBeVisible();
      await expectNoSeriousViolations(page);
      await page.getByRole("button", { name: "Invite administrator" }).click();
      await expect(page.getByRole("dialog")).toBeVisible();
      await expectNoSeriousViolations(page);
    });

    test(`axe: companies, with a delete confirmation open (${viewport.name})`, async ({ page }) => {
      await page.goto("/admin/companies");
      const deleteButton = page.getByRole("button", { name: "Delete Nimbus Labs" });
      await expect(deleteButton).toBeVisible();
      await expectNoSeriousViolations(page);
      await deleteButton.click();
      await expect(page.getByRole("alertdialog")).toContainText(
        "Are you sure you want to delete this company? This action cannot be undone.",
      );
      await expectNoSeriousViolations(page);
      await page.keyboard.press("Escape");
      await expect(deleteButton).toBeFocused();
    });

    test(`axe: add company, empty and showing errors (${viewport.name})`, async ({ page }) => {
      await page.goto("/admin/companies/add");
      await expect(page.getByRole("heading", { level: 1, name: "Add Company" })).toBeVisible();
      await expectNoSeriousViolations(page);
      await page.getByRole("button", { name: "Add Company" }).click();
      await expect(page.getByText("Company name is required")).toBeVisible();
      await expectNoSeriousViolations(page);
    });

    test(`axe: company profile and edit company (${viewport.name})`, async ({ page }) => {
      const { companyId } = await demoIds(page);
      await page.goto(`/admin/companies/${companyId}`);
      await expect(page.getByRole("heading", { level: 1, name: "Nimbus Labs" })).toBeVisible();
      await expect(page.getByRole("heading", { name: "Recent Applications" })).toBeVisible();
      await expectNoSeriousViolations(page);
      await page.goto(`/admin/companies/edit/${companyId}`);
      await expect(page.getByLabel("Company Name")).toHaveValue("Nimbus Labs");
      await expectNoSeriousViolations(page);
    });

    test(`axe: a missing company's error panel (${viewport.name})`, async ({ page }) => {
      await page.goto("/admin/companies/00000000-0000-4000-8000-000000000000");
      await expect(page.getByText("Error Loading Company")).toBeVisible();
      await expect(page.getByText("Company not found")).toBeVisible();
      await expect(page.getByRole("link", { name: "Back to Companies List" })).toBeVisible();
      await expectNoSeriousViolations(page);
    });

    test(`axe: students, the profile modal and the resume (${viewport.name})`, async ({ page }) => {
      await page.goto("/admin/students");
      const view = page.getByRole("button", { name: "View details Maya Patel" });
      await expect(view).toBeVisible();
      await expectNoSeriousViolations(page);
      await view.click();
      const dialog = page.getByRole("dialog");
      await expect(dialog.getByRole("heading", { name: "Maya Patel" })).toBeVisible();
      await expect(dialog.getByText("University of Edinburgh").first()).toBeVisible();
      await expectNoSeriousViolations(page);
    });

    test(`axe: add student, student page and edit student (${viewport.name})`, async ({ page }) => {
      await page.goto("/admin/students/add");
      await page.getByRole("button", { name: "Add Student" }).click();
      await expect(page.getByText("University name is required")).toBeVisible();
      await expectNoSeriousViolations(page);

      const { studentId } = await demoIds(page);
      await page.goto(`/admin/students/${studentId}`);
      await expect(page.getByRole("heading", { level: 1, name: "Maya Patel" })).toBeVisible();
      await expect(page.getByRole("heading", { name: "Recent Applications" })).toBeVisible();
      await expectNoSeriousViolations(page);
      await page.goto(`/admin/students/edit/${studentId}`);
      await expect(page.getByLabel("Full Name")).toHaveValue("Maya Patel");
      await expectNoSeriousViolations(page);
    });
  });
}
