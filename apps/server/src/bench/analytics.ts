/**
 * Application Analytics under the load benchmark (decision record 015): `GET /api/admin/analytics` as
 * an admin, sequential requests on an otherwise idle server, against its budget (p95 <= 300 ms over
 * 1M applications); and, on the same data, the spec's original way, which reads every application,
 * then their internships and companies, and counts in JavaScript: both times and both byte counts.
 *
 * `npm run bench:load -- --routes analytics` runs it inside the load benchmark. On its own, against a
 * server already running on a seeded database:
 *
 *   npx tsx apps/server/src/bench/analytics.ts --base http://127.0.0.1:3000 \
 *     --database-url postgres://.../internpath_copy --email bench-admin@... --password ...
 */
import { pathToFileURL } from "node:url";
import { parseArgs } from "node:util";
import pg from "pg";

export const ANALYTICS_ROUTE_ID = "analytics";
const BUDGET_P95_MS = 300;
const WARMUP_REQUESTS = 5;
const MEASURED_REQUESTS = 30;
const TRENDS_DAYS = 90;

type RouteTiming = {
  path: string;
  status: number;
  bytes: number;
  p50Ms: number;
  p95Ms: number;
  maxMs: number;
};

/** What the original computes: counts per status, per day, per internship and (summed) per company. */
type Tally = {
  total: number;
  byStatus: Record<string, number>;
  topCompanies: number[];
  topInternships: number[];
  days: number;
  topCompanyNames: (string | undefined)[];
};

export type AnalyticsMeasurement = {
  requests: number;
  allTime: RouteTiming;
  lastDays: RouteTiming & { days: number };
  budget: string;
  met: boolean;
  /** Null on PGlite, whose database lives inside the server process. */
  original: {
    rows: number;
    seconds: number;
    /** Bytes PostgreSQL sent over the connection for the three reads. */
    wireBytes: number;
    /** The rows as JSON, what a REST backend such as the spec's would have sent the browser. */
    jsonBytes: number;
    /** This process's resident memory grew by this much while it held the rows. */
    rssGrowthMb: number;
    /** The route's figures and the original's agree (total, statuses, top counts). */
    agrees: boolean;
  } | null;
};

const round = (value: number, digits = 1) => Math.round(value * 10 ** digits) / 10 ** digits;

function percentile(sorted: number[], fraction: number): number {
  return sorted[Math.min(sorted.length - 1, Math.ceil(sorted.length * fraction) - 1)] ?? Number.NaN;
}

async function timeRoute(base: string, path: string, cookie: string, requests: number): Promise<RouteTiming> {
  const get = async () => {
    const started = performance.now();
    const response = await fetch(`${base}${path}`, { headers: { cookie, origin: base } });
    const body = await response.arrayBuffer();
    return { ms: performance.now() - started, status: response.status, bytes: body.byteLength };
  };
  for (let index = 0; index < WARMUP_REQUESTS; index += 1) await get();
  const timings = [];
  for (let index = 0; index < requests; index += 1) timings.push(await get());
  const sorted = timings.map((timing) => timing.ms).sort((a, b) => a - b);
  const last = timings.at(-1)!;
  return {
    path,
    status: last.status,
    bytes: last.bytes,
    p50Ms: round(percentile(sorted, 0.5)),
    p95Ms: round(percentile(sorted, 0.95)),
    maxMs: round(sorted.at(-1)!),
  };
}

type ApplicationRow = { id: string; internship_id: string; status: string; created_at: Date };

/** The rows a pg connection has read so far (its socket's byte count). */
function bytesRead(client: pg.Client): number {
  return (client as unknown as { connection: { stream: { bytesRead: number } } }).connection.stream.bytesRead;
}

/**
 * The spec's calls (section 7, "Analytics"): every application, the internships (id, title,
 * company_id) among their ids, the companies (id, company_name) among those; then every figure in
 * JavaScript, company counts summed from the per-internship counts.
 */
async function originalWay(databaseUrl: string) {
  const client = new pg.Client({ connectionString: databaseUrl });
  await client.connect();
  try {
    const rssBefore = process.memoryUsage().rss;
    const wireBefore = bytesRead(client);
    const started = performance.now();
    const applications = (
      await client.query<ApplicationRow>(
        "select id, student_id, internship_id, cover_letter, resume_url, status, created_at, updated_at from applications",
      )
    ).rows;
    const internshipIds = [...new Set(applications.map((row) => row.internship_id))];
    const internships = (
      await client.query<{ id: string; title: string; company_id: string }>(
        "select id, title, company_id from internships where id = any($1::uuid[])",
        [internshipIds],
      )
    ).rows;
    const companyIds = [...new Set(internships.map((row) => row.company_id))];
    const companies = (
      await client.query<{ id: string; company_name: string | null }>(
        "select id, company_name from profiles where id = any($1::text[])",
        [companyIds],
      )
    ).rows;

    const byStatus: Record<string, number> = {};
    const byDay = new Map<string, number>();
    const byInternship = new Map<string, number>();
    for (const row of applications) {
      byStatus[row.status] = (byStatus[row.status] ?? 0) + 1;
      const day = row.created_at.toISOString().slice(0, 10);
      byDay.set(day, (byDay.get(day) ?? 0) + 1);
      byInternship.set(row.internship_id, (byInternship.get(row.internship_id) ?? 0) + 1);
    }
    const companyOf = new Map(internships.map((row) => [row.id, row.company_id]));
    const byCompany = new Map<string, number>();
    for (const [internshipId, count] of byInternship) {
      const companyId = companyOf.get(internshipId)!;
      byCompany.set(companyId, (byCompany.get(companyId) ?? 0) + count);
    }
    const names = new Map(companies.map((row) => [row.id, row.company_name ?? "Unknown Company"]));
    const top = (counts: Map<string, number>) => [...counts.values()].sort((a, b) => b - a).slice(0, 5);
    const topCompanyNames = [...byCompany]
      .sort((a, b) => b[1] - a[1])
      .slice(0, 5)
      .map(([id]) => names.get(id));
    const days = [...byDay].sort(([a], [b]) => (a < b ? -1 : 1));
    const seconds = (performance.now() - started) / 1000;
    const rssGrowthMb = (process.memoryUsage().rss - rssBefore) / 1024 / 1024;
    const tally: Tally = {
      total: applications.length,
      byStatus,
      topCompanies: top(byCompany),
      topInternships: top(byInternship),
      days: days.length,
      topCompanyNames,
    };
    const wireBytes = bytesRead(client) - wireBefore;
    const jsonBytes =
      Buffer.byteLength(JSON.stringify(applications)) +
      Buffer.byteLength(JSON.stringify(internships)) +
      Buffer.byteLength(JSON.stringify(companies));
    return { tally, seconds, wireBytes, jsonBytes, rssGrowthMb, rows: applications.length };
  } finally {
    await client.end();
  }
}

type RouteFigures = {
  total: number;
  byStatus: Record<string, number>;
  topCompanies: { count: number }[];
  topInternships: { count: number }[];
};

function agree(route: RouteFigures, tally: Tally): boolean {
  const same = (a: number[], b: number[]) =>
    a.length === b.length && a.every((value, index) => value === b[index]);
  return (
    route.total === tally.total &&
    Object.entries(route.byStatus).every(([status, count]) => (tally.byStatus[status] ?? 0) === count) &&
    same(
      route.topCompanies.map((row) => row.count),
      tally.topCompanies,
    ) &&
    same(
      route.topInternships.map((row) => row.count),
      tally.topInternships,
    )
  );
}

export async function measureAnalytics(options: {
  base: string;
  adminCookie: string;
  /** The server's PostgreSQL database, for the original way; null on PGlite. */
  databaseUrl: string | null;
  requests?: number;
}): Promise<AnalyticsMeasurement> {
  const requests = options.requests ?? MEASURED_REQUESTS;
  const to = new Date().toISOString().slice(0, 10);
  const from = new Date(Date.now() - (TRENDS_DAYS - 1) * 86_400_000).toISOString().slice(0, 10);
  const allTime = await timeRoute(options.base, "/api/admin/analytics", options.adminCookie, requests);
  const lastDays = await timeRoute(
    options.base,
    `/api/admin/analytics?from=${from}&to=${to}`,
    options.adminCookie,
    requests,
  );
  let original: AnalyticsMeasurement["original"] = null;
  if (options.databaseUrl) {
    const figures = (await (
      await fetch(`${options.base}/api/admin/analytics`, { headers: { cookie: options.adminCookie } })
    ).json()) as RouteFigures;
    const result = await originalWay(options.databaseUrl);
    original = {
      rows: result.rows,
      seconds: round(result.seconds, 2),
      wireBytes: result.wireBytes,
      jsonBytes: result.jsonBytes,
      rssGrowthMb: round(result.rssGrowthMb),
      agrees: agree(figures, result.tally),
    };
  }
  const met =
    allTime.status === 200 &&
    lastDays.status === 200 &&
    Math.max(allTime.p95Ms, lastDays.p95Ms) <= BUDGET_P95_MS;
  return {
    requests,
    allTime,
    lastDays: { ...lastDays, days: TRENDS_DAYS },
    budget: `p95 <= ${BUDGET_P95_MS} ms`,
    met,
    original,
  };
}

const megabytes = (bytes: number) => `${(bytes / 1024 / 1024).toFixed(1)} MB`;
const kilobytes = (bytes: number) => `${(bytes / 1024).toFixed(1)} KB`;

/** The benchmark's paragraph for docs/benchmarks.md. */
export function analyticsMarkdown(measurement: AnalyticsMeasurement): string {
  const { allTime, lastDays, original } = measurement;
  const lines = [
    `Application Analytics (\`GET /api/admin/analytics\` as the admin, ${measurement.requests} requests one after ` +
      `another after ${WARMUP_REQUESTS} to warm up): all time p50 ${allTime.p50Ms} ms, **p95 ${allTime.p95Ms} ms**, ` +
      `max ${allTime.maxMs} ms, ${kilobytes(allTime.bytes)}; the last ${lastDays.days} days p50 ${lastDays.p50Ms} ms, ` +
      `**p95 ${lastDays.p95Ms} ms**, ${kilobytes(lastDays.bytes)}; budget ${measurement.budget}: ` +
      `${measurement.met ? "met" : "**not met**"}.`,
  ];
  if (original) {
    lines.push(
      "",
      `The spec's way on the same data (every application, then their internships and companies, counted in ` +
        `JavaScript): ${original.rows.toLocaleString("en")} rows in **${original.seconds} s**, ` +
        `${megabytes(original.wireBytes)} from PostgreSQL (${megabytes(original.jsonBytes)} as JSON for a browser), ` +
        `+${original.rssGrowthMb} MB of memory; its figures ${original.agrees ? "agree" : "**disagree**"} with the route's.`,
    );
  }
  return lines.join("\n");
}

async function signIn(base: string, email: string, password: string): Promise<string> {
  const response = await fetch(`${base}/api/auth/sign-in/email`, {
    method: "POST",
    headers: { "content-type": "application/json", origin: base },
    body: JSON.stringify({ email, password }),
  });
  if (!response.ok) throw new Error(`Signing in as ${email} failed (${response.status})`);
  return response.headers
    .getSetCookie()
    .map((line) => line.split(";")[0])
    .join("; ");
}

if (import.meta.url === pathToFileURL(process.argv[1] ?? "").href) {
  const { values } = parseArgs({
    options: {
      base: { type: "string" },
      "database-url": { type: "string" },
      email: { type: "string" },
      password: { type: "string" },
      requests: { type: "string" },
    },
  });
  if (!values.base || !values.email || !values.password) {
    console.error(
      "Usage: tsx apps/server/src/bench/analytics.ts --base <server url> --email <admin> --password <pw> [--database-url <url>] [--requests <n>]",
    );
    process.exit(2);
  }
  const adminCookie = await signIn(values.base, values.email, values.password);
  const measurement = await measureAnalytics({
    base: values.base,
    adminCookie,
    databaseUrl: values["database-url"] ?? null,
    requests: values.requests ? Number(values.requests) : undefined,
  });
  console.log(JSON.stringify(measurement, null, 2));
  console.log(`\n${analyticsMarkdown(measurement)}`);
}
