import type { APIRequestContext } from "@playwright/test";
import { DEMO, expect, login, test } from "./fixtures.ts";
import { collectErrors } from "./support/page-errors.ts";
import { expectPath } from "./support/shell.ts";

/*
 * Browse and a posting reach a visitor rendered with their data by the server (decision 020), browse and
 * the dashboard reach a signed-in reader rendered with theirs (decision 022), and the browser takes them
 * over with the same data.
 */

type Card = { id: string; title: string };

async function newestPostings(request: APIRequestContext): Promise<Card[]> {
  const response = await request.get("/api/internships");
  expect(response.ok()).toBe(true);
  return ((await response.json()) as { items: Card[] }).items;
}

test.describe("without JavaScript", () => {
  test.use({ javaScriptEnabled: false });

  test("browse arrives with the newest internships", async ({ page, request }) => {
    const [first] = await newestPostings(request);
    await page.goto("/internships");
    await expect(page.getByRole("heading", { level: 1 })).toHaveText("Browse Internships");
    await expect(page.getByRole("heading", { name: first!.title }).first()).toBeVisible();
    await expect(page.getByRole("status")).toHaveText(/\d+ internships? found/);
    await expect(page).toHaveTitle("Browse Internships · InternPath");
  });

  test("a posting arrives with its text, title and description", async ({ page, request }) => {
    const [first] = await newestPostings(request);
    await page.goto(`/internships/${first!.id}`);
    await expect(page.getByRole("heading", { level: 1 })).toHaveText(first!.title);
    await expect(page.getByRole("link", { name: "Sign in to apply" })).toBeVisible();
    await expect(page).toHaveTitle(new RegExp(first!.title));
    await expect(page.locator('meta[name="description"]')).toHaveCount(1);
    await expect(page.locator('link[rel="canonical"]')).toHaveAttribute(
      "href",
      new RegExp(`/internships/${first!.id}$`),
    );
  });

  test("a search, a missing posting and a visitor's dashboard get the app's shell", async ({
    page,
    request,
  }) => {
    await page.goto("/internships?q=design");
    await expect(page.locator("#root")).toBeEmpty();
    const missing = await page.goto("/internships/00000000-0000-4000-8000-000000000000");
    expect(missing?.status()).toBe(404);
    await expect(page.locator("#root")).toBeEmpty();
    expect(await (await request.get("/dashboard")).text()).toContain('<div id="root"></div>');
    expect((await request.get("/internships")).headers().vary).toContain("Cookie");
    // A session cookie that names no session: the shell, not a page rendered for it alone.
    const ended = await request.get("/internships", {
      headers: { cookie: "better-auth.session_token=ended.session" },
    });
    expect(await ended.text()).toContain('<div id="root"></div>');
  });

  test("a student's dashboard and browse arrive rendered for them, kept by no cache", async ({ page }) => {
    await login(page, DEMO.student);
    const dashboard = await page.goto("/dashboard");
    expect(dashboard?.headers()["cache-control"]).toBe("private, no-store");
    await expect(page.getByRole("heading", { level: 1 })).toHaveText(`Welcome back, ${DEMO.student.name}`);
    await expect(page.getByRole("heading", { name: "Recent Applications" })).toBeVisible();
    const browse = await page.goto("/internships");
    expect(browse?.headers()["cache-control"]).toBe("private, no-store");
    await expect(page.getByRole("heading", { level: 1 })).toHaveText("Browse Internships");
    await expect(page.getByRole("button", { name: /^Account menu for / })).toBeVisible();
  });

  test("a page rendered for one reader is never served to another", async ({ browser, request }) => {
    const contexts = await Promise.all([browser.newContext(), browser.newContext()]);
    const [student, company] = await Promise.all(contexts.map((context) => context.newPage()));
    await login(student!, DEMO.student);
    await login(company!, DEMO.company);
    // One after the other on the same paths, as a cache keyed by path would serve them.
    const pages: Record<string, string> = {};
    for (const path of ["/dashboard", "/internships"]) {
      pages[`student ${path}`] = await (await student!.request.get(path)).text();
      pages[`company ${path}`] = await (await company!.request.get(path)).text();
      pages[`visitor ${path}`] = await (await request.get(path)).text();
    }
    expect(pages["student /dashboard"]).toContain(`Welcome back, ${DEMO.student.name}`);
    expect(pages["company /dashboard"]).toContain(`Welcome back, ${DEMO.company.name}`);
    expect(pages["visitor /dashboard"]).toContain('<div id="root"></div>');
    // Whose page it is, by its account menu.
    const owner = (html: string) => /aria-label="Account menu for ([^"]*)"/.exec(html)?.[1] ?? "nobody";
    for (const path of ["/dashboard", "/internships"]) {
      expect(owner(pages[`student ${path}`]!)).toBe(DEMO.student.name);
      expect(owner(pages[`company ${path}`]!)).not.toMatch(new RegExp(`^(${DEMO.student.name}|nobody)$`));
      expect(owner(pages[`visitor ${path}`]!)).toBe("nobody");
    }
    await Promise.all(contexts.map((context) => context.close()));
  });
});

test.describe("in another locale and time zone than the server's", () => {
  test.use({ locale: "en-GB", timezoneId: "Pacific/Auckland" });

  test("browse hydrates without a mismatch, from the page's own data, and responds", async ({
    page,
    request,
  }) => {
    const [first] = await newestPostings(request);
    const errors = collectErrors(page);
    const listRequests: string[] = [];
    page.on("request", (sent) => {
      if (new URL(sent.url()).pathname === "/api/internships") listRequests.push(sent.url());
    });
    await page.goto("/internships");
    await page.waitForLoadState("networkidle");
    // The list came with the page: the browser did not ask for it again.
    expect(listRequests).toEqual([]);
    expect(errors).toEqual([]);
    // Hydrated: a search asks the server and the URL follows, in the page.
    await page.getByLabel("Search internships").fill(first!.title);
    await expect(page).toHaveURL(/[?&]q=/);
    await expect.poll(() => listRequests.length).toBeGreaterThan(0);
    await page
      .getByRole("link", { name: `View Details: ${first!.title}` })
      .first()
      .click();
    await expect(page.getByRole("heading", { level: 1 })).toHaveText(first!.title);
    expect(errors).toEqual([]);
  });

  test("a student's dashboard hydrates without a mismatch, from the page's own data", async ({ page }) => {
    await login(page, DEMO.student);
    const errors = collectErrors(page);
    const apiRequests: string[] = [];
    page.on("request", (sent) => {
      const { pathname } = new URL(sent.url());
      if (pathname === "/api/me" || pathname.startsWith("/api/dashboard/")) apiRequests.push(pathname);
    });
    // The bell asks for its notifications once the page is hydrated (the open event stream means the
    // network never goes idle).
    const hydrated = page.waitForResponse((response) => response.url().endsWith("/api/notifications"));
    await page.goto("/dashboard");
    await hydrated;
    // The session and the dashboard came with the page: the browser did not ask for them again.
    expect(apiRequests).toEqual([]);
    expect(errors).toEqual([]);
    // Hydrated: the account menu opens, and a link leads on inside the app.
    await page.getByRole("button", { name: /^Account menu for / }).click();
    await expect(page.getByRole("menu")).toBeVisible();
    await page.keyboard.press("Escape");
    await page.getByRole("link", { name: "Browse Internships" }).first().click();
    await expect(page.getByRole("heading", { level: 1 })).toHaveText("Browse Internships");
    expect(errors).toEqual([]);
  });

  test("browse signed in hydrates without a mismatch", async ({ page }) => {
    await login(page, DEMO.student);
    const errors = collectErrors(page);
    const listRequests: string[] = [];
    page.on("request", (sent) => {
      if (new URL(sent.url()).pathname === "/api/internships") listRequests.push(sent.url());
    });
    const hydrated = page.waitForResponse((response) => response.url().endsWith("/api/notifications"));
    await page.goto("/internships");
    await hydrated;
    expect(listRequests).toEqual([]);
    expect(errors).toEqual([]);
    await expect(page.getByRole("button", { name: /^Account menu for / })).toBeVisible();
  });

  test("a posting the student applied to hydrates without a mismatch, with their application", async ({
    page,
  }) => {
    await login(page, DEMO.student);
    const dashboard = await page.request.get("/api/dashboard/student");
    const { recentApplications } = (await dashboard.json()) as {
      recentApplications: { internship: { id: string; title: string } }[];
    };
    const applied = recentApplications[0]!.internship;
    const errors = collectErrors(page);
    const hydrated = page.waitForResponse((response) => response.url().endsWith("/api/notifications"));
    const rendered = await page.goto(`/internships/${applied.id}`);
    expect(await rendered?.text()).toContain("Application Status");
    await hydrated;
    await expect(page.getByRole("heading", { level: 1 })).toHaveText(applied.title);
    await expect(page.getByRole("heading", { name: "Application Status" })).toBeVisible();
    expect(errors).toEqual([]);
  });

  // The first use of Intl (or toLocaleString) on a page loads the browser's locale data: about 10 ms of
  // main thread, 40 ms on a slow phone, inside hydration's first task (lib/format.ts).
  test("the pages rendered on the server hydrate without loading the browser's locale data", async ({
    page,
    request,
  }) => {
    await page.addInitScript(() => {
      const uses: string[] = [];
      (window as unknown as { localeDataUses: string[] }).localeDataUses = uses;
      const record = <T extends object>(owner: T, key: keyof T & string, label: string) => {
        const original = owner[key] as unknown as (...args: unknown[]) => unknown;
        Object.defineProperty(owner, key, {
          configurable: true,
          writable: true,
          value: new Proxy(original, {
            construct(target, args, newTarget) {
              uses.push(label);
              return Reflect.construct(target, args, newTarget);
            },
            apply(target, thisArg, args) {
              uses.push(label);
              return Reflect.apply(target, thisArg, args);
            },
          }),
        });
      };
      for (const name of [
        "DateTimeFormat",
        "NumberFormat",
        "RelativeTimeFormat",
        "PluralRules",
        "Collator",
        "ListFormat",
      ] as const) {
        record(Intl, name, `Intl.${name}`);
      }
      record(Number.prototype, "toLocaleString", "Number#toLocaleString");
      record(Date.prototype, "toLocaleString", "Date#toLocaleString");
      record(Date.prototype, "toLocaleDateString", "Date#toLocaleDateString");
      record(String.prototype, "localeCompare", "String#localeCompare");
    });
    const uses = () =>
      page.evaluate(() => (window as unknown as { localeDataUses: string[] }).localeDataUses);
    // React has taken over the page's last element: the whole page is hydrated.
    const hydrated = () =>
      page.waitForFunction(() => {
        const last = [...document.querySelectorAll("#root *")].at(-1);
        return last !== undefined && Object.keys(last).some((key) => key.startsWith("__reactFiber$"));
      });
    const [first] = await newestPostings(request);
    for (const path of ["/internships", `/internships/${first!.id}`]) {
      await page.goto(path);
      await hydrated();
      expect(await uses(), `${path} as a visitor`).toEqual([]);
    }
    await login(page, DEMO.student);
    for (const path of ["/dashboard", "/internships"]) {
      const bellAsked = page.waitForResponse((response) => response.url().endsWith("/api/notifications"));
      await page.goto(path);
      await hydrated();
      await bellAsked;
      expect(await uses(), `${path} signed in`).toEqual([]);
    }
  });

  test("a posting hydrates without a mismatch and its sign-in link leads back to it", async ({
    page,
    request,
  }) => {
    const [first] = await newestPostings(request);
    const errors = collectErrors(page);
    await page.goto(`/internships/${first!.id}`);
    await page.waitForLoadState("networkidle");
    expect(errors).toEqual([]);
    await page.getByRole("link", { name: "Sign in to apply" }).click();
    await expectPath(page, "/auth/signin", { redirectTo: `/internships/${first!.id}` });
    expect(errors).toEqual([]);
  });
});
