// `npm run scan`: starts the built server with demo data on a temporary DATA_DIR and runs sqlmap and
// wapiti against its routes, anonymously and signed in as each role. Prints a summary and exits 1 on any
// finding. Not part of `npm test` (it takes minutes). Needs the Debian packages sqlmap and wapiti (installed
// with apt-get when missing and the script runs as root).
import { spawn, spawnSync } from "node:child_process";
import { mkdtempSync, readdirSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import { createServer } from "node:net";
import { tmpdir } from "node:os";
import path from "node:path";
import { buildIfStale, root } from "./lib.mjs";

const SQLMAP_SECONDS = Number(process.env.SCAN_SQLMAP_SECONDS ?? 90);
const WAPITI_SECONDS = Number(process.env.SCAN_WAPITI_SECONDS ?? 60);
const PARALLEL = Number(process.env.SCAN_PARALLEL ?? 2);
const DEMO_PASSWORD = "demo-pass-2026";
const ACCOUNTS = {
  student: "maya@student.demo.internpath.app",
  company: "talent@nimbuslabs.demo.internpath.app",
  admin: "admin@demo.internpath.app",
};

function ensureTools() {
  const missing = ["sqlmap", "wapiti"].filter((tool) => spawnSync("which", [tool]).status !== 0);
  if (missing.length === 0) return;
  console.log(`Installing ${missing.join(", ")} with apt-get`);
  const install = spawnSync("apt-get", ["install", "-y", ...missing], { stdio: "inherit" });
  if (install.status !== 0) {
    console.error(`Could not install ${missing.join(", ")}; install them (Debian packages) and run again.`);
    process.exit(2);
  }
}

async function freePort() {
  const server = createServer();
  await new Promise((resolve) => server.listen(0, "127.0.0.1", resolve));
  const { port } = server.address();
  await new Promise((resolve) => server.close(resolve));
  return port;
}

function exec(command, args, timeoutSeconds) {
  return new Promise((resolve) => {
    let output = "";
    const child = spawn(command, args, { stdio: ["ignore", "pipe", "pipe"] });
    child.stdout.on("data", (chunk) => {
      output += chunk;
    });
    child.stderr.on("data", (chunk) => {
      output += chunk;
    });
    const timer = setTimeout(() => child.kill("SIGKILL"), timeoutSeconds * 1000);
    child.on("exit", (code) => {
      clearTimeout(timer);
      resolve({ code, output, timedOut: code === null });
    });
  });
}

async function pool(tasks, size) {
  const results = [];
  let next = 0;
  await Promise.all(
    Array.from({ length: size }, async () => {
      while (next < tasks.length) {
        const index = next++;
        results[index] = await tasks[index]();
      }
    }),
  );
  return results;
}

ensureTools();
await buildIfStale();

const dataDir = mkdtempSync(path.join(tmpdir(), "internpath-scan-"));
const port = await freePort();
const origin = `http://127.0.0.1:${port}`;
const server = spawn("node", ["apps/server/dist/main.js"], {
  cwd: root,
  env: {
    PATH: process.env.PATH,
    HOME: process.env.HOME,
    DATA_DIR: dataDir,
    PORT: String(port),
    APP_URL: origin,
    SEED_DEMO: "true",
    // The scanners send thousands of requests; the sign-in limiter would answer most with 429.
    AUTH_RATE_LIMIT: "false",
    LOG_LEVEL: "warn",
  },
  stdio: ["ignore", "pipe", "pipe"],
});
let serverLog = "";
server.stdout.on("data", (chunk) => {
  serverLog += chunk;
});
server.stderr.on("data", (chunk) => {
  serverLog += chunk;
});
const stopServer = () => {
  server.kill("SIGTERM");
  rmSync(dataDir, { recursive: true, force: true });
};
process.on("exit", stopServer);

for (let i = 0; ; i += 1) {
  try {
    if ((await fetch(`${origin}/api/health`)).ok) break;
  } catch {}
  if (i > 240) throw new Error(`server did not start:\n${serverLog}`);
  await new Promise((resolve) => setTimeout(resolve, 500));
}

async function signIn(email) {
  const response = await fetch(`${origin}/api/auth/sign-in/email`, {
    method: "POST",
    headers: { "content-type": "application/json", origin },
    body: JSON.stringify({ email, password: DEMO_PASSWORD }),
  });
  if (!response.ok) throw new Error(`sign-in as ${email} failed: ${response.status}`);
  return response.headers
    .getSetCookie()
    .map((line) => line.split(";")[0])
    .join("; ");
}

const cookies = { anonymous: "" };
for (const [role, email] of Object.entries(ACCOUNTS)) cookies[role] = await signIn(email);

async function getJson(url, role) {
  const response = await fetch(`${origin}${url}`, { headers: { cookie: cookies[role], origin } });
  return response.ok ? response.json() : null;
}
const internshipId = (await getJson("/api/internships", "anonymous"))?.items?.[0]?.id;
const companyId = (await getJson(`/api/internships/${internshipId}`, "anonymous"))?.internship?.company?.id;
const recipientId = (await getJson("/api/messages/recipients", "student"))?.items?.[0]?.id;
const applicationId = (await getJson("/api/company/applications", "company"))?.items?.[0]?.id;
const studentId = (await getJson("/api/admin/students", "admin"))?.items?.[0]?.id;

// What each caller reaches: query strings, path ids (the * marks where sqlmap injects) and JSON bodies.
const TARGETS = {
  anonymous: [
    { url: "/api/internships?q=design&location=Berlin&sort=newest&type=full-time" },
    { url: "/api/internships/locations?q=Ber" },
    { url: `/api/internships/${internshipId}*` },
    { url: `/api/companies/${companyId}*` },
    {
      url: "/api/auth/sign-in/email",
      method: "POST",
      data: { email: "someone@example.com", password: "x-password" },
    },
    { url: "/api/auth/request-password-reset", method: "POST", data: { email: "someone@example.com" } },
    {
      url: "/api/auth/sign-in/magic-link",
      method: "POST",
      data: { email: "someone@example.com", callbackURL: "/dashboard" },
    },
    { url: "/api/auth/magic-link/verify?token=not-a-token&callbackURL=/dashboard" },
    {
      url: "/api/auth/sign-up/email",
      method: "POST",
      data: {
        email: "scan@example.com",
        password: "scan-pass-2026",
        name: "Scan",
        role: "student",
        university: "U",
      },
    },
  ],
  student: [
    { url: "/api/applications/mine?status=pending&limit=5" },
    { url: "/api/messages?box=inbox&q=hello" },
    { url: "/api/messages/recipients?q=nim" },
    { url: "/api/bookmarks?limit=5" },
    { url: "/api/profile", method: "PATCH", data: { fullName: "Maya", bio: "Hello", location: "Berlin" } },
    { url: "/api/messages", method: "POST", data: { recipientId, subject: "Scan", messageText: "Hello" } },
    { url: "/api/bookmarks", method: "POST", data: { internshipId } },
    {
      url: `/api/internships/${internshipId}/report`,
      method: "POST",
      data: { reason: "other", details: "Scan" },
    },
  ],
  company: [
    { url: "/api/company/applications?q=maya&status=pending&limit=5" },
    { url: "/api/company/internships?q=design&status=open" },
    { url: `/api/applications/${applicationId}*/history` },
    {
      url: "/api/internships",
      method: "POST",
      data: {
        title: "Scan",
        location: "Berlin",
        duration: "3 months",
        description: "Scan",
        requirements: "Scan",
        skills: ["Scan"],
        type: "full-time",
        status: "draft",
      },
    },
  ],
  admin: [
    { url: "/api/admin/students?q=maya" },
    { url: "/api/admin/companies?q=nim" },
    { url: "/api/admin/internships?q=design&companyId=x" },
    { url: "/api/admin/applications?q=maya&status=pending&sort=student&dir=asc" },
    { url: "/api/admin/analytics?from=2026-01-01&to=2026-12-31" },
    { url: `/api/admin/students/${studentId}*` },
    { url: "/api/admin/audit?action=company.update&targetType=company&from=2026-01-01&to=2026-12-31" },
    { url: "/api/admin/reports?limit=5" },
    { url: "/api/admin/approvals" },
    { url: "/api/admin/admins", method: "POST", data: { email: "scan-admin@example.com", fullName: "Scan" } },
  ],
};

const work = mkdtempSync(path.join(tmpdir(), "internpath-scan-out-"));
const findings = [];
const figures = {
  sqlmapRuns: 0,
  sqlmapTimedOut: 0,
  sqlmapNotInjectable: 0,
  sqlmapParameters: 0,
  wapitiRuns: 0,
  wapitiPages: 0,
};

const sqlmapTasks = Object.entries(TARGETS).flatMap(([role, targets]) =>
  targets.map((target) => async () => {
    const args = [
      "-u",
      `${origin}${target.url}`,
      "--batch",
      "--level=2",
      "--risk=1",
      "--threads=2",
      "--technique=BEUS",
      "--timeout=10",
      "--retries=1",
      "--disable-coloring",
      "--flush-session",
      `--output-dir=${path.join(work, "sqlmap")}`,
      "-H",
      `Origin: ${origin}`,
      ...(cookies[role] ? ["-H", `Cookie: ${cookies[role]}`, "--skip=cookie"] : []),
      ...(target.method ? ["--method", target.method] : []),
      ...(target.data ? ["--data", JSON.stringify(target.data)] : []),
    ];
    const result = await exec("sqlmap", args, SQLMAP_SECONDS);
    figures.sqlmapRuns += 1;
    if (result.timedOut) figures.sqlmapTimedOut += 1;
    const vulnerable = /is vulnerable|identified the following injection point/i.test(result.output);
    // "testing if ... parameter 'x' is dynamic" / "(custom) POST parameter 'JSON x'": one line per parameter tried.
    const parameters = new Set(
      [...result.output.matchAll(/testing (?:if )?(?:\(custom\) )?\w+ parameter '([^']+)'/gi)].map(
        (match) => match[1],
      ),
    );
    figures.sqlmapParameters += parameters.size;
    if (/all tested parameters do not appear to be injectable/i.test(result.output))
      figures.sqlmapNotInjectable += 1;
    const label = `sqlmap ${role} ${target.method ?? "GET"} ${target.url}`;
    const verdict = vulnerable
      ? "FINDING"
      : result.timedOut
        ? "no finding (stopped at time limit)"
        : "no finding";
    console.log(`${label}: ${verdict}; parameters tested: ${[...parameters].join(", ") || "none"}`);
    if (vulnerable) findings.push(`${label}\n${result.output.slice(-2000)}`);
  }),
);
await pool(sqlmapTasks, PARALLEL);

// wapiti crawls pages; the API's GET routes are given as start URLs so their query strings are attacked.
const WAPITI_MODULES = "sql,blindsql,xss,permanentxss,exec,file,crlf,redirect,ssrf,xxe";
for (const [role, targets] of Object.entries(TARGETS)) {
  const report = path.join(work, `wapiti-${role}.json`);
  const starts = targets
    .filter((target) => !target.method)
    .map((target) => `${origin}${target.url.replace("*", "")}`);
  const args = [
    "-u",
    `${origin}/`,
    ...starts.flatMap((url) => ["-s", url]),
    "--scope",
    "folder",
    "-m",
    WAPITI_MODULES,
    "-d",
    "2",
    "--max-links-per-page",
    "20",
    "--max-scan-time",
    String(WAPITI_SECONDS),
    "--max-attack-time",
    String(Math.max(10, Math.floor(WAPITI_SECONDS / 4))),
    "--flush-session",
    "-f",
    "json",
    "-o",
    report,
    "-H",
    `Origin: ${origin}`,
    ...(cookies[role] ? ["-H", `Cookie: ${cookies[role]}`] : []),
  ];
  const result = await exec("wapiti", args, WAPITI_SECONDS * 3 + 60);
  figures.wapitiRuns += 1;
  let found = 0;
  try {
    const parsed = JSON.parse(readFileSync(report, "utf8"));
    for (const [category, items] of Object.entries(parsed.vulnerabilities ?? {})) {
      for (const item of items) {
        found += 1;
        findings.push(
          `wapiti ${role}: ${category}: ${item.method} ${item.path} ${item.parameter ?? ""} ${item.info ?? ""}`,
        );
      }
    }
    figures.wapitiRequests +=
      Object.keys(parsed.infos ?? {}).length === 0 ? 0 : (parsed.infos?.crawled_pages?.length ?? 0);
  } catch {
    findings.push(`wapiti ${role}: no report (exit ${result.code})\n${result.output.slice(-1500)}`);
  }
  const attacked = (result.output.match(/^\[\*\] Launching module (\w+)/gm) ?? []).length;
  const urls = Number(result.output.match(/Wapiti found (\d+) URLs and forms/)?.[1] ?? 0);
  figures.wapitiPages += urls;
  console.log(
    `wapiti ${role}: ${found} findings, ${urls} URLs and forms attacked, ${attacked} modules launched`,
  );
  if (process.env.SCAN_VERBOSE) console.log(result.output.slice(-3000));
}

const serverErrorLines = serverLog.split("\n").filter((line) => /"level":50|Request failed/.test(line));
const serverErrors = serverErrorLines.length;
const summary = [
  `sqlmap: ${figures.sqlmapRuns} runs, ${figures.sqlmapParameters} parameters tested, ${figures.sqlmapNotInjectable} runs ending "not injectable", ${figures.sqlmapTimedOut} stopped at the ${SQLMAP_SECONDS} s limit`,
  `wapiti: ${figures.wapitiRuns} runs, modules ${WAPITI_MODULES}, at most ${WAPITI_SECONDS} s each, ${figures.wapitiPages} URLs and forms attacked`,
  `server errors logged during the scans: ${serverErrors}`,
  `findings: ${findings.length}`,
];
console.log(`\n${summary.join("\n")}`);
for (const finding of findings) console.log(`\n${finding}`);
// The first server errors, so a run that logged some says what they were.
const errorSample = serverErrorLines.slice(0, 20).join("\n");
writeFileSync(
  path.join(root, "scan-report.txt"),
  `${summary.join("\n")}\n\n${findings.join("\n\n")}\n${errorSample ? `\nServer errors (first 20):\n${errorSample}\n` : ""}`,
);
rmSync(work, { recursive: true, force: true });
if (readdirSync(dataDir).length >= 0) stopServer();
process.exit(findings.length > 0 || serverErrors > 0 ? 1 : 0);
