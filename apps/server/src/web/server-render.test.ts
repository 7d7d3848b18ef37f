import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { Hono } from "hono";
import { afterAll, describe, expect, it } from "vitest";
import type { AppEnv } from "../auth/session.ts";
import type { PageMeta } from "../features/public-pages/page-meta.ts";
import { serveWebApp } from "./serve-web-app.ts";
import { loadServerRenderer, type RenderPage } from "./server-render.ts";

const dirs: string[] = [];
afterAll(() => {
  for (const dir of dirs) rmSync(dir, { recursive: true, force: true });
});

function tempDir() {
  const dir = mkdtempSync(path.join(tmpdir(), "internpath-server-render-"));
  dirs.push(dir);
  return dir;
}

const SHELL = `<!doctype html><html><head><title>InternPath</title><meta name="description" content="Shell" /></head><body><div id="root"></div></body></html>`;
const SESSION = "better-auth.session_token=abc.def";

describe("pages rendered with their data", () => {
  function serve({
    render,
    meta,
    cacheSeconds = 0,
  }: {
    render: RenderPage;
    meta?: (urlPath: string) => PageMeta | undefined;
    cacheSeconds?: number;
  }) {
    const webDist = tempDir();
    writeFileSync(path.join(webDist, "index.html"), SHELL);
    const app = new Hono<AppEnv>();
    serveWebApp(app, webDist, {
      appUrl: "https://app.example",
      pageMeta: async (urlPath) => meta?.(urlPath),
      renderPage: Promise.resolve(render),
      renderCacheSeconds: cacheSeconds,
    });
    return app;
  }

  const rendered = (urlPath: string) =>
    `<html><head><title>Rendered</title></head><body>${urlPath}</body></html>`;

  it("renders a visitor's page, and sends a URL with a query the shell", async () => {
    const asked: string[] = [];
    const app = serve({
      render: async (urlPath, cookie) => {
        asked.push(`${urlPath} ${cookie ?? "visitor"}`);
        return rendered(urlPath);
      },
    });
    const visitor = await app.request("/internships");
    expect(visitor.status).toBe(200);
    expect(await visitor.text()).toContain("<body>/internships</body>");
    expect(visitor.headers.get("vary")).toBe("Accept-Encoding, Cookie");
    expect(visitor.headers.get("cache-control")).toBe("no-cache");

    expect(await (await app.request("/internships?q=design")).text()).toBe(SHELL);
    expect(await (await app.request("/internships?q=design", { headers: { cookie: SESSION } })).text()).toBe(
      SHELL,
    );
    expect(asked).toEqual(["/internships visitor"]);
  });

  it("renders a signed-in reader's page with their cookie for that request alone, kept by no cache", async () => {
    const asked: string[] = [];
    let renders = 0;
    const app = serve({
      cacheSeconds: 60,
      render: async (urlPath, cookie) => {
        renders += 1;
        asked.push(`${urlPath} ${cookie ?? "visitor"}`);
        return rendered(`${urlPath} for ${cookie ?? "a visitor"} #${renders}`);
      },
    });
    const other = "better-auth.session_token=xyz.uvw; theme=dark";
    const first = await app.request("/dashboard", { headers: { cookie: SESSION } });
    expect(first.status).toBe(200);
    expect(first.headers.get("cache-control")).toBe("private, no-store");
    expect(first.headers.get("vary")).toBe("Accept-Encoding, Cookie");
    expect(first.headers.get("etag")).toBeNull();
    expect(await first.text()).toContain(`/dashboard for ${SESSION} #1`);
    // Another reader, and the same reader again, each get a page of their own made for the request.
    expect(await (await app.request("/dashboard", { headers: { cookie: other } })).text()).toContain(
      `/dashboard for ${other} #2`,
    );
    expect(await (await app.request("/dashboard", { headers: { cookie: SESSION } })).text()).toContain(
      `/dashboard for ${SESSION} #3`,
    );
    // A visitor's page, kept for visitors, is never one made for a reader, nor the other way round.
    expect(await (await app.request("/dashboard")).text()).toContain("/dashboard for a visitor #4");
    expect(await (await app.request("/dashboard")).text()).toContain("/dashboard for a visitor #4");
    expect(await (await app.request("/dashboard", { headers: { cookie: SESSION } })).text()).toContain(
      `/dashboard for ${SESSION} #5`,
    );
    expect(asked).toEqual([
      `/dashboard ${SESSION}`,
      `/dashboard ${other}`,
      `/dashboard ${SESSION}`,
      "/dashboard visitor",
      `/dashboard ${SESSION}`,
    ]);
  });

  it("sends the shell where the renderer renders nothing, and a missing posting its 404", async () => {
    const app = serve({
      render: async () => undefined,
      meta: (urlPath) =>
        urlPath === "/internships/gone"
          ? { title: "Internship not found", description: "Gone", status: 404 }
          : undefined,
    });
    expect(await (await app.request("/dashboard")).text()).toBe(SHELL);
    const missing = await app.request("/internships/gone");
    expect(missing.status).toBe(404);
    expect(await missing.text()).toContain('<meta name="robots" content="noindex" />');
  });

  it("never renders a page whose meta says it is missing", async () => {
    let renders = 0;
    const app = serve({
      render: async () => {
        renders += 1;
        return rendered("x");
      },
      meta: () => ({ title: "Internship not found", description: "Gone", status: 404 }),
    });
    expect((await app.request("/internships/gone")).status).toBe(404);
    expect(renders).toBe(0);
  });

  it("gives a rendered posting its title, description and canonical address", async () => {
    const app = serve({
      render: async (urlPath) => rendered(urlPath),
      meta: () => ({ title: "Data Intern · InternPath", description: "Work with $' data", status: 200 }),
    });
    const html = await (await app.request("/internships/1")).text();
    expect(html).toContain("<title>Data Intern · InternPath</title>");
    expect(html).toContain('<meta name="description" content="Work with $&#39; data" />');
    expect(html).toContain('<link rel="canonical" href="https://app.example/internships/1" />');
    expect(html).toContain("<body>/internships/1</body>");
  });

  it("renders a page once for requests that arrive together, and keeps it for the cache time", async () => {
    let renders = 0;
    const app = serve({
      cacheSeconds: 60,
      render: async (urlPath) => {
        renders += 1;
        await new Promise((resolve) => setTimeout(resolve, 20));
        return rendered(urlPath);
      },
    });
    const pages = await Promise.all(Array.from({ length: 5 }, () => app.request("/internships")));
    expect(new Set(await Promise.all(pages.map((page) => page.text())))).toEqual(
      new Set([rendered("/internships")]),
    );
    await app.request("/internships");
    expect(renders).toBe(1);
  });

  it("renders again after a failed render instead of keeping the failure", async () => {
    let renders = 0;
    const app = serve({
      cacheSeconds: 60,
      render: async (urlPath) => {
        renders += 1;
        if (renders === 1) throw new Error("the database went away");
        return rendered(urlPath);
      },
    });
    app.onError((_, c) => c.text("failed", 500));
    expect((await app.request("/internships")).status).toBe(500);
    expect(await (await app.request("/internships")).text()).toContain("<body>/internships</body>");
  });
});

describe("loading the web build's renderer", () => {
  /** A stand-in for the build's dist/.server: a renderer module and the pages' shells. */
  function buildWith(rendererSource: string, shells: Record<string, string>) {
    const webDist = tempDir();
    mkdirSync(path.join(webDist, ".server"), { recursive: true });
    writeFileSync(path.join(webDist, ".server/server-render.js"), rendererSource);
    writeFileSync(path.join(webDist, ".server/pages.json"), JSON.stringify(shells));
    return webDist;
  }

  const PAGE_SHELL = `<html><head><title>InternPath</title><script type="module" src="/a.js"></script></head><body><div id="root"></div></body></html>`;

  it("puts the page in #root, its title in the head and its state after it, and asks the API it is given", async () => {
    const webDist = buildWith(
      `export async function renderServerPage(pathname, fetchApi, withSession) {
        const answer = await (await fetchApi("/api/internships?session=" + withSession, {})).text();
        return { page: "/internships", html: "<title>Browse · $' InternPath</title><main>" + pathname + " " + answer + "</main>", state: '{"a":"\\\\u003c/script>"}' };
      }`,
      { "/internships": PAGE_SHELL },
    );
    const asked: string[] = [];
    const render = await loadServerRenderer(webDist, async (url, init) => {
      asked.push(`${url} ${new Headers(init.headers).get("cookie") ?? "without a cookie"}`);
      return new Response("6 internships");
    });
    const html = await render!("/internships", undefined);
    await render!("/internships", SESSION);
    expect(asked).toEqual([
      "/api/internships?session=false without a cookie",
      `/api/internships?session=true ${SESSION}`,
    ]);
    expect(html).toBe(
      `<html><head><title>Browse · $' InternPath</title><script type="module" src="/a.js"></script></head><body><div id="root"><main>/internships 6 internships</main></div>\n    <script type="application/json" id="server-state">{"a":"\\u003c/script>"}</script></body></html>`,
    );
  });

  it("renders nothing for a page without a shell or a renderer that declines", async () => {
    const webDist = buildWith(
      `export async function renderServerPage(pathname) {
        return pathname === "/declined" ? undefined : { page: "/unknown", html: "<main></main>", state: "{}" };
      }`,
      { "/internships": PAGE_SHELL },
    );
    const render = await loadServerRenderer(webDist, async () => new Response("{}"));
    expect(await render!("/declined", undefined)).toBeUndefined();
    expect(await render!("/other", SESSION)).toBeUndefined();
  });

  it("is absent from a build without one", async () => {
    const webDist = tempDir();
    expect(await loadServerRenderer(webDist, async () => new Response("{}"))).toBeUndefined();
  });
});
