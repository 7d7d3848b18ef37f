import { currentUser, expect, login, test } from "./fixtures.ts";
import { expectNoSeriousViolations } from "./support/axe.ts";

const NEW_PASSWORD = "violet-harbour-73";

test("changing the password on the profile page signs out another browser and keeps this one", async ({
  page,
  browser,
  e2e,
  verifiedStudent,
}) => {
  await login(page, verifiedStudent);
  const other = await browser.newContext({
    baseURL: e2e.appUrl,
    userAgent: "Mozilla/5.0 (X11; Linux x86_64; rv:133.0) Gecko/20100101 Firefox/133.0",
  });
  const otherPage = await other.newPage();
  try {
    await login(otherPage, verifiedStudent);
    expect(await currentUser(otherPage)).not.toBeNull();

    await page.goto("/profile");
    const sessions = page.getByRole("list", { name: "Active sessions" });
    await expect(sessions.getByRole("listitem")).toHaveCount(2);
    await expect(sessions.getByText("This device")).toHaveCount(1);
    await expect(sessions.getByText("Firefox on Linux", { exact: true })).toBeVisible();

    const form = page.locator("form").filter({ has: page.getByLabel("Current password") });
    await form.getByLabel("Current password").fill(verifiedStudent.password);
    await form.getByLabel("New password", { exact: true }).fill("sunshine1");
    await form.getByLabel("Confirm new password").fill("sunshine1");
    await form.getByRole("button", { name: "Change password" }).click();
    // The server refuses one of the most common passwords, on the field.
    await expect(form.getByText("one of the most common")).toBeVisible();

    await form.getByLabel("New password", { exact: true }).fill(NEW_PASSWORD);
    await expect(form.getByText("Strength: Strong")).toBeVisible();
    await form.getByLabel("Confirm new password").fill(NEW_PASSWORD);
    await form.getByRole("button", { name: "Change password" }).click();
    await expect(page.getByText("Password changed. Your other devices were signed out.")).toBeVisible();

    // The other browser is signed out; this one stays, and is the only session left.
    expect(await currentUser(otherPage)).toBeNull();
    expect(await currentUser(page)).not.toBeNull();
    await expect(sessions.getByRole("listitem")).toHaveCount(1);
    await expect(page.getByRole("button", { name: "Sign out other sessions" })).toHaveCount(0);

    // The new password works, the old one does not.
    await login(otherPage, { email: verifiedStudent.email, password: NEW_PASSWORD });
    expect(await currentUser(otherPage)).not.toBeNull();
  } finally {
    await other.close();
  }
});

test("signing out the other sessions from the list asks first, then ends them", async ({
  page,
  browser,
  e2e,
  verifiedStudent,
}) => {
  await login(page, verifiedStudent);
  const other = await browser.newContext({ baseURL: e2e.appUrl });
  const otherPage = await other.newPage();
  try {
    await login(otherPage, verifiedStudent);
    await page.goto("/profile");
    await page.getByRole("button", { name: "Sign out other sessions" }).click();
    const dialog = page.getByRole("alertdialog", { name: "Sign out other sessions?" });
    await expect(dialog).toContainText("1 other device");
    await dialog.getByRole("button", { name: "Sign out others" }).click();
    await expect(page.getByText("Signed out of your other sessions")).toBeVisible();
    expect(await currentUser(otherPage)).toBeNull();
    expect(await currentUser(page)).not.toBeNull();
  } finally {
    await other.close();
  }
});

test("one other session is ended from the list, after saying which device it signs out", async ({
  page,
  browser,
  e2e,
  verifiedStudent,
}) => {
  await login(page, verifiedStudent);
  const firefox = await browser.newContext({
    baseURL: e2e.appUrl,
    userAgent: "Mozilla/5.0 (X11; Linux x86_64; rv:133.0) Gecko/20100101 Firefox/133.0",
  });
  const iphone = await browser.newContext({
    baseURL: e2e.appUrl,
    userAgent:
      "Mozilla/5.0 (iPhone; CPU iPhone OS 17_5 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.5 Mobile/15E148 Safari/604.1",
  });
  try {
    const firefoxPage = await firefox.newPage();
    const iphonePage = await iphone.newPage();
    await login(firefoxPage, verifiedStudent);
    await login(iphonePage, verifiedStudent);
    await page.goto("/profile");
    const sessions = page.getByRole("list", { name: "Active sessions" });
    await expect(sessions.getByRole("listitem")).toHaveCount(3);
    // This device cannot be ended from the list (signing out does that).
    await expect(
      sessions.getByRole("listitem").filter({ hasText: "This device" }).getByRole("button"),
    ).toHaveCount(0);
    const firefoxRow = sessions.getByRole("listitem").filter({ hasText: "Firefox on Linux" });
    await firefoxRow.getByRole("button", { name: /^End session/ }).click();
    const dialog = page.getByRole("alertdialog", { name: "End this session?" });
    await expect(dialog).toContainText("This signs you out on Firefox on Linux.");
    await dialog.getByRole("button", { name: "End session" }).click();
    await expect(page.getByText("Session ended")).toBeVisible();
    await expect(sessions.getByRole("listitem")).toHaveCount(2);
    await expect(sessions.getByText("Firefox on Linux")).toHaveCount(0);
    expect(await currentUser(firefoxPage)).toBeNull();
    expect(await currentUser(iphonePage)).not.toBeNull();
    expect(await currentUser(page)).not.toBeNull();
  } finally {
    await firefox.close();
    await iphone.close();
  }
});

for (const viewport of [
  { width: 1280, height: 900 },
  { width: 390, height: 844 },
]) {
  test(`the profile's security cards have no serious accessibility problems at ${viewport.width} px`, async ({
    page,
    verifiedStudent,
  }) => {
    await page.setViewportSize(viewport);
    await login(page, verifiedStudent);
    await page.goto("/profile");
    await expect(page.getByText("This device")).toBeVisible();
    await page.getByLabel("New password", { exact: true }).fill("Sunflower7");
    await expect(page.getByText("Strength:")).toBeVisible();
    await expectNoSeriousViolations(page);
    await page.screenshot({
      path: `e2e/.artifacts/account-security-${viewport.width}.png`,
      fullPage: true,
    });
  });
}

test("the sign-up form rates the password as it is typed, and stays accessible", async ({ page }) => {
  await page.setViewportSize({ width: 390, height: 844 });
  await page.goto("/auth/signup?role=student");
  const password = page.getByLabel("Password", { exact: true });
  await password.fill("123456");
  await expect(page.getByText("At least 6 characters. Strength: Very weak.")).toBeVisible();
  await password.fill("violet-harbour-73");
  await expect(page.getByText("At least 6 characters. Strength: Strong.")).toBeVisible();
  // The rating is read with the field.
  await expect(password).toHaveAccessibleDescription(/Strength: Strong/);
  await expectNoSeriousViolations(page);
});
