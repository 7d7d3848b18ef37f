// The landing page's JavaScript budget: the scripts its HTML loads before it responds (the module entry
// and every chunk it modulepreloads; nothing loaded later), compressed with gzip, must stay within 100 KB.
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

const html = readFileSync(page, "utf8");
const attribute = (tag, name) => new RegExp(`\\s${name}="([^"]*)"`).exec(tag)?.[1];
const scripts = [
  ...[...html.matchAll(/<script\b[^>]*>/g)]
    .map(([tag]) => tag)
    .filter((tag) => attribute(tag, "type") === "module")
    .map((tag) => attribute(tag, "src")),
  ...[...html.matchAll(/<link\b[^>]*>/g)]
    .map(([tag]) => tag)
    .filter((tag) => attribute(tag, "rel") === "modulepreload")
    .map((tag) => attribute(tag, "href")),
].filter((url) => url?.startsWith("/"));

const kb = (bytes) => `${(bytes / 1024).toFixed(1)} KB`;
let total = 0;
console.log(`JavaScript the landing page loads first (${path.relative(root, page)}):`);
for (const url of new Set(scripts)) {
  const bytes = readFileSync(path.join(dist, url));
  const gzipped = gzipSync(bytes, { level: 9 }).length;
  total += gzipped;
  console.log(`  ${kb(gzipped).padStart(9)} gzip  ${kb(bytes.length).padStart(9)} raw  ${url}`);
}
console.log(`landing page JavaScript: ${kb(total)} gzip (budget ${kb(BUDGET_BYTES)})`);
if (total > BUDGET_BYTES) {
  console.error(`Over budget by ${kb(total - BUDGET_BYTES)}: keep the landing page's entry small.`);
  process.exit(1);
}
