import { DEMO, expect, login, test } from "./fixtures.ts";
import { expectPath } from "./support/shell.ts";

type Visitor = "signed-out" | "student" | "company" | "admin";

/**
 * The route table: where each kind of visitor ends up when opening a URL directly.
 * `heading`, when given, is a heading that must show on the page they land on.
 */
const ROUTES: Record<Visitor, { from: string; to: string; heading?: string }[]> = {
  "signed-out": [
    { from: "/dashboard", to: "/auth/signin", heading: "Welcome back" },
    { from: "/applications", to: "/auth/signin" },
    { from: "/admin", to: "/auth/signin" },
    { from: "/admin/companies", to: "/auth/signin" },
    { from: "/auth", to: "/auth/signin", heading: "Welcome back" },
    { from: "/auth/signin", to: "/auth/signin" },
    { from: "/auth/signup", to: "/auth/signup", heading: "Create an account" },
    { from: "/no/such/page", to: "/" },
  ],
  student: [
    { from: "/dashboard", to: "/dashboard" },
    { from: "/applications", to: "/applications", heading: "My Applications" },
    { from: "/admin", to: "/dashboard" },
    { from: "/admin/analytics", to: "/dashboard" },
    { from: "/auth", to: "/dashboard" },
    { from: "/auth/signin", to: "/dashboard" },
    { from: "/auth/signup", to: "/dashboard" },
    { from: "/no/such/page", to: "/" },
  ],
  company: [
    { from: "/dashboard", to: "/dashboard" },
    { from: "/applications", to: "/applications", heading: "Review Applications" },
    { from: "/admin", to: "/dashboard" },
    { from: "/admin/students", to: "/dashboard" },
    { from: "/auth/signin", to: "/dashboard" },
    { from: "/no/such/page", to: "/" },
  ],
  admin: [
    { from: "/dashboard", to: "/admin" },
    { from: "/admin", to: "/admin" },
    { from: "/admin/companies", to: "/admin/companies" },
    // Admins have no applications page of their own: /applications -> /dashboard -> /admin.
    { from: "/applications", to: "/admin" },
    { from: "/auth/signin", to: "/admin" },
    { from: "/no/such/page", to: "/" },
  ],
};

const ACCOUNTS = { student: DEMO.student, company: DEMO.company, admin: DEMO.admin } as const;

for (const [visitor, routes] of Object.entries(ROUTES) as [Visitor, (typeof ROUTES)[Visitor]][]) {
  test(`route table: ${visitor}`, async ({ page }) => {
    if (visitor !== "signed-out") await login(page, ACCOUNTS[visitor]);
    for (const route of routes) {
      await test.step(`${route.from} -> ${route.to}`, async () => {
        await page.goto(route.from);
        await expectPath(page, route.to);
        if (route.heading) {
          await expect(page.getByRole("heading", { name: route.heading, exact: true })).toBeVisible();
        }
        if (visitor !== "signed-out" && route.to !== "/") {
          await expect(page.getByRole("navigation", { name: "Main menu" })).toBeVisible();
        }
      });
    }
  });
}

test("the landing page's calls to action lead to sign-up", async ({ page }) => {
  await page.goto("/");
  await expect(page.getByRole("link", { name: /I.m a Student/ }).first()).toHaveAttribute(
    "href",
    "/auth/signup?role=student",
  );
  await expect(page.getByRole("link", { name: /I.m a Company/ }).first()).toHaveAttribute(
    "href",
    "/auth/signup?role=company",
  );
  await page.getByRole("link", { name: "Get Started Today" }).click();
  await expectPath(page, "/auth/signup");
  await expect(page.getByRole("heading", { name: "Create an account" })).toBeVisible();
});
