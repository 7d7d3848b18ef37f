import { existsSync, readFileSync } from "node:fs";
import path from "node:path";
import { pathToFileURL } from "node:url";

/** What the web build's renderer (apps/web/src/server-render.tsx) exports. */
type WebRenderer = {
  renderServerPage(
    pathname: string,
    fetchApi: FetchApi,
    withSession: boolean,
  ): Promise<{ page: string; html: string; state: string } | undefined>;
};

type FetchApi = (url: string, init: RequestInit) => Promise<Response>;

/**
 * Renders a page with its data as the reader whose cookie header is `cookie` (none for a visitor) sees it:
 * the whole HTML document, or undefined to send the shell.
 */
export type RenderPage = (pathname: string, cookie: string | undefined) => Promise<string | undefined>;

/** The build writes the renderer and each page's shell here (a dot-directory: never served). */
const SERVER_DIR = ".server";
/** The id main.tsx reads the page's state from (SERVER_STATE_ID in the web app). */
const STATE_SCRIPT_ID = "server-state";
const EMPTY_ROOT = '<div id="root"></div>';
const LEADING_TITLE = /^(<title>[^<]*<\/title>)?([\s\S]*)$/;

/**
 * The renderer the web build left in `webDist`, answering the app's API requests through `fetchApi`
 * (the server's own routes, in-process, with the reader's cookie and nothing else of the request), or undefined when the build has none (a build from before it, or
 * no web build at all): pages then go out as the app's shell.
 */
export async function loadServerRenderer(
  webDist: string,
  fetchApi: FetchApi,
): Promise<RenderPage | undefined> {
  const dir = path.join(webDist, SERVER_DIR);
  const file = path.join(dir, "server-render.js");
  const shellsFile = path.join(dir, "pages.json");
  if (!existsSync(file) || !existsSync(shellsFile)) return undefined;
  const renderer = (await import(pathToFileURL(file).href)) as WebRenderer;
  const shells = JSON.parse(readFileSync(shellsFile, "utf8")) as Record<string, string>;

  return async (pathname, cookie) => {
    const rendered = await renderer.renderServerPage(
      pathname,
      (url, init) => {
        if (!cookie) return fetchApi(url, init);
        const headers = new Headers(init.headers);
        headers.set("cookie", cookie);
        return fetchApi(url, { ...init, headers });
      },
      cookie !== undefined,
    );
    const shell = rendered && shells[rendered.page];
    if (!rendered || !shell?.includes(EMPTY_ROOT)) return undefined;
    // React writes the page's <title> first; it belongs in the head.
    const [, title, body = ""] = LEADING_TITLE.exec(rendered.html) ?? [];
    const root = `<div id="root">${body}</div>\n    <script type="application/json" id="${STATE_SCRIPT_ID}">${rendered.state}</script>`;
    // Replacements as functions: the page's text may hold `$&` and the like, which a string would expand.
    const page = shell.replace(EMPTY_ROOT, () => root);
    return title ? page.replace(/<title>[^<]*<\/title>/, () => title) : page;
  };
}
