import type { Locator, Page } from "@playwright/test";
import { DEMO, expect, login, test } from "./fixtures.ts";
import {
  applyTo,
  type CreatedInternship,
  createInternship,
  dateInDays,
  myApplicationsTotal,
  signedInApi,
  uniqueToken,
  updateProfile,
  uploadResume,
  verifiedAccount,
} from "./support/api-data.ts";
import { expectPath } from "./support/shell.ts";

const RESUME_REQUIRED = "Please upload a resume on your profile before applying";
const RESUME_HINT = 'Click "View Profile" to upload your resume';

/** The result cards of the browse page. */
function resultCards(page: Page): Locator {
  return page.getByRole("list", { name: "Internships" }).getByRole("article");
}

function card(page: Page, title: string): Locator {
  return page.getByRole("article", { name: title });
}

/** The value shown under a dashboard counter's label. */
/** The number a dashboard counter shows. */
function counter(page: Page, label: string): Locator {
  return page
    .getByRole("list", { name: "Summary" })
    .getByRole("listitem")
    .filter({ has: page.getByText(label, { exact: true }) })
    .locator("[data-counter-value]");
}

test("a student goes from no resume to a tracked application: search, filter, bookmark, apply", async ({
  page,
  playwright,
  e2e,
  mailbox,
  verifiedStudent,
}) => {
  test.setTimeout(120_000);
  const token = uniqueToken();

  // A fresh company posts three internships that only this test's token finds.
  const setup = await playwright.request.newContext({ baseURL: e2e.appUrl });
  const company = await verifiedAccount(setup, mailbox, "company", "journey-company");
  await setup.dispose();
  const companyApi = await signedInApi(playwright, e2e.appUrl, company);
  await updateProfile(companyApi, {
    companyIndustry: "Robotics",
    website: "https://widgets.example.com",
    bio: "We build friendly warehouse robots.",
  });
  const frontend = await createInternship(companyApi, {
    title: `${token} Frontend Intern`,
    location: "Berlin, Germany",
    isRemote: true,
    type: "full-time",
    skills: ["React", "TypeScript", "GraphQL", "Jest"],
    stipend: "€1,500 / month",
    deadline: dateInDays(30),
  });
  const data = await createInternship(companyApi, {
    title: `${token} Data Intern`,
    location: "Lisbon, Portugal",
    type: "part-time",
    skills: ["SQL", "Python"],
  });
  const design = await createInternship(companyApi, {
    title: `${token} Design Intern`,
    location: "Lisbon, Portugal",
    skills: ["Figma", "TypeScript"],
  });
  await companyApi.dispose();

  await login(page, verifiedStudent);
  await updateProfile(page.request, { skills: ["React", "SQL"] });

  await test.step("without a resume: the banner shows and applying is refused", async () => {
    await page.goto("/dashboard");
    await expect(page.getByRole("heading", { name: `Welcome back, ${verifiedStudent.name}` })).toBeVisible();
    await expect(page.getByText("Resume Required")).toBeVisible();
    await expect(page.getByRole("link", { name: "Upload it on your profile" })).toHaveAttribute(
      "href",
      "/profile",
    );
    await expect(counter(page, "Total Applications")).toHaveText("0");

    await page.goto(`/internships/${frontend.id}`);
    await expect(page.getByRole("heading", { level: 1, name: frontend.title })).toBeVisible();
    await page.getByRole("button", { name: "Apply Now" }).click();
    await expect(page.getByText(RESUME_REQUIRED)).toBeVisible();
    await expect(page.getByText(RESUME_HINT)).toBeVisible();
    await expect(page.getByRole("link", { name: "View Profile" })).toHaveAttribute("href", "/profile");
    await expect(page.getByLabel("Cover Letter")).toHaveCount(0);
    expect(await myApplicationsTotal(page.request)).toBe(0);
  });

  await test.step("after uploading a resume the banner is gone", async () => {
    await uploadResume(page.request);
    await page.goto("/dashboard");
    await expect(page.getByRole("heading", { name: "Recent Applications" })).toBeVisible();
    await expect(page.getByText("Resume Required")).toHaveCount(0);
  });

  await test.step("searches and filters, kept in the URL", async () => {
    await page.goto("/internships");
    await expect(page.getByRole("heading", { level: 1, name: "Browse Internships" })).toBeVisible();
    await page.getByRole("searchbox", { name: "Search internships" }).fill(token);
    await expectPath(page, "/internships", { q: token });
    await expect(resultCards(page)).toHaveCount(3);
    await expect(page.getByText("3 internships found")).toBeVisible();

    const frontendCard = card(page, frontend.title);
    await expect(frontendCard).toContainText("Remote");
    await expect(frontendCard).toContainText("+1");
    await expect(frontendCard).toContainText("Matches 1 of 4 skills: React");
    await expect(frontendCard).toContainText("Apply by");
    await expect(card(page, data.title)).toContainText("Open until filled");
    await expect(frontendCard.getByRole("link", { name: /^Message/ })).toHaveAttribute(
      "href",
      /\/messages\?recipient=/,
    );

    await page.getByRole("button", { name: "Filters" }).click();
    await page.getByLabel("Internship Type").selectOption({ label: "Part-time" });
    await expectPath(page, "/internships", { q: token, type: "part-time" });
    await expect(resultCards(page)).toHaveCount(1);
    await expect(card(page, data.title)).toBeVisible();

    await page.getByLabel("Internship Type").selectOption({ label: "All Types" });
    await page.getByRole("combobox", { name: "Location" }).fill("Berlin");
    await expectPath(page, "/internships", { q: token, location: "Berlin" });
    await expect(resultCards(page)).toHaveCount(1);
    await expect(card(page, frontend.title)).toBeVisible();

    await page.getByRole("combobox", { name: "Location" }).fill("");
    await page.getByLabel("Remote only").check();
    await expectPath(page, "/internships", { q: token, remote: "true" });
    await expect(resultCards(page)).toHaveCount(1);

    // The search survives a reload.
    await page.reload();
    await expect(page.getByRole("searchbox", { name: "Search internships" })).toHaveValue(token);
    await expect(page.getByLabel("Remote only")).toBeChecked();
    await expect(resultCards(page)).toHaveCount(1);
    await expect(card(page, frontend.title)).toBeVisible();

    await page.getByRole("button", { name: "Clear", exact: true }).click();
    await expectPath(page, "/internships");
    expect(new URL(page.url()).search).toBe("");
    await expect(page.getByRole("searchbox", { name: "Search internships" })).toHaveValue("");

    await page.getByRole("searchbox", { name: "Search internships" }).fill(`${token} nothing-like-this`);
    await expect(page.getByRole("heading", { name: "No internships found" })).toBeVisible();
    await page.getByRole("button", { name: "Clear all filters" }).click();
    await expect(page.getByRole("searchbox", { name: "Search internships" })).toHaveValue("");
    expect(new URL(page.url()).search).toBe("");
  });

  await test.step("bookmarks an internship and removes the bookmark", async () => {
    await page.goto(`/internships?q=${token}`);
    const toggle = card(page, frontend.title).getByRole("button", { name: /^Saved? / });
    await expect(toggle).toHaveAccessibleName(`Save ${frontend.title}`);
    await expect(toggle).toHaveAttribute("aria-pressed", "false");
    await toggle.click();
    await expect(page.getByText("Internship bookmarked")).toBeVisible();
    await expect(toggle).toHaveAttribute("aria-pressed", "true");
    await expect(toggle).toHaveAccessibleName(`Saved ${frontend.title}`);

    await page
      .getByRole("navigation", { name: "Main menu" })
      .getByRole("link", { name: "Bookmarks" })
      .click();
    await expect(page.getByRole("heading", { level: 1, name: "Bookmarks" })).toBeVisible();
    const bookmarked = card(page, frontend.title);
    await expect(bookmarked).toBeVisible();
    await expect(bookmarked.getByRole("link", { name: /View Details/ })).toHaveAttribute(
      "href",
      `/internships/${frontend.id}`,
    );
    await bookmarked.getByRole("button", { name: `Remove bookmark: ${frontend.title}` }).click();
    await expect(page.getByText("Bookmark removed")).toBeVisible();
    await expect(page.getByRole("heading", { name: "No bookmarks yet" })).toBeVisible();

    // Toggled on and off from the browse list too.
    await page.goto(`/internships?q=${token}`);
    await expect(toggle).toHaveAttribute("aria-pressed", "false");
    await toggle.click();
    await expect(toggle).toHaveAttribute("aria-pressed", "true");
    // A click while the bookmark is still saving is ignored (no flip-flop on a double click).
    await expect(toggle).not.toHaveAttribute("aria-busy", "true");
    await toggle.click();
    await expect(page.getByText("Bookmark removed")).toBeVisible();
    await expect(toggle).toHaveAttribute("aria-pressed", "false");
  });

  const coverLetter = `I would love to build interfaces with React at your company. (${token})`;

  await test.step("applies with a cover letter from the internship's page", async () => {
    await card(page, frontend.title)
      .getByRole("link", { name: /View Details/ })
      .click();
    await expectPath(page, `/internships/${frontend.id}`);
    await expect(page.getByRole("heading", { level: 1, name: frontend.title })).toBeVisible();
    await expect(page.getByText("Paid")).toBeVisible();

    await expect(page.getByRole("heading", { name: "About the Company" })).toBeVisible();
    await expect(page.getByText("Robotics", { exact: true })).toBeVisible();
    const website = page.getByRole("link", { name: /Visit Website/ });
    await expect(website).toHaveAttribute("href", "https://widgets.example.com");
    await expect(website).toHaveAttribute("target", "_blank");
    await expect(website).toHaveAttribute("rel", "noopener noreferrer");
    // Students message a company they applied to: before applying, the page says so.
    await expect(page.getByText("Apply to message this company.")).toBeVisible();
    await expect(page.getByRole("link", { name: "Message Company" })).toHaveCount(0);

    await page.getByRole("button", { name: "Apply Now" }).click();
    const letter = page.getByLabel("Cover Letter");
    await expect(letter).toBeFocused();
    await page.getByRole("button", { name: "Cancel" }).click();
    await expect(letter).toHaveCount(0);
    await expect(page.getByRole("button", { name: "Apply Now" })).toBeFocused();

    await page.getByRole("button", { name: "Apply Now" }).click();
    await letter.fill(coverLetter);
    await page.getByRole("button", { name: "Submit Application" }).click();
    await expect(page.getByText("Application submitted successfully")).toBeVisible();
    await expect(page.getByRole("heading", { name: "Application Status" })).toBeVisible();
    await expect(page.getByRole("link", { name: "Message Company" })).toHaveAttribute(
      "href",
      /\/messages\?recipient=/,
    );
    const timeline = page.getByRole("list").filter({ hasText: "Under Review" });
    await expect(timeline.getByRole("listitem")).toHaveText([/Submitted/, /Under Review/, /Decision/]);
    await expect(page.getByRole("button", { name: "Apply Now" })).toHaveCount(0);
    await expect(page.getByText(/You applied on/)).toBeVisible();
  });

  await test.step("sees the application in My Applications and opens the resume sent", async () => {
    await page.goto("/applications");
    await expect(page.getByRole("heading", { level: 1, name: "My Applications" })).toBeVisible();
    const filters = page.getByRole("group", { name: "Filter by status" });
    await expect(filters.getByRole("button", { name: /^All/ })).toHaveAttribute("aria-pressed", "true");
    await expect(filters.getByRole("button", { name: /^All/ })).toContainText("1");
    await expect(filters.getByRole("button", { name: /^Pending/ })).toContainText("1");
    await expect(filters.getByRole("button", { name: /^Accepted/ })).toContainText("0");

    const application = card(page, frontend.title);
    await expect(application).toContainText("Pending");
    await expect(application).toContainText("E2E Widgets");
    await expect(application).toContainText(coverLetter);
    await expect(application.getByRole("link", { name: /View Internship/ })).toHaveAttribute(
      "href",
      `/internships/${frontend.id}`,
    );

    await filters.getByRole("button", { name: /^Accepted/ }).click();
    await expectPath(page, "/applications", { filter: "accepted" });
    await expect(page.getByRole("heading", { name: "No accepted applications" })).toBeVisible();
    await page.getByRole("button", { name: "Clear Filter" }).first().click();
    await expect(application).toBeVisible();

    await application.getByRole("button", { name: /View Resume/ }).click();
    const viewer = page.getByRole("dialog", { name: `${verifiedStudent.name}'s resume` });
    await expect(viewer).toBeVisible();
    const frame = viewer.locator("iframe");
    await expect(frame).toBeVisible();
    const resumeUrl = await frame.getAttribute("src");
    expect(resumeUrl).toMatch(/^\/api\/files\/.+\.pdf$/);
    const resume = await page.request.get(resumeUrl!);
    expect(resume.status()).toBe(200);
    expect(resume.headers()["content-type"]).toBe("application/pdf");
    await viewer.getByRole("button", { name: "Close resume" }).click();
    await expect(viewer).toHaveCount(0);
  });

  await test.step("the dashboard counts the application", async () => {
    await page
      .getByRole("navigation", { name: "Main menu" })
      .getByRole("link", { name: "Dashboard" })
      .click();
    await expect(counter(page, "Total Applications")).toHaveText("1");
    await expect(counter(page, "Pending")).toHaveText("1");
    await expect(counter(page, "Accepted")).toHaveText("0");
    await expect(counter(page, "Rejected")).toHaveText("0");
    // The recent application links to its internship (the other sections show the title as text).
    await expect(page.getByRole("link", { name: frontend.title, exact: true })).toBeVisible();
    await expect(page.getByText(/Matches your skills: /).first()).toBeVisible();

    await page.getByRole("button", { name: "Refresh" }).click();
    await expect(page.getByText("Dashboard refreshed")).toBeVisible();
  });

  // The unused internship keeps the search honest: it exists but never matched the filters above.
  expect(design.title).toContain(token);
});

test("browse pages through results with Previous and Next, the cursor kept in the URL", async ({
  page,
  playwright,
  e2e,
  mailbox,
}) => {
  test.setTimeout(90_000);
  const token = uniqueToken();
  const setup = await playwright.request.newContext({ baseURL: e2e.appUrl });
  const company = await verifiedAccount(setup, mailbox, "company", "pages-company");
  await setup.dispose();
  const companyApi = await signedInApi(playwright, e2e.appUrl, company);
  const created: CreatedInternship[] = [];
  for (let index = 1; index <= 21; index += 1) {
    created.push(await createInternship(companyApi, { title: `${token} Intern ${index}` }));
  }
  await companyApi.dispose();

  await login(page, DEMO.student);
  await page.goto(`/internships?q=${token}`);
  await expect(page.getByText("21 internships found")).toBeVisible();
  await expect(resultCards(page)).toHaveCount(20);
  const pages = page.getByRole("navigation", { name: "Internship pages" });
  await expect(pages.getByRole("button", { name: "Previous" })).toBeDisabled();

  await pages.getByRole("link", { name: "Next" }).click();
  await expect(resultCards(page)).toHaveCount(1);
  const url = new URL(page.url());
  expect(url.searchParams.get("q")).toBe(token);
  expect(url.searchParams.get("after")).toBeTruthy();
  // Newest first: the first one made is alone on the second page.
  await expect(card(page, created[0]!.title)).toBeVisible();

  await page.reload();
  await expect(resultCards(page)).toHaveCount(1);
  await expect(pages.getByRole("button", { name: "Next" })).toBeDisabled();

  await pages.getByRole("link", { name: "Previous" }).click();
  await expect(resultCards(page)).toHaveCount(20);
  expect(new URL(page.url()).searchParams.get("before")).toBeTruthy();
  await expect(card(page, created[20]!.title)).toBeVisible();
});

test("an unknown internship shows 'Internship not found' with a way back", async ({ page }) => {
  await login(page, DEMO.student);
  await page.goto("/internships/00000000-0000-4000-8000-000000000000");
  await expect(page.getByRole("heading", { level: 1, name: "Internship not found" })).toBeVisible();
  await page.getByRole("link", { name: "Back to internships" }).click();
  await expectPath(page, "/internships");
  await expect(page.getByRole("heading", { level: 1, name: "Browse Internships" })).toBeVisible();
});

test("a company sees internships without the student-only controls", async ({ page }) => {
  await login(page, DEMO.company);
  await page.goto("/internships");
  await expect(resultCards(page).first()).toBeVisible();
  await expect(
    resultCards(page)
      .first()
      .getByRole("button", { name: /^Saved? / }),
  ).toHaveCount(0);
  await expect(
    resultCards(page)
      .first()
      .getByRole("link", { name: /^Message/ }),
  ).toHaveCount(0);
  await resultCards(page)
    .first()
    .getByRole("link", { name: /View Details/ })
    .click();
  await expect(page.getByRole("heading", { name: "About the Company" })).toBeVisible();
  await expect(page.getByRole("button", { name: "Apply Now" })).toHaveCount(0);
});

test("Recommended for you and Latest Internships mark the postings the student applied to, with the status", async ({
  page,
  playwright,
  e2e,
  mailbox,
  verifiedStudent,
}) => {
  // A skill no other posting asks for: this test's two postings are the only recommendations sharing it.
  const skill = uniqueToken();
  const setup = await playwright.request.newContext({ baseURL: e2e.appUrl });
  const company = await verifiedAccount(setup, mailbox, "company", "recommended-company");
  await setup.dispose();
  const companyApi = await signedInApi(playwright, e2e.appUrl, company);
  const applied = await createInternship(companyApi, { title: `${skill} Applied Intern`, skills: [skill] });
  const notApplied = await createInternship(companyApi, { title: `${skill} Other Intern`, skills: [skill] });
  await companyApi.dispose();
  const studentApi = await signedInApi(playwright, e2e.appUrl, verifiedStudent);
  await updateProfile(studentApi, { skills: [skill] });
  await uploadResume(studentApi);
  await applyTo(studentApi, applied.id, "I would like to join.");
  await studentApi.dispose();

  await login(page, verifiedStudent);
  await page.goto("/dashboard");
  const recommended = page.getByRole("list", { name: "Recommended for you" });
  const row = (list: Locator, title: string) =>
    list.getByRole("listitem").filter({ has: page.getByRole("heading", { name: title }) });

  // Both stay in the list; only the one applied to says so, with the status in words.
  await expect(row(recommended, applied.title)).toContainText(`Matches your skills: ${skill}`);
  await expect(row(recommended, applied.title)).toContainText(/Applied\s*Pending/);
  await expect(row(recommended, notApplied.title)).toBeVisible();
  await expect(row(recommended, notApplied.title)).not.toContainText("Applied");

  const latest = page.getByRole("list", { name: "Latest Internships" });
  await expect(row(latest, applied.title)).toContainText(/Applied\s*Pending/);
  await expect(
    row(latest, applied.title).getByRole("link", { name: `View: ${applied.title}` }),
  ).toBeVisible();
  await expect(row(latest, notApplied.title)).not.toContainText("Applied");
  await expect(
    row(latest, notApplied.title).getByRole("link", { name: `Apply: ${notApplied.title}` }),
  ).toBeVisible();
});
