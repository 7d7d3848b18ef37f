import { DEMO, expect, login, test } from "./fixtures.ts";
import { expectNoSeriousViolations } from "./support/axe.ts";

const VIEWPORTS = [
  { name: "desktop", viewport: { width: 1280, height: 900 } },
  { name: "phone", viewport: { width: 390, height: 844 } },
] as const;

for (const { name, viewport } of VIEWPORTS) {
  test.describe(`student screens on ${name}`, () => {
    test.use({ viewport });

    test.beforeEach(async ({ page }) => {
      await login(page, DEMO.student);
    });

    test(`axe: browse internships with filters open (${name})`, async ({ page }) => {
      await page.goto("/internships");
      await expect(
        page.getByRole("list", { name: "Internships" }).getByRole("article").first(),
      ).toBeVisible();
      await page.getByRole("button", { name: "Filters" }).click();
      await expect(page.getByLabel("Internship Type")).toBeVisible();
      await expectNoSeriousViolations(page);
    });

    test(`axe: internship details with the cover letter form (${name})`, async ({ page }) => {
      // Maya has not applied to the platform internship in the demo data.
      await page.goto("/internships?q=Platform%20Engineering");
      await page
        .getByRole("link", { name: /View Details/ })
        .first()
        .click();
      await expect(page.getByRole("heading", { name: "About the Company" })).toBeVisible();
      await expect(page.getByText("Loading similar internships...")).toHaveCount(0);
      await page.getByRole("button", { name: "Apply Now" }).click();
      await expect(page.getByLabel("Cover Letter")).toBeVisible();
      await expectNoSeriousViolations(page);
    });

    test(`axe: internship details with an application timeline (${name})`, async ({ page }) => {
      await page.goto("/applications");
      await page
        .getByRole("link", { name: /View Internship/ })
        .first()
        .click();
      await expect(page.getByRole("heading", { name: "Application Status" })).toBeVisible();
      await expect(page.getByText("Loading similar internships...")).toHaveCount(0);
      await expectNoSeriousViolations(page);
    });

    test(`axe: my applications and the resume viewer (${name})`, async ({ page }) => {
      await page.goto("/applications");
      await expect(
        page.getByRole("list", { name: "Applications" }).getByRole("article").first(),
      ).toBeVisible();
      await expectNoSeriousViolations(page);
      await page
        .getByRole("button", { name: /View Resume/ })
        .first()
        .click();
      await expect(page.getByRole("dialog")).toBeVisible();
      await expectNoSeriousViolations(page);
    });

    test(`axe: bookmarks (${name})`, async ({ page }) => {
      await page.goto("/bookmarks");
      await expect(page.getByRole("heading", { level: 1, name: "Bookmarks" })).toBeVisible();
      await expect(
        page.getByRole("heading", { name: "No bookmarks yet" }).or(page.getByRole("article").first()),
      ).toBeVisible();
      await expectNoSeriousViolations(page);
    });

    test(`axe: student dashboard (${name})`, async ({ page }) => {
      await page.goto("/dashboard");
      await expect(page.getByRole("heading", { name: "Recent Applications" })).toBeVisible();
      await expect(page.getByRole("heading", { name: "Recommended for you" })).toBeVisible();
      await expectNoSeriousViolations(page);
    });
  });
}
