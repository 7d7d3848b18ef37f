import type { Locator, Page } from "@playwright/test";
import { currentUser, DEMO, expect, login, test, uniqueEmail } from "./fixtures.ts";
import { signedInApi } from "./support/api-data.ts";
import { expectNoSeriousViolations } from "./support/axe.ts";
import { waitForHydration } from "./support/hydration.ts";

function toast(page: Page, text: string): Locator {
  return page.getByRole("status").filter({ hasText: text });
}

test("an admin ends all of a student's sessions and the student's open page is signed out", async ({
  page,
  browser,
  e2e,
  verifiedStudent,
}) => {
  const studentContext = await browser.newContext({ baseURL: e2e.appUrl });
  const studentPage = await studentContext.newPage();
  try {
    await login(studentPage, verifiedStudent);
    // The dashboard keeps a live event stream open, as a tab left open does.
    const streamOpened = studentPage.waitForResponse((response) => response.url().endsWith("/api/events"));
    await studentPage.goto("/dashboard");
    await waitForHydration(studentPage);
    await expect(studentPage.getByRole("heading", { level: 1 })).toBeVisible();
    expect((await streamOpened).status()).toBe(200);

    await login(page, DEMO.admin);
    const students = await page.request.get("/api/admin/students", {
      params: { q: verifiedStudent.email },
    });
    const studentId = ((await students.json()) as { items: { id: string }[] }).items[0]!.id;
    await page.goto(`/admin/students/${studentId}`);
    await page.getByRole("button", { name: "End all sessions" }).click();
    const dialog = page.getByRole("alertdialog", { name: `End all sessions of ${verifiedStudent.name}?` });
    await expect(dialog).toContainText("signed out on every device at once");
    await expectNoSeriousViolations(page);
    await dialog.getByRole("button", { name: "End sessions" }).click();
    await expect(toast(page, "Sessions ended successfully")).toBeVisible();
    await expect(dialog).toBeHidden();

    // Without a reload, the student's tab leaves for the sign-in page; the admin stays signed in.
    await expect(studentPage).toHaveURL(/\/auth\/signin/);
    expect(await currentUser(studentPage)).toBeNull();
    expect(await currentUser(page)).not.toBeNull();
    // The account itself stays: the student signs in again.
    await login(studentPage, verifiedStudent);
    expect(await currentUser(studentPage)).not.toBeNull();
  } finally {
    await studentContext.close();
  }
});

test("an admin removes another administrator, asked first; their own row cannot be removed and says why", async ({
  page,
  playwright,
  e2e,
}) => {
  const api = await signedInApi(playwright, e2e.appUrl, DEMO.admin);
  const email = uniqueEmail("removed-admin");
  const invited = await api.post("/api/admin/admins", { data: { email, fullName: "Rémi Removed" } });
  expect(invited.status()).toBe(201);
  await api.dispose();

  await login(page, DEMO.admin);
  await page.goto("/admin");
  const admins = page.getByRole("list", { name: "Administrators" });
  const mine = admins.getByRole("listitem").filter({ hasText: DEMO.admin.email });
  await expect(mine.getByText("You", { exact: true })).toBeVisible();
  const ownButton = mine.getByRole("button", { name: /Remove admin/ });
  await expect(ownButton).toBeDisabled();
  await expect(ownButton).toHaveAccessibleDescription(
    "You cannot remove your own administrator account; another administrator can",
  );

  const row = admins.getByRole("listitem").filter({ hasText: email });
  await expectNoSeriousViolations(page);
  await admins.screenshot({ path: "e2e/.artifacts/administrators-card.png" });
  await row.getByRole("button", { name: "Remove admin Rémi Removed" }).click();
  const dialog = page.getByRole("alertdialog", { name: "Remove Rémi Removed?" });
  await expect(dialog).toContainText("This action cannot be undone.");
  await dialog.getByRole("button", { name: "Remove admin" }).click();
  await expect(toast(page, "Administrator removed successfully")).toBeVisible();
  await expect(admins).not.toContainText(email);
  await expect(admins).toBeFocused();

  // The audit log names it.
  await page.goto("/admin/audit?action=admin.remove");
  await expect(
    page.getByRole("listitem").filter({ hasText: "admin.remove" }).filter({ hasText: email }),
  ).toBeVisible();
});
