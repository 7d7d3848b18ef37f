// The landing page's JavaScript budget: the scripts its HTML loads before it responds (the module entry
// and every chunk it modulepreloads; nothing loaded later), compressed with gzip, must stay within 100 KB.
// Browse, a posting and the dashboards, which the server renders, must respond without the validation library (the
// zod library, loaded by the screens with forms).
// Run by `npm test` after the web build; exits 1 when over budget.
import { existsSync, readFileSync } from "node:fs";
import path from "node:path";
import { gzipSync } from "node:zlib";
import { root } from "./lib.mjs";

const BUDGET_BYTES = 100 * 1024;
const dist = path.join(root, "apps/web/dist");
// The server sends the pre-rendered landing page for "/" when the build made one, else the app's shell.
const page = ["prerendered/index.html", "index.html"].map((file) => path.join(dist, file)).find(existsSync);
if (!page) {
  console.error(
    "apps/web/dist has no index.html: build the web app first (npm run build -w @internpath/web)",
  );
  process.exit(1);
}

const attribute = (tag, name) => new RegExp(`\\s${name}="([^"]*)"`).exec(tag)?.[1];

/** The scripts a page's HTML loads before it responds: its module scripts and their preloads. */
function scriptsOf(html) {
  return [
    ...[...html.matchAll(/<script\b[^>]*>/g)]
      .map(([tag]) => tag)
      .filter((tag) => attribute(tag, "type") === "module")
      .map((tag) => attribute(tag, "src")),
    ...[...html.matchAll(/<link\b[^>]*>/g)]
      .map(([tag]) => tag)
      .filter((tag) => attribute(tag, "rel") === "modulepreload")
      .map((tag) => attribute(tag, "href")),
  ].filter((url) => url?.startsWith("/"));
}

const kb = (bytes) => `${(bytes / 1024).toFixed(1)} KB`;

/** Prints each script's size and returns the total, gzip. */
function report(title, scripts) {
  let total = 0;
  console.log(title);
  for (const url of new Set(scripts)) {
    const bytes = readFileSync(path.join(dist, url));
    const gzipped = gzipSync(bytes, { level: 9 }).length;
    total += gzipped;
    console.log(`  ${kb(gzipped).padStart(9)} gzip  ${kb(bytes.length).padStart(9)} raw  ${url}`);
  }
  return total;
}

let failed = false;
const total = report(
  `JavaScript the landing page loads first (${path.relative(root, page)}):`,
  scriptsOf(readFileSync(page, "utf8")),
);
console.log(`landing page JavaScript: ${kb(total)} gzip (budget ${kb(BUDGET_BYTES)})`);
if (total > BUDGET_BYTES) {
  console.error(`Over budget by ${kb(total - BUDGET_BYTES)}: keep the landing page's entry small.`);
  failed = true;
}

// The shells the server fills with browse, a posting and the dashboard (written by the web build next to its
// renderer).
const serverPages = path.join(dist, ".server/pages.json");
const WITHOUT_VALIDATION = ["/internships", "/internships/:id", "/dashboard"];
const shells = existsSync(serverPages) ? JSON.parse(readFileSync(serverPages, "utf8")) : {};
for (const route of WITHOUT_VALIDATION) {
  if (!shells[route]) {
    console.error(`${path.relative(root, serverPages)} has no page for ${route}`);
    failed = true;
    continue;
  }
  const scripts = scriptsOf(shells[route]);
  const size = report(`JavaScript ${route} loads first, as the server renders it:`, scripts);
  console.log(`${route} JavaScript: ${kb(size)} gzip`);
  // Found by what it holds, in whichever chunk it lands.
  const validation = scripts.filter((url) => readFileSync(path.join(dist, url), "utf8").includes("ZodError"));
  if (validation.length > 0) {
    console.error(
      `${route} loads the validation library (${validation.join(", ")}): it has no form to check.`,
    );
    failed = true;
  }
}
if (failed) process.exit(1);
