/**
 * `npm run bench:load`: throughput and latency of the main routes of the BUILT server under load, on
 * generated data, against a bare Hono hello-world measured in the same run. See docs/benchmarks.md.
 *
 * The server runs as its own process pinned to core 0 (`taskset`), with NODE_ENV=production; this
 * process drives it over HTTP with autocannon from core 1.
 */
import { type ChildProcess, spawn, spawnSync } from "node:child_process";
import { randomBytes } from "node:crypto";
import { existsSync, mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import os from "node:os";
import path from "node:path";
import { pathToFileURL } from "node:url";
import { parseArgs } from "node:util";
import autocannon, { type Result } from "autocannon";
import pg from "pg";
import {
  BENCHMARK_ADMIN_EMAIL,
  BENCHMARK_COMPANY_EMAIL,
  BENCHMARK_LISTENERS,
  BENCHMARK_STUDENT_EMAIL,
  benchmarkListenerEmail,
  SCALE_EMAIL_DOMAIN,
} from "../seed/scale.ts";
import { ANALYTICS_ROUTE_ID, analyticsMarkdown, measureAnalytics } from "./analytics.ts";
import { freePort } from "./free-port.ts";
import { type LiveEventsMeasurement, measureLiveEvents } from "./live-events.ts";

const root = path.resolve(import.meta.dirname, "../../../..");
const PASSWORD = "bench-password-2026";
const DEFAULT_DATABASE_URL = "postgres://postgres@127.0.0.1:5432/internpath_bench";

// ---------------------------------------------------------------------------------------------------
// Routes and budgets

type Who = "anonymous" | "student" | "company";
type Budget = {
  /** What the budget says, for the table. */
  text: string;
  minRequestsPerSecond?: number;
  maxP95Ms?: number;
  /** At least this share of the hello-world's requests per second. */
  minShareOfHelloWorld?: number;
};
type RouteSpec = {
  id: string;
  label: string;
  who: Who;
  path: (ids: { internshipId: string }) => string;
  budget?: Budget;
  /** The budget on PGlite; other routes have none there. */
  pgliteBudget?: Budget;
};

const BROWSE_BUDGET: Budget = {
  text: ">= 2,000 req/s, p95 <= 50 ms",
  minRequestsPerSecond: 2000,
  maxP95Ms: 50,
};
const BROWSE_PGLITE_BUDGET: Budget = {
  text: ">= 200 req/s, p95 <= 250 ms",
  minRequestsPerSecond: 200,
  maxP95Ms: 250,
};
const DASHBOARD_BUDGET: Budget = { text: "p95 <= 50 ms", maxP95Ms: 50 };

const ROUTES: RouteSpec[] = [
  { id: "config", label: "GET /api/config", who: "anonymous", path: () => "/api/config" },
  {
    id: "browse",
    label: "browse, first page",
    who: "anonymous",
    path: () => "/api/internships",
    budget: BROWSE_BUDGET,
    pgliteBudget: BROWSE_PGLITE_BUDGET,
  },
  {
    id: "browse-student",
    label: "browse, first page, as the student",
    who: "student",
    path: () => "/api/internships",
    budget: BROWSE_BUDGET,
    pgliteBudget: BROWSE_PGLITE_BUDGET,
  },
  {
    id: "browse-search",
    label: "browse ?q=python&type=full-time&remote=true",
    who: "anonymous",
    path: () => "/api/internships?q=python&type=full-time&remote=true",
  },
  {
    id: "browse-sorted-student",
    label: "browse ?sort=deadline&pay=paid, as the student",
    who: "student",
    path: () => "/api/internships?sort=deadline&pay=paid",
    budget: BROWSE_BUDGET,
  },
  {
    id: "browse-match-student",
    label: "browse ?sort=match&hideApplied=true, as the student",
    who: "student",
    path: () => "/api/internships?sort=match&hideApplied=true",
    budget: BROWSE_BUDGET,
  },
  {
    id: "browse-search-student",
    label: "browse ?q=python&sort=relevance, as the student",
    who: "student",
    path: () => "/api/internships?q=python&sort=relevance",
    budget: BROWSE_BUDGET,
  },
  {
    id: "detail",
    label: "internship detail (open)",
    who: "anonymous",
    path: ({ internshipId }) => `/api/internships/${internshipId}`,
    budget: { text: ">= 40% of hello-world req/s", minShareOfHelloWorld: 0.4 },
  },
  {
    id: "detail-student",
    label: "internship detail, as the student",
    who: "student",
    path: ({ internshipId }) => `/api/internships/${internshipId}`,
  },
  {
    id: "student-dashboard",
    label: "student dashboard",
    who: "student",
    path: () => "/api/dashboard/student",
    budget: DASHBOARD_BUDGET,
  },
  {
    id: "company-dashboard",
    label: "company dashboard",
    who: "company",
    path: () => "/api/dashboard/company",
    budget: DASHBOARD_BUDGET,
  },
  {
    id: "company-applications",
    label: "company review list",
    who: "company",
    path: () => "/api/company/applications",
    budget: DASHBOARD_BUDGET,
  },
];
const EXPORT_BUDGET = { rowsPerSecond: 100_000, peakRssMb: 250 };
/** The second hello-world, after the routes (with --routes, it comes with "hello"). */
const HELLO_AGAIN_ID = "hello-again";
const ROUTE_IDS = ["hello", ...ROUTES.map((route) => route.id), "export", "events", ANALYTICS_ROUTE_ID];
/** The live event path: this many streams per listener, one admin message per round. */
const EVENT_STREAMS_PER_LISTENER = 20;
const EVENT_ROUNDS = 200;

/**
 * PostgreSQL here runs on the server's own machine: more connections than about twice its cores only add
 * backends that take turns on the same cores (docs/benchmarks.md, "Pool size").
 */
const DEFAULT_POOL_SIZE = 2 * os.availableParallelism();

const USAGE = `Usage: npm run bench:load -- [options]

  --database-url <url>   PostgreSQL database to seed and use (default ${DEFAULT_DATABASE_URL};
                         created when missing, seeded once and reused while its sizes match)
  --pglite               use the embedded PGlite in a temporary DATA_DIR instead (seeded every run)
  --routes <ids>         comma-separated subset of: ${ROUTE_IDS.join(", ")}
  --duration <s>         measured seconds per route (default 10), after --warmup <s> (default 2)
  --connections <n>      concurrent connections (default 50)
  --timeout <s>          a request slower than this counts as a timeout (default 10)
  --pool-size <n>        the server's DATABASE_POOL_SIZE on PostgreSQL (default ${DEFAULT_POOL_SIZE}: twice this
                         machine's cores, since the database shares them; see docs/benchmarks.md)
  --internships, --applications, --companies, --students, --bookmarks, --messages, --notifications <n>
                         data sizes (defaults as npm run seed:scale: 100000, 1000000, 500, 50000,
                         100000, 200000, 200000)
  --reseed               seed again even if the database already holds data of these sizes
  --no-save              print only: do not write bench/results*.json nor docs/benchmarks.md`;

// ---------------------------------------------------------------------------------------------------
// Arguments

type Sizes = {
  internships: number;
  applications: number;
  companies: number;
  students: number;
  bookmarks: number;
  messages: number;
  notifications: number;
};
const DEFAULT_SIZES: Sizes = {
  internships: 100_000,
  applications: 1_000_000,
  companies: 500,
  students: 50_000,
  bookmarks: 100_000,
  messages: 200_000,
  notifications: 200_000,
};

function parseArguments() {
  const sizeFlags = Object.keys(DEFAULT_SIZES) as (keyof Sizes)[];
  const { values } = parseArgs({
    options: {
      "database-url": { type: "string" },
      pglite: { type: "boolean" },
      routes: { type: "string" },
      duration: { type: "string" },
      warmup: { type: "string" },
      connections: { type: "string" },
      timeout: { type: "string" },
      "pool-size": { type: "string" },
      reseed: { type: "boolean" },
      "no-save": { type: "boolean" },
      help: { type: "boolean" },
      ...Object.fromEntries(sizeFlags.map((flag) => [flag, { type: "string" as const }])),
    },
    strict: true,
  });
  if (values.help) {
    console.log(USAGE);
    process.exit(0);
  }
  const number = (flag: string, fallback: number, min = 0) => {
    const raw = values[flag as keyof typeof values];
    if (raw === undefined) return fallback;
    const value = Number(raw);
    if (!Number.isFinite(value) || value < min) {
      console.error(`--${flag} must be a number of at least ${min}\n\n${USAGE}`);
      process.exit(2);
    }
    return value;
  };
  const routes = values.routes ? values.routes.split(",").map((id) => id.trim()) : ROUTE_IDS;
  const unknown = routes.filter((id) => !ROUTE_IDS.includes(id));
  if (unknown.length > 0) {
    console.error(`Unknown route(s): ${unknown.join(", ")}\n\n${USAGE}`);
    process.exit(2);
  }
  if (values.pglite && values["database-url"]) {
    console.error(`--pglite and --database-url exclude each other\n\n${USAGE}`);
    process.exit(2);
  }
  return {
    pglite: Boolean(values.pglite),
    databaseUrl: values["database-url"] ?? DEFAULT_DATABASE_URL,
    routes: new Set(routes),
    durationSeconds: number("duration", 10, 1),
    warmupSeconds: number("warmup", 2),
    connections: Math.round(number("connections", 50, 1)),
    timeoutSeconds: number("timeout", 10, 1),
    poolSize: Math.round(number("pool-size", DEFAULT_POOL_SIZE, 1)),
    reseed: Boolean(values.reseed),
    save: !values["no-save"],
    sizes: Object.fromEntries(
      sizeFlags.map((flag) => [flag, Math.round(number(flag, DEFAULT_SIZES[flag]))]),
    ) as Sizes,
  };
}

type Options = ReturnType<typeof parseArguments>;

// ---------------------------------------------------------------------------------------------------
// Child processes: every one is stopped on exit, on an error and on Ctrl-C.

const children = new Set<ChildProcess>();
const cleanups: (() => void | Promise<void>)[] = [];
let stopLoad: (() => void) | undefined;

type Started = { child: ChildProcess; output: () => string; pid: number };

function startProcess(command: string, args: string[], env: Record<string, string>): Started {
  let output = "";
  const child = spawn(command, args, {
    cwd: root,
    env: { PATH: process.env.PATH ?? "", HOME: process.env.HOME ?? "", ...env },
    stdio: ["ignore", "pipe", "pipe"],
  });
  const keep = (chunk: Buffer) => {
    output = (output + chunk.toString()).slice(-256 * 1024);
  };
  child.stdout!.on("data", keep);
  child.stderr!.on("data", keep);
  children.add(child);
  child.on("exit", () => children.delete(child));
  if (child.pid === undefined) throw new Error(`Could not start ${command}`);
  return { child, output: () => output, pid: child.pid };
}

async function stopProcess(child: ChildProcess): Promise<void> {
  if (child.exitCode !== null || child.signalCode !== null) return;
  const exited = new Promise((resolve) => child.once("exit", resolve));
  child.kill("SIGTERM");
  const stopped = await Promise.race([exited.then(() => true), sleep(5000).then(() => false)]);
  if (!stopped) {
    child.kill("SIGKILL");
    await exited;
  }
}

let cleaningUp: Promise<void> | undefined;
function cleanUp(): Promise<void> {
  cleaningUp ??= (async () => {
    stopLoad?.();
    await Promise.all([...children].map(stopProcess));
    for (const cleanup of cleanups.reverse()) await cleanup();
  })();
  return cleaningUp;
}

for (const signal of ["SIGINT", "SIGTERM", "SIGHUP"] as const) {
  process.on(signal, () => {
    console.error(`\n${signal}: stopping the server and the load...`);
    cleanUp().finally(() => process.exit(130));
  });
}

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

async function waitForHttp(url: string, started: Started, timeoutMs: number): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    if (started.child.exitCode !== null) {
      throw new Error(`${url} exited with ${started.child.exitCode} before answering:\n${started.output()}`);
    }
    try {
      const response = await fetch(url, { signal: AbortSignal.timeout(2000) });
      if (response.ok) return;
    } catch {
      // not listening yet
    }
    await sleep(200);
  }
  throw new Error(`${url} did not answer within ${timeoutMs / 1000} s:\n${started.output()}`);
}

// ---------------------------------------------------------------------------------------------------
// CPU pinning and process readings

const canPin = os.cpus().length >= 2 && spawnSync("taskset", ["--version"]).status === 0;

/** The command that runs `args` on core 0, when the machine can pin. */
function onCore0(args: string[]): [string, string[]] {
  return canPin ? ["taskset", ["-c", "0", ...args]] : [args[0]!, args.slice(1)];
}

/** A field of /proc/<pid>/status in megabytes (VmRSS, VmHWM), or null where there is no /proc. */
function memoryMb(pid: number, field: "VmRSS" | "VmHWM"): number | null {
  try {
    const status = readFileSync(`/proc/${pid}/status`, "utf8");
    const kilobytes = new RegExp(`^${field}:\\s+(\\d+) kB`, "m").exec(status)?.[1];
    return kilobytes ? Number(kilobytes) / 1024 : null;
  } catch {
    return null;
  }
}

/** CPU seconds the process has used (user + system). */
function cpuSeconds(pid: number): number {
  try {
    const stat = readFileSync(`/proc/${pid}/stat`, "utf8");
    const fields = stat.slice(stat.lastIndexOf(")") + 2).split(" ");
    // utime and stime are fields 14 and 15 of stat, 12 and 13 after the command name, in clock ticks.
    return (Number(fields[11]) + Number(fields[12])) / 100;
  } catch {
    return 0;
  }
}

// ---------------------------------------------------------------------------------------------------
// The machine

function describeMachine() {
  let cpu = os.cpus()[0]?.model ?? "unknown";
  try {
    cpu = /^model name\s*:\s*(.+)$/m.exec(readFileSync("/proc/cpuinfo", "utf8"))?.[1]?.trim() ?? cpu;
  } catch {
    // not Linux
  }
  return {
    cpu,
    cores: os.cpus().length,
    ramGb: Math.round((os.totalmem() / 1024 ** 3) * 10) / 10,
    node: process.version,
    os: `${os.type()} ${os.release()}`,
    pinned: canPin
      ? "server on core 0 (taskset), load generator on core 1"
      : "not pinned (no taskset or one core)",
  };
}

function loadAverage(): string {
  try {
    return readFileSync("/proc/loadavg", "utf8").split(" ").slice(0, 3).join(" ");
  } catch {
    return os
      .loadavg()
      .map((value) => value.toFixed(2))
      .join(" ");
  }
}

// ---------------------------------------------------------------------------------------------------
// The database

type ScriptsLib = {
  isStale: (output: string, inputs: string[]) => boolean;
  run: (command: string, args: string[]) => Promise<void>;
};

/** Builds the server (not the web app: the API routes do not need it) when its sources changed. */
async function buildServerIfStale() {
  const { isStale, run } = (await import(
    pathToFileURL(path.join(root, "scripts/lib.mjs")).href
  )) as ScriptsLib;
  if (isStale("apps/server/dist/main.js", ["apps/server/src", "packages/shared/src"])) {
    console.error("Building the server...");
    await run("npm", ["run", "build", "-w", "@internpath/server"]);
  }
}

function sizeArguments(sizes: Sizes): string[] {
  return Object.entries(sizes).flatMap(([flag, value]) => [`--${flag}`, String(value)]);
}

/** Runs the built seed:scale CLI, its progress bar on our stderr. */
async function seed(env: Record<string, string>, sizes: Sizes): Promise<number> {
  const started = performance.now();
  const child = spawn(
    process.execPath,
    ["apps/server/dist/seed-scale.js", "--password", PASSWORD, ...sizeArguments(sizes)],
    {
      cwd: root,
      env: { PATH: process.env.PATH ?? "", HOME: process.env.HOME ?? "", LOG_LEVEL: "warn", ...env },
      stdio: ["ignore", "inherit", "inherit"],
    },
  );
  children.add(child);
  const code = await new Promise<number | null>((resolve) =>
    child.on("exit", (exitCode) => resolve(exitCode)),
  );
  children.delete(child);
  if (code !== 0) throw new Error(`Seeding failed (exit code ${code})`);
  return (performance.now() - started) / 1000;
}

/** Creates the database when missing; answers its PostgreSQL version. */
async function ensureDatabase(databaseUrl: string): Promise<void> {
  const url = new URL(databaseUrl);
  const name = decodeURIComponent(url.pathname.slice(1));
  const maintenance = new URL(databaseUrl);
  maintenance.pathname = "/postgres";
  const client = new pg.Client({ connectionString: maintenance.toString() });
  await client.connect();
  try {
    const found = await client.query("select 1 from pg_database where datname = $1", [name]);
    if (found.rowCount === 0) {
      console.error(`Creating the database ${name}...`);
      await client.query(`create database "${name.replaceAll('"', '""')}"`);
    }
  } finally {
    await client.end();
  }
}

/** The generated data's sizes, or null when the database holds none (or not all of it). */
async function seededSizes(client: pg.Client): Promise<Sizes | null> {
  try {
    const result = await client.query(
      // The live events part has the admin message the listeners: what it adds is not seeded data.
      `with listener as (select id from profiles where email like 'bench-listener-%')
       select (select count(*) from profiles where role = 'company' and email like $1)::int as companies,
              (select count(*) from profiles where role = 'student' and email like $1
                 and email not like 'bench-listener-%')::int as students,
              (select count(*) from internships)::int as internships,
              (select count(*) from applications)::int as applications,
              (select count(*) from bookmarks)::int as bookmarks,
              (select count(*) from messages where not exists (select 1 from listener where listener.id = messages.recipient_id))::int as messages,
              (select count(*) from notifications where not exists (select 1 from listener where listener.id = notifications.user_id))::int as notifications,
              (select count(*) from profiles where email in ($2, $3, $4))::int as accounts,
              (select count(*) from listener)::int as listeners`,
      [`%@${SCALE_EMAIL_DOMAIN}`, BENCHMARK_STUDENT_EMAIL, BENCHMARK_COMPANY_EMAIL, BENCHMARK_ADMIN_EMAIL],
    );
    const { accounts, listeners, ...sizes } = result.rows[0] as Sizes & {
      accounts: number;
      listeners: number;
    };
    return accounts === 3 && listeners === BENCHMARK_LISTENERS ? sizes : null;
  } catch {
    return null;
  }
}

const sameSizes = (a: Sizes | null, b: Sizes) =>
  a !== null && (Object.keys(b) as (keyof Sizes)[]).every((key) => a[key] === b[key]);

// ---------------------------------------------------------------------------------------------------
// Measuring

type Measurement = {
  id: string;
  label: string;
  method: "GET";
  path: string;
  as: Who;
  requestsPerSecond: number;
  /** Null when no request finished. */
  latencyMs: { p50: number | null; p95: number | null; p99: number | null; max: number | null };
  responses: number;
  non2xx: number;
  errors: number;
  timeouts: number;
  statusCodes: Record<string, number>;
  serverCpuSeconds: number | null;
  ratioToHelloWorld: number | null;
  ratioToConfig: number | null;
  budget: string | null;
  met: boolean | null;
};

/** Rounded for the record: hundredths of a millisecond, tenths of a request per second. */
const round = (value: number, digits: number) => Math.round(value * 10 ** digits) / 10 ** digits;

function percentile(sorted: Float64Array, fraction: number): number | null {
  if (sorted.length === 0) return null;
  return round(sorted[Math.min(sorted.length - 1, Math.ceil(sorted.length * fraction) - 1)]!, 2);
}

function runAutocannon(
  options: Options,
  url: string,
  headers: Record<string, string>,
  seconds: number,
  latencies?: number[],
): Promise<Result> {
  return new Promise((resolve, reject) => {
    const instance = autocannon(
      { url, connections: options.connections, duration: seconds, timeout: options.timeoutSeconds, headers },
      (error, result) => {
        stopLoad = undefined;
        if (error) reject(error);
        else resolve(result);
      },
    );
    stopLoad = () => instance.stop();
    if (latencies) instance.on("response", (_client, _status, _bytes, ms) => latencies.push(ms));
  });
}

/** Warm-up, then the measured run; latencies of every response, and a timed-out request as the timeout. */
async function measure(
  options: Options,
  base: string,
  spec: { id: string; label: string; who: Who; path: string },
  headers: Record<string, string>,
  serverPid: number | null,
): Promise<Measurement> {
  const url = `${base}${spec.path}`;
  if (options.warmupSeconds > 0) await runAutocannon(options, url, headers, options.warmupSeconds);
  const latencies: number[] = [];
  const cpuBefore = serverPid ? cpuSeconds(serverPid) : 0;
  const result = await runAutocannon(options, url, headers, options.durationSeconds, latencies);
  const cpuUsed = serverPid ? cpuSeconds(serverPid) - cpuBefore : null;
  for (let index = 0; index < result.timeouts; index++) latencies.push(options.timeoutSeconds * 1000);
  const sorted = Float64Array.from(latencies).sort();
  const responses = result.requests.total;
  return {
    id: spec.id,
    label: spec.label,
    method: "GET",
    path: spec.path,
    as: spec.who,
    requestsPerSecond: round(responses / result.duration, 1),
    latencyMs: {
      p50: percentile(sorted, 0.5),
      p95: percentile(sorted, 0.95),
      p99: percentile(sorted, 0.99),
      max: percentile(sorted, 1),
    },
    responses,
    non2xx: result.non2xx,
    errors: result.errors - result.timeouts,
    timeouts: result.timeouts,
    statusCodes: Object.fromEntries(
      Object.entries(result.statusCodeStats).map(([code, stats]) => [code, stats.count]),
    ),
    serverCpuSeconds: cpuUsed === null ? null : Math.round(cpuUsed * 100) / 100,
    ratioToHelloWorld: null,
    ratioToConfig: null,
    budget: null,
    met: null,
  };
}

/** PostgreSQL's checkpoint, then the kernel's: what is dirty goes to disk before anything is measured. */
async function flushWrites(client: pg.Client | null): Promise<void> {
  const started = performance.now();
  if (client) await client.query("checkpoint");
  spawnSync("sync", { stdio: "ignore" });
  const seconds = (performance.now() - started) / 1000;
  if (seconds >= 1)
    console.error(`Wrote pending data to disk first (checkpoint, sync): ${seconds.toFixed(1)} s.`);
}

/** Bounds the wait below: on PGlite, 50 queued slow requests run one after the other. */
const IDLE_WAIT_LIMIT_MS = 300_000;

/**
 * Waits until the server has finished what the last run left queued: its process idle and, on
 * PostgreSQL, no query of ours still running. Slow routes leave seconds of work behind.
 */
async function waitUntilIdle(pid: number, client: pg.Client | null): Promise<void> {
  const started = Date.now();
  while (Date.now() - started < IDLE_WAIT_LIMIT_MS) {
    const before = cpuSeconds(pid);
    await sleep(500);
    const busy = (cpuSeconds(pid) - before) / 0.5;
    const active = client
      ? (
          (
            await client.query(
              "select count(*)::int as n from pg_stat_activity where datname = current_database() and state = 'active' and pid <> pg_backend_pid()",
            )
          ).rows[0] as { n: number }
        ).n
      : 0;
    if (busy < 0.05 && active === 0) {
      const waited = (Date.now() - started) / 1000;
      if (waited > 5)
        console.error(`    (waited ${Math.round(waited)} s for the server to finish queued requests)`);
      return;
    }
  }
  console.error(`    (the server is still busy after ${IDLE_WAIT_LIMIT_MS / 1000} s; measuring anyway)`);
}

type ExportDownload = { status: number; rows: number; bytes: number; seconds: number };

type ExportMeasurement = ExportDownload & {
  path: string;
  rowsPerSecond: number;
  /** Every download, in order: the first is the fresh server's first export. */
  downloads: ExportDownload[];
  /** Peak RSS (VmHWM) of a fresh server process that started, signed nobody in and served the exports. */
  peakRssMb: number | null;
  /** Its RSS just before the first export. */
  rssBeforeMb: number | null;
  budget: string;
  met: boolean | null;
};

const EXPORT_PATH = "/api/company/applications/export";
/** Downloads of the export, one after another; the budget is judged on the median. */
const EXPORT_DOWNLOADS = 3;

/** One full download of the export, counting its rows (lines after the header) as they arrive. */
async function downloadExport(base: string, cookie: string): Promise<ExportDownload> {
  const started = performance.now();
  const response = await fetch(`${base}${EXPORT_PATH}`, {
    headers: { cookie, origin: base },
    signal: AbortSignal.timeout(600_000),
  });
  let bytes = 0;
  let newlines = 0;
  if (response.body) {
    for await (const chunk of response.body as AsyncIterable<Uint8Array>) {
      bytes += chunk.length;
      for (let index = chunk.indexOf(10); index !== -1; index = chunk.indexOf(10, index + 1)) newlines++;
    }
  }
  const seconds = (performance.now() - started) / 1000;
  return { status: response.status, rows: Math.max(0, newlines - 1), bytes, seconds: round(seconds, 3) };
}

/**
 * The export downloaded EXPORT_DOWNLOADS times on a fresh server: the first shows what a download costs
 * before anything is warm, the median what a download costs on a running server, without one slow moment
 * of a shared host deciding the figure.
 */
async function measureExport(
  base: string,
  cookie: string,
  pid: number | null,
  budgeted: boolean,
): Promise<ExportMeasurement> {
  const rssBeforeMb = pid ? memoryMb(pid, "VmRSS") : null;
  const downloads: ExportDownload[] = [];
  for (let index = 0; index < EXPORT_DOWNLOADS; index += 1)
    downloads.push(await downloadExport(base, cookie));
  const median = [...downloads].sort((a, b) => a.seconds - b.seconds)[Math.floor(downloads.length / 2)]!;
  const rowsPerSecond = median.rows / median.seconds;
  const peakRssMb = pid ? memoryMb(pid, "VmHWM") : null;
  const budget = `>= ${EXPORT_BUDGET.rowsPerSecond.toLocaleString("en")} rows/s (median of ${EXPORT_DOWNLOADS} downloads), peak RSS < ${EXPORT_BUDGET.peakRssMb} MB`;
  return {
    path: EXPORT_PATH,
    ...median,
    rowsPerSecond: round(rowsPerSecond, 1),
    downloads,
    peakRssMb: peakRssMb === null ? null : round(peakRssMb, 1),
    rssBeforeMb: rssBeforeMb === null ? null : round(rssBeforeMb, 1),
    budget,
    met: budgeted
      ? downloads.every((download) => download.status === 200 && download.rows === median.rows) &&
        rowsPerSecond >= EXPORT_BUDGET.rowsPerSecond &&
        peakRssMb !== null &&
        peakRssMb < EXPORT_BUDGET.peakRssMb
      : null,
  };
}

async function signIn(base: string, email: string): Promise<string> {
  const response = await fetch(`${base}/api/auth/sign-in/email`, {
    method: "POST",
    headers: { "content-type": "application/json", origin: base },
    body: JSON.stringify({ email, password: PASSWORD }),
  });
  if (!response.ok) {
    throw new Error(
      `Signing in as ${email} failed (${response.status}): ${(await response.text()).slice(0, 300)}\n` +
        "Was the database seeded by another run with another password? Try --reseed.",
    );
  }
  return response.headers
    .getSetCookie()
    .map((line) => line.split(";")[0])
    .join("; ");
}

function judge(
  measurement: Measurement,
  budget: Budget | undefined,
  helloWorld: number | null,
): boolean | null {
  if (!budget) return null;
  const clean = measurement.non2xx === 0 && measurement.errors === 0 && measurement.timeouts === 0;
  const checks = [
    budget.minRequestsPerSecond === undefined || measurement.requestsPerSecond >= budget.minRequestsPerSecond,
    budget.maxP95Ms === undefined ||
      (measurement.latencyMs.p95 !== null && measurement.latencyMs.p95 <= budget.maxP95Ms),
    budget.minShareOfHelloWorld === undefined ||
      (helloWorld !== null && measurement.requestsPerSecond >= budget.minShareOfHelloWorld * helloWorld),
  ];
  return clean && checks.every(Boolean);
}

// ---------------------------------------------------------------------------------------------------
// Reporting

const integer = (value: number) => Math.round(value).toLocaleString("en");
const milliseconds = (value: number | null) =>
  value === null ? "–" : value >= 100 ? integer(value) : value.toFixed(1);
const share = (value: number | null) =>
  value === null ? "–" : value >= 0.1 ? `${(value * 100).toFixed(0)}%` : `${(value * 100).toFixed(1)}%`;

function problems(measurement: Measurement): string {
  const parts = [
    measurement.non2xx > 0 ? `${integer(measurement.non2xx)} non-2xx` : "",
    measurement.timeouts > 0 ? `${integer(measurement.timeouts)} timeouts` : "",
    measurement.errors > 0 ? `${integer(measurement.errors)} errors` : "",
  ].filter(Boolean);
  return parts.length > 0 ? parts.join(", ") : "0";
}

function markdownTable(
  measurements: Measurement[],
  exported: ExportMeasurement | null,
  liveEvents: LiveEventsMeasurement | null,
): string {
  const header = [
    "route",
    "req/s",
    "p50 ms",
    "p95 ms",
    "p99 ms",
    "errors",
    "vs hello-world",
    "vs /api/config",
    "budget",
    "met",
  ];
  const rows = measurements.map((m) => [
    m.label,
    integer(m.requestsPerSecond),
    milliseconds(m.latencyMs.p50),
    milliseconds(m.latencyMs.p95),
    milliseconds(m.latencyMs.p99),
    problems(m),
    share(m.ratioToHelloWorld),
    share(m.ratioToConfig),
    m.budget ?? "–",
    m.met === null ? "–" : m.met ? "met" : "**not met**",
  ]);
  const lines = [
    `| ${header.join(" | ")} |`,
    `| ${header.map((_, index) => (index === 0 || index >= 8 ? "---" : "---:")).join(" | ")} |`,
    ...rows.map((row) => `| ${row.join(" | ")} |`),
  ];
  if (exported) {
    const memory =
      exported.peakRssMb === null
        ? "peak RSS unknown"
        : `peak RSS ${integer(exported.peakRssMb)} MB (${exported.rssBeforeMb === null ? "?" : integer(exported.rssBeforeMb)} MB before)`;
    lines.push(
      "",
      `CSV export (\`GET ${exported.path}\`, ${exported.downloads.length} full downloads one after another as the company, ` +
        `HTTP ${[...new Set(exported.downloads.map((download) => download.status))].join(", ")}): ` +
        `${integer(exported.rows)} rows, ${(exported.bytes / 1024 / 1024).toFixed(1)} MB in ` +
        `${exported.downloads.map((download) => `${download.seconds.toFixed(2)} s`).join(", ")}; median ${exported.seconds.toFixed(2)} s = ` +
        `**${integer(exported.rowsPerSecond)} rows/s**, ${memory}; budget ${exported.budget}: ` +
        `${exported.met === null ? "–" : exported.met ? "met" : "**not met**"}.`,
    );
  }
  if (liveEvents) {
    const mb = (value: number | null) => (value === null ? "?" : `${integer(value)} MB`);
    lines.push(
      "",
      `Live events (\`GET /api/events\`, fresh server): ${integer(liveEvents.streams)} open streams of ` +
        `${liveEvents.users} students; ${liveEvents.rounds} times an admin messages one of them: from sending ` +
        `to the first of that student's streams **p50 ${liveEvents.delayP50Ms} ms, p95 ${liveEvents.delayP95Ms} ms** ` +
        `(to the last of its ${Math.round(liveEvents.streams / liveEvents.users)} streams p95 ${liveEvents.lastStreamP95Ms} ms; ` +
        `the write itself answers in p50 ${liveEvents.writeP50Ms} ms); server RSS ${mb(liveEvents.serverRssBeforeMb)} ` +
        `before the streams, ${mb(liveEvents.serverRssWithStreamsMb)} with them open.`,
    );
  }
  return lines.join("\n");
}

const BENCHMARKS_DOC = "docs/benchmarks.md";
const RUNS_HEADING = "## Load benchmark runs";

/** Adds the run at the top of the runs section, leaving any other section (e.g. Lighthouse) alone. */
function recordRun(markdown: string) {
  const file = path.join(root, BENCHMARKS_DOC);
  const doc = existsSync(file) ? readFileSync(file, "utf8") : `# Benchmarks\n\n${RUNS_HEADING}\n`;
  const headingAt = doc.indexOf(RUNS_HEADING);
  const withSection = headingAt === -1 ? `${doc.trimEnd()}\n\n${RUNS_HEADING}\n` : doc;
  const sectionStart = withSection.indexOf(RUNS_HEADING) + RUNS_HEADING.length;
  const rest = withSection.slice(sectionStart);
  const firstRun = rest.search(/\n### |\n## /);
  const insertAt = firstRun === -1 ? withSection.length : sectionStart + firstRun;
  const before = withSection.slice(0, insertAt).trimEnd();
  const after = withSection.slice(insertAt).replace(/^\n+/, "");
  writeFileSync(file, `${before}\n\n${markdown.trim()}\n${after ? `\n${after}` : ""}`);
}

// ---------------------------------------------------------------------------------------------------

/** The database: PostgreSQL (seeded once, reused while its sizes match) or a fresh PGlite. */
async function prepareDatabase(options: ReturnType<typeof parseArguments>) {
  let databaseEnv: Record<string, string>;
  let databaseVersion: string;
  let seedSeconds: number | null = null;
  let monitor: pg.Client | null = null;
  let actualSizes: Sizes | null = null;
  if (options.pglite) {
    const dataDir = mkdtempSync(path.join(os.tmpdir(), "internpath-bench-"));
    cleanups.push(() => rmSync(dataDir, { recursive: true, force: true }));
    databaseEnv = { DATA_DIR: dataDir };
    const pglite = JSON.parse(
      readFileSync(path.join(root, "node_modules/@electric-sql/pglite/package.json"), "utf8"),
    ) as { version: string };
    databaseVersion = `PGlite ${pglite.version} (embedded, in the server process)`;
    console.error(`Seeding PGlite in ${dataDir}...`);
    seedSeconds = await seed(databaseEnv, options.sizes);
    actualSizes = options.sizes;
  } else {
    await ensureDatabase(options.databaseUrl);
    // DATA_DIR still holds the server's files (the dev mailbox): a temporary one keeps the checkout clean.
    const dataDir = mkdtempSync(path.join(os.tmpdir(), "internpath-bench-"));
    cleanups.push(() => rmSync(dataDir, { recursive: true, force: true }));
    databaseEnv = {
      DATABASE_URL: options.databaseUrl,
      DATABASE_POOL_SIZE: String(options.poolSize),
      DATA_DIR: dataDir,
    };
    monitor = new pg.Client({ connectionString: options.databaseUrl });
    await monitor.connect();
    const client = monitor;
    cleanups.push(() => client.end());
    databaseVersion = `PostgreSQL ${((await monitor.query("show server_version")).rows[0] as { server_version: string }).server_version}`;
    actualSizes = options.reseed ? null : await seededSizes(monitor);
    if (sameSizes(actualSizes, options.sizes)) {
      console.error(`Reusing the data in ${new URL(options.databaseUrl).pathname.slice(1)} (same sizes).`);
    } else {
      seedSeconds = await seed(databaseEnv, options.sizes);
      actualSizes = await seededSizes(monitor);
    }
  }
  return { databaseEnv, databaseVersion, seedSeconds, monitor, actualSizes };
}

/** Each measurement's ratios to hello-world and to /api/config, and whether it met its budget. */
function judgeAgainstBudgets(measurements: Measurement[], pglite: boolean): void {
  const helloWorld = measurements.find((m) => m.id === "hello")?.requestsPerSecond ?? null;
  const config = measurements.find((m) => m.id === "config")?.requestsPerSecond ?? null;
  for (const measurement of measurements) {
    const spec = ROUTES.find((route) => route.id === measurement.id);
    const budget = pglite ? spec?.pgliteBudget : spec?.budget;
    measurement.ratioToHelloWorld = helloWorld ? round(measurement.requestsPerSecond / helloWorld, 4) : null;
    measurement.ratioToConfig = config ? round(measurement.requestsPerSecond / config, 4) : null;
    measurement.budget = budget?.text ?? null;
    measurement.met = judge(measurement, budget, helloWorld);
  }
}

async function main() {
  const options = parseArguments();
  /** What the run sets of the server's pool, for its header and record (PGlite has none). */
  const poolSetting = options.pglite ? "" : `DATABASE_POOL_SIZE=${options.poolSize}`;
  if (canPin) spawnSync("taskset", ["-a", "-cp", "1", String(process.pid)], { stdio: "ignore" });
  const loadBefore = loadAverage();
  const startedAt = new Date();
  await buildServerIfStale();

  const { databaseEnv, databaseVersion, seedSeconds, monitor, actualSizes } = await prepareDatabase(options);

  // A fresh seed leaves gigabytes of dirty pages that PostgreSQL and the kernel would otherwise write out while
  // the first routes are measured (04:33 and 04:42 on 27 November): written out first, whatever the data.
  await flushWrites(monitor);

  const machine = describeMachine();
  console.error(
    `\n${machine.cpu}, ${machine.cores} cores, ${machine.ramGb} GB; Node ${machine.node}; ${databaseVersion}; load average ${loadBefore}`,
  );
  console.error(
    `${options.connections} connections, ${options.warmupSeconds} s warm-up + ${options.durationSeconds} s per route; ${machine.pinned}${poolSetting ? `; ${poolSetting}` : ""}\n`,
  );

  const measurements: Measurement[] = [];
  const progress = (label: string) => console.error(`  ${label}...`);

  // The baseline: a bare hello-world, alone on the server's core, measured before the routes and again after
  // them, so a host that changed speed during the run shows in the table.
  const measureHelloWorld = async (id: string, label: string) => {
    const helloPort = await freePort();
    const [command, args] = onCore0([
      process.execPath,
      "--import",
      "tsx",
      "apps/server/src/bench/hello-world.ts",
    ]);
    const hello = startProcess(command, args, { PORT: String(helloPort), NODE_ENV: "production" });
    const helloBase = `http://127.0.0.1:${helloPort}`;
    await waitForHttp(`${helloBase}/`, hello, 30_000);
    progress(label);
    measurements.push(
      await measure(options, helloBase, { id, label, who: "anonymous", path: "/" }, {}, hello.pid),
    );
    await stopProcess(hello.child);
  };
  if (options.routes.has("hello")) await measureHelloWorld("hello", "hello-world (bare Hono)");

  // The built server; the export runs on a fresh one, so its peak RSS is the export's and not what
  // the load runs left in V8's heap.
  const port = await freePort();
  const base = `http://127.0.0.1:${port}`;
  const serverEnv = {
    ...databaseEnv,
    NODE_ENV: "production",
    PORT: String(port),
    APP_URL: base,
    AUTH_SECRET: randomBytes(32).toString("base64url"),
    LOG_LEVEL: "warn",
    AUTH_RATE_LIMIT: "false",
  };
  const startServer = async () => {
    const [command, args] = onCore0([process.execPath, "apps/server/dist/main.js"]);
    const started = startProcess(command, args, serverEnv);
    await waitForHttp(`${base}/api/health`, started, 180_000);
    return started;
  };
  const errorLines = (started: Started) =>
    started
      .output()
      .split("\n")
      .filter((line) => /"level":(50|60)/.test(line)).length;
  let server = await startServer();
  const cookies: Record<Who, string> = {
    anonymous: "",
    student: await signIn(base, BENCHMARK_STUDENT_EMAIL),
    company: await signIn(base, BENCHMARK_COMPANY_EMAIL),
  };
  const firstPage = (await (await fetch(`${base}/api/internships`)).json()) as { items: { id: string }[] };
  const internshipId = firstPage.items[0]?.id;
  if (!internshipId) throw new Error("Browse answered no open internship: is the database seeded?");

  for (const route of ROUTES) {
    if (!options.routes.has(route.id)) continue;
    await waitUntilIdle(server.pid, monitor);
    const routePath = route.path({ internshipId });
    const headers: Record<string, string> = {
      origin: base,
      ...(route.who !== "anonymous" && { cookie: cookies[route.who] }),
    };
    // One request first, so a route that fails says why instead of only counting non-2xx answers.
    try {
      const check = await fetch(`${base}${routePath}`, {
        headers,
        signal: AbortSignal.timeout(options.timeoutSeconds * 1000),
      });
      const body = await check.text();
      if (!check.ok) console.error(`    ${route.label} answers ${check.status}: ${body.slice(0, 200)}`);
    } catch (error) {
      console.error(`    ${route.label} did not answer one request: ${(error as Error).message}`);
    }
    progress(route.label);
    measurements.push(await measure(options, base, { ...route, path: routePath }, headers, server.pid));
    if (server.child.exitCode !== null || server.child.signalCode !== null) {
      const how = server.child.signalCode ?? `exit code ${server.child.exitCode}`;
      throw new Error(
        `The server died (${how}) during "${route.label}"; its last output:\n${server.output().slice(-4000)}`,
      );
    }
  }
  await waitUntilIdle(server.pid, monitor);
  if (options.routes.has("hello")) {
    await measureHelloWorld(HELLO_AGAIN_ID, "hello-world again, after the routes");
    await waitUntilIdle(server.pid, monitor);
  }
  const analytics = options.routes.has(ANALYTICS_ROUTE_ID)
    ? await measureAnalytics({
        base,
        adminCookie: await signIn(base, BENCHMARK_ADMIN_EMAIL),
        databaseUrl: options.pglite ? null : options.databaseUrl,
      })
    : null;
  const peakRssDuringLoadMb = memoryMb(server.pid, "VmHWM");
  let serverErrors = errorLines(server);
  await stopProcess(server.child);

  let liveEvents: LiveEventsMeasurement | null = null;
  if (options.routes.has("events")) {
    progress(`live events (${BENCHMARK_LISTENERS * EVENT_STREAMS_PER_LISTENER} open streams, fresh server)`);
    server = await startServer();
    const adminCookie = await signIn(base, BENCHMARK_ADMIN_EMAIL);
    const listeners = [];
    for (let index = 0; index < BENCHMARK_LISTENERS; index += 1) {
      const cookie = await signIn(base, benchmarkListenerEmail(index));
      const me = (await (await fetch(`${base}/api/me`, { headers: { cookie } })).json()) as {
        user: { id: string };
      };
      listeners.push({ id: me.user.id, cookie });
    }
    const pid = server.pid;
    liveEvents = await measureLiveEvents({
      base,
      adminCookie,
      listeners,
      streamsPerUser: EVENT_STREAMS_PER_LISTENER,
      rounds: EVENT_ROUNDS,
      rssMb: () => memoryMb(pid, "VmRSS"),
    });
    serverErrors += errorLines(server);
    await stopProcess(server.child);
  }

  let exported: ExportMeasurement | null = null;
  if (options.routes.has("export")) {
    progress(`CSV export (${EXPORT_DOWNLOADS} full downloads, fresh server)`);
    server = await startServer();
    // What a server does as it starts (loading the page renderer, the first round of jobs) is not the export's.
    await waitUntilIdle(server.pid, monitor);
    exported = await measureExport(base, cookies.company, server.pid, !options.pglite);
    serverErrors += errorLines(server);
    await stopProcess(server.child);
  }

  judgeAgainstBudgets(measurements, options.pglite);

  const loadAfter = loadAverage();
  const table = `${markdownTable(measurements, exported, liveEvents)}${analytics ? `\n\n${analyticsMarkdown(analytics)}` : ""}`;
  console.log(`\n${table}\n`);
  if (serverErrors > 0) console.log(`The server logged ${serverErrors} error line(s) during the run.`);

  const results = {
    date: startedAt.toISOString(),
    database: options.pglite ? "pglite" : "postgres",
    machine: {
      ...machine,
      database: databaseVersion,
      loadAverageBefore: loadBefore,
      loadAverageAfter: loadAfter,
    },
    sizes: actualSizes,
    seedSeconds,
    settings: {
      connections: options.connections,
      warmupSeconds: options.warmupSeconds,
      durationSeconds: options.durationSeconds,
      timeoutSeconds: options.timeoutSeconds,
      routes: [...options.routes],
      server: `node apps/server/dist/main.js, NODE_ENV=production, LOG_LEVEL=warn, AUTH_RATE_LIMIT=false${poolSetting ? `, ${poolSetting}` : ""}`,
      loadGenerator: "autocannon 9.0.0 (programmatic), one thread",
    },
    routes: measurements,
    export: exported,
    liveEvents,
    analytics,
    serverPeakRssDuringLoadMb: peakRssDuringLoadMb === null ? null : round(peakRssDuringLoadMb, 1),
    serverErrorLines: serverErrors,
  };
  if (!options.save) return;

  const resultsFile = path.join(root, "bench", options.pglite ? "results-pglite.json" : "results.json");
  mkdirSync(path.dirname(resultsFile), { recursive: true });
  writeFileSync(resultsFile, `${JSON.stringify(results, null, 2)}\n`);
  const sizeOrder: (keyof Sizes)[] = [
    "companies",
    "students",
    "internships",
    "applications",
    "bookmarks",
    "messages",
    "notifications",
  ];
  const sizes = actualSizes
    ? sizeOrder.map((name) => `${integer(actualSizes[name])} ${name}`).join(", ")
    : "unknown";
  const filtered = ROUTE_IDS.every((id) => options.routes.has(id))
    ? ""
    : ` (routes: ${[...options.routes].join(", ")})`;
  recordRun(
    [
      `### ${startedAt.toISOString().slice(0, 16).replace("T", " ")} UTC, ${options.pglite ? "PGlite" : "PostgreSQL"}${filtered}`,
      "",
      `- Machine: ${machine.cpu}, ${machine.cores} cores, ${machine.ramGb} GB RAM, ${machine.os}; ${machine.pinned}.`,
      `- Load average (1, 5, 15 min) before the run: ${loadBefore}; after: ${loadAfter}. The machine is shared, so numbers are noisy.`,
      `- Node ${machine.node}; ${databaseVersion}.`,
      `- Data: ${sizes}${seedSeconds === null ? " (reused)" : ` (seeded in ${Math.round(seedSeconds)} s)`}.`,
      `- ${options.connections} connections, ${options.warmupSeconds} s warm-up, ${options.durationSeconds} s per route, ${options.timeoutSeconds} s request timeout${poolSetting ? `; ${poolSetting}` : ""}; server peak RSS under load ${peakRssDuringLoadMb === null ? "unknown" : `${integer(peakRssDuringLoadMb)} MB`}${serverErrors > 0 ? `; the server logged ${serverErrors} error line(s)` : ""}.`,
      "",
      table,
    ].join("\n"),
  );
  console.error(`Wrote ${path.relative(root, resultsFile)} and added the run to ${BENCHMARKS_DOC}.`);
}

main()
  .catch(async (error: unknown) => {
    console.error(error instanceof Error ? error.message : error);
    process.exitCode = 1;
  })
  .finally(async () => {
    await cleanUp();
    // autocannon or a pg socket could keep the event loop alive after an error.
    process.exit();
  });
