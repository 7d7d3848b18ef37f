// Renders the public pages to HTML at build time, after `vite build` made the app (dist/index.html and its
// manifest): the landing, legal and information pages with their own small entries (src/static-pages/),
// sign-in and sign-up with the app's. Writes dist/prerendered/<path>/index.html, which the server sends for
// <path>, so these pages paint before any script has run.
//
// It also leaves the server what it needs to render browse and a posting for each visitor
// (src/server-render.tsx): the renderer built for Node and each page's shell with its scripts, in
// dist/.server/ (the server does not serve dot-directories).
import { mkdirSync, readFileSync, writeFileSync } from "node:fs";
import path from "node:path";
import { pathToFileURL } from "node:url";
import { build } from "vite";

// React's production server renderer, like the browser's build.
process.env.NODE_ENV = "production";

const webRoot = path.resolve(import.meta.dirname, "..");
const dist = path.join(webRoot, "dist");
const configFile = path.join(webRoot, "vite.config.ts");
const STATIC_MANIFEST = ".vite/static-pages-manifest.json";

const readJson = (file) => JSON.parse(readFileSync(file, "utf8"));

/**
 * The render functions of src/prerender.tsx (for this build) and src/server-render.tsx (for the server),
 * built for Node into `outDir`, inside the web app's folder, where the bundle finds the packages it leaves
 * external.
 */
async function buildRenderers(outDir) {
  await build({
    configFile,
    logLevel: "warn",
    build: {
      ssr: true,
      outDir,
      emptyOutDir: true,
      copyPublicDir: false,
      manifest: false,
      rollupOptions: {
        input: {
          prerender: path.join(webRoot, "src/prerender.tsx"),
          "server-render": path.join(webRoot, "src/server-render.tsx"),
        },
        // It imports the route modules the app loads lazily; in a Node bundle that is what it should do.
        checks: { ineffectiveDynamicImport: false },
      },
    },
  });
  return import(pathToFileURL(path.join(outDir, "prerender.js")).href);
}

/** The static pages' entries, built next to the app in dist/assets, without the app's router and screens. */
async function buildStaticEntries(entries) {
  await build({
    configFile,
    logLevel: "warn",
    build: {
      emptyOutDir: false,
      copyPublicDir: false,
      manifest: STATIC_MANIFEST,
      rollupOptions: {
        input: Object.fromEntries(
          entries.map((entry) => [`static-${path.basename(entry, ".tsx")}`, path.join(webRoot, entry)]),
        ),
      },
    },
  });
  return readJson(path.join(dist, STATIC_MANIFEST));
}

/** A manifest entry's file and every chunk it imports statically (what the browser needs before it runs). */
function chunksOf(manifest, key, found = new Set()) {
  const chunk = manifest[key];
  if (!chunk) throw new Error(`${key} is not in Vite's manifest: was it renamed?`);
  if (found.has(chunk.file)) return found;
  found.add(chunk.file);
  for (const imported of chunk.imports ?? []) chunksOf(manifest, imported, found);
  return found;
}

const modulepreload = (file) => `<link rel="modulepreload" crossorigin href="/${file}">`;
const SCRIPT_TAGS = /\s*<script type="module"[^>]*><\/script>|\s*<link rel="modulepreload"[^>]*>/g;

/**
 * The stylesheet, written into the page: the first paint waits for it, and one request fewer on a slow
 * phone network is worth more than caching 10 KB (the pages themselves are revalidated by ETag).
 */
function inlineStylesheets(html) {
  return html.replace(/<link rel="stylesheet"[^>]*href="\/([^"]+\.css)"[^>]*>/g, (_, file) => {
    const css = readFileSync(path.join(dist, file), "utf8");
    if (css.includes("</style")) throw new Error(`${file} cannot be inlined: it contains </style`);
    return `<style>${css.trim()}</style>`;
  });
}

/** The page's module scripts and their preloads fetched after what the page shows. */
function lowPriorityScripts(html) {
  const scripts = html.match(/<script type="module"[^>]*>|<link rel="modulepreload"[^>]*>/g) ?? [];
  if (scripts.length === 0) throw new Error("the page has no module scripts to load later");
  return html.replace(
    /<script type="module"|<link rel="modulepreload"/g,
    (tag) => `${tag} fetchpriority="low"`,
  );
}

const addToHead = (html, tags) => html.replace(/\s*<\/head>/, `\n    ${tags.join("\n    ")}\n  </head>`);
/** index.html's stand-in loading screen and the comment before it; a rendered page needs neither. */
const BOOT_SCREEN = /\s*<!--[^>]*-->\s*<div class="app-boot[\s\S]*?<\/p>\s*<\/div>/;

/** The app's shell with the page's HTML in #root, its <title> in the head, and `headTags` for its scripts. */
function fillShell(shell, html, headTags) {
  const title = /^((?:<title>[^<]*<\/title>)?)([\s\S]*)$/.exec(html);
  const [, titleTag = "", body = ""] = title ?? [];
  if (!BOOT_SCREEN.test(shell)) throw new Error("dist/index.html has no loading screen after #root");
  let page = shell.replace(BOOT_SCREEN, "").replace('<div id="root"></div>', `<div id="root">${body}</div>`);
  if (titleTag) page = page.replace(/<title>[^<]*<\/title>/, titleTag);
  return addToHead(page, headTags);
}

function writePage(url, html) {
  const file = path.join(dist, "prerendered", url, "index.html");
  mkdirSync(path.dirname(file), { recursive: true });
  writeFileSync(file, html);
  console.log(`pre-rendered ${url} -> ${path.relative(webRoot, file)}`);
}

const serverDir = path.join(dist, ".server");
await prerender(await buildRenderers(serverDir));

async function prerender(renderer) {
  const shell = inlineStylesheets(readFileSync(path.join(dist, "index.html"), "utf8"));
  if (!shell.includes('<div id="root"></div>')) throw new Error("dist/index.html has no empty #root");
  const appManifest = readJson(path.join(dist, ".vite/manifest.json"));

  const staticPages = Object.entries(renderer.STATIC_PAGES);
  const staticManifest = await buildStaticEntries(staticPages.map(([, { entry }]) => entry));
  const appShellWithoutScripts = shell.replace(SCRIPT_TAGS, "");
  for (const [url, { entry }] of staticPages) {
    const [main, ...imports] = chunksOf(staticManifest, entry);
    const tags = [
      `<script type="module" crossorigin src="/${main}"></script>`,
      ...imports.map(modulepreload),
    ];
    writePage(url, fillShell(appShellWithoutScripts, await renderer.renderStaticPage(url), tags));
  }

  const shellChunks = chunksOf(appManifest, "index.html");
  const preloadsFor = (modules) => {
    const routeChunks = new Set(modules.flatMap((module) => [...chunksOf(appManifest, module)]));
    return [...routeChunks].filter((file) => !shellChunks.has(file)).map(modulepreload);
  };
  for (const [url, modules] of Object.entries(renderer.APP_PAGES)) {
    writePage(url, fillShell(shell, await renderer.renderAppPage(url), preloadsFor(modules)));
  }

  // The pages the server renders for each visitor: the shell without its loading screen, with the page's
  // scripts; the server puts the page into #root. The page is there before its scripts, so they load at
  // a low priority: what the visitor sees (the HTML, the logos) comes first.
  const { SERVER_PAGES } = await import(pathToFileURL(path.join(serverDir, "server-render.js")).href);
  const serverPages = Object.fromEntries(
    Object.entries(SERVER_PAGES).map(([route, { modules }]) => [
      route,
      lowPriorityScripts(fillShell(shell, "", preloadsFor(modules))),
    ]),
  );
  writeFileSync(path.join(serverDir, "pages.json"), JSON.stringify(serverPages));

  // The shell is sent for every other page, most of them behind sign-in: their layout downloads with the
  // app instead of after it.
  const layoutChunks = [...chunksOf(appManifest, "src/app/layouts/app-layout.tsx")];
  const layoutTags = layoutChunks.filter((file) => !shellChunks.has(file)).map(modulepreload);
  writeFileSync(path.join(dist, "index.html"), addToHead(shell, layoutTags));
}
