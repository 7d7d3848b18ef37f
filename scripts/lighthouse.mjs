// `npm run lighthouse`: Lighthouse's mobile audit (its default phone emulation and simulated slow 4G with a
// 4x slower CPU) of the landing page, browse and a posting as a visitor sees them, browse and the student
// dashboard signed in, against the built server on a fresh data directory with the demo data. Prints
// performance, accessibility, SEO (for the public pages), LCP, TBT and CLS per page and records them in the
// "## Lighthouse" section of docs/benchmarks.md.
//
//   npm run lighthouse                  three runs per page, the median by performance score is recorded
//   npm run lighthouse -- --runs 1      one run per page
//   npm run lighthouse -- --no-record   print only, leave docs/benchmarks.md alone
//   npm run lighthouse -- --reports d   also write each run's full report to d/<page>-<run>.json
//   npm run lighthouse -- --only browse only the pages whose name contains this (implies --no-record)
//   CHROME_PATH=/path/to/chrome         another browser (default: Debian's /usr/bin/chromium)
import { spawn } from "node:child_process";
import { mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import { createServer } from "node:net";
import os from "node:os";
import path from "node:path";
import { parseArgs } from "node:util";
import * as chromeLauncher from "chrome-launcher";
import lighthouse from "lighthouse";
import { buildIfStale, root } from "./lib.mjs";

const { values: options } = parseArgs({
  options: {
    runs: { type: "string", default: "3" },
    "no-record": { type: "boolean", default: false },
    reports: { type: "string" },
    only: { type: "string" },
  },
});
const RUNS = Number(options.runs);
if (!Number.isInteger(RUNS) || RUNS < 1)
  throw new Error(`--runs must be a whole number, got ${options.runs}`);

const CHROME_PATH = process.env.CHROME_PATH || "/usr/bin/chromium";
const DEMO_STUDENT = { email: "maya@student.demo.internpath.app", password: "demo-pass-2026" };
const TARGETS = { performance: 95, accessibility: 100 };
/** Only pages meant for search engines have an SEO target (the signed-in ones are not to be indexed). */
const SEO_TARGET = 100;
const POSTING = "/internships/{newest}";
const PAGES = [
  { name: "Landing", path: "/", signedIn: false, isPublic: true },
  { name: "Browse (visitor)", path: "/internships", signedIn: false, isPublic: true },
  { name: "A posting (visitor)", path: POSTING, signedIn: false, isPublic: true },
  { name: "Browse internships", path: "/internships", signedIn: true, isPublic: false },
  { name: "Student dashboard", path: "/dashboard", signedIn: true, isPublic: false },
];

function freePort() {
  return new Promise((resolve, reject) => {
    const server = createServer();
    server.once("error", reject);
    server.listen(0, "127.0.0.1", () => {
      const { port } = server.address();
      server.close(() => resolve(port));
    });
  });
}

const delay = (ms) => new Promise((resolve) => setTimeout(resolve, ms));

/** The built server on a fresh data directory with the demo data, as `npm start` runs it. */
async function startServer() {
  const port = await freePort();
  const url = `http://localhost:${port}`;
  const dataDir = mkdtempSync(path.join(os.tmpdir(), "internpath-lighthouse-"));
  let output = "";
  const child = spawn(process.execPath, ["apps/server/dist/main.js"], {
    cwd: root,
    env: {
      ...process.env,
      NODE_ENV: "development",
      PORT: String(port),
      APP_URL: url,
      DATA_DIR: dataDir,
      SEED_DEMO: "true",
      LOG_LEVEL: "warn",
      DATABASE_URL: "",
      SMTP_URL: "",
      AUTH_SECRET: "",
      WEB_DIST: "",
    },
    stdio: ["ignore", "pipe", "pipe"],
  });
  child.stdout.on("data", (chunk) => (output += chunk));
  child.stderr.on("data", (chunk) => (output += chunk));
  const stop = async () => {
    if (child.exitCode === null) {
      child.kill("SIGTERM");
      await new Promise((resolve) => child.once("exit", resolve));
    }
    rmSync(dataDir, { recursive: true, force: true });
  };
  const deadline = Date.now() + 120_000;
  for (;;) {
    if (child.exitCode !== null) throw new Error(`the server exited (${child.exitCode}):\n${output}`);
    const health = await fetch(`${url}/api/health`).catch(() => null);
    if (health?.ok) break;
    if (Date.now() > deadline) {
      await stop();
      throw new Error(`the server did not start within 2 minutes:\n${output}`);
    }
    await delay(250);
  }
  return { url, stop };
}

/** Signs in through the API as a browser would; returns the session cookie to send with every request. */
async function signIn(url, { email, password }) {
  const response = await fetch(`${url}/api/auth/sign-in/email`, {
    method: "POST",
    headers: { "content-type": "application/json", origin: url },
    body: JSON.stringify({ email, password }),
  });
  if (!response.ok)
    throw new Error(`signing in as ${email} failed: ${response.status} ${await response.text()}`);
  return response.headers
    .getSetCookie()
    .map((cookie) => cookie.split(";")[0])
    .join("; ");
}

function summarize(lhr) {
  const audit = (id) => lhr.audits[id];
  const score = (id) => Math.round((lhr.categories[id]?.score ?? 0) * 100);
  return {
    benchmarkIndex: lhr.environment.benchmarkIndex,
    performance: score("performance"),
    accessibility: score("accessibility"),
    seo: score("seo"),
    fcpMs: audit("first-contentful-paint").numericValue,
    lcpMs: audit("largest-contentful-paint").numericValue,
    tbtMs: audit("total-blocking-time").numericValue,
    cls: audit("cumulative-layout-shift").numericValue,
    // What Lighthouse would fix first, for the console.
    advice: [
      ...Object.values(lhr.audits)
        .filter((item) => item.details?.type === "opportunity" && (item.numericValue ?? 0) > 0)
        .sort((a, b) => b.numericValue - a.numericValue)
        .slice(0, 4)
        .map((item) => `${item.title}${item.displayValue ? ` (${item.displayValue})` : ""}`),
      ...["accessibility", "seo"].flatMap((category) =>
        lhr.categories[category].auditRefs
          .map((ref) => lhr.audits[ref.id])
          .filter((item) => item.score !== null && item.score < 1)
          .map((item) => `${category}: ${item.title}`),
      ),
    ],
  };
}

const seconds = (ms) => `${(ms / 1000).toFixed(1)} s`;
const formatRow = ({ page, median, scores }) =>
  `| ${page.name} (\`${page.path}\`) | ${median.performance} | ${scores.join(", ")} | ${median.accessibility} | ${page.isPublic ? median.seo : "–"} | ${seconds(median.fcpMs)} | ${seconds(median.lcpMs)} | ${Math.round(median.tbtMs)} ms | ${median.cls.toFixed(3)} |`;

function recordInBenchmarks(section) {
  const file = path.join(root, "docs/benchmarks.md");
  const text = readFileSync(file, "utf8");
  const start = text.indexOf("\n## Lighthouse\n");
  let updated;
  if (start === -1) {
    updated = `${text.trimEnd()}\n\n${section}`;
  } else {
    const next = text.indexOf("\n## ", start + 1);
    updated = `${text.slice(0, start + 1)}${section}${next === -1 ? "" : `\n${text.slice(next + 1)}`}`;
  }
  writeFileSync(file, updated.endsWith("\n") ? updated : `${updated}\n`);
}

/** One Lighthouse run; again when Lighthouse itself asks for that (it sometimes misses the trace's start). */
async function audit(url, port, cookie) {
  for (let attempt = 1; ; attempt += 1) {
    const { lhr } = await lighthouse(url, {
      port,
      output: "json",
      logLevel: "error",
      onlyCategories: ["performance", "accessibility", "seo"],
      ...(cookie && { extraHeaders: { Cookie: cookie } }),
    });
    if (!lhr.runtimeError) return lhr;
    if (attempt === 3) throw new Error(`${url}: ${lhr.runtimeError.message}`);
    console.log(`    (Lighthouse: ${lhr.runtimeError.code}; running it again)`);
  }
}

await buildIfStale();
const server = await startServer();
const chrome = await chromeLauncher.launch({
  chromePath: CHROME_PATH,
  chromeFlags: ["--headless=new", "--no-sandbox", "--disable-gpu", "--disable-dev-shm-usage"],
});
const results = [];
let browserVersion = "";
try {
  const cookie = await signIn(server.url, DEMO_STUDENT);
  const newest = (await (await fetch(`${server.url}/api/internships?limit=1`)).json()).items[0].id;
  const only = options.only?.toLowerCase();
  for (const page of PAGES.filter((candidate) => !only || candidate.name.toLowerCase().includes(only))) {
    const runs = [];
    const pagePath = page.path.replace("{newest}", newest);
    for (let run = 0; run < RUNS; run += 1) {
      const lhr = await audit(`${server.url}${pagePath}`, chrome.port, page.signedIn ? cookie : undefined);
      browserVersion = lhr.environment.hostUserAgent.match(/Chrome\/[\d.]+/)?.[0] ?? browserVersion;
      if (new URL(lhr.finalDisplayedUrl).pathname !== pagePath) {
        throw new Error(`${page.path} ended at ${lhr.finalDisplayedUrl}: was the session cookie refused?`);
      }
      runs.push(summarize(lhr));
      if (options.reports) {
        mkdirSync(options.reports, { recursive: true });
        const name = `${page.name.toLowerCase().replaceAll(" ", "-")}-${run + 1}.json`;
        writeFileSync(path.join(options.reports, name), JSON.stringify(lhr, null, 2));
      }
    }
    runs.sort((a, b) => a.performance - b.performance);
    const median = runs[Math.floor(runs.length / 2)];
    results.push({
      page,
      median,
      scores: runs.map((result) => result.performance),
      benchmarkIndexes: runs.map((result) => Math.round(result.benchmarkIndex)),
    });
    console.log(
      `${page.name.padEnd(20)} performance ${median.performance} (runs: ${runs.map((r) => r.performance).join(", ")}), accessibility ${median.accessibility}${page.isPublic ? `, SEO ${median.seo}` : ""}, FCP ${seconds(median.fcpMs)}, LCP ${seconds(median.lcpMs)}, TBT ${Math.round(median.tbtMs)} ms, CLS ${median.cls.toFixed(3)}`,
    );
    for (const advice of median.advice) console.log(`    ${advice}`);
  }
} finally {
  chrome.kill();
  await server.stop();
}

const cpus = os.cpus();
const machine = `${cpus.length} cores (${cpus[0]?.model.trim() ?? "unknown CPU"}), ${Math.round(os.totalmem() / 2 ** 30)} GB, Node ${process.version}, ${browserVersion || "Chromium"} headless`;
// Lighthouse scales what it measured to a phone's speed: on a busy machine the same page scores lower. Its
// benchmark index (higher is faster) and the load average say how busy the machine was.
const indexes = results.flatMap((result) => result.benchmarkIndexes).sort((a, b) => a - b);
const busy = `Lighthouse's CPU benchmark index ${indexes[0]} to ${indexes.at(-1)}, load average ${os
  .loadavg()
  .map((load) => load.toFixed(1))
  .join(" / ")} at the end`;
const misses = results.flatMap(({ page, median }) =>
  Object.entries({ ...TARGETS, ...(page.isPublic && { seo: SEO_TARGET }) })
    .filter(([category, target]) => median[category] < target)
    .map(([category, target]) => `${page.name}: ${category} ${median[category]} (target ${target})`),
);
console.log(misses.length ? `\nBelow target:\n  ${misses.join("\n  ")}` : "\nEvery page meets its targets.");

if (!options["no-record"] && !options.only) {
  const date = new Date().toISOString().slice(0, 10);
  const previous = readFileSync(path.join(root, "docs/benchmarks.md"), "utf8");
  // The notes under the table are written by hand; a new run keeps them.
  const notes = /<!-- lighthouse-notes -->\n([\s\S]*?)<!-- \/lighthouse-notes -->/.exec(previous)?.[1] ?? "";
  const section = [
    "## Lighthouse",
    "",
    "`npm run lighthouse` runs Lighthouse 12 (mobile: its default phone emulation, simulated slow 4G and a",
    "4x slower CPU) against the built server on a fresh data directory with the demo data, as a visitor for the",
    "public pages (the landing page, browse, the newest posting) and signed in as the demo student for the",
    "others. Targets: performance 95 or more, accessibility 100, and SEO 100 for the public pages. Each figure",
    `is the median run by performance score of ${RUNS} run${RUNS === 1 ? "" : "s"}; the script rewrites this section.`,
    "",
    `Last run: ${date}, ${machine}; ${busy}.`,
    "",
    "| page | performance | every run | accessibility | SEO | FCP | LCP | TBT | CLS |",
    "| --- | --- | --- | --- | --- | --- | --- | --- | --- |",
    ...results.map(formatRow),
    "",
    misses.length ? `Below target: ${misses.join("; ")}.` : "Every page meets its targets.",
    "",
    `<!-- lighthouse-notes -->\n${notes}<!-- /lighthouse-notes -->`,
    "",
  ].join("\n");
  recordInBenchmarks(section);
  console.log("recorded in docs/benchmarks.md");
}
