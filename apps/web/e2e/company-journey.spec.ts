import { readFile } from "node:fs/promises";
import type { Locator, Page } from "@playwright/test";
import { DEMO, expect, login, test } from "./fixtures.ts";
import {
  applyTo,
  createInternship,
  dateInDays,
  myApplications,
  parseCsvLine,
  signedInApi,
  uploadResume,
  verifiedAccount,
} from "./support/api-data.ts";
import { expectPath } from "./support/shell.ts";

const DELETE_CONFIRMATION = "Are you sure you want to delete this internship? This action cannot be undone.";
const CSV_HEADER = ["Student Name", "Email", "Internship", "Status", "Applied Date", "Updated Date"];

function toast(page: Page, text: string): Locator {
  return page.getByRole("status").filter({ hasText: text });
}

/** The internship's row in the Manage Internships table (1280 px wide: the table, not the cards). */
function internshipRow(page: Page, title: string): Locator {
  return page.getByRole("row").filter({ hasText: title });
}

function applicationCard(page: Page, email: string): Locator {
  return page.getByRole("article").filter({ hasText: email });
}

test.describe("the company's journey", () => {
  test.use({ viewport: { width: 1280, height: 900 } });

  test("posts a draft, opens it, reviews and accepts a student's application, and exports it", async ({
    page,
    request,
    mailbox,
    verifiedStudent,
    playwright,
    e2e,
  }) => {
    test.setTimeout(120_000);
    const company = await verifiedAccount(request, mailbox, "company", "journey-company");
    const title = `Data Engineering Intern ${Date.now().toString(36)}`;
    const coverLetter = "I would love to build data pipelines with your team.";

    await test.step("a new company starts with no internships and no applications", async () => {
      await login(page, company);
      await page.goto("/manage-internships");
      await expect(page.getByRole("heading", { level: 1, name: "Manage Internships" })).toBeVisible();
      await expect(page.getByRole("heading", { name: "No internships yet" })).toBeVisible();

      await page.goto("/applications");
      await expect(page.getByRole("heading", { level: 1, name: "Review Applications" })).toBeVisible();
      await expect(page.getByRole("heading", { name: "No applications yet" })).toBeVisible();
      await page.getByRole("button", { name: "Export CSV" }).click();
      await expect(toast(page, "No applications to export")).toBeVisible();
    });

    await test.step("the form refuses an empty internship, field by field", async () => {
      await page.goto("/manage-internships");
      await page.getByRole("main").getByRole("link", { name: "Post New Internship" }).first().click();
      await expectPath(page, "/internships/create");
      await expect(page.getByRole("heading", { level: 1, name: "Post New Internship" })).toBeVisible();
      await page.getByRole("button", { name: "Create Internship" }).click();
      const titleField = page.getByLabel("Title", { exact: true });
      await expect(titleField).toHaveAttribute("aria-invalid", "true");
      await expect(titleField).toHaveAccessibleDescription("Title is required");
      await expect(titleField).toBeFocused();
      await expect(page.getByText("At least one skill is required")).toBeVisible();
      await expectPath(page, "/internships/create");
    });

    await test.step("the company posts a draft through the form", async () => {
      await page.getByLabel("Title", { exact: true }).fill(title);
      await page.getByLabel("Location", { exact: true }).fill("Lisbon, Portugal");
      await page.getByLabel("Duration", { exact: true }).fill("4 months");
      await page
        .getByLabel("Description", { exact: true })
        .fill("Build and run the pipelines behind our dashboards.");
      await page.getByLabel("Requirements", { exact: true }).fill("Some SQL and curiosity.");
      await page.getByLabel("Skills", { exact: true }).fill(" Python, , SQL ,python, dbt ");
      await expect(page.getByRole("listitem").filter({ hasText: /^dbt$/ })).toBeVisible();
      await page.getByLabel("Internship Type").selectOption("part-time");
      await page.getByLabel(/^Remote/).check();
      await page.getByLabel("Stipend", { exact: true }).fill("€1,200 / month");
      await page.getByLabel("Application Deadline").fill(dateInDays(60));
      await expect(page.getByLabel("Status", { exact: true })).toHaveValue("draft");
      // Whether students will see it is the first choice of the form.
      await expect(page.getByRole("main").locator("form").getByRole("combobox").first()).toHaveAccessibleName(
        "Status",
      );
      await page.getByRole("button", { name: "Create Internship" }).click();

      await expect(toast(page, "Internship saved as a draft: students cannot see it yet")).toBeVisible();
      await expectPath(page, "/manage-internships");
      await expect(internshipRow(page, title).getByText("Draft", { exact: true })).toBeVisible();
    });

    const internshipId = await test.step("what was saved is what was typed", async () => {
      const href = await internshipRow(page, title).getByRole("link", { name: /^View/ }).getAttribute("href");
      const id = href?.split("/").pop() ?? "";
      expect(id).toMatch(/^[0-9a-f-]{36}$/);
      const saved = await page.request.get(`/api/internships/${id}/edit`);
      expect(saved.ok()).toBe(true);
      expect((await saved.json()).internship).toMatchObject({
        title,
        skills: ["Python", "SQL", "dbt"],
        type: "part-time",
        isRemote: true,
        status: "draft",
      });
      return id;
    });

    await test.step("the company edits it; the form comes back filled in", async () => {
      await internshipRow(page, title).getByRole("link", { name: /^Edit/ }).click();
      await expectPath(page, `/internships/edit/${internshipId}`);
      await expect(page.getByRole("heading", { level: 1, name: "Edit Internship" })).toBeVisible();
      await expect(page.getByLabel("Skills", { exact: true })).toHaveValue("Python, SQL, dbt");
      await expect(page.getByLabel(/^Remote/)).toBeChecked();
      await page.getByLabel("Duration", { exact: true }).fill("5 months");
      await page.getByRole("button", { name: "Update Internship" }).click();
      await expect(toast(page, "Internship updated successfully")).toBeVisible();
      await expectPath(page, "/manage-internships");
    });

    await test.step("the company opens the draft from the list", async () => {
      await page.getByRole("button", { name: "Draft", exact: true }).click();
      await expectPath(page, "/manage-internships", { filter: "draft" });
      const row = internshipRow(page, title);
      await row.getByRole("button", { name: /^Open/ }).click();
      await expect(toast(page, "Internship opened")).toBeVisible();
      await expect(row.getByText("Open", { exact: true })).toBeVisible();
      await expect(row.getByRole("button", { name: /^Close/ })).toBeVisible();
    });

    await test.step("a student uploads a resume and applies through the API", async () => {
      const student = await signedInApi(playwright, e2e.appUrl, verifiedStudent);
      await uploadResume(student);
      const { application } = await applyTo(student, internshipId, coverLetter);
      expect(application.status).toBe("pending");
      await student.dispose();
    });

    await test.step("the company finds the application by the student's email", async () => {
      await page.goto("/applications");
      await page.getByLabel("Search applicants").fill(verifiedStudent.email);
      await expectPath(page, "/applications", { q: verifiedStudent.email });
      const card = applicationCard(page, verifiedStudent.email);
      await expect(card).toHaveCount(1);
      await expect(card.getByText(title)).toBeVisible();
      await expect(card.getByText("Pending", { exact: true })).toBeVisible();
      await expect(card.getByRole("button", { name: /^Accept/ })).toHaveCount(0);
    });

    await test.step("the profile and the resume open in dialogs", async () => {
      const card = applicationCard(page, verifiedStudent.email);
      await card.getByRole("button", { name: /^View Profile/ }).click();
      const profile = page.getByRole("dialog", { name: verifiedStudent.name });
      await expect(profile).toBeVisible();
      await expect(profile).toContainText(verifiedStudent.email);
      await expect(profile).toContainText("E2E University");
      await expect(profile).toContainText(coverLetter);
      await page.keyboard.press("Escape");
      await expect(profile).toBeHidden();

      await card.getByRole("button", { name: /^View Resume/ }).click();
      const resume = page.getByRole("dialog", { name: `${verifiedStudent.name}'s resume` });
      await expect(resume).toBeVisible();
      await expect(resume.getByRole("link", { name: "Download" })).toBeVisible();
      await resume.getByRole("button", { name: "Close resume" }).click();
      await expect(resume).toBeHidden();
    });

    await test.step("the company starts the review, then accepts", async () => {
      const card = applicationCard(page, verifiedStudent.email);
      await card.getByRole("button", { name: /^Start Review/ }).click();
      await expect(toast(page, "Application reviewing")).toBeVisible();
      await expect(card.getByText("Reviewing", { exact: true })).toBeVisible();
      await expect(card.getByRole("button", { name: /^Start Review/ })).toHaveCount(0);

      // Accept asks first, then waits out its undo window before the student is told.
      await card.getByRole("button", { name: /^Accept/ }).click();
      const confirm = page.getByRole("dialog", { name: `Accept ${verifiedStudent.name}?` });
      await confirm.getByRole("button", { name: "Accept", exact: true }).click();
      // The toast says the decision waits, as the card does (no success tick before it takes effect).
      await expect(toast(page, `Accepting ${verifiedStudent.name}'s application`)).toBeVisible();
      await expect(card.getByText("Accepting")).toBeVisible();
      await expect(card.getByRole("button", { name: /^(Accept|Reject|Start Review)/ })).toHaveCount(0);
      await expect(card.getByText("Accepted", { exact: true })).toBeVisible({ timeout: 25_000 });
      await expect(card.getByRole("button", { name: /^Undo/ })).toHaveCount(0);
    });

    await test.step("the student sees the acceptance", async () => {
      const student = await signedInApi(playwright, e2e.appUrl, verifiedStudent);
      const mine = await myApplications(student);
      expect(mine.items.find((item) => item.internship.id === internshipId)?.status).toBe("accepted");
      await student.dispose();
    });

    await test.step("the CSV export holds the accepted application", async () => {
      const downloadEvent = page.waitForEvent("download");
      await page.getByRole("button", { name: "Export CSV" }).click();
      const download = await downloadEvent;
      expect(download.suggestedFilename()).toMatch(/^company_applications_.+\.csv$/);
      await expect(toast(page, "Applications exported successfully")).toBeVisible();
      const csv = (await readFile(await download.path(), "utf8")).replace(/^\uFEFF/, "");
      const [header, ...rows] = csv.trim().split(/\r?\n/).map(parseCsvLine);
      expect(header).toEqual(CSV_HEADER);
      const row = rows.find((cells) => cells[1] === verifiedStudent.email);
      expect(row, csv).toBeDefined();
      expect(row?.[0]).toBe(verifiedStudent.name);
      expect(row?.[2]).toBe(title);
      expect(row?.[3]?.toLowerCase()).toBe("accepted");
    });

    await test.step("the dashboard counts it", async () => {
      await page.goto("/dashboard");
      await expect(page.getByRole("heading", { level: 1, name: "Welcome back, E2E Widgets" })).toBeVisible();
      const summary = page.getByRole("list", { name: "Summary" });
      await expect(summary.getByRole("link", { name: /Active Internships\s*1/ })).toBeVisible();
      await expect(summary.getByRole("link", { name: /Total Applications\s*1/ })).toBeVisible();
      await expect(summary.getByRole("link", { name: /Pending Review\s*0/ })).toBeVisible();
      await expect(summary.getByRole("link", { name: /Draft Internships\s*0/ })).toBeVisible();
      await expect(page.getByRole("heading", { name: "Recent Applications" })).toBeVisible();
      await expect(page.getByText(verifiedStudent.name)).toBeVisible();
      await expect(page.getByRole("heading", { name: title })).toBeVisible();
    });

    await test.step("deleting asks first, and Cancel keeps the internship", async () => {
      await page.goto("/manage-internships");
      const row = internshipRow(page, title).first();
      await row.getByRole("button", { name: /^Delete/ }).click();
      await expect(page.getByText(DELETE_CONFIRMATION)).toBeVisible();
      await page.getByRole("button", { name: "Cancel", exact: true }).click();
      await expect(page.getByText(DELETE_CONFIRMATION)).toBeHidden();
      await expect(row.getByRole("button", { name: /^Delete/ })).toBeFocused();

      await row.getByRole("button", { name: /^Delete/ }).click();
      await page.getByRole("button", { name: "Delete", exact: true }).click();
      await expect(toast(page, "Internship deleted successfully")).toBeVisible();
      await expect(internshipRow(page, title)).toHaveCount(0);
      const gone = await page.request.get(`/api/internships/${internshipId}/edit`);
      expect(gone.status()).toBe(404);
    });
  });
});

test.describe("the company's screens with the demo data", () => {
  test("the dashboard's counters link to the filtered lists", async ({ page }) => {
    await login(page, DEMO.company);
    await page.goto("/dashboard");
    await expect(
      page.getByRole("heading", { level: 1, name: `Welcome back, ${DEMO.company.name}` }),
    ).toBeVisible();

    await page.getByRole("link", { name: /Pending Review/ }).click();
    await expectPath(page, "/applications", { filter: "pending" });
    await expect(page.getByRole("button", { name: /^Pending/ })).toHaveAttribute("aria-pressed", "true");
    const cards = page.getByRole("article");
    await expect(cards.first()).toBeVisible();
    for (const card of await cards.all()) {
      await expect(card.getByText("Pending", { exact: true })).toBeVisible();
      await expect(card.getByRole("button", { name: /^Start Review/ })).toBeVisible();
    }

    await page.goto("/dashboard");
    await page.getByRole("link", { name: /Draft Internships/ }).click();
    await expectPath(page, "/manage-internships", { filter: "draft" });
    await expect(page.getByRole("button", { name: "Draft", exact: true })).toHaveAttribute(
      "aria-pressed",
      "true",
    );
  });

  test("a search with no match says so, and Clear filters brings the list back", async ({ page }) => {
    await login(page, DEMO.company);
    await page.goto("/manage-internships?q=zz-no-such-internship-zz");
    await expect(page.getByRole("heading", { name: "No internships match your search" })).toBeVisible();
    await expect(page.getByLabel("Search internships")).toHaveValue("zz-no-such-internship-zz");
    await page.getByRole("button", { name: "Clear filters" }).click();
    await expectPath(page, "/manage-internships");
    await expect(page.getByRole("row").nth(1)).toBeVisible();
    const search = page.getByLabel("Search internships");
    await expect(search).toHaveValue("");

    // A pause after a space must not eat the space while the search runs.
    await search.pressSequentially("Frontend ");
    await expectPath(page, "/manage-internships", { q: "Frontend" });
    await search.pressSequentially("Engineering");
    await expectPath(page, "/manage-internships", { q: "Frontend Engineering" });
    await expect(search).toHaveValue("Frontend Engineering");
    await expect(internshipRow(page, "Frontend Engineering Intern")).toBeVisible();
  });

  test("editing an internship that cannot be loaded goes back to the list", async ({ page }) => {
    await login(page, DEMO.company);
    await page.goto("/internships/edit/00000000-0000-4000-8000-000000000000");
    await expect(toast(page, "Failed to load internship details")).toBeVisible();
    await expectPath(page, "/manage-internships");
  });
});

test.describe("on a phone", () => {
  test.use({ viewport: { width: 390, height: 844 } });

  test("the internships and applications show as cards with every action", async ({ page }) => {
    await login(page, DEMO.company);
    await page.goto("/manage-internships");
    await expect(page.getByRole("table")).toBeHidden();
    const card = page.getByRole("list", { name: "Your internships" }).getByRole("listitem").first();
    await expect(card.getByRole("link", { name: /^View/ })).toBeVisible();
    await expect(card.getByRole("link", { name: /^Edit/ })).toBeVisible();
    await expect(card.getByRole("button", { name: /^Delete/ })).toBeVisible();
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);

    await page.goto("/applications");
    await expect(page.getByRole("article").first()).toBeVisible();
    await expect(
      page
        .getByRole("article")
        .first()
        .getByRole("button", { name: /^View Profile/ }),
    ).toBeVisible();
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
  });
});

test.describe("where a company's postings stand", () => {
  for (const viewport of [
    { name: "desktop", width: 1280, height: 900 },
    { name: "390 px", width: 390, height: 844 },
  ]) {
    test(`a company waiting for approval sees it on each posting and counter; applicant counts lead to the applicants (${viewport.name})`, async ({
      page,
      request,
      mailbox,
      playwright,
      e2e,
    }) => {
      test.setTimeout(120_000);
      await page.setViewportSize({ width: viewport.width, height: viewport.height });
      const token = Date.now().toString(36);
      // The demo approves new employers: this one is not approved yet.
      const waiting = await verifiedAccount(request, mailbox, "company", "waiting-company", {
        approve: false,
      });
      const waitingApi = await signedInApi(playwright, e2e.appUrl, waiting);
      const waitingTitle = `Waiting Intern ${token}`;
      await createInternship(waitingApi, { title: waitingTitle });
      await waitingApi.dispose();

      await login(page, waiting);
      await page.goto("/manage-internships");
      const posting = page
        .getByRole(viewport.width < 1024 ? "listitem" : "row")
        .filter({ hasText: waitingTitle });
      await expect(posting.getByText("Waiting for approval", { exact: true })).toBeVisible();
      await expect(posting.getByText("Open", { exact: true })).toHaveCount(0);
      await page.goto("/dashboard");
      const counter = page
        .getByRole("list", { name: "Summary" })
        .getByRole("link", { name: /Active Internships/ });
      await expect(counter).toContainText("Waiting for approval");

      // A live company: its counts link to each internship's applicants.
      const live = await verifiedAccount(request, mailbox, "company", "live-company");
      const liveApi = await signedInApi(playwright, e2e.appUrl, live);
      const liveTitle = `Popular Intern ${token}`;
      const popular = await createInternship(liveApi, { title: liveTitle });
      await liveApi.dispose();
      const applicant = await verifiedAccount(request, mailbox, "student", "count-applicant");
      const applicantApi = await signedInApi(playwright, e2e.appUrl, applicant);
      await uploadResume(applicantApi);
      await applyTo(applicantApi, popular.id, "Hello!");
      await applicantApi.dispose();

      await page.context().clearCookies();
      await login(page, live);
      await page.goto("/manage-internships");
      const row = page.getByRole(viewport.width < 1024 ? "listitem" : "row").filter({ hasText: liveTitle });
      await expect(row.getByText("Open", { exact: true })).toBeVisible();
      await row
        .getByRole("link", { name: new RegExp(`^1( application)? ?, view the applicants of ${liveTitle}$`) })
        .click();
      await expect(page).toHaveURL(new RegExp(`/applications\\?internship=${popular.id}$`));
      await expect(page.getByRole("article").filter({ hasText: applicant.email })).toBeVisible();
    });
  }
});
