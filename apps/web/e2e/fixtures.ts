import { type APIRequestContext, test as base, expect, type Page } from "@playwright/test";
import { type E2EEnv, readE2EEnv } from "./support/env.ts";
import { waitForHydration } from "./support/hydration.ts";
import type { ReceivedMail } from "./support/mail-server.ts";
import type { OidcProfile } from "./support/oidc-provider.ts";

export { expect };

export const DEMO_PASSWORD = "demo-pass-2026";
export const DEMO = {
  admin: { email: "admin@demo.internpath.app", password: DEMO_PASSWORD },
  company: { email: "talent@nimbuslabs.demo.internpath.app", password: DEMO_PASSWORD, name: "Nimbus Labs" },
  student: { email: "maya@student.demo.internpath.app", password: DEMO_PASSWORD, name: "Maya Patel" },
} as const;

export const SUBJECTS = {
  verification: "Confirm your InternPath account",
  passwordReset: "Reset your InternPath password",
} as const;

export const MESSAGES = {
  confirmationSent:
    "We sent you a confirmation email. Please check your inbox and confirm your email to sign in.",
  emailNotConfirmed: "Email not confirmed. Please check your inbox for the verification email.",
  resetRequested: "If an account exists for that email, we sent a link to reset your password.",
} as const;

export type Credentials = { email: string; password: string };
export type Role = "student" | "company" | "admin";

let counter = 0;
/** A fresh address per call: tests that change state never share an account. */
export function uniqueEmail(label: string): string {
  counter += 1;
  return `${label}.${Date.now().toString(36)}${process.pid.toString(36)}${counter}@e2e.internpath.test`;
}

const delay = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/** Mail the SMTP server in global setup received. */
export class Mailbox {
  constructor(private readonly controlUrl: string) {}

  async list(to: string, subject?: string): Promise<ReceivedMail[]> {
    const url = new URL("/messages", this.controlUrl);
    url.searchParams.set("to", to);
    if (subject) url.searchParams.set("subject", subject);
    const response = await fetch(url);
    if (!response.ok) throw new Error(`mailbox answered ${response.status}`);
    return (await response.json()) as ReceivedMail[];
  }

  /** Waits until `to` has received at least `count` mails with `subject`; returns the newest. */
  async waitFor(options: { to: string; subject: string; count?: number; timeoutMs?: number }) {
    const count = options.count ?? 1;
    const deadline = Date.now() + (options.timeoutMs ?? 15_000);
    let received: ReceivedMail[] = [];
    while (Date.now() < deadline) {
      received = await this.list(options.to, options.subject);
      if (received.length >= count) return received[received.length - 1]!;
      await delay(200);
    }
    throw new Error(
      `expected ${count} mail(s) "${options.subject}" to ${options.to}, got ${received.length} in time`,
    );
  }
}

/** The first link in the text part whose path matches `pathPattern`. */
export function linkIn(mail: ReceivedMail, pathPattern: RegExp): string {
  const links = mail.text.match(/https?:\/\/[^\s<>"]+/g) ?? [];
  const link = links.find((candidate) => pathPattern.test(new URL(candidate).pathname));
  if (!link) throw new Error(`no link matching ${pathPattern} in mail "${mail.subject}":\n${mail.text}`);
  return link;
}

/** Signs in through the API with the page's request context, so the browser context gets the cookie. */
export async function login(page: Page, credentials: Credentials): Promise<void> {
  const { appUrl } = readE2EEnv();
  const response = await page.request.post("/api/auth/sign-in/email", {
    data: { email: credentials.email, password: credentials.password },
    headers: { Origin: appUrl },
  });
  if (!response.ok()) {
    throw new Error(`sign-in of ${credentials.email} failed: ${response.status()} ${await response.text()}`);
  }
}

export type NewAccount = Credentials & { name: string; role: "student" | "company" };

/** Signs up through the API (mail goes out as usual); the account is unverified. */
export async function signUpThroughApi(
  request: APIRequestContext,
  role: "student" | "company",
  label: string = role,
): Promise<NewAccount> {
  const { appUrl } = readE2EEnv();
  const account: NewAccount = {
    role,
    email: uniqueEmail(label),
    password: `pass-${Math.random().toString(36).slice(2, 10)}`,
    name: role === "student" ? "Sam Student" : "Casey Recruiter",
  };
  const response = await request.post("/api/auth/sign-up/email", {
    headers: { Origin: appUrl },
    data: {
      email: account.email,
      password: account.password,
      name: account.name,
      role,
      ...(role === "student" ? { university: "E2E University" } : { companyName: "E2E Widgets" }),
      callbackURL: "/auth/signin?verified=1",
    },
  });
  if (!response.ok()) throw new Error(`sign-up failed: ${response.status()} ${await response.text()}`);
  return account;
}

type TestFixtures = {
  mailbox: Mailbox;
  /** A fresh, email-verified account made through the API and the real verification mail. */
  verifiedStudent: NewAccount;
  oidcProfile: (profile: Partial<OidcProfile>) => Promise<OidcProfile>;
};
type WorkerFixtures = { e2e: E2EEnv };

export const test = base.extend<TestFixtures, WorkerFixtures>({
  e2e: [
    // biome-ignore lint/correctness/noEmptyPattern: Playwright reads the fixture's dependencies from this pattern.
    async ({}, use) => {
      await use(readE2EEnv());
    },
    { scope: "worker" },
  ],
  baseURL: async ({ e2e }, use) => {
    await use(e2e.appUrl);
  },
  // A test acts on a page once the browser has taken it over, as a person would once it responds: the
  // server sends some pages rendered, and what is pressed before React has claimed them is lost.
  page: async ({ page, javaScriptEnabled }, use) => {
    if (javaScriptEnabled !== false) {
      const goto = page.goto.bind(page);
      page.goto = async (...args) => {
        const response = await goto(...args);
        await waitForHydration(page);
        return response;
      };
    }
    await use(page);
  },
  mailbox: async ({ e2e }, use) => {
    await use(new Mailbox(e2e.controlUrl));
  },
  verifiedStudent: async ({ playwright, e2e }, use) => {
    const request = await playwright.request.newContext({ baseURL: e2e.appUrl });
    const account = await signUpThroughApi(request, "student", "verified");
    const mail = await new Mailbox(e2e.controlUrl).waitFor({
      to: account.email,
      subject: SUBJECTS.verification,
    });
    const verify = await request.get(linkIn(mail, /\/api\/auth\/verify-email$/), { maxRedirects: 0 });
    expect(verify.status(), "the verification link redirects").toBe(302);
    expect(verify.headers().location, "the verification link succeeds").not.toContain("error=");
    await request.dispose();
    await use(account);
  },
  oidcProfile: async ({ e2e }, use) => {
    await use(async (profile) => {
      const response = await fetch(new URL("/oidc/profile", e2e.controlUrl), {
        method: "POST",
        headers: { "content-type": "application/json" },
        body: JSON.stringify(profile),
      });
      return (await response.json()) as OidcProfile;
    });
  },
});

/** The current user as the API sees the browser context's cookie. */
export async function currentUser(page: Page) {
  const response = await page.request.get("/api/me");
  if (!response.ok()) return null;
  const body = (await response.json()) as {
    user: { email: string; role: Role; fullName: string; avatarUrl: string | null };
  };
  return body.user;
}
