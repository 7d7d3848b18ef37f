import { AUTH_MESSAGES } from "@internpath/shared/errors";
import type { Page } from "@playwright/test";
import {
  currentUser,
  expect,
  linkIn,
  MESSAGES,
  SUBJECTS,
  signUpThroughApi,
  test,
  uniqueEmail,
} from "./fixtures.ts";
import { expectNoSeriousViolations } from "./support/axe.ts";
import { expectPath, SIDE_MENU } from "./support/shell.ts";

async function signInThroughUi(page: Page, email: string, password: string) {
  await page.getByLabel("Email", { exact: true }).fill(email);
  await page.getByLabel("Password", { exact: true }).fill(password);
  await page.getByRole("button", { name: "Sign in", exact: true }).click();
}

const signUps = [
  {
    role: "student",
    landingLink: /I.m a Student/,
    radio: "Student",
    orgLabel: "University",
    otherOrgLabel: "Company Name",
    org: "University of E2E",
    name: "Stella Student",
  },
  {
    role: "company",
    landingLink: /I.m a Company/,
    radio: "Company",
    orgLabel: "Company Name",
    otherOrgLabel: "University",
    org: "E2E Robotics",
    name: "Carl Company",
  },
] as const;

for (const signUp of signUps) {
  test(`a ${signUp.role} signs up from the landing page, confirms the email and signs in`, async ({
    page,
    mailbox,
  }) => {
    const email = uniqueEmail(`signup-${signUp.role}`);
    const password = "e2e-Passw0rd!";

    await page.goto("/");
    await page.getByRole("link", { name: signUp.landingLink }).first().click();
    await expectPath(page, "/auth/signup", { role: signUp.role });
    await expect(page.getByRole("heading", { name: "Create an account" })).toBeVisible();
    await expect(page.getByRole("radio", { name: signUp.radio })).toBeChecked();
    await expect(page.getByLabel(signUp.otherOrgLabel, { exact: true })).toHaveCount(0);

    await page.getByLabel("Full Name").fill(signUp.name);
    await page.getByLabel(signUp.orgLabel, { exact: true }).fill(signUp.org);
    await page.getByLabel("Email Address").fill(email);
    await page.getByLabel("Password", { exact: true }).fill(password);
    await page.getByLabel("Confirm Password").fill(password);
    await page.getByRole("button", { name: "Create Account" }).click();
    await expect(page.getByText(MESSAGES.confirmationSent)).toBeVisible();

    const mail = await mailbox.waitFor({ to: email, subject: SUBJECTS.verification });
    expect(mail.text).toContain(signUp.name);
    await page.goto(linkIn(mail, /\/api\/auth\/verify-email$/));
    await expectPath(page, "/auth/signin", { verified: "1" });
    // A new account is welcomed, not welcomed back: here and on its first dashboard.
    await expect(page.getByRole("heading", { level: 1 })).toHaveText("Welcome");

    await signInThroughUi(page, email, password);
    await expect(page.getByText("Signed in successfully!")).toBeVisible();
    await expectPath(page, "/dashboard");
    const greeted = signUp.role === "company" ? signUp.org : signUp.name;
    await expect(page.getByRole("heading", { level: 1 })).toHaveText(`Welcome, ${greeted}`);
    const menu = page.getByRole("navigation", { name: "Main menu" });
    await expect(menu.getByRole("link")).toHaveText(SIDE_MENU[signUp.role]);
    // Coming back to it later, the account is welcomed back.
    await menu.getByRole("link", { name: "Dashboard" }).click();
    await expect(page.getByRole("heading", { level: 1 })).toHaveText(`Welcome back, ${greeted}`);

    const user = await currentUser(page);
    expect(user).toMatchObject({ email, role: signUp.role, fullName: signUp.name });
  });
}

test("an unconfirmed account is told so and can have the confirmation mail sent again", async ({
  page,
  request,
  mailbox,
}) => {
  const account = await signUpThroughApi(request, "student", "unverified");
  await mailbox.waitFor({ to: account.email, subject: SUBJECTS.verification });

  await page.goto("/auth/signin");
  await signInThroughUi(page, account.email, account.password);
  const alert = page.getByRole("alert").filter({ hasText: MESSAGES.emailNotConfirmed });
  await expect(alert).toBeVisible();
  await expectPath(page, "/auth/signin");

  await alert.getByRole("button", { name: "Resend verification email" }).click();
  await expect(page.getByText("Verification email sent!")).toBeVisible();
  const resent = await mailbox.waitFor({ to: account.email, subject: SUBJECTS.verification, count: 2 });

  // The link in the second mail works.
  await page.goto(linkIn(resent, /\/api\/auth\/verify-email$/));
  await expectPath(page, "/auth/signin", { verified: "1" });
  await signInThroughUi(page, account.email, account.password);
  await expectPath(page, "/dashboard");
});

test("a forgotten password is reset through the mailed link", async ({ page, verifiedStudent, mailbox }) => {
  const newPassword = "brand-new-pass-42";

  await page.goto("/auth/signin");
  await page.getByRole("link", { name: "Forgot password?" }).click();
  await expectPath(page, "/auth/forgot-password");
  await page.getByLabel("Email", { exact: true }).fill(verifiedStudent.email);
  await page.getByRole("button", { name: "Send reset link" }).click();
  await expect(page.getByText(MESSAGES.resetRequested)).toBeVisible();

  const mail = await mailbox.waitFor({ to: verifiedStudent.email, subject: SUBJECTS.passwordReset });
  await page.goto(linkIn(mail, /^\/api\/auth\/reset-password\/[^/]+$/));
  await expectPath(page, "/auth/reset-password");
  expect(new URL(page.url()).searchParams.get("token")).toBeTruthy();
  await expect(page.getByRole("heading", { name: "Set new password" })).toBeVisible();

  await page.getByLabel("New password", { exact: true }).fill(newPassword);
  await page.getByLabel("Confirm new password").fill(newPassword);
  await page.getByRole("button", { name: "Update password" }).click();
  await expect(
    page.getByText("Password updated successfully! Please sign in with your new password."),
  ).toBeVisible();
  await expectPath(page, "/auth/signin");

  // The old password no longer works...
  await signInThroughUi(page, verifiedStudent.email, verifiedStudent.password);
  await expect(page.getByRole("alert").filter({ hasText: "Invalid email or password" })).toBeVisible();
  await expectPath(page, "/auth/signin");

  // ...the new one does.
  await page.getByLabel("Password", { exact: true }).fill(newPassword);
  await page.getByRole("button", { name: "Sign in", exact: true }).click();
  await expect(page.getByText("Signed in successfully!")).toBeVisible();
  await expectPath(page, "/dashboard");
});

test("someone new is asked to sign up first, then signs up as a student through the university's provider", async ({
  page,
  oidcProfile,
  e2e,
}) => {
  const email = uniqueEmail("sso");
  const profile = await oidcProfile({
    sub: `sso-${email}`,
    email,
    email_verified: true,
    name: "Grace Hopper",
    given_name: "Grace",
    family_name: "Hopper",
    picture: "https://university.example/photos/grace.png",
  });

  // Sign-in never makes an account: no type was chosen.
  await page.goto("/auth/signin");
  await page.getByRole("button", { name: `Continue with ${e2e.oidcName}` }).click();
  await expectPath(page, "/auth/signin", { error: "signup_disabled" });
  await expect(page.getByRole("alert")).toContainText("There is no InternPath account for this sign-in yet");
  expect(await currentUser(page)).toBeNull();

  await page.getByRole("link", { name: "Create an account" }).last().click();
  await expectPath(page, "/auth/signup");
  await expect(page.getByText("Your account type (Student) goes with it.")).toBeVisible();
  await page.getByRole("button", { name: `Continue with ${e2e.oidcName}` }).click();
  await expectPath(page, "/dashboard");

  const menu = page.getByRole("navigation", { name: "Main menu" });
  await expect(menu.getByRole("link")).toHaveText(SIDE_MENU.student);
  await page.getByRole("button", { name: `Account menu for ${profile.name}` }).click();
  await expect(page.getByRole("menu")).toContainText("Signed in as Student");
  await expect(page.getByRole("menu")).toContainText(profile.name);

  const user = await currentUser(page);
  expect(user).toMatchObject({ email, role: "student", fullName: profile.name, avatarUrl: profile.picture });
});

test("a company signing up with the OIDC test provider ends as a company, asked for its name when missing", async ({
  page,
  oidcProfile,
  e2e,
}) => {
  const email = uniqueEmail("sso-company");
  await oidcProfile({ sub: `sso-${email}`, email, email_verified: true, name: "Casey Recruiter" });

  await page.goto("/auth/signup?role=company");
  await expect(page.getByText("Your account type (Company) goes with it.")).toBeVisible();
  await page.getByRole("button", { name: `Continue with ${e2e.oidcName}` }).click();
  await expectPath(page, "/dashboard");
  expect(await currentUser(page)).toMatchObject({ email, role: "company", companyName: null });

  // Nothing else until the company has a name.
  await expect(page.getByRole("heading", { level: 1, name: "Name your company" })).toBeVisible();
  await page.getByRole("button", { name: "Continue" }).click();
  await expect(page.getByText("Company name is required")).toBeVisible();
  await expect(page.getByLabel("Company Name")).toBeFocused();
  await page.getByLabel("Company Name").fill("SSO Robotics");
  await page.getByRole("button", { name: "Continue" }).click();
  await expect(page.getByRole("heading", { level: 1, name: "Welcome, SSO Robotics" })).toBeVisible();
  const menu = page.getByRole("navigation", { name: "Main menu" });
  await expect(menu.getByRole("link")).toHaveText(SIDE_MENU.company);
  expect(await currentUser(page)).toMatchObject({ role: "company", companyName: "SSO Robotics" });
});

test("a company name typed on the sign-up page goes through the provider round trip", async ({
  page,
  oidcProfile,
  e2e,
}) => {
  const email = uniqueEmail("sso-named");
  await oidcProfile({ sub: `sso-${email}`, email, email_verified: true, name: "Dana Director" });
  await page.goto("/auth/signup");
  await page.getByRole("radio", { name: /^Company/ }).check();
  await page.getByLabel("Company Name", { exact: true }).fill("Typed Name Ltd");
  await page.getByRole("button", { name: `Continue with ${e2e.oidcName}` }).click();
  await expectPath(page, "/dashboard");
  await expect(page.getByRole("heading", { level: 1, name: "Welcome, Typed Name Ltd" })).toBeVisible();
  expect(await currentUser(page)).toMatchObject({ role: "company", companyName: "Typed Name Ltd" });
});

test("a common password is refused once, on its field", async ({ page }) => {
  await page.goto("/auth/signup?role=student");
  await page.getByLabel("Full Name").fill("Common Password");
  await page.getByLabel("University", { exact: true }).fill("University of E2E");
  await page.getByLabel("Email Address").fill(uniqueEmail("common-password"));
  const password = page.getByLabel("Password", { exact: true });
  await password.fill("iloveyou");
  await page.getByLabel("Confirm Password").fill("iloveyou");
  await page.getByRole("button", { name: "Create Account" }).click();

  await expect(password).toHaveAccessibleDescription(new RegExp(AUTH_MESSAGES.commonPassword));
  await expect(password).toBeFocused();
  await expect(page.getByText(AUTH_MESSAGES.commonPassword)).toHaveCount(1);
  await expect(page.getByRole("alert")).toHaveCount(0);
  await expectNoSeriousViolations(page);
});

/** GET /api/config of a server that offers no sign-in provider. */
const NO_PROVIDERS = {
  providers: { github: false, google: false, oidc: { enabled: false, name: "" } },
  devMailbox: false,
};

for (const viewport of [
  { width: 1280, height: 800 },
  { width: 390, height: 844 },
]) {
  test.describe(`provider buttons at ${viewport.width} px`, () => {
    test.use({ viewport });

    test("a server with no provider: sign-in and sign-up lead with the email form, no buttons or divider", async ({
      page,
    }) => {
      // This run's server has the OIDC provider; here it answers as one configured with none.
      await page.route("**/api/config", (route) => route.fulfill({ json: NO_PROVIDERS }));
      await page.goto("/auth/signin");
      const main = page.getByRole("main");
      await expect(main.getByRole("button", { name: /^Continue with/ })).toHaveCount(0);
      await expect(main.getByText("Or continue with email")).toHaveCount(0);
      await expect(main.getByRole("textbox").first()).toHaveAccessibleName("Email");
      await expect(main.locator("input, button").first()).toHaveAccessibleName("Email");
      await expectNoSeriousViolations(page);

      await page.goto("/auth/signup");
      await expect(main.getByRole("button", { name: "Create Account" })).toBeVisible();
      await expect(main.getByRole("button", { name: /^Continue with/ })).toHaveCount(0);
      await expect(main.getByText("Or sign up with")).toHaveCount(0);
      await expect(main.getByText(/Your account type .* goes with it/)).toHaveCount(0);
      await expectNoSeriousViolations(page);
    });

    test("a server with a provider keeps the buttons above the email form", async ({ page, e2e }) => {
      await page.goto("/auth/signin");
      const main = page.getByRole("main");
      await expect(main.getByRole("button", { name: `Continue with ${e2e.oidcName}` })).toBeEnabled();
      await expect(main.getByRole("button", { name: "Continue with Google" })).toBeDisabled();
      await expect(main.getByText("Or continue with email")).toBeVisible();
      await expect(main.locator("input, button").first()).toHaveAccessibleName(/^Continue with Google/);
      // Every button stays as wide as the form, a long single sign-on name included.
      const form = await main.getByLabel("Email", { exact: true }).boundingBox();
      for (const button of await main.getByRole("button", { name: /^Continue with/ }).all()) {
        const box = await button.boundingBox();
        expect(box!.x + box!.width).toBeLessThanOrEqual(form!.x + form!.width + 1);
      }
      await expectNoSeriousViolations(page);
    });
  });
}

test("providers this server is not set up for say so before the click", async ({ page }) => {
  for (const path of ["/auth/signin", "/auth/signup"]) {
    await page.goto(path);
    for (const name of ["Google", "GitHub"]) {
      const button = page.getByRole("button", { name: `Continue with ${name}` });
      await expect(button).toBeDisabled();
      await expect(button).toHaveAccessibleDescription(`${name} sign-in is not configured on this server.`);
      await expect(button.getByText("Not configured on this server")).toBeVisible();
    }
  }
});

test("a mailed sign-in link signs the owner in once; a used link is explained on the sign-in page", async ({
  page,
  browser,
  e2e,
  mailbox,
  verifiedStudent,
}) => {
  // Asked for by the sign-in page when failed sign-ins lock the password (server tests cover the lock).
  const asked = await page.request.post("/api/auth/sign-in/magic-link", {
    data: { email: verifiedStudent.email, callbackURL: "/dashboard" },
    headers: { Origin: e2e.appUrl },
  });
  expect(asked.ok()).toBe(true);
  const mail = await mailbox.waitFor({ to: verifiedStudent.email, subject: "Your InternPath sign-in link" });
  const link = linkIn(mail, /\/api\/auth\/magic-link\/verify$/);

  await page.goto(link);
  await expect(page).toHaveURL(/\/dashboard$/);
  expect(await currentUser(page)).toMatchObject({ email: verifiedStudent.email });

  const other = await browser.newContext({ baseURL: e2e.appUrl });
  try {
    const otherPage = await other.newPage();
    await otherPage.goto(link);
    await expect(otherPage).toHaveURL(/\/auth\/signin\?via=link/);
    await expect(otherPage.getByRole("alert")).toHaveText(
      "This sign-in link is invalid, has expired or was already used. Please ask for a new one.",
    );
    expect(await currentUser(otherPage)).toBeNull();
  } finally {
    await other.close();
  }
});
