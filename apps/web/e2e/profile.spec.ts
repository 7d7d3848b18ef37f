import { writeFileSync } from "node:fs";
import { makeTextPdf } from "@internpath/shared/pdf";
import type { CDPSession, Page } from "@playwright/test";
import {
  DEMO,
  expect,
  linkIn,
  login,
  type Mailbox,
  type NewAccount,
  SUBJECTS,
  signUpThroughApi,
  test,
} from "./fixtures.ts";
import { approveCompany, createInternship, uniqueToken } from "./support/api-data.ts";
import { expectNoSeriousViolations } from "./support/axe.ts";

const MEGABYTE = 1024 * 1024;

/** A resume of exactly `size` bytes that the server accepts as a PDF (it looks at the bytes). */
const pdfOfSize = (size: number) => Buffer.from(makeTextPdf(["Sam Student", "Resume"], { size }));

/**
 * Writes a PDF of `size` bytes named `name` to the test's output folder and returns its path. Large
 * files go to the browser by path: as a buffer they travel through the protocol in base64, which took
 * longer than the action timeout on a slow host.
 */
function pdfFileOfSize(name: string, size: number): string {
  const path = test.info().outputPath(name);
  writeFileSync(path, pdfOfSize(size));
  return path;
}

/** A valid 1x1 PNG. */
const PNG = Buffer.from(
  "iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNk+M9QDwADhgGAWjR9awAAAABJRU5ErkJggg==",
  "base64",
);

/** A company account made like the fixtures' verified student: real sign-up, real verification mail. */
async function verifiedCompany(page: Page, mailbox: Mailbox): Promise<NewAccount> {
  const account = await signUpThroughApi(page.request, "company", "profile-company");
  const mail = await mailbox.waitFor({ to: account.email, subject: SUBJECTS.verification });
  const verify = await page.request.get(linkIn(mail, /\/api\/auth\/verify-email$/), { maxRedirects: 0 });
  expect(verify.status(), "the verification link redirects").toBe(302);
  expect(verify.headers().location, "the verification link succeeds").not.toContain("error=");
  // The demo approves new employers before students see their internships.
  await approveCompany(account);
  return account;
}

async function openProfile(page: Page, heading: "Your Profile" | "Company Profile") {
  await page.goto("/profile");
  await expect(page.getByRole("heading", { level: 1, name: heading })).toBeVisible();
  await expect(page.getByRole("button", { name: "Edit Profile" })).toBeVisible();
}

/** Slows the browser's uploads so a progress bar can be watched on a local server. */
async function throttleUploads(page: Page, bytesPerSecond: number): Promise<CDPSession> {
  const cdp = await page.context().newCDPSession(page);
  await cdp.send("Network.enable");
  await cdp.send("Network.emulateNetworkConditions", {
    offline: false,
    latency: 0,
    downloadThroughput: -1,
    uploadThroughput: bytesPerSecond,
  });
  return cdp;
}

async function stopThrottling(cdp: CDPSession) {
  await cdp.send("Network.emulateNetworkConditions", {
    offline: false,
    latency: 0,
    downloadThroughput: -1,
    uploadThroughput: -1,
  });
}

const toast = (page: Page, text: string) => page.getByRole("status").filter({ hasText: text });

test("a student uploads a resume with a progress bar, can cancel one, and views it inline", async ({
  page,
  verifiedStudent,
}) => {
  test.setTimeout(90_000);
  await login(page, verifiedStudent);
  await openProfile(page, "Your Profile");
  await expect(page.getByText("No resume uploaded yet.")).toBeVisible();

  const firstTry = pdfFileOfSize("first-try.pdf", 8 * MEGABYTE);
  const resume = pdfFileOfSize("Sam Student CV.pdf", 8 * MEGABYTE);
  const cdp = await throttleUploads(page, 2 * MEGABYTE);

  // Cancelling stops the request: nothing is stored.
  await page.getByLabel("Upload Resume").setInputFiles(firstTry);
  await expect(page.getByRole("progressbar", { name: "Uploading first-try.pdf" })).toBeVisible();
  await page.getByRole("button", { name: "Cancel upload" }).click();
  await expect(toast(page, "Upload cancelled")).toBeVisible();
  await expect(page.getByRole("progressbar")).toHaveCount(0);
  const afterCancel = await (await page.request.get("/api/profile")).json();
  expect(afterCancel.profile.resumeUrl).toBeNull();

  // A real upload: the bar moves with the bytes sent, then the resume is on the profile.
  await page.getByLabel("Upload Resume").setInputFiles(resume);
  const progress = page.getByRole("progressbar", { name: "Uploading Sam Student CV.pdf" });
  await expect(progress).toBeVisible();
  await expect
    .poll(async () => Number(await progress.getAttribute("aria-valuenow")), { timeout: 10_000 })
    .toBeGreaterThan(0);
  const midway = Number(await progress.getAttribute("aria-valuenow"));
  expect(midway).toBeLessThan(100);
  await expect(toast(page, "Resume uploaded successfully")).toBeVisible({ timeout: 20_000 });
  await expect(progress).toHaveCount(0);
  await stopThrottling(cdp);

  await expect(page.getByText("Resume on file (PDF)")).toBeVisible();
  const { profile } = await (await page.request.get("/api/profile")).json();
  expect(profile.resumeUrl).toMatch(/^\/api\/files\/[^/]+\/resumes\/[0-9a-f-]{36}\.pdf$/);

  await page.getByRole("button", { name: "View Resume" }).click();
  const dialog = page.getByRole("dialog", { name: "Sam Student's resume" });
  await expect(dialog).toBeVisible();
  const frame = dialog.locator('iframe[title="Resume preview"]');
  await expect(frame).toBeVisible();
  await expect(frame).toHaveAttribute("src", profile.resumeUrl);
  expect((await frame.boundingBox())?.height).toBe(600);
  await expect(dialog.getByRole("link", { name: "Open in New Tab" })).toHaveAttribute("target", "_blank");
  await expect(dialog.getByRole("link", { name: "Download" })).toHaveAttribute(
    "download",
    "Sam Student-resume.pdf",
  );
  await dialog.getByRole("button", { name: "Close resume" }).click();
  await expect(dialog).toHaveCount(0);
  await expect(page.getByLabel("Replace Resume")).toBeAttached();
});

test("files that are too large or of the wrong type are refused with the spec's messages", async ({
  page,
  verifiedStudent,
}) => {
  await login(page, verifiedStudent);
  await openProfile(page, "Your Profile");
  const resumeInput = page.getByLabel("Upload Resume");
  let uploads = 0;
  page.on("request", (request) => {
    if (request.method() === "PUT" && request.url().includes("/api/uploads/")) uploads += 1;
  });

  // Checked in the browser: nothing is sent.
  await resumeInput.setInputFiles(pdfFileOfSize("huge.pdf", 11 * MEGABYTE));
  await expect(toast(page, "File size exceeds 10MB limit")).toBeVisible();
  await expect(resumeInput).toHaveAccessibleDescription(/File size exceeds 10MB limit/);

  await resumeInput.setInputFiles({
    name: "setup.exe",
    mimeType: "application/x-msdownload",
    buffer: Buffer.from("MZ\x90\x00 this program cannot be run in DOS mode", "latin1"),
  });
  const typeMessage = "Only .pdf, .doc, .docx files are allowed";
  await expect(toast(page, typeMessage)).toBeVisible();
  await expect(resumeInput).toHaveAccessibleDescription(/Only \.pdf, \.doc, \.docx files are allowed$/);

  await page.getByLabel("Upload Photo").setInputFiles({
    name: "notes.txt",
    mimeType: "text/plain",
    buffer: Buffer.from("not a picture"),
  });
  await expect(toast(page, "Only image files are allowed")).toBeVisible();
  expect(uploads).toBe(0);

  // A text file named .pdf passes the browser's check; the server reads its bytes and refuses it,
  // and its message is the one shown (once the earlier toast has gone, so it is a new one).
  await expect(toast(page, typeMessage)).toHaveCount(0, { timeout: 15_000 });
  const refused = page.waitForResponse(
    (response) => response.url().includes("/api/uploads/resume") && response.request().method() === "PUT",
  );
  await resumeInput.setInputFiles({
    name: "resume.pdf",
    mimeType: "application/pdf",
    buffer: Buffer.from("Just some text pretending to be a PDF.\n"),
  });
  const response = await refused;
  expect(response.status()).toBe(415);
  expect((await response.json()).error.message).toBe(typeMessage);
  await expect(toast(page, typeMessage)).toBeVisible();
  expect(uploads).toBe(1);

  const { profile } = await (await page.request.get("/api/profile")).json();
  expect(profile.resumeUrl).toBeNull();
  expect(profile.avatarUrl).toBeNull();
});

test("a company uploads a logo and sees it in the top bar and on its internships", async ({
  page,
  mailbox,
}) => {
  const company = await verifiedCompany(page, mailbox);
  await login(page, company);
  await openProfile(page, "Company Profile");

  await page
    .getByLabel("Upload Logo")
    .setInputFiles({ name: "logo.png", mimeType: "image/png", buffer: PNG });
  await expect(toast(page, "Company logo uploaded successfully")).toBeVisible();

  const { user } = await (await page.request.get("/api/me")).json();
  expect(user.companyLogoUrl).toMatch(/^\/api\/files\/[^/]+\/logos\/[0-9a-f-]{36}\.png$/);
  await expect(page.locator(`header img[src="${user.companyLogoUrl}"]`)).toBeVisible();
  await expect(page.getByRole("img", { name: "E2E Widgets logo" })).toHaveAttribute(
    "src",
    user.companyLogoUrl,
  );
  await expect(page.getByLabel("Change Logo")).toBeAttached();

  await page.reload();
  await expect(page.locator(`header img[src="${user.companyLogoUrl}"]`)).toBeVisible();

  const token = uniqueToken();
  const internship = await createInternship(page.request, { title: `Logo ${token} Intern` });
  await page.goto(`/internships?q=${token}`);
  const card = page.getByRole("article").filter({ hasText: `Logo ${token} Intern` });
  await expect(card.locator(`img[src="${user.companyLogoUrl}"]`)).toBeVisible();
  await page.goto(`/internships/${internship.id}`);
  await expect(page.locator(`main img[src="${user.companyLogoUrl}"]`).first()).toBeVisible();
});

test("a student edits the profile; Cancel discards, Save Changes persists", async ({
  page,
  verifiedStudent,
}) => {
  await login(page, verifiedStudent);
  await openProfile(page, "Your Profile");

  await page.getByRole("button", { name: "Edit Profile" }).click();
  await page.getByLabel("Full Name").fill("Discarded Name");
  await page.getByRole("button", { name: "Cancel" }).first().click();
  await expect(page.getByLabel("Full Name")).toHaveCount(0);
  await expect(page.getByText("Discarded Name")).toHaveCount(0);

  await page.getByRole("button", { name: "Edit Profile" }).click();
  await expect(page.getByLabel("Full Name")).toHaveValue(verifiedStudent.name);
  await page.getByLabel("Full Name").fill("Robin Example");
  await page.getByLabel("Location").fill("Lisbon, Portugal");
  await page.getByLabel("Website").fill("robin.example.com");
  await page.getByLabel("Bio").fill("Second-year student who likes data.");
  await page.getByLabel("University").fill("University of Lisbon");
  await page.getByLabel("Degree").fill("BSc Data Science");
  await page.getByLabel("Graduation Year").fill("1800");
  await page.getByLabel("Skills", { exact: true }).fill("Python, SQL, python, , Figma");
  await expect(page.getByRole("list", { name: "Skills preview" }).getByRole("listitem")).toHaveText([
    "Python",
    "SQL",
    "Figma",
  ]);

  // The shared schema judges the form before anything is sent; what was typed stays.
  await page.getByRole("button", { name: "Save Changes" }).click();
  await expect(page.getByText(/Graduation year must be between 1950 and \d{4}/)).toBeVisible();
  await expect(page.getByLabel("Graduation Year")).toBeFocused();
  await expect(page.getByLabel("Full Name")).toHaveValue("Robin Example");

  await page.getByLabel("Graduation Year").fill("2027");
  await page.getByRole("button", { name: "Save Changes" }).click();
  await expect(toast(page, "Profile updated successfully")).toBeVisible();
  await expect(page.getByRole("button", { name: "Edit Profile" })).toBeVisible();

  const expectSaved = async () => {
    await expect(page.getByText("Robin Example", { exact: true }).first()).toBeVisible();
    await expect(page.getByText("Lisbon, Portugal").first()).toBeVisible();
    await expect(page.getByRole("link", { name: "robin.example.com" })).toHaveAttribute(
      "href",
      "https://robin.example.com",
    );
    await expect(page.getByText("Second-year student who likes data.")).toBeVisible();
    await expect(page.getByText("University of Lisbon")).toBeVisible();
    await expect(page.getByText("BSc Data Science")).toBeVisible();
    await expect(page.getByText("2027", { exact: true })).toBeVisible();
    await expect(page.getByRole("list", { name: "Skills" }).getByRole("listitem")).toHaveText([
      "Python",
      "SQL",
      "Figma",
    ]);
    await expect(page.getByRole("button", { name: "Account menu for Robin Example" })).toBeVisible();
  };
  await expectSaved();
  await page.reload();
  await expectSaved();
});

for (const [role, account, heading] of [
  ["student", DEMO.student, "Your Profile"],
  ["company", DEMO.company, "Company Profile"],
] as const) {
  test(`axe: the ${role} profile in view and edit mode`, async ({ page }) => {
    await login(page, account);
    await openProfile(page, heading);
    await expect(page.getByText(account.email).first()).toBeVisible();
    await expectNoSeriousViolations(page);
    await page.getByRole("button", { name: "Edit Profile" }).click();
    await expect(page.getByRole("button", { name: "Save Changes" })).toBeVisible();
    await expectNoSeriousViolations(page);
  });
}
