import { createHash } from "node:crypto";
import { existsSync, readdirSync, readFileSync } from "node:fs";
import path from "node:path";
import { brotliCompressSync, gzipSync, constants as zlib } from "node:zlib";
import type { Context, Hono } from "hono";
import { type AppEnv, sessionCookieOf } from "../auth/session.ts";
import { type PageMeta, withPageMeta } from "../features/public-pages/page-meta.ts";
import { createCache } from "../lib/caches.ts";
import type { TtlCache } from "../lib/ttl-cache.ts";
import type { RenderPage } from "./server-render.ts";

type Encoding = "br" | "gzip";

type Variant = { body: Uint8Array<ArrayBuffer>; etag: string };

/** One file of the built web app, with the compressed copies the build made of it. */
export type WebFile = {
  contentType: string;
  cacheControl: string;
  identity: Variant;
  encoded: Partial<Record<Encoding, Variant>>;
};

const CONTENT_TYPES: Record<string, string> = {
  ".html": "text/html; charset=utf-8",
  ".js": "text/javascript; charset=utf-8",
  ".mjs": "text/javascript; charset=utf-8",
  ".css": "text/css; charset=utf-8",
  ".json": "application/json; charset=utf-8",
  ".txt": "text/plain; charset=utf-8",
  ".xml": "application/xml; charset=utf-8",
  ".svg": "image/svg+xml",
  ".png": "image/png",
  ".jpg": "image/jpeg",
  ".jpeg": "image/jpeg",
  ".webp": "image/webp",
  ".avif": "image/avif",
  ".gif": "image/gif",
  ".ico": "image/x-icon",
  ".woff2": "font/woff2",
  ".webmanifest": "application/manifest+json",
};

/** The build's compressed copies sit next to the file they were made from: `x.js.br`, `x.js.gz`. */
const ENCODED_SUFFIXES: Record<Encoding, string> = { br: ".br", gzip: ".gz" };

/** Pages rendered at build time, `prerendered/<path>/index.html`, served for `<path>` itself. */
const PRERENDERED_DIR = "prerendered";

/** Built assets have content hashes in their names, so they can be cached for good. */
const IMMUTABLE = "public, max-age=31536000, immutable";
/** Everything else may change with the next deploy: the browser revalidates it (cheaply, by ETag). */
const REVALIDATE = "no-cache";

function* filesIn(dir: string): Generator<string> {
  for (const entry of readdirSync(dir, { withFileTypes: true })) {
    // Build metadata (.vite/manifest.json) is not for browsers.
    if (entry.name.startsWith(".")) continue;
    const file = path.join(dir, entry.name);
    if (entry.isDirectory()) yield* filesIn(file);
    else yield file;
  }
}

function variant(bytes: Buffer, tag: string, suffix = ""): Variant {
  return { body: new Uint8Array(bytes), etag: `"${tag}${suffix}"` };
}

function readWebFile(file: string, urlPath: string): WebFile {
  const webFile = readWebFileFrom(readFileSync(file), urlPath);
  for (const [encoding, suffix] of Object.entries(ENCODED_SUFFIXES) as [Encoding, string][]) {
    if (existsSync(file + suffix))
      webFile.encoded[encoding] = variant(
        readFileSync(file + suffix),
        webFile.identity.etag.slice(1, -1),
        `-${encoding}`,
      );
  }
  return webFile;
}

/** A file of the app made from its bytes (the build's compressed copies are added by readWebFile). */
function readWebFileFrom(content: Buffer, urlPath: string): WebFile {
  const tag = createHash("sha256").update(content).digest("base64url").slice(0, 22);
  const encoded: WebFile["encoded"] = {};
  return {
    contentType: CONTENT_TYPES[path.extname(urlPath).toLowerCase()] ?? "application/octet-stream",
    cacheControl: urlPath.startsWith("/assets/") ? IMMUTABLE : REVALIDATE,
    identity: variant(content, tag),
    encoded,
  };
}

/**
 * The whole built web app, read once: files by URL path, and the pages rendered at build time by the
 * route they answer. The build is a few hundred kilobytes, so memory is cheaper than a disk read per request.
 */
export function loadWebFiles(webDist: string) {
  const files = new Map<string, WebFile>();
  const pages = new Map<string, WebFile>();
  const isEncodedCopy = (file: string) =>
    Object.values(ENCODED_SUFFIXES).some(
      (suffix) => file.endsWith(suffix) && existsSync(file.slice(0, -suffix.length)),
    );
  for (const file of filesIn(webDist)) {
    if (isEncodedCopy(file)) continue;
    const urlPath = `/${path.relative(webDist, file).split(path.sep).join("/")}`;
    const prerendered = new RegExp(`^/${PRERENDERED_DIR}(/.*)?/index\\.html$`).exec(urlPath);
    if (prerendered) pages.set(prerendered[1] ?? "/", readWebFile(file, urlPath));
    else if (!urlPath.startsWith(`/${PRERENDERED_DIR}/`)) files.set(urlPath, readWebFile(file, urlPath));
  }
  return { files, pages };
}

/** The encodings the client accepts (`q=0` refuses one), best first: brotli, then gzip. */
export function acceptedEncodings(header: string | undefined): Encoding[] {
  const weights = new Map<string, number>();
  for (const part of (header ?? "").split(",")) {
    const [name = "", ...parameters] = part.trim().toLowerCase().split(";");
    if (!name) continue;
    const q = parameters.map((p) => p.trim()).find((p) => p.startsWith("q="));
    const weight = q ? Number(q.slice(2)) : 1;
    weights.set(name === "x-gzip" ? "gzip" : name, Number.isNaN(weight) ? 0 : weight);
  }
  const accepts = (name: string) => (weights.get(name) ?? weights.get("*") ?? 0) > 0;
  return (["br", "gzip"] as const).filter(accepts);
}

function ifNoneMatchHas(header: string | undefined, etag: string) {
  if (!header) return false;
  return header
    .split(",")
    .map((candidate) => candidate.trim().replace(/^W\//, ""))
    .some((candidate) => candidate === "*" || candidate === etag);
}

function send(c: Context<AppEnv>, file: WebFile) {
  const encoding = acceptedEncodings(c.req.header("accept-encoding")).find((name) => file.encoded[name]);
  const chosen = (encoding && file.encoded[encoding]) || file.identity;
  const headers: Record<string, string> = { ETag: chosen.etag, "Cache-Control": file.cacheControl };
  if (Object.keys(file.encoded).length > 0) headers.Vary = "Accept-Encoding";
  if (ifNoneMatchHas(c.req.header("if-none-match"), chosen.etag)) {
    return c.body(null, 304, headers);
  }
  headers["Content-Type"] = file.contentType;
  headers["Content-Length"] = String(chosen.body.byteLength);
  if (encoding) headers["Content-Encoding"] = encoding;
  return c.body(chosen.body, 200, headers);
}

export type ServeWebAppOptions = {
  /** The public origin, for canonical addresses and the sitemap line of robots.txt. */
  appUrl?: string;
  /** The title and description of a page of the app, when it has its own (else the shell's). */
  pageMeta?: (path: string) => Promise<PageMeta | undefined>;
  /**
   * Renders a page with its data (browse, a posting, the dashboard) for the request's reader, or undefined
   * where the shell will do (loadServerRenderer): it settles once, when the renderer has loaded.
   */
  renderPage?: Promise<RenderPage | undefined>;
  /** How long a page rendered for visitors is kept, per instance (PUBLIC_CACHE_SECONDS, like their data). */
  renderCacheSeconds?: number;
};

type HtmlPage = { status: 200 | 404; html: string };

/** A page's HTML compressed with the best encoding the client accepts (none: as it is). */
function compressed(html: string, encoding: Encoding | undefined) {
  const bytes = Buffer.from(html);
  if (encoding === "br") return brotliCompressSync(bytes, { params: { [zlib.BROTLI_PARAM_QUALITY]: 5 } });
  if (encoding === "gzip") return gzipSync(bytes, { level: 6 });
  return bytes;
}

/**
 * A page made for one reader (rendered with their session's data): compressed as the client accepts, and
 * neither kept here nor by any cache on the way.
 */
function sendPrivatePage(c: Context<AppEnv>, page: HtmlPage) {
  const encoding = acceptedEncodings(c.req.header("accept-encoding"))[0];
  const headers: Record<string, string> = {
    "Content-Type": "text/html; charset=utf-8",
    "Cache-Control": "private, no-store",
    Vary: "Accept-Encoding, Cookie",
  };
  if (encoding) headers["Content-Encoding"] = encoding;
  return c.body(new Uint8Array(compressed(page.html, encoding)), page.status, headers);
}

type MadePage = Promise<{ status: 200 | 404; variant: Variant } | undefined>;

/**
 * Pages made for their path (the shell with a posting's title, a page rendered with its data), compressed as
 * the client accepts, each made once per path and encoding and then kept in `made` (a request arriving
 * while it is being made waits for the same one). What a page shows depends on whether a session cookie
 * came with it, so shared caches must keep the two apart (`Vary: Cookie`).
 */
function madePages(made: TtlCache<MadePage>) {
  return async (c: Context<AppEnv>, key: string, make: () => Promise<HtmlPage | undefined>) => {
    const encoding = acceptedEncodings(c.req.header("accept-encoding"))[0];
    const cacheKey = `${encoding ?? "identity"} ${key}`;
    let pending = made.get(cacheKey);
    if (!pending) {
      pending = make().then((page) => {
        if (!page) return undefined;
        const body = compressed(page.html, encoding);
        const tag = createHash("sha256").update(body).digest("base64url").slice(0, 22);
        return { status: page.status, variant: variant(body, tag) };
      });
      made.set(cacheKey, pending);
      pending.catch(() => made.delete(cacheKey));
    }
    const page = await pending;
    if (!page) return undefined;
    const headers: Record<string, string> = {
      "Content-Type": "text/html; charset=utf-8",
      "Cache-Control": REVALIDATE,
      Vary: "Accept-Encoding, Cookie",
      ETag: page.variant.etag,
    };
    if (page.status === 200 && ifNoneMatchHas(c.req.header("if-none-match"), page.variant.etag)) {
      return c.body(null, 304, headers);
    }
    if (encoding) headers["Content-Encoding"] = encoding;
    return c.body(page.variant.body, page.status, headers);
  };
}

/**
 * Serves the built web app from `webDist` (when it was built): its files, compressed as the client
 * accepts, the pages rendered at build time for their paths, browse, a posting and the dashboard rendered
 * with their data for the request's reader (`renderPage`), the app's shell (index.html) for every other
 * path so the browser's router takes over, with the page's own title and description where it has one (`pageMeta`), and robots.txt
 * naming the sitemap. Registered after the API, whose own 404 answers unknown `/api/*` paths.
 */
export function serveWebApp(app: Hono<AppEnv>, webDist: string, options: ServeWebAppOptions = {}) {
  if (!existsSync(path.join(webDist, "index.html"))) return;
  const { files, pages } = loadWebFiles(webDist);
  const shell = files.get("/index.html")!;
  const robots = files.get("/robots.txt");
  if (robots && options.appUrl) {
    const rules = Buffer.from(robots.identity.body).toString("utf8").trimEnd();
    const withSitemap = `${rules}\n\nSitemap: ${options.appUrl}/sitemap.xml\n`;
    files.set("/robots.txt", readWebFileFrom(Buffer.from(withSitemap), "/robots.txt"));
  }
  const shellHtml = Buffer.from(shell.identity.body).toString("utf8");
  const appUrl = options.appUrl ?? "";
  const withMeta = madePages(createCache<MadePage>("pagesWithTitles"));
  const rendered = madePages(createCache<MadePage>("renderedPages", options.renderCacheSeconds ?? 0));

  /**
   * The page rendered with its data, if it is one the renderer renders: for a visitor kept briefly and shared
   * by every visitor, for a signed-in reader made for that request alone.
   */
  async function renderWithData(c: Context<AppEnv>, meta: PageMeta | undefined) {
    const renderPage = await options.renderPage;
    if (!renderPage || meta?.status === 404) return undefined;
    const urlPath = c.req.path;
    const make = async (cookie?: string): Promise<HtmlPage | undefined> => {
      const html = await renderPage(urlPath, cookie);
      if (!html) return undefined;
      return { status: 200, html: meta ? withPageMeta(html, meta, `${appUrl}${urlPath}`) : html };
    };
    const cookie = c.req.header("cookie");
    if (!sessionCookieOf(cookie)) return rendered(c, urlPath, () => make());
    const page = await make(cookie);
    return page && sendPrivatePage(c, page);
  }

  // A missing asset (an old build's file) must not get the page instead, cached forever.
  app.get("/assets/*", (c) => {
    const file = files.get(c.req.path);
    return file ? send(c, file) : c.text("Not found", 404);
  });
  app.get("*", async (c) => {
    const file = files.get(c.req.path);
    if (file) return send(c, file);
    // A page rendered without query parameters must not answer a URL whose parameters change it.
    const hasQuery = Boolean(new URL(c.req.url).search);
    const page = hasQuery ? undefined : pages.get(c.req.path.replace(/(.)\/$/, "$1"));
    if (page) return send(c, page);
    const meta = await options.pageMeta?.(c.req.path);
    const withData = hasQuery ? undefined : await renderWithData(c, meta);
    if (withData) return withData;
    if (!meta) return send(c, shell);
    const withTitle = await withMeta(c, c.req.path, async () => ({
      status: meta.status,
      html: withPageMeta(shellHtml, meta, `${appUrl}${c.req.path}`),
    }));
    return withTitle ?? send(c, shell);
  });
}
