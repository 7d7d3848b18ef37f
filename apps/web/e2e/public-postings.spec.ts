import type { Page, PlaywrightWorkerArgs } from "@playwright/test";
import { DEMO, expect, login, test } from "./fixtures.ts";
import {
  createInternship,
  signedInApi,
  uniqueToken,
  uploadResume,
  verifiedAccount,
} from "./support/api-data.ts";
import { expectNoSeriousViolations } from "./support/axe.ts";
import { expectPath } from "./support/shell.ts";

/** The titles of the cards on the page, in order. */
async function cardTitles(page: Page): Promise<string[]> {
  return page.getByRole("list", { name: "Internships" }).getByRole("heading").allTextContents();
}

test("a visitor opens a shared posting, signs in from it, lands back on it and applies", async ({
  page,
  playwright,
  e2e,
  mailbox,
}) => {
  const token = uniqueToken();
  const company = await signedInApi(playwright, e2e.appUrl, DEMO.company);
  const posting = await createInternship(company, {
    title: `Shared Posting ${token}`,
    stipend: "$1,500/month",
    description: `A role we share on social media. ${token}`,
  });
  await company.dispose();
  const student = await verifiedAccount(page.request, mailbox, "student", "visitor");
  const studentApi = await signedInApi(playwright, e2e.appUrl, student);
  await uploadResume(studentApi);
  await studentApi.dispose();

  await test.step("the link works signed out, with its title for previews and sign-in offers", async () => {
    const html = await page.request.get(`/internships/${posting.id}`);
    expect(await html.text()).toContain(`<title>Shared Posting ${token} at Nimbus Labs · InternPath</title>`);
    await page.goto(`/internships/${posting.id}`);
    await expect(page.getByRole("heading", { level: 1, name: posting.title })).toBeVisible();
    await expect(page.getByRole("link", { name: "Sign in to save" })).toBeVisible();
    await expect(page.getByRole("button", { name: "Apply Now" })).toHaveCount(0);
    await expect(page.getByRole("banner").getByRole("link", { name: "Sign up" })).toBeVisible();
  });

  await test.step("Sign in to apply leads to sign-in and back to the same posting", async () => {
    await page.getByRole("link", { name: "Sign in to apply" }).click();
    await expectPath(page, "/auth/signin", { redirectTo: `/internships/${posting.id}` });
    await page.getByLabel("Email").fill(student.email);
    await page.getByLabel("Password").fill(student.password);
    await page.getByRole("button", { name: "Sign in", exact: true }).click();
    await expectPath(page, `/internships/${posting.id}`);
  });

  await test.step("the student applies from the page", async () => {
    await page.getByRole("button", { name: "Apply Now" }).click();
    await page.getByLabel(/Cover letter/i).fill("I saw your post and would love to join.");
    await page.getByRole("button", { name: /Submit Application/i }).click();
    await expect(page.getByText("Application submitted successfully")).toBeVisible();
  });

  await test.step("browse shows the card as Applied, with its pay and when it was posted", async () => {
    await page.goto(`/internships?q=${token}`);
    const card = page.getByRole("article", { name: posting.title });
    await expect(card.getByText("Applied")).toBeVisible();
    await expect(card.getByText("Pending")).toBeVisible();
    await expect(card.getByText("$1,500/month")).toBeVisible();
    await expect(card.getByText(/^Posted (just now|\d+ minutes? ago)$/)).toBeVisible();
  });
});

test("a posting that is not public is a 404 page saying so, for visitors", async ({
  page,
  playwright,
  e2e,
}) => {
  const company = await signedInApi(playwright, e2e.appUrl, DEMO.company);
  const draft = await company.post("/api/internships", {
    data: {
      title: `Draft ${uniqueToken()}`,
      location: "Berlin",
      duration: "3 months",
      description: "Not yet.",
      requirements: "None.",
      skills: ["Go"],
      type: "full-time",
      status: "draft",
    },
  });
  const { internship } = (await draft.json()) as { internship: { id: string } };
  await company.dispose();
  const response = await page.goto(`/internships/${internship.id}`);
  expect(response?.status()).toBe(404);
  await expect(page.getByRole("heading", { level: 1, name: "Internship not found" })).toBeVisible();
});

test("the whole card opens the posting, and its company name opens the company's page", async ({ page }) => {
  await page.goto("/internships");
  const card = page.getByRole("article").first();
  const title = (await card.getByRole("heading").textContent()) ?? "";
  const companyName = (await card.getByRole("link").first().textContent()) ?? "";
  // A click on the card's text, not on a button, opens the posting.
  await card.click({ position: { x: 40, y: 150 } });
  await expect(page.getByRole("heading", { level: 1, name: title })).toBeVisible();

  await page.goBack();
  await page.getByRole("article").first().getByRole("link", { name: companyName }).click();
  await expect(page).toHaveURL(/\/companies\/[0-9a-f-]{36}$/);
  await expect(page.getByRole("heading", { level: 1, name: companyName })).toBeVisible();
  await expect(page.getByRole("heading", { level: 2, name: "Open internships" })).toBeVisible();
  await expect(
    page.getByRole("list", { name: "Open internships" }).getByRole("article").first(),
  ).toBeVisible();
});

test("each sort orders the cards as the API orders them, and the filters narrow them", async ({ page }) => {
  await login(page, DEMO.student);
  await page.goto("/internships");
  const sortBy = page.getByLabel("Sort by");
  await expect(sortBy.locator("option")).toHaveText(["Newest", "Deadline soonest", "Best match"]);

  for (const sort of ["deadline", "match", "newest"] as const) {
    await sortBy.selectOption(sort);
    const api = await page.request.get(`/api/internships?${sort === "newest" ? "" : `sort=${sort}`}`);
    const expected = ((await api.json()) as { items: { title: string }[] }).items.map((item) => item.title);
    await expect.poll(() => cardTitles(page)).toEqual(expected);
  }

  // Relevance is offered while searching.
  await page.getByRole("searchbox", { name: "Search internships" }).fill("data");
  await expect(sortBy.locator("option")).toHaveText([
    "Newest",
    "Deadline soonest",
    "Relevance",
    "Best match",
  ]);
  await sortBy.selectOption("relevance");
  const relevance = await page.request.get("/api/internships?q=data&sort=relevance");
  const relevant = ((await relevance.json()) as { items: { title: string }[] }).items.map(
    (item) => item.title,
  );
  await expect.poll(() => cardTitles(page)).toEqual(relevant);
  await expect(page).toHaveURL(/sort=relevance/);

  await page.getByRole("button", { name: "Clear", exact: true }).click();
  await page.getByRole("button", { name: /^Filters/ }).click();
  await page.getByLabel("Hide applied").check();
  await page.getByLabel("Unpaid").check();
  await expect(page.getByRole("button", { name: /^Filters 2 active$/ })).toBeVisible();
  const filtered = await page.request.get("/api/internships?pay=unpaid&hideApplied=true");
  const titles = ((await filtered.json()) as { items: { title: string }[] }).items.map((item) => item.title);
  await expect.poll(() => cardTitles(page)).toEqual(titles);
  await expect(page.getByRole("article").getByText("Applied", { exact: true })).toHaveCount(0);
});

test("the Location filter suggests places of open postings", async ({ page, playwright, e2e }) => {
  const company = await signedInApi(playwright, e2e.appUrl, DEMO.company);
  const place = `Quxtown ${uniqueToken()}`;
  await createInternship(company, { title: `Placed ${uniqueToken()}`, location: place });
  await company.dispose();
  await page.goto("/internships");
  await page.getByRole("button", { name: /^Filters/ }).click();
  // With its suggestions the Location box is a combobox.
  await page.getByRole("combobox", { name: "Location" }).fill("Quxtown");
  await expect(page.locator(`datalist option[value="${place}"]`)).toHaveCount(1);
});

const VIEWPORTS = [
  { name: "desktop", width: 1280, height: 900 },
  { name: "phone", width: 390, height: 844 },
] as const;

for (const viewport of VIEWPORTS) {
  test(`axe: the public browse with filters, a posting and a company page, signed out and as a student (${viewport.name})`, async ({
    page,
    playwright,
    e2e,
  }) => {
    await page.setViewportSize({ width: viewport.width, height: viewport.height });
    const company = await signedInApi(playwright, e2e.appUrl, DEMO.company);
    const posting = await createInternship(company, { title: `Accessible Posting ${uniqueToken()}` });
    await company.dispose();

    await page.goto("/internships");
    await page.getByRole("button", { name: /^Filters/ }).click();
    await expect(page.getByRole("article").first()).toBeVisible();
    await expectNoSeriousViolations(page);
    await page.goto(`/internships/${posting.id}`);
    await expect(page.getByRole("link", { name: "Sign in to apply" })).toBeVisible();
    await expectNoSeriousViolations(page);
    await page.getByRole("link", { name: "Nimbus Labs" }).first().click();
    await expect(page.getByRole("heading", { level: 2, name: "Open internships" })).toBeVisible();
    await expect(page.getByRole("article").first()).toBeVisible();
    await expectNoSeriousViolations(page);

    await login(page, DEMO.student);
    await page.goto("/internships?sort=match");
    await page.getByRole("button", { name: /^Filters/ }).click();
    await expect(page.getByRole("article").first()).toBeVisible();
    await expectNoSeriousViolations(page);
  });
}

test.describe("sharing a posting", () => {
  /** The posting's own address, as anyone opens it. */
  async function openPosting(page: Page, playwright: PlaywrightWorkerArgs["playwright"], appUrl: string) {
    const company = await signedInApi(playwright, appUrl, DEMO.company);
    const posting = await createInternship(company, { title: `Shareable Posting ${uniqueToken()}` });
    await company.dispose();
    await page.goto(`/internships/${posting.id}`);
    await expect(page.getByRole("heading", { level: 1, name: posting.title })).toBeVisible();
    return { ...posting, url: `${appUrl}/internships/${posting.id}` };
  }

  test.describe("on a desktop", () => {
    test.use({ viewport: { width: 1280, height: 900 } });

    test("Copy link, from the keyboard, puts the posting's address on the clipboard and says so (desktop)", async ({
      page,
      context,
      playwright,
      e2e,
    }) => {
      await context.grantPermissions(["clipboard-read", "clipboard-write"]);
      const posting = await openPosting(page, playwright, e2e.appUrl);
      await expect(page.getByRole("button", { name: "Share" })).toHaveCount(0);
      await page.getByRole("link", { name: "Back to internships" }).focus();
      await page.keyboard.press("Tab");
      await expect(page.getByRole("button", { name: "Copy link" })).toBeFocused();
      // Checked before the toast: one fading out is measured mid-fade.
      await expectNoSeriousViolations(page);
      await page.keyboard.press("Enter");
      await expect(page.getByRole("status").filter({ hasText: "Link copied" })).toBeVisible();
      expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(posting.url);
    });
  });

  test.describe("on a phone", () => {
    test.use({ viewport: { width: 390, height: 844 }, hasTouch: true, isMobile: true });

    test("Share opens the system's share sheet with the posting, and copies the link where there is none (phone)", async ({
      page,
      context,
      playwright,
      e2e,
    }) => {
      await context.grantPermissions(["clipboard-read", "clipboard-write"]);
      // The share sheet, recorded: what the page asked to share.
      await page.addInitScript(() => {
        const shared: ShareData[] = [];
        Object.assign(window, { shared });
        Object.defineProperty(navigator, "share", {
          configurable: true,
          value: async (data: ShareData) => {
            shared.push(data);
          },
        });
      });
      const posting = await openPosting(page, playwright, e2e.appUrl);
      const share = page.getByRole("button", { name: "Share" });
      await expect(page.getByRole("button", { name: "Copy link" })).toHaveCount(0);
      expect((await share.boundingBox())?.height).toBeGreaterThanOrEqual(44);
      await expectNoSeriousViolations(page);

      await share.tap();
      await expect
        .poll(() => page.evaluate(() => (window as unknown as { shared: ShareData[] }).shared))
        .toEqual([{ title: posting.title, url: posting.url }]);
      await expect(page.getByRole("status").filter({ hasText: "Link copied" })).toHaveCount(0);

      // A phone's browser without a share sheet copies the link instead.
      await page.evaluate(() => Object.defineProperty(navigator, "share", { value: undefined }));
      await share.focus();
      await page.keyboard.press("Enter");
      await expect(page.getByRole("status").filter({ hasText: "Link copied" })).toBeVisible();
      expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(posting.url);
    });
  });
});
