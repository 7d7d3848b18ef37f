import { spawn } from "node:child_process";
import path from "node:path";
import type { Locator, Page } from "@playwright/test";
import { DEMO, expect, linkIn, login, test, uniqueEmail } from "./fixtures.ts";
import { signedInApi, uniqueToken } from "./support/api-data.ts";
import { expectNoSeriousViolations } from "./support/axe.ts";
import { expectPath } from "./support/shell.ts";

const INVITATION_SUBJECT = "You're invited to InternPath";
const repoRoot = path.resolve(import.meta.dirname, "../../..");

function toast(page: Page, text: string): Locator {
  return page.getByRole("status").filter({ hasText: text });
}

/** Runs `npm run create-admin` as the operator would, against the running server's DATA_DIR. */
function runCreateAdmin(dataDir: string, args: string[]): Promise<{ code: number | null; output: string }> {
  return new Promise((resolve, reject) => {
    let output = "";
    const child = spawn("npm", ["run", "--silent", "create-admin", "--", ...args], {
      cwd: repoRoot,
      env: {
        ...process.env,
        DATA_DIR: dataDir,
        DATABASE_URL: "",
        NODE_ENV: "development",
        LOG_LEVEL: "warn",
      },
      stdio: ["ignore", "pipe", "pipe"],
    });
    child.stdout.on("data", (chunk) => {
      output += chunk;
    });
    child.stderr.on("data", (chunk) => {
      output += chunk;
    });
    child.on("error", reject);
    child.on("exit", (code) => resolve({ code, output }));
  });
}

test.describe("the admin manages accounts", () => {
  test.use({ viewport: { width: 1280, height: 900 } });

  test("adds a company, whose invitation sets its password; edits it and sees its counts", async ({
    page,
    browser,
    mailbox,
    playwright,
    e2e,
  }) => {
    test.setTimeout(120_000);
    const token = uniqueToken();
    const companyName = `Acme ${token}`;
    const email = uniqueEmail("acme");
    const password = "acme-pass-2026";

    await test.step("the admin fills in Add Company; the form first names what is missing", async () => {
      await login(page, DEMO.admin);
      await page.goto("/admin/companies");
      await page.getByRole("main").getByRole("link", { name: "Add Company" }).click();
      await expectPath(page, "/admin/companies/add");
      await page.getByRole("button", { name: "Add Company" }).click();
      const nameField = page.getByLabel("Company Name");
      await expect(nameField).toHaveAccessibleDescription("Company name is required");
      await expect(nameField).toBeFocused();

      await nameField.fill(companyName);
      await page.getByLabel("Industry").fill("Robotics");
      await page.getByLabel("Company Size").selectOption("11-50");
      await page.getByLabel("Location").fill("Lisbon, Portugal");
      await page.getByLabel("Website").fill("acme.example");
      await page.getByLabel("About").fill("We build robots.\nInterns build them with us.");
      await page.getByLabel("Contact Full Name").fill("Casey Contact");
      await page.getByLabel("Email").fill(email);
      await page.getByRole("button", { name: "Add Company" }).click();
      await expect(toast(page, `We emailed ${email} a link to set a password`)).toBeVisible();
      await expect(page.getByRole("heading", { level: 1, name: companyName })).toBeVisible();
      await expect(page.getByText("Invitation pending")).toBeVisible();
    });

    const mail = await mailbox.waitFor({ to: email, subject: INVITATION_SUBJECT });
    const link = linkIn(mail, /^\/api\/auth\/reset-password\/[A-Za-z0-9_-]+$/);

    await test.step("the company opens the mailed link, sets a password and signs in", async () => {
      const context = await browser.newContext({ baseURL: e2e.appUrl });
      const companyPage = await context.newPage();
      await companyPage.goto(link);
      await expectPath(companyPage, "/auth/reset-password", { invited: "1" });
      await expect(companyPage.getByRole("heading", { name: "Set your password" })).toBeVisible();
      await companyPage.getByLabel("New password", { exact: true }).fill(password);
      await companyPage.getByLabel("Confirm new password").fill(password);
      await expect(companyPage.getByRole("button", { name: "Update password" })).toHaveCount(0);
      await expectNoSeriousViolations(companyPage);
      await companyPage.getByRole("button", { name: "Set password", exact: true }).click();
      await expect(
        companyPage.getByRole("status").filter({ hasText: "Password set! Please sign in" }),
      ).toBeVisible();
      await expectPath(companyPage, "/auth/signin");
      // The account is new: welcomed, not welcomed back, here and on its first dashboard.
      await expect(companyPage.getByRole("heading", { level: 1 })).toHaveText("Welcome");

      await companyPage.getByLabel("Email").fill(email);
      await companyPage.getByLabel("Password").fill(password);
      await companyPage.getByRole("button", { name: "Sign in", exact: true }).click();
      await expectPath(companyPage, "/dashboard");
      await expect(companyPage.getByRole("heading", { level: 1 })).toHaveText(`Welcome, ${companyName}`);

      // The link worked once: opened again, it says so.
      await context.clearCookies();
      await companyPage.goto(link);
      await expectPath(companyPage, "/auth/signin", { invite_error: "1" });
      await expect(companyPage.getByText("This invitation link is invalid or has expired.")).toBeVisible();
      await context.close();
    });

    await test.step("the company posts an internship (through the API)", async () => {
      const api = await signedInApi(playwright, e2e.appUrl, { email, password });
      const posted = await api.post("/api/internships", {
        data: {
          title: `Robotics Intern ${token}`,
          location: "Lisbon",
          duration: "3 months",
          description: "Build robots.",
          requirements: "Curiosity",
          skills: ["C++", "ROS", "Python", "CAD"],
          type: "full-time",
          status: "open",
        },
      });
      expect(posted.status()).toBe(201);
      await api.dispose();
    });

    await test.step("the admin edits the company and sees its profile with its counts", async () => {
      await page.goto("/admin/companies");
      await page.getByLabel("Search companies").fill(token);
      // The search reaches the URL a moment after the list: wait for it, so it cannot land after the click.
      await expect(page).toHaveURL(new RegExp(`[?&]q=${token}`));
      const row = page.getByRole("row").filter({ hasText: companyName });
      await expect(row).toHaveCount(1);
      await expect(row.getByRole("cell").nth(3)).toHaveText("1");
      await row.getByRole("link", { name: `Edit ${companyName}` }).click();
      await expect(page).toHaveURL(/\/admin\/companies\/edit\/[0-9a-f-]{36}$/);
      await expect(page.getByLabel("Company Name")).toHaveValue(companyName);
      await page.getByLabel("Company Name").fill(`${companyName} Robotics`);
      await page.getByLabel("Location").fill("Porto, Portugal");
      await page.getByRole("button", { name: "Save Changes" }).click();
      await expect(toast(page, "Company updated successfully")).toBeVisible();

      await expect(page.getByRole("heading", { level: 1, name: `${companyName} Robotics` })).toBeVisible();
      await expect(page.getByText("Porto, Portugal")).toBeVisible();
      const counts = page.getByRole("definition");
      await expect(
        page.getByText("Internships", { exact: true }).locator("..").getByRole("definition"),
      ).toHaveText("1");
      await expect(
        page.getByText("Applications", { exact: true }).locator("..").getByRole("definition"),
      ).toHaveText("0");
      await expect(counts.first()).toBeVisible();
      await expect(page.getByRole("link", { name: `Robotics Intern ${token}` })).toBeVisible();
      await expect(page.getByText("No applications received yet")).toBeVisible();
      await expect(page.getByText("Invitation pending")).toHaveCount(0);
    });
  });

  test("deletes a student after confirming; the row leaves the list", async ({ page, playwright, e2e }) => {
    const token = uniqueToken();
    const name = `Sam ${token}`;
    const admin = await signedInApi(playwright, e2e.appUrl, DEMO.admin);
    const created = await admin.post("/api/admin/students", {
      data: { email: uniqueEmail("sam"), fullName: name, university: "Uni of Porto" },
    });
    expect(created.status()).toBe(201);
    await admin.dispose();

    await login(page, DEMO.admin);
    await page.goto(`/admin/students?q=${token}`);
    const row = page.getByRole("row").filter({ hasText: name });
    await expect(row).toHaveCount(1);
    await expect(row.getByText("Not Uploaded")).toBeVisible();

    const deleteButton = row.getByRole("button", { name: `Delete ${name}` });
    await deleteButton.click();
    const dialog = page.getByRole("alertdialog");
    await expect(dialog).toContainText("Are you sure you want to delete this student?");
    await expect(dialog.getByRole("button", { name: "Cancel" })).toBeFocused();
    await dialog.getByRole("button", { name: "Cancel" }).click();
    await expect(row).toHaveCount(1);

    await deleteButton.click();
    await page.getByRole("alertdialog").getByRole("button", { name: "Delete student" }).click();
    await expect(toast(page, "Student deleted successfully")).toBeVisible();
    await expect(page.getByRole("row").filter({ hasText: name })).toHaveCount(0);
    await expect(page.getByRole("heading", { name: "No students match your search" })).toBeVisible();

    await page.reload();
    await expect(page.getByRole("heading", { name: "No students match your search" })).toBeVisible();
  });

  test("npm run create-admin, run against the running server, makes an admin who signs in", async ({
    page,
    e2e,
  }) => {
    test.setTimeout(90_000);
    const email = uniqueEmail("cli-admin");
    const password = "cli-admin-pass-1";
    const result = await runCreateAdmin(e2e.dataDir, [
      "--email",
      email,
      "--password",
      password,
      "--name",
      "Cli Admin",
    ]);
    expect(result.output).toContain(`Admin ${email} created`);
    expect(result.code).toBe(0);

    await page.goto("/auth/signin");
    await page.getByLabel("Email").fill(email);
    await page.getByLabel("Password").fill(password);
    await page.getByRole("button", { name: "Sign in", exact: true }).click();
    await expectPath(page, "/admin");
    await expect(page.getByRole("heading", { level: 1, name: "Admin Dashboard" })).toBeVisible();
    await expect(page.getByRole("list", { name: "Administrators" })).toContainText(email);
  });
});
