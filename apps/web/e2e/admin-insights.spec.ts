import { readFile } from "node:fs/promises";
import type { APIRequestContext, Locator, Page } from "@playwright/test";
import { DEMO, expect, login, test } from "./fixtures.ts";
import { parseCsvLine, signedInApi, uniqueToken } from "./support/api-data.ts";
import { expectNoSeriousViolations } from "./support/axe.ts";
import { expectPath } from "./support/shell.ts";

const DELETE_CONFIRMATION = "Are you sure you want to delete this internship? This action cannot be undone.";
const CHARTS = ["Application Status", "Top Companies", "Top Internship Positions", "Application Trends"];

type Figures = {
  total: number;
  byStatus: Record<"pending" | "reviewing" | "accepted" | "rejected", number>;
  trend: { from: string; to: string; days: { day: string; count: number }[] };
};

function toast(page: Page, text: string): Locator {
  return page.getByRole("status").filter({ hasText: text });
}

/** The demo company "Nimbus Labs": its id, from the admin list. */
async function nimbusLabs(api: APIRequestContext): Promise<string> {
  const response = await api.get("/api/admin/internships?q=Nimbus%20Labs&limit=1");
  expect(response.ok()).toBe(true);
  const page = (await response.json()) as { items: { companyId: string; companyName: string }[] };
  expect(page.items[0]?.companyName).toBe(DEMO.company.name);
  return page.items[0]!.companyId;
}

/** An internship the admin posts for the company through the API (the test's own data). */
async function postFor(api: APIRequestContext, companyId: string, title: string) {
  const response = await api.post("/api/internships", {
    data: {
      companyId,
      title,
      location: "Lisbon, Portugal",
      isRemote: true,
      type: "part-time",
      duration: "4 months",
      skills: ["Research"],
      description: `Work on real projects as ${title}.`,
      requirements: "Curious and careful.",
      status: "draft",
    },
  });
  expect(response.status(), await response.text()).toBe(201);
  return ((await response.json()) as { internship: { id: string } }).internship.id;
}

test.describe("the admin's internships and analytics (1280 px)", () => {
  test.use({ viewport: { width: 1280, height: 900 } });

  let api: APIRequestContext;
  test.beforeEach(async ({ page, playwright, e2e }) => {
    api = await signedInApi(playwright, e2e.appUrl, DEMO.admin);
    await login(page, DEMO.admin);
  });
  test.afterEach(async () => api.dispose());

  test("reads the analytics: cards, four charts and their tables, another range, the report", async ({
    page,
  }) => {
    const figures = (await (await api.get("/api/admin/analytics")).json()) as Figures;
    expect(figures.total).toBeGreaterThan(0);

    await page.goto("/admin/analytics");
    await expect(page.getByRole("heading", { level: 1, name: "Application Analytics" })).toBeVisible();
    await expect(page.getByText("Insights and trends from application data")).toBeVisible();
    const summary = page.getByRole("list", { name: "Summary" });
    await expect(summary.getByRole("listitem").filter({ hasText: "Total Applications" })).toContainText(
      String(figures.total),
    );
    await expect(summary.getByRole("listitem").filter({ hasText: "In Review" })).toContainText(
      String(figures.byStatus.reviewing),
    );

    for (const chart of CHARTS) {
      await expect(page.getByRole("heading", { level: 2, name: chart })).toBeVisible();
      // The drawing is there, and the same figures as a table for screen readers.
      await expect(page.getByRole("table", { name: chart })).toBeAttached();
    }
    await expect(page.locator(".recharts-pie")).toBeVisible();
    await expect(page.locator(".recharts-bar-rectangle").first()).toBeVisible();
    await expect(page.locator(".recharts-line")).toBeVisible();
    // The table holds the same figures as the cards above it (one answer; other tests running at the same
    // time may have moved an application since `figures` was read).
    const pendingCard = await summary
      .getByRole("listitem")
      .filter({ hasText: /^Pending/ })
      .textContent();
    const pending = /\d+/.exec(pendingCard ?? "")?.[0];
    expect(pending).toBeDefined();
    const statusTable = page.getByRole("table", { name: "Application Status" });
    await expect(statusTable.getByRole("row", { name: `Pending ${pending}` })).toBeAttached();

    await test.step("a chart shows as a table on request", async () => {
      await page.getByRole("button", { name: "View as table: Top Companies" }).click();
      await expect(page.getByRole("table", { name: "Top Companies" })).toBeVisible();
      await expect(page.getByRole("table", { name: "Top Companies" })).toContainText(DEMO.company.name);
      await page.getByRole("button", { name: "View as chart: Top Companies" }).click();
      await expect(page.getByRole("table", { name: "Top Companies" })).not.toBeInViewport();
    });

    await test.step("the trend's range changes the days asked for", async () => {
      const asked = page.waitForRequest((request) => /\/api\/admin\/analytics\?from=/.test(request.url()));
      await page.getByLabel("Range").selectOption("30d");
      const url = new URL((await asked).url());
      const from = url.searchParams.get("from")!;
      const to = url.searchParams.get("to")!;
      expect((Date.parse(to) - Date.parse(from)) / 86_400_000).toBe(29);
      await expect(page).toHaveURL(/range=30d/);
      await page.getByLabel("Range").selectOption("all");
      await expect(page).toHaveURL(/range=all/);
      await expect(page.getByRole("table", { name: "Application Trends" })).toBeAttached();
    });

    await test.step("Export Report downloads the figures as CSV", async () => {
      const downloadEvent = page.waitForEvent("download");
      await page.getByRole("button", { name: "Export Report" }).click();
      const download = await downloadEvent;
      expect(download.suggestedFilename()).toMatch(/^application_analytics_\d{4}-\d{2}-\d{2}T[\d-]+Z\.csv$/);
      const rows = (await readFile(await download.path(), "utf8")).trim().split("\r\n").map(parseCsvLine);
      expect(rows[0]).toEqual(["Category", "Metric", "Value"]);
      // Other tests add applications meanwhile, so the report is checked against itself: its total is the
      // sum of its statuses and of its days.
      const sumOf = (category: string) =>
        rows.filter((row) => row[0] === category).reduce((sum, row) => sum + Number(row[2]), 0);
      const totalRow = rows.find((row) => row[0] === "Total" && row[1] === "Total Applications");
      const total = Number(totalRow?.[2]);
      expect(total).toBeGreaterThan(0);
      expect(rows.some((row) => row[0] === "Status" && row[1] === "Pending")).toBe(true);
      expect(sumOf("Status")).toBe(total);
      expect(sumOf("Date")).toBe(total);
      expect(rows.filter((row) => row[0] === "Company").length).toBeGreaterThan(0);
      await expect(toast(page, "Report exported successfully")).toBeVisible();
    });
  });

  test("searches the internships, opens one and deletes it after confirming", async ({ page }) => {
    const companyId = await nimbusLabs(api);
    const token = uniqueToken();
    const title = `Research Intern ${token}`;
    const id = await postFor(api, companyId, title);

    await page.goto("/admin/internships");
    await expect(page.getByRole("heading", { level: 1, name: "Manage Internships" })).toBeVisible();
    await expect(page.getByRole("link", { name: "Add Internship" })).toHaveAttribute(
      "href",
      "/internships/create",
    );
    await page.getByLabel("Search internships").fill(token.toLowerCase());
    const row = page.getByRole("row").filter({ hasText: title });
    await expect(row).toHaveCount(1);
    await expect(row).toContainText(DEMO.company.name);
    await expect(row).toContainText("Draft");
    await expect(row).toContainText("Lisbon, Portugal (Remote)");
    await expect(page).toHaveURL(new RegExp(`q=${token.toLowerCase()}`));

    await test.step("the status filter narrows the list, and a search with no match says so", async () => {
      await page.getByRole("button", { name: "Open", exact: true }).click();
      await expect(page.getByRole("heading", { name: "No internships match your search" })).toBeVisible();
      await page.getByRole("button", { name: "Draft", exact: true }).click();
      await expect(row).toHaveCount(1);
    });

    await test.step("the internship's admin page", async () => {
      await row.getByRole("link", { name: title, exact: true }).click();
      await expectPath(page, `/admin/internships/${id}`);
      await expect(page.getByRole("heading", { level: 1, name: title })).toBeVisible();
      await expect(page.getByRole("link", { name: DEMO.company.name }).first()).toHaveAttribute(
        "href",
        `/admin/companies/${companyId}`,
      );
      await expect(page.getByRole("link", { name: "View applications" })).toHaveAttribute(
        "href",
        `/admin/applications?internshipId=${id}`,
      );
      await expect(page.getByText("Work on real projects as")).toBeVisible();
    });

    await test.step("Delete asks first; Cancel keeps it, Delete removes it", async () => {
      await page.getByRole("button", { name: "Delete" }).click();
      const dialog = page.getByRole("alertdialog");
      await expect(dialog).toContainText(DELETE_CONFIRMATION);
      await expect(dialog.getByRole("button", { name: "Cancel" })).toBeFocused();
      await dialog.getByRole("button", { name: "Cancel" }).click();
      await expect(dialog).toBeHidden();
      await page.getByRole("button", { name: "Delete" }).click();
      await page.getByRole("alertdialog").getByRole("button", { name: "Delete" }).click();
      await expect(toast(page, "Internship deleted successfully")).toBeVisible();
      await expectPath(page, "/admin/internships");
      expect((await api.get(`/api/admin/internships/${id}`)).status()).toBe(404);
    });
  });

  test("deletes from the list with the confirmation dialog", async ({ page }) => {
    const token = uniqueToken();
    const title = `Listing Intern ${token}`;
    await postFor(api, await nimbusLabs(api), title);
    await page.goto(`/admin/internships?q=${token}`);
    const row = page.getByRole("row").filter({ hasText: title });
    await row.getByRole("button", { name: `Delete ${title}` }).click();
    await expect(page.getByRole("alertdialog")).toContainText(DELETE_CONFIRMATION);
    await page.getByRole("alertdialog").getByRole("button", { name: "Delete" }).click();
    await expect(toast(page, "Internship deleted successfully")).toBeVisible();
    await expect(page.getByRole("heading", { name: "No internships match your search" })).toBeVisible();
  });

  test("edits another company's internship as the admin and comes back to its page", async ({ page }) => {
    const token = uniqueToken();
    const id = await postFor(api, await nimbusLabs(api), `Edit Me ${token}`);
    await page.goto(`/internships/edit/${id}`);
    await expect(page.getByLabel("Title", { exact: true })).toHaveValue(`Edit Me ${token}`);
    await page.getByLabel("Title", { exact: true }).fill(`Edited ${token}`);
    await page.getByRole("button", { name: "Update Internship" }).click();
    await expect(toast(page, "Internship updated successfully")).toBeVisible();
    await expectPath(page, `/admin/internships/${id}`);
    await expect(page.getByRole("heading", { level: 1, name: `Edited ${token}` })).toBeVisible();
  });

  test("a company's internships page lists only its internships and deletes inline", async ({ page }) => {
    const companyId = await nimbusLabs(api);
    const token = uniqueToken();
    const title = `Inline Intern ${token}`;
    await postFor(api, companyId, title);

    await page.goto(`/admin/companies/internships/${companyId}`);
    await expect(
      page.getByRole("heading", { level: 1, name: `${DEMO.company.name}: Internships` }),
    ).toBeVisible();
    await expect(page.getByRole("link", { name: "Back to company" })).toHaveAttribute(
      "href",
      `/admin/companies/${companyId}`,
    );
    // Another company's internship is not on this page.
    await page.getByLabel("Search internships").fill("Quantitative Analyst");
    await expect(page.getByRole("heading", { name: "No internships match your search" })).toBeVisible();
    await page.getByLabel("Search internships").fill(token);
    const row = page.getByRole("row").filter({ hasText: title });
    await expect(row).toHaveCount(1);

    const deleteButton = row.getByRole("button", { name: `Delete ${title}` });
    await deleteButton.click();
    await expect(page.getByText(DELETE_CONFIRMATION)).toBeVisible();
    await expect(page.getByRole("button", { name: "Cancel", exact: true })).toBeFocused();
    await page.keyboard.press("Escape");
    await expect(deleteButton).toBeFocused();
    await deleteButton.click();
    await page.getByRole("button", { name: "Delete", exact: true }).click();
    await expect(toast(page, "Internship deleted successfully")).toBeVisible();
    await expect(page.getByRole("row").filter({ hasText: title })).toHaveCount(0);
  });

  // The company picker searches GET /api/admin/companies (the admin accounts screens' list).
  test("Add Internship: the admin picks a company and posts for it", async ({ page }) => {
    const token = uniqueToken();
    await page.goto("/admin/internships");
    await page.getByRole("link", { name: "Add Internship" }).click();
    await expect(page.getByRole("heading", { level: 1, name: "Add Internship" })).toBeVisible();
    await page.getByRole("button", { name: "Create Internship" }).click();
    await expect(page.getByText("Choose a company")).toBeVisible();
    await expect(page.getByRole("combobox", { name: "Company" })).toBeFocused();
    await page.getByRole("combobox", { name: "Company" }).fill("Nimbus");
    await page.getByRole("option", { name: new RegExp(DEMO.company.name) }).click();
    await page.getByLabel("Title", { exact: true }).fill(`Picked ${token}`);
    await page.getByLabel("Location").fill("Berlin");
    await page.getByLabel("Duration").fill("3 months");
    await page.getByLabel("Description").fill("Posted by the admin.");
    await page.getByLabel("Requirements").fill("None.");
    await page.getByLabel("Skills").fill("SQL");
    await page.getByRole("button", { name: "Create Internship" }).click();
    // The form starts as a draft, and says what that means.
    await expect(toast(page, "Internship saved as a draft: students cannot see it yet")).toBeVisible();
    await expect(page.getByRole("heading", { level: 1, name: `Picked ${token}` })).toBeVisible();
  });
});

const VIEWPORTS = [
  { name: "desktop", width: 1280, height: 900 },
  { name: "phone", width: 390, height: 844 },
] as const;

for (const viewport of VIEWPORTS) {
  test.describe(`admin insights screens (${viewport.name})`, () => {
    test.use({ viewport: { width: viewport.width, height: viewport.height } });

    test(`axe: internships, an internship, a company's internships, analytics (${viewport.name})`, async ({
      page,
      playwright,
      e2e,
    }) => {
      // Four screens and five axe runs: on a busy machine, more than the default 45 s.
      test.setTimeout(120_000);
      const api = await signedInApi(playwright, e2e.appUrl, DEMO.admin);
      const companyId = await nimbusLabs(api);
      const id = await postFor(api, companyId, `Accessible Intern ${uniqueToken()}`);
      await api.dispose();
      await login(page, DEMO.admin);
      const shot = (name: string) =>
        page.screenshot({ path: test.info().outputPath(`${name}-${viewport.name}.png`), fullPage: true });

      await page.goto("/admin/internships");
      await expect(page.getByText(/internships? found/)).toBeVisible();
      await expectNoSeriousViolations(page);
      await shot("internships");

      await page.goto(`/admin/internships/${id}`);
      await expect(page.getByRole("heading", { level: 1, name: /Accessible Intern/ })).toBeVisible();
      await expectNoSeriousViolations(page);
      await shot("internship");
      await page.getByRole("button", { name: "Delete" }).click();
      await expect(page.getByRole("alertdialog")).toBeVisible();
      await expectNoSeriousViolations(page);
      await page.keyboard.press("Escape");

      await page.goto(`/admin/companies/internships/${companyId}`);
      await expect(
        page.getByRole("heading", { level: 1, name: `${DEMO.company.name}: Internships` }),
      ).toBeVisible();
      await expect(page.getByText(/internships? found/)).toBeVisible();
      await page
        .getByRole("button", { name: /^Delete/ })
        .first()
        .click();
      await expect(page.getByText(DELETE_CONFIRMATION)).toBeVisible();
      await expectNoSeriousViolations(page);
      await shot("company-internships");

      await page.goto("/admin/analytics");
      await expect(page.locator(".recharts-line")).toBeVisible();
      await expectNoSeriousViolations(page);
      await shot("analytics");
      await page.getByRole("button", { name: "View as table: Application Trends" }).click();
      await expectNoSeriousViolations(page);
    });
  });
}
