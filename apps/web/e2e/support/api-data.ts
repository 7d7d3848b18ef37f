import { makeTextPdf } from "@internpath/shared/pdf";
import type { APIRequestContext, APIResponse, PlaywrightWorkerArgs } from "@playwright/test";
import {
  type Credentials,
  DEMO,
  expect,
  linkIn,
  type Mailbox,
  type NewAccount,
  SUBJECTS,
  signUpThroughApi,
} from "../fixtures.ts";
import { readE2EEnv } from "./env.ts";

/**
 * Test data made through the API (never through the UI under test): verified accounts,
 * internships, resumes, applications.
 */

/** A word no demo or other test data contains, to search for this test's internships only. */
export function uniqueToken(): string {
  const letters = "bcdfghjkmnpqrstvwxz";
  let token = "Qx";
  for (let index = 0; index < 8; index += 1) token += letters[Math.floor(Math.random() * letters.length)];
  return token;
}

/**
 * The API takes writes only from the app's own origin (a browser sends it by itself); a request context
 * may be the page's, which does not, so every write here names it.
 */
function ownOrigin(): Record<string, string> {
  return { Origin: readE2EEnv().appUrl };
}

async function json<T>(response: APIResponse, what: string): Promise<T> {
  expect(response.ok(), `${what}: ${response.status()} ${await response.text()}`).toBe(true);
  return (await response.json()) as T;
}

/**
 * Signs up through the API and follows the link in the real verification mail. The demo approves new
 * employers before students see them: a company is approved by the demo admin, unless `approve` is false.
 */
export async function verifiedAccount(
  request: APIRequestContext,
  mailbox: Mailbox,
  role: "student" | "company",
  label: string,
  { approve = true }: { approve?: boolean } = {},
): Promise<NewAccount> {
  const account = await signUpThroughApi(request, role, label);
  const mail = await mailbox.waitFor({ to: account.email, subject: SUBJECTS.verification });
  const verify = await request.get(linkIn(mail, /\/api\/auth\/verify-email$/), { maxRedirects: 0 });
  expect(verify.status(), "the verification link redirects").toBe(302);
  expect(verify.headers().location, "the verification link succeeds").not.toContain("error=");
  if (role === "company" && approve) await approveCompany(account);
  return account;
}

/** Signs in with fetch (its own session: no test's cookies change); the headers for its requests. */
async function sessionOf(credentials: Credentials): Promise<Record<string, string>> {
  const { appUrl } = readE2EEnv();
  const signIn = await fetch(`${appUrl}/api/auth/sign-in/email`, {
    method: "POST",
    headers: { "content-type": "application/json", origin: appUrl },
    body: JSON.stringify({ email: credentials.email, password: credentials.password }),
  });
  expect(signIn.ok, `${credentials.email} signs in: ${signIn.status}`).toBe(true);
  const cookie = signIn.headers
    .getSetCookie()
    .map((line) => line.split(";")[0])
    .join("; ");
  return { cookie, origin: appUrl };
}

/**
 * The demo admin approves the company (POST /api/admin/companies/:id/approve), and the company reads
 * the notice about it, so a test starts from a live company with no unread notification.
 */
export async function approveCompany(company: Credentials): Promise<string> {
  const { appUrl } = readE2EEnv();
  const email = company.email;
  const headers = await sessionOf(DEMO.admin);
  const found = await fetch(`${appUrl}/api/admin/companies?q=${encodeURIComponent(email)}&limit=1`, {
    headers,
  });
  const { items } = (await found.json()) as { items: { id: string }[] };
  expect(items, `the company ${email} exists`).toHaveLength(1);
  const approved = await fetch(`${appUrl}/api/admin/companies/${items[0]!.id}/approve`, {
    method: "POST",
    headers,
  });
  expect(approved.ok, `the company is approved: ${approved.status}`).toBe(true);
  const read = await fetch(`${appUrl}/api/notifications/read-all`, {
    method: "POST",
    headers: await sessionOf(company),
  });
  expect(read.ok, `the company reads its notifications: ${read.status}`).toBe(true);
  return items[0]!.id;
}

/** An API client with its own cookies, signed in as `credentials`. Dispose it at the end. */
export async function signedInApi(
  playwright: PlaywrightWorkerArgs["playwright"],
  appUrl: string,
  credentials: Credentials,
): Promise<APIRequestContext> {
  const request = await playwright.request.newContext({
    baseURL: appUrl,
    extraHTTPHeaders: { Origin: appUrl },
  });
  const response = await request.post("/api/auth/sign-in/email", {
    data: { email: credentials.email, password: credentials.password },
  });
  expect(response.ok(), `sign-in of ${credentials.email}: ${response.status()}`).toBe(true);
  return request;
}

/** A date `days` from today as YYYY-MM-DD. */
export function dateInDays(days: number): string {
  return new Date(Date.now() + days * 24 * 60 * 60 * 1000).toISOString().slice(0, 10);
}

export type NewInternship = {
  title: string;
  location?: string;
  isRemote?: boolean;
  type?: "full-time" | "part-time";
  skills?: string[];
  stipend?: string | null;
  deadline?: string | null;
  description?: string;
};

export type CreatedInternship = Required<Pick<NewInternship, "title">> & { id: string };

/** POST /api/internships as the company `request` is signed in as; open unless told otherwise. */
export async function createInternship(
  request: APIRequestContext,
  internship: NewInternship,
): Promise<CreatedInternship> {
  const response = await request.post("/api/internships", {
    headers: ownOrigin(),
    data: {
      location: "Berlin, Germany",
      isRemote: false,
      type: "full-time",
      duration: "3 months",
      skills: ["Communication"],
      stipend: null,
      deadline: null,
      description: `Work on real projects as ${internship.title}.`,
      requirements: "Curious and careful.",
      status: "open",
      ...internship,
    },
  });
  const { internship: created } = await json<{ internship: { id: string; title: string } }>(
    response,
    `creating internship ${internship.title}`,
  );
  return { id: created.id, title: created.title };
}

/** PATCH /api/profile with the given fields (skills, a company's website, ...). */
export async function updateProfile(request: APIRequestContext, fields: Record<string, unknown>) {
  await json(await request.patch("/api/profile", { data: fields, headers: ownOrigin() }), "profile update");
}

/** PUT /api/uploads/resume with raw PDF bytes, as the profile page's upload does. */
export async function uploadResume(request: APIRequestContext, fileName = "resume.pdf") {
  const response = await request.put("/api/uploads/resume", {
    // Playwright sends a Buffer as raw bytes (a plain Uint8Array would go out as JSON).
    data: Buffer.from(makeTextPdf(["E2E resume"])),
    headers: {
      ...ownOrigin(),
      "Content-Type": "application/pdf",
      "X-File-Name": encodeURIComponent(fileName),
    },
  });
  return json<{ url: string; kind: string }>(response, "resume upload");
}

export async function myApplicationsTotal(request: APIRequestContext): Promise<number> {
  const page = await json<{ total: number }>(await request.get("/api/applications/mine"), "my applications");
  return page.total;
}

export async function applyTo(request: APIRequestContext, internshipId: string, coverLetter: string) {
  const response = await request.post("/api/applications", {
    data: { internshipId, coverLetter },
    headers: ownOrigin(),
  });
  return json<{ application: { id: string; status: string } }>(response, "application");
}

/** POST /api/applications/:id/withdraw as the student `request` is signed in as. */
export async function withdrawApplication(request: APIRequestContext, applicationId: string) {
  const response = await request.post(`/api/applications/${applicationId}/withdraw`, {
    headers: ownOrigin(),
  });
  return json<{ application: { id: string; status: string } }>(response, "withdrawal");
}

export async function myApplications(request: APIRequestContext) {
  const response = await request.get("/api/applications/mine");
  return json<{ items: { id: string; status: string; internship: { id: string; title: string } }[] }>(
    response,
    "my applications",
  );
}

/** The fields of one CSV line (quoted cells may hold commas and doubled quotes). */
export function parseCsvLine(line: string): string[] {
  const cells: string[] = [];
  let cell = "";
  let quoted = false;
  for (let index = 0; index < line.length; index += 1) {
    const char = line[index]!;
    if (quoted) {
      if (char === '"' && line[index + 1] === '"') {
        cell += '"';
        index += 1;
      } else if (char === '"') quoted = false;
      else cell += char;
    } else if (char === '"') quoted = true;
    else if (char === ",") {
      cells.push(cell);
      cell = "";
    } else cell += char;
  }
  cells.push(cell);
  return cells;
}
