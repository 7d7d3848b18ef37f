import { DEMO, expect, login, test } from "./fixtures.ts";
import { expectPath, ROLE_LABELS, SIDE_MENU } from "./support/shell.ts";

const ACCOUNTS = { student: DEMO.student, company: DEMO.company, admin: DEMO.admin } as const;

test.describe("signed-in layout on a desktop", () => {
  for (const role of ["student", "company", "admin"] as const) {
    test(`${role}: side menu and user menu`, async ({ page }) => {
      await login(page, ACCOUNTS[role]);
      await page.goto("/dashboard");
      await expectPath(page, role === "admin" ? "/admin" : "/dashboard");

      const menu = page.getByRole("navigation", { name: "Main menu" });
      await expect(menu.getByRole("link")).toHaveText(SIDE_MENU[role]);
      await expect(menu.getByRole("link", { name: "Dashboard" })).toHaveAttribute("aria-current", "page");
      await expect(page.getByRole("button", { name: "Open menu" })).toBeHidden();

      await page.getByRole("button", { name: /^Account menu for / }).click();
      const userMenu = page.getByRole("menu");
      await expect(userMenu).toContainText(`Signed in as ${ROLE_LABELS[role]}`);
      await expect(userMenu.getByRole("menuitem", { name: "Your Profile" })).toBeVisible();
      await expect(userMenu.getByRole("menuitem", { name: "Sign Out" })).toBeVisible();
      await page.keyboard.press("Escape");
      await expect(userMenu).toBeHidden();
    });
  }

  test("signing out from the user menu ends the session", async ({ page }) => {
    await login(page, DEMO.student);
    await page.goto("/dashboard");
    await page.getByRole("button", { name: /^Account menu for / }).click();
    await page.getByRole("menuitem", { name: "Sign Out" }).click();
    await expectPath(page, "/auth/signin");
    await page.goto("/dashboard");
    await expectPath(page, "/auth/signin");
  });
});

test.describe("signed-in layout on a phone", () => {
  test.use({ viewport: { width: 390, height: 844 }, hasTouch: true });

  test("the side menu is a drawer behind a button in the top bar", async ({ page }) => {
    await login(page, DEMO.student);
    await page.goto("/dashboard");
    await expectPath(page, "/dashboard");

    // No side menu on the page itself, only a button in the top bar, which covers none of the page.
    await expect(page.getByRole("navigation", { name: "Main menu" })).toBeHidden();
    const openButton = page.getByRole("banner").getByRole("button", { name: "Open menu" });
    await expect(openButton).toBeVisible();
    const box = await openButton.boundingBox();
    expect(box!.y + box!.height).toBeLessThanOrEqual(64);
    expect(box!.height).toBeGreaterThanOrEqual(44);
    const drawer = page.getByRole("dialog", { name: "Menu" });

    await test.step("opens, and closes with its close button", async () => {
      await openButton.click();
      await expect(drawer).toBeVisible();
      await expect(drawer.getByRole("navigation", { name: "Main menu" }).getByRole("link")).toHaveText(
        SIDE_MENU.student,
      );
      await expect(drawer).toContainText(`Signed in as ${ROLE_LABELS.student}`);
      await drawer.getByRole("button", { name: "Close menu" }).click();
      await expect(drawer).toBeHidden();
      await expect(openButton).toBeFocused();
    });

    await test.step("closes with Escape", async () => {
      await openButton.click();
      await expect(drawer).toBeVisible();
      await page.keyboard.press("Escape");
      await expect(drawer).toBeHidden();
    });

    await test.step("closes when a link is chosen, and that page opens", async () => {
      await openButton.click();
      await drawer.getByRole("link", { name: "My Applications" }).click();
      await expect(drawer).toBeHidden();
      await expectPath(page, "/applications");
      await expect(page.getByRole("heading", { name: "My Applications" })).toBeVisible();
    });
  });
});
