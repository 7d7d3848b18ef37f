import { sql } from "drizzle-orm";
import fc from "fast-check";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { postInternship, studentWithResume } from "../testing/marketplace.ts";
import {
  createTestContext,
  TEST_ORIGIN,
  TEST_PASSWORD,
  type TestAgent,
  type TestContext,
} from "../testing/test-app.ts";

/**
 * Issue 13, item 2: property-based fuzzing of every route's path, query and body. Whatever arrives, the
 * answer is below 500, and a refused request (4xx) leaves every table as it was.
 */

let ctx: TestContext;
const agents = {} as Record<"anonymous" | "student" | "company" | "admin" | "account", TestAgent>;
const valid = {} as {
  internship: string;
  application: string;
  student: string;
  company: string;
  message: string;
  /** Targets of the admins' decisions and of reports, each in the state that lets its write happen. */
  reportable: string;
  reported: string;
  closable: string;
  pendingCompany: string;
  verifiedCompany: string;
};
const figures = { requests: 0, refused: 0, fiveHundreds: 0, refusedThatWrote: 0 };
const SEED = Number(process.env.FUZZ_SEED ?? 20261124);

/** One character of any UTF-16 code unit: controls, NUL, bidi marks and lone surrogates included. */
const anyCodeUnit = fc.integer({ min: 0, max: 0xffff }).map((code) => String.fromCharCode(code));
const MEGABYTE_STRING = "x".repeat(1024 * 1024);
const hostileString = fc.oneof(
  { weight: 4, arbitrary: fc.string({ unit: anyCodeUnit, maxLength: 40 }) },
  {
    weight: 4,
    arbitrary: fc.constantFrom(
      "\u0000",
      "a\u0000b",
      "\uD800",
      "x\uDFFFy",
      "\u202Eevil\u202C",
      "\u200F\u200E\u2066",
      "\u0007\u001B[31m",
      "line\r\nSet-Cookie: x=1",
      "'; drop table profiles; --",
      "<script>alert(1)</script>",
      "%00%0d%0a",
      "../../../etc/passwd",
      "0000-01-01",
      "9999-12-31",
      "-000001-01-01",
      "2026-02-30",
      "1e309",
      "NaN",
      "",
      " ",
    ),
  },
  { weight: 1, arbitrary: fc.constantFrom(MEGABYTE_STRING, MEGABYTE_STRING.slice(0, 100_000)) },
);
const hostileNumber = fc.oneof(
  fc.constantFrom(
    -1,
    0,
    -2147483649,
    2147483648,
    Number.MAX_SAFE_INTEGER,
    -Number.MAX_SAFE_INTEGER,
    1e308,
    0.5,
  ),
  fc.integer(),
  fc.double({ noNaN: true, noDefaultInfinity: true }),
);
const hostileValue: fc.Arbitrary<unknown> = fc.oneof(
  { weight: 6, arbitrary: hostileString },
  { weight: 2, arbitrary: hostileNumber },
  { weight: 1, arbitrary: fc.constantFrom(null, true, false, [], {}, [null], { $ne: null }) },
  { weight: 1, arbitrary: fc.array(hostileString, { maxLength: 3 }) },
);
const hostileDate = fc.constantFrom(
  "0000-01-01",
  "0000-12-31",
  "-000001-01-01",
  "+275760-09-13",
  "9999-12-31",
  "2026-02-30",
  "2026-13-01",
  "0001-01-01",
  "2030-01-01T00:00:00Z",
  "2030-01-01\u0000",
);
const hostileText = fc.oneof(
  {
    weight: 3,
    arbitrary: fc.constantFrom(
      "\u0000",
      "a\u0000b",
      "\uD800",
      "x\uDFFFy",
      "\u202E\u2066",
      "\u0007",
      "\r\n",
      "\u001B[2J",
    ),
  },
  { weight: 3, arbitrary: fc.string({ unit: anyCodeUnit, minLength: 1, maxLength: 20 }) },
  { weight: 1, arbitrary: hostileValue },
);

/** A wrong value shaped like the right one (a date for a date, text for text), or anything at all. */
function hostileLike(value: unknown): fc.Arbitrary<unknown> {
  if (typeof value === "string" && /^\d{4}-\d{2}-\d{2}$/.test(value))
    return fc.oneof(hostileDate, hostileValue);
  if (typeof value === "string") return hostileText;
  if (typeof value === "number") return fc.oneof(hostileNumber, hostileValue);
  if (Array.isArray(value)) return fc.oneof(fc.array(hostileText, { maxLength: 3 }), hostileValue);
  return hostileValue;
}

const KEEP = Symbol("keep");

const hostileKey = fc.oneof(
  fc.constantFrom(
    "role",
    "id",
    "companyId",
    "studentId",
    "email",
    "status",
    "__proto__",
    "constructor",
    "userId",
  ),
  fc.string({ unit: anyCodeUnit, maxLength: 10 }),
);
const CONTENT_TYPES = [
  "text/plain",
  "application/x-www-form-urlencoded",
  "multipart/form-data; boundary=x",
  "application/json; charset=utf-16",
  "application/xml",
];

/** A valid body of each write, so a fuzzed field is the only thing wrong. */
function baseBody(method: string, route: string): Record<string, unknown> {
  const internship = {
    title: "Fuzz Intern",
    location: "Lisbon",
    duration: "2 months",
    description: "Work",
    requirements: "None",
    skills: ["SQL"],
    type: "full-time",
    isRemote: false,
    stipend: "100",
    deadline: "2030-01-01",
    status: "open",
  };
  const bodies: Record<string, Record<string, unknown>> = {
    "POST /api/internships": internship,
    "PUT /api/internships/:id": internship,
    "PATCH /api/internships/:id/status": { status: "closed" },
    "POST /api/applications": { internshipId: valid.internship, coverLetter: "Hello" },
    "PATCH /api/applications/:id/status": { status: "reviewing", reason: null, message: null },
    "POST /api/company/applications/status": { applicationIds: [valid.application], status: "reviewing" },
    "POST /api/company/applications/undo": { applicationIds: [valid.application] },
    "POST /api/bookmarks": { internshipId: valid.internship },
    "POST /api/messages": { recipientId: valid.company, subject: "Hi", messageText: "Hello" },
    "PATCH /api/profile": { fullName: "Fuzz Person", bio: "Bio", location: "Here", website: "example.com" },
    "POST /api/admin/companies": { email: "fuzz-co@example.com", companyName: "Fuzz Co", fullName: "F" },
    "PATCH /api/admin/companies/:id": { companyName: "Fuzz Co", bio: "Bio" },
    "POST /api/admin/students": {
      email: "fuzz-st@example.com",
      fullName: "F",
      university: "U",
      graduationYear: 2027,
    },
    "PATCH /api/admin/students/:id": { fullName: "F", graduationYear: 2027, skills: ["Go"] },
    "POST /api/admin/admins": { email: "fuzz-admin@example.com", fullName: "F" },
    "POST /api/auth/sign-up/email": {
      email: "fuzz-signup@example.com",
      password: TEST_PASSWORD,
      name: "F",
      role: "student",
      university: "U",
    },
    "POST /api/auth/sign-in/email": { email: "nobody@example.com", password: TEST_PASSWORD },
    "POST /api/auth/sign-in/magic-link": { email: "nobody@example.com", callbackURL: "/dashboard" },
    "POST /api/auth/request-password-reset": { email: "nobody@example.com" },
    "POST /api/auth/reset-password": { token: "not-a-token", newPassword: "another-pass-99" },
    "POST /api/auth/send-verification-email": { email: "nobody@example.com" },
    "POST /api/auth/sign-in/social": { provider: "github", callbackURL: "/" },
    "POST /api/auth/update-user": { name: "Fuzz Person", image: null },
    "POST /api/auth/change-password": { currentPassword: TEST_PASSWORD, newPassword: "x" },
  };
  return bodies[`${method} ${route}`] ?? {};
}

/**
 * Bodies of decisions that change what the other routes meet (hide a posting, revoke a company, close an
 * internship): only the sweep sends them, to targets of their own, in the state where the write happens.
 */
function sweepOnlyBody(
  method: string,
  route: string,
): { body: Record<string, unknown>; target: string } | null {
  const bodies: Record<string, { body: Record<string, unknown>; target: string }> = {
    "POST /api/internships/:id/report": {
      body: { reason: "other", details: "Asks for a fee" },
      target: valid.reportable,
    },
    "POST /api/admin/reports/:internshipId/hide": { body: { reason: "A scam" }, target: valid.reported },
    "POST /api/admin/companies/:id/reject": {
      body: { reason: "Unknown firm" },
      target: valid.pendingCompany,
    },
    "POST /api/admin/companies/:id/revoke": { body: { reason: "Fake firm" }, target: valid.verifiedCompany },
    "POST /api/internships/:id/close": {
      body: { rejectRemaining: true, message: "Filled, thank you" },
      target: valid.closable,
    },
  };
  return bodies[`${method} ${route}`] ?? null;
}

/** Who can reach a route's handler (past the role check), so the fuzzed input gets that far. */
function callerFor(method: string, route: string): keyof typeof agents {
  if (route.startsWith("/api/admin")) return "admin";
  if (route === "/api/internships/:id/report") return "student";
  if (route.startsWith("/api/auth/update-user") || route.startsWith("/api/auth/change-password"))
    return "account";
  if (route.startsWith("/api/auth")) return "anonymous";
  if (route.startsWith("/api/company") || route.startsWith("/api/dashboard/company")) return "company";
  if (/^\/api\/internships/.test(route) && method !== "GET") return "company";
  if (route.startsWith("/api/applications/:id/") || route === "/api/internships/:id/edit") return "company";
  return "student";
}

/** Better Auth routes a session-holding fuzz would end or that only redirect to a provider. */
const NOT_FUZZED = new Set([
  "POST /api/auth/sign-out",
  "POST /api/auth/revoke-sessions",
  "POST /api/auth/revoke-other-sessions",
  "POST /api/auth/revoke-session",
]);

function routesToFuzz(): { method: string; route: string }[] {
  const routes = new Map<string, { method: string; route: string }>();
  for (const { method, path } of ctx.app.routes) {
    if (method === "ALL" || path.endsWith("/*") || !path.startsWith("/api/")) continue;
    routes.set(`${method} ${path}`, { method, route: path });
  }
  for (const endpoint of Object.values(ctx.auth.api) as {
    path?: string;
    options?: { method?: string | string[]; metadata?: { SERVER_ONLY?: boolean } };
  }[]) {
    if (!endpoint.path || endpoint.options?.metadata?.SERVER_ONLY) continue;
    for (const method of [endpoint.options?.method ?? "GET"].flat()) {
      const route = `/api/auth${endpoint.path}`;
      if (!NOT_FUZZED.has(`${method} ${route}`)) routes.set(`${method} ${route}`, { method, route });
    }
  }
  return [...routes.values()];
}

const SNAPSHOT_TABLES = [
  "profiles",
  "auth_accounts",
  "internships",
  "applications",
  "application_status_changes",
  "application_decisions",
  "messages",
  "bookmarks",
  "notifications",
  "mail_outbox",
  "internship_reports",
  "admin_audit_log",
  "app_settings",
];

/** Every row of the tables a request could write, hashed per table. */
async function snapshot(): Promise<Record<string, string>> {
  const parts = SNAPSHOT_TABLES.map(
    (table) =>
      sql`select ${table} as name, md5(coalesce(string_agg(t::text, '|' order by t::text), '')) as hash from ${sql.identifier(table)} t`,
  );
  const result = await ctx.db.execute(sql.join(parts, sql` union all `));
  const rows = (result as unknown as { rows: { name: string; hash: string }[] }).rows;
  return Object.fromEntries(rows.map((row) => [row.name, row.hash]));
}

/** Percent-encodes a path segment byte by byte (a lone surrogate becomes U+FFFD's bytes, as a browser sends it). */
function encodeSegment(value: string): string {
  return [...Buffer.from(value, "utf8")]
    .map((byte) =>
      /[A-Za-z0-9._~-]/.test(String.fromCharCode(byte))
        ? String.fromCharCode(byte)
        : `%${byte.toString(16).padStart(2, "0")}`,
    )
    .join("");
}

/** The next transaction id: it moves only when something was written (reads assign none). */
async function nextTransactionId(): Promise<string> {
  const result = await ctx.db.execute(sql`select pg_snapshot_xmax(pg_current_snapshot())::text as xid`);
  return (result as unknown as { rows: { xid: string }[] }).rows[0]!.xid;
}

function fill(route: string, segment: () => string): string {
  return route.replace(/:[A-Za-z]+(\{[^}]*\})?/g, () => encodeSegment(segment()));
}

type Attempt = {
  path: string;
  query: [string, string][];
  body: unknown;
  contentType: string;
  rawText?: string;
};

function attemptFor(method: string, route: string): fc.Arbitrary<Attempt> {
  const validIds = [valid.internship, valid.application, valid.student, valid.company, valid.message];
  const segment = fc.oneof(
    { weight: 3, arbitrary: hostileString.filter((value) => value.length < 5000) },
    // Real ids reach the handlers; never on a DELETE, which would remove the fuzzing accounts themselves.
    {
      weight: method === "DELETE" ? 0 : 1,
      arbitrary: fc.constantFrom(...validIds, "resume", "resumes", "avatar", "logo"),
    },
  );
  const queryKey = fc.oneof(
    fc.constantFrom(
      "q",
      "limit",
      "after",
      "before",
      "status",
      "sort",
      "dir",
      "from",
      "to",
      "type",
      "box",
      "page",
    ),
    hostileKey,
  );
  const queryValue = fc.oneof(
    hostileString.filter((value) => value.length < 5000),
    hostileNumber.map(String),
  );
  const base = baseBody(method, route);
  // Each field of the valid body is replaced with a probability of 2/5.
  const fieldOverrides = fc
    .record(
      Object.fromEntries(
        Object.entries(base).map(([key, value]) => [
          key,
          fc.oneof({ weight: 3, arbitrary: fc.constant(KEEP) }, { weight: 2, arbitrary: hostileLike(value) }),
        ]),
      ),
    )
    .map((fields) => Object.fromEntries(Object.entries(fields).filter(([, value]) => value !== KEEP)));
  const keys = Object.keys(base);
  // Mostly one wrong field in an otherwise valid body, so the check for that field is what answers.
  const oneField =
    keys.length === 0
      ? hostileValue.map((value) => ({ value }))
      : fc
          .constantFrom(...keys)
          .chain((key) => hostileLike(base[key]).map((value) => ({ ...base, [key]: value })));
  const body = fc.oneof(
    { weight: 6, arbitrary: oneField },
    { weight: 2, arbitrary: fieldOverrides.map((over) => ({ ...base, ...over })) },
    {
      weight: 1,
      arbitrary: fc
        .dictionary(hostileKey, hostileValue, { minKeys: 1, maxKeys: 2 })
        .map((extra) => ({ ...base, ...extra })),
    },
    { weight: 1, arbitrary: hostileValue },
  );
  return fc.record({
    path: fc.array(segment, { minLength: 3, maxLength: 3 }).map((segments) => {
      let index = 0;
      return fill(route, () => segments[index++ % segments.length]!);
    }),
    query: fc.array(fc.tuple(queryKey, queryValue), { maxLength: 3 }),
    body,
    contentType: fc.oneof(
      { weight: 5, arbitrary: fc.constant("application/json") },
      { weight: 1, arbitrary: fc.constantFrom(...CONTENT_TYPES) },
    ),
    rawText: fc.option(fc.constantFrom("{", '{"a":', "\u0000", "[1,2", "null", "true"), { freq: 15 }),
  });
}

async function send(method: string, route: string, attempt: Attempt, agent: TestAgent) {
  const url = new URL(attempt.path, ctx.url);
  for (const [key, value] of attempt.query) url.searchParams.append(key, value);
  const headers: Record<string, string> = { origin: TEST_ORIGIN, "content-type": attempt.contentType };
  const cookie = agent.cookieHeader();
  if (cookie) headers.cookie = cookie;
  const hasBody = method !== "GET" && method !== "HEAD";
  const controller = new AbortController();
  const payload = hasBody ? (attempt.rawText ?? JSON.stringify(attempt.body)) : undefined;
  const request = () =>
    fetch(url, { method, headers, redirect: "manual", signal: controller.signal, body: payload });
  let response: Response;
  try {
    response = await request();
  } catch {
    // Over the 1 MB limit the server answers 413 and closes the connection while the body is still
    // being sent; the client then sees a closed socket instead of the answer.
    if (payload && Buffer.byteLength(payload) > 1024 * 1024)
      return { status: 413, text: "", route: `${method} ${route}` };
    // The next request may meet that closed keep-alive connection; a browser retries it once too.
    response = await request();
  }
  if ((response.headers.get("content-type") ?? "").includes("text/event-stream")) controller.abort();
  const text = controller.signal.aborted ? "" : await response.text();
  return { status: response.status, text, route: `${method} ${route}` };
}

beforeAll(async () => {
  ctx = await createTestContext();
  const student = await studentWithResume(ctx);
  const company = await ctx.signedInAs("company");
  agents.anonymous = ctx.agent();
  agents.student = student.agent;
  agents.company = company.agent;
  agents.admin = (await ctx.signedInAs("admin")).agent;
  agents.account = (await ctx.signedInAs("student")).agent;
  valid.internship = (await postInternship(ctx.db, company.actor)).id;
  const applied = await student.agent.post("/api/applications", { internshipId: valid.internship });
  valid.application = applied.json.application.id;
  valid.student = student.id;
  valid.company = company.id;
  valid.message = (
    await student.agent.post("/api/messages", { recipientId: company.id, messageText: "Hi" })
  ).json.message.id;
  valid.reportable = (await postInternship(ctx.db, company.actor, { title: "Reportable" })).id;
  valid.closable = (await postInternship(ctx.db, company.actor, { title: "Closable" })).id;
  valid.reported = (await postInternship(ctx.db, company.actor, { title: "Reported" })).id;
  const reporter = await ctx.signedInAs("student");
  await reporter.agent.post(`/api/internships/${valid.reported}/report`, { reason: "scam" });
  valid.pendingCompany = (await ctx.signedInAs("company")).id;
  await ctx.db.execute(sql`update profiles set verification = 'pending' where id = ${valid.pendingCompany}`);
  valid.verifiedCompany = (await ctx.signedInAs("company")).id;
  await agents.admin.post(`/api/admin/companies/${valid.verifiedCompany}/approve`);
}, 120_000);
afterAll(() => ctx?.close());

/** Values every field of every body meets once, whatever the random runs draw. */
const SENTINELS: unknown[] = [
  "a\u0000b",
  "\uD800",
  "x\uDFFFy",
  "\u202Eevil",
  "\u0007\u001B[2J",
  "line\r\nX-Injected: 1",
  MEGABYTE_STRING.slice(0, 100_000),
  "0000-01-01",
  "-000001-01-01",
  "2026-02-30",
  -1,
  1e308,
  null,
  [],
  {},
];

type FreeTextField = {
  method: string;
  path: string;
  caller: keyof typeof agents;
  /** The field's dotted name in the body (`skills.0`), or the query parameter's. */
  name: string;
  body?: Record<string, unknown>;
  query?: string;
};

/** A copy of `body` with the dotted `name` (`signUp.university`, `skills.0`) set to `value`. */
function withField(body: Record<string, unknown>, name: string, value: unknown): Record<string, unknown> {
  const [key, ...rest] = name.split(".");
  const copy = (Array.isArray(body) ? [...body] : { ...body }) as Record<string, unknown>;
  copy[key!] =
    rest.length === 0 ? value : withField(copy[key!] as Record<string, unknown>, rest.join("."), value);
  return copy;
}

/**
 * Every field of every route that takes text a person types (passwords aside: hashed, never stored or shown), with a body that is valid
 * but for it, sent where the write would happen: a decision's target in a state that allows it.
 */
function freeTextFields(): FreeTextField[] {
  const fields: FreeTextField[] = [];
  const each = (
    method: string,
    path: string,
    caller: keyof typeof agents,
    body: Record<string, unknown>,
    // A list of text is checked through its first item.
    names: string[] = Object.entries(body).map(([key, value]) => (Array.isArray(value) ? `${key}.0` : key)),
  ) => {
    for (const name of names) fields.push({ method, path, caller, name, body });
  };
  const internship = { ...baseBody("POST", "/api/internships") };
  const internshipText = [
    "title",
    "location",
    "duration",
    "description",
    "requirements",
    "stipend",
    "skills.0",
  ];
  each("POST", "/api/internships", "company", internship, internshipText);
  each("PUT", `/api/internships/${valid.internship}`, "company", internship, internshipText);
  const decision = { status: "rejected", reason: "Position filled", message: "Thank you, {name}" };
  each("PATCH", `/api/applications/${valid.application}/status`, "company", decision, ["reason", "message"]);
  each(
    "POST",
    "/api/company/applications/status",
    "company",
    { applicationIds: [valid.application], ...decision },
    ["reason", "message"],
  );
  each(
    "POST",
    `/api/internships/${valid.internship}/close`,
    "company",
    { rejectRemaining: true, message: "Filled" },
    ["message"],
  );
  each("PATCH", "/api/profile", "company", {
    companyName: "Co",
    companyIndustry: "Energy",
    companySize: "1-10",
  });
  each("POST", "/api/applications", "student", { internshipId: valid.reportable, coverLetter: "Hello" }, [
    "coverLetter",
  ]);
  each("POST", "/api/messages", "student", {
    recipientId: valid.company,
    subject: "Hi",
    messageText: "Hello",
  });
  each("PATCH", "/api/profile", "student", {
    fullName: "Fuzz Person",
    bio: "Bio",
    location: "Here",
    website: "example.com",
    university: "U",
    degree: "BSc",
    skills: ["SQL"],
  });
  each("PATCH", "/api/profile", "admin", {
    fullName: "Ada",
    bio: "Bio",
    location: "Here",
    website: "example.com",
  });
  each(
    "POST",
    `/api/internships/${valid.reportable}/report`,
    "student",
    { reason: "other", details: "A fee" },
    ["details"],
  );
  const company = {
    companyName: "Fuzz Co",
    fullName: "F",
    location: "L",
    website: "example.com",
    companyIndustry: "I",
    companySize: "1-10",
    bio: "Bio",
  };
  each("POST", "/api/admin/companies", "admin", { email: "fuzz-co2@example.com", ...company });
  each("PATCH", `/api/admin/companies/${valid.company}`, "admin", company);
  const student = {
    fullName: "F",
    university: "U",
    degree: "D",
    location: "L",
    website: "example.com",
    skills: ["Go"],
    bio: "Bio",
  };
  each("POST", "/api/admin/students", "admin", { email: "fuzz-st2@example.com", ...student });
  each("PATCH", `/api/admin/students/${valid.student}`, "admin", student);
  each("POST", "/api/admin/admins", "admin", { email: "fuzz-admin2@example.com", fullName: "F" });
  each("POST", `/api/admin/reports/${valid.reported}/hide`, "admin", { reason: "A scam" });
  each("POST", `/api/admin/companies/${valid.pendingCompany}/reject`, "admin", { reason: "Unknown firm" });
  each("POST", `/api/admin/companies/${valid.verifiedCompany}/revoke`, "admin", { reason: "Fake firm" });
  const signUp = { email: "fuzz-text@example.com", password: TEST_PASSWORD, name: "F" };
  each("POST", "/api/auth/sign-up/email", "anonymous", { ...signUp, role: "company", companyName: "C" }, [
    "email",
    "name",
    "companyName",
  ]);
  each("POST", "/api/auth/sign-up/email", "anonymous", { ...signUp, role: "student", university: "U" }, [
    "university",
  ]);
  each("POST", "/api/auth/sign-in/email", "anonymous", { email: "nobody@example.com", password: "x" }, [
    "email",
  ]);
  each("POST", "/api/auth/sign-in/magic-link", "anonymous", {
    email: "nobody@example.com",
    callbackURL: "/dashboard",
  });
  each("POST", "/api/auth/request-password-reset", "anonymous", { email: "nobody@example.com" });
  each("POST", "/api/auth/send-verification-email", "anonymous", { email: "nobody@example.com" });
  each(
    "POST",
    "/api/auth/reset-password",
    "anonymous",
    { token: "not-a-token", newPassword: "another-pass-99" },
    ["token"],
  );
  const social = { provider: "github", callbackURL: "/dashboard", errorCallbackURL: "/auth/signin" };
  each(
    "POST",
    "/api/auth/sign-in/social",
    "anonymous",
    { ...social, newUserCallbackURL: "/dashboard?welcome=1", signUp: { role: "company", companyName: "C" } },
    ["callbackURL", "errorCallbackURL", "newUserCallbackURL", "signUp.companyName"],
  );
  each(
    "POST",
    "/api/auth/sign-in/social",
    "anonymous",
    { ...social, signUp: { role: "student", university: "U" } },
    ["signUp.university"],
  );
  each("POST", "/api/auth/update-user", "account", { name: "Fuzz Person" });
  const searches: [string, keyof typeof agents, string][] = [
    ["/api/internships", "student", "q"],
    ["/api/internships", "student", "location"],
    ["/api/internships/locations", "student", "q"],
    ["/api/company/internships", "company", "q"],
    ["/api/company/applications", "company", "q"],
    ["/api/company/applications/export", "company", "q"],
    ["/api/admin/applications", "admin", "q"],
    ["/api/admin/applications/export", "admin", "q"],
    ["/api/admin/internships", "admin", "q"],
    ["/api/admin/companies", "admin", "q"],
    ["/api/admin/students", "admin", "q"],
    ["/api/admin/admins", "admin", "q"],
    ["/api/messages/recipients", "student", "q"],
  ];
  for (const [path, caller, query] of searches)
    fields.push({ method: "GET", path, caller, name: query, query });
  return fields;
}

const failures: string[] = [];
/** The tables as they are now, and the transaction id they were hashed at. */
let before: Record<string, string>;
let beforeXid: string;

async function takeSnapshot() {
  beforeXid = await nextTransactionId();
  before = await snapshot();
}

/** Sends one input; records a 5xx, or a refused request that changed a table. */
async function tryInput(
  method: string,
  route: string,
  attempt: Attempt,
  caller: keyof typeof agents = callerFor(method, route),
) {
  const response = await send(method, route, attempt, agents[caller]);
  figures.requests += 1;
  if (response.status >= 500) {
    figures.fiveHundreds += 1;
    failures.push(
      `${response.route} ${attempt.path.slice(0, 80)} ${JSON.stringify(attempt.body)?.slice(0, 120)} -> ${response.status} ${response.text.slice(0, 120)}`,
    );
  }
  if (response.status >= 400) figures.refused += 1;
  // Hashing every table is slow; it is needed only when some transaction wrote since the last hash.
  const xid = await nextTransactionId();
  if (xid === beforeXid) return response;
  const after = await snapshot();
  if (response.status >= 400) {
    const changed = SNAPSHOT_TABLES.filter((table) => after[table] !== before[table]);
    if (changed.length > 0) {
      figures.refusedThatWrote += 1;
      failures.push(`${response.route} refused with ${response.status} but changed ${changed.join(", ")}`);
    }
  }
  before = after;
  beforeXid = xid;
  return response;
}

describe("fuzzing every route", { timeout: 240_000 }, () => {
  it("every field of every body meets each hostile value", async () => {
    await takeSnapshot();
    const started = figures.requests;
    for (const { method, route } of routesToFuzz()) {
      const sweepOnly = sweepOnlyBody(method, route);
      const base = sweepOnly?.body ?? baseBody(method, route);
      if (Object.keys(base).length === 0) continue;
      const path = fill(route, () =>
        sweepOnly
          ? sweepOnly.target
          : route.includes("/admin/companies")
            ? valid.company
            : route.includes("/admin/students")
              ? valid.student
              : route.includes("/applications/")
                ? valid.application
                : valid.internship,
      );
      // A body over the 1 MB limit is refused before any field is read: once per route is enough.
      const [firstKey] = Object.keys(base);
      await tryInput(method, route, {
        path,
        query: [],
        body: { ...base, [firstKey!]: MEGABYTE_STRING },
        contentType: "application/json",
      });
      for (const key of Object.keys(base)) {
        for (const value of SENTINELS) {
          await tryInput(method, route, {
            path,
            query: [],
            body: { ...base, [key]: value },
            contentType: "application/json",
          });
        }
      }
    }
    console.log(
      `[security] fuzz sweep: ${figures.requests - started} (field, value) inputs, ${figures.fiveHundreds} answers >= 500, ${figures.refusedThatWrote} refused requests that wrote`,
    );
    expect(failures).toEqual([]);
  });

  it("random paths, queries, bodies and content types answer below 500 and refusals store nothing", async () => {
    const routes = routesToFuzz();
    const started = figures.requests;
    await takeSnapshot();
    for (const { method, route } of routes) {
      await fc.assert(
        fc.asyncProperty(attemptFor(method, route), async (attempt) => {
          await tryInput(method, route, attempt);
          return true;
        }),
        { numRuns: Number(process.env.FUZZ_RUNS ?? 10), seed: SEED, endOnFailure: true },
      );
    }
    console.log(
      `[security] fuzz: ${routes.length} routes, ${figures.requests - started} random inputs (seed ${SEED}); in all ${figures.requests} inputs, ${figures.refused} refused, ${figures.fiveHundreds} answers >= 500, ${figures.refusedThatWrote} refused requests that wrote`,
    );
    expect(failures).toEqual([]);
  });

  it("every free-text field of every route refuses NUL and lone surrogates with a 400 and writes nothing", async () => {
    await takeSnapshot();
    const started = { requests: figures.requests, failures: failures.length };
    const refusedOthers: string[] = [];
    for (const field of freeTextFields()) {
      const values = field.query ? ["a\u0000b"] : ["a\u0000b", "\uD800", "x\uDFFFy"];
      for (const value of values) {
        const query: [string, string][] = field.query ? [[field.query, value]] : [];
        const body = field.body ? withField(field.body, field.name, value) : undefined;
        const response = await tryInput(
          field.method,
          field.path,
          { path: field.path, query, body, contentType: "application/json" },
          field.caller,
        );
        // The text rule must be what refuses it, not a later check the value happened to fail.
        if (response.status !== 400 || !/contains characters that are not allowed/.test(response.text)) {
          refusedOthers.push(
            `${field.method} ${field.path} ${field.name}=${JSON.stringify(value)} -> ${response.status} ${response.text.slice(0, 120)}`,
          );
        }
      }
    }
    console.log(
      `[security] free-text fields: ${figures.requests - started.requests} inputs with NUL or a lone surrogate, ${refusedOthers.length} not refused by the text rules, ${failures.length - started.failures} answers >= 500 or refused requests that wrote`,
    );
    expect(refusedOthers).toEqual([]);
    expect(failures).toEqual([]);
  });

  it("the four inputs that used to answer 500", async () => {
    const account = agents.account;
    const cases = [
      { body: { name: "a\u0000b" }, message: /not allowed/ },
      { body: { image: "https://x.test/\u0000.png" }, message: /must be one of your uploads/ },
    ];
    for (const { body, message } of cases) {
      const response = await account.post("/api/auth/update-user", body);
      expect(response.status).toBe(400);
      expect(response.json.error.message).toMatch(message);
    }
    const company = agents.company;
    const input = { ...baseBody("POST", "/api/internships"), deadline: "0000-01-01" };
    const created = await company.post("/api/internships", input);
    expect(created.status).toBe(400);
    expect(created.json.error.fields.deadline).toMatch(/between/);
    const updated = await company.request("PUT", `/api/internships/${valid.internship}`, input);
    expect(updated.status).toBe(400);
  });
});
