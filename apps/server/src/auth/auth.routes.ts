import { getConnInfo } from "@hono/node-server/conninfo";
import { authRedirectsSchema, type SessionSummary, signInSchema } from "@internpath/shared/auth-schemas";
import { AUTH_MESSAGES, type ErrorCode } from "@internpath/shared/errors";
import type { Context } from "hono";
import { Hono } from "hono";
import type { Config } from "../config.ts";
import { type Auth, CLIENT_IP_HEADER } from "./auth.ts";
import type { SessionEnder } from "./ended-sessions.ts";
import type { AttemptClaim, AttemptOutcome, PasswordAttempts } from "./password-attempts.ts";
import { type AppEnv, type SessionLookup, sessionCookieOf } from "./session.ts";
import { sessionsEndedBy } from "./sessions-ended-by-auth.ts";

const CODE_MAP: Record<string, { code: ErrorCode; message?: string }> = {
  EMAIL_NOT_VERIFIED: { code: "EMAIL_NOT_VERIFIED", message: AUTH_MESSAGES.emailNotConfirmed },
  INVALID_EMAIL_OR_PASSWORD: { code: "INVALID_CREDENTIALS", message: AUTH_MESSAGES.invalidCredentials },
  INVALID_TOKEN: { code: "INVALID_TOKEN", message: AUTH_MESSAGES.invalidResetToken },
  INVALID_PASSWORD: { code: "INVALID_CREDENTIALS", message: AUTH_MESSAGES.wrongCurrentPassword },
  CREDENTIAL_ACCOUNT_NOT_FOUND: { code: "BAD_REQUEST", message: AUTH_MESSAGES.noPasswordYet },
  VALIDATION_FAILED: { code: "VALIDATION_FAILED" },
  ROLE_CHANGE_FORBIDDEN: { code: "ROLE_CHANGE_FORBIDDEN" },
  PROVIDER_NOT_CONFIGURED: { code: "PROVIDER_NOT_CONFIGURED" },
};

function clientIp(c: Context, config: Config): string {
  if (config.trustProxy) {
    const forwarded = c.req.header("x-forwarded-for")?.split(",")[0]?.trim();
    if (forwarded) return forwarded;
  }
  try {
    return getConnInfo(c).remote.address ?? "unknown";
  } catch {
    // app.request() in tests has no socket.
    return "127.0.0.1";
  }
}

/**
 * The session lives in an httpOnly cookie; its token never needs to reach
 * page scripts, so it is dropped from JSON bodies.
 */
async function withoutSessionToken(response: Response): Promise<Response> {
  if (!(response.headers.get("content-type") ?? "").includes("application/json")) return response;
  const body = (await response
    .clone()
    .json()
    .catch(() => null)) as Record<string, unknown> | null;
  if (!body || typeof body !== "object" || !("token" in body || "session" in body)) return response;
  const { token: _token, ...rest } = body;
  if (rest.session && typeof rest.session === "object") {
    const { token: _sessionToken, ...session } = rest.session as Record<string, unknown>;
    rest.session = session;
  }
  const headers = new Headers(response.headers);
  headers.delete("content-length");
  return new Response(JSON.stringify(rest), { status: response.status, headers });
}

/**
 * The signed-in user's sessions without their tokens (a token is a session: it must never reach a page
 * script), newest activity first, the one making the request marked.
 */
async function sessionSummaries(response: Response, cookieHeader: string | undefined): Promise<Response> {
  if (response.status !== 200) return response;
  const rows = (await response
    .clone()
    .json()
    .catch(() => null)) as Record<string, unknown>[] | null;
  if (!Array.isArray(rows)) return response;
  const cookie = sessionCookieOf(cookieHeader);
  let currentToken: string | undefined;
  try {
    currentToken = cookie ? decodeURIComponent(cookie).split(".")[0] : undefined;
  } catch {
    currentToken = undefined;
  }
  const sessions: SessionSummary[] = rows
    .map((row) => ({
      id: String(row.id),
      userAgent:
        typeof row.userAgent === "string" && row.userAgent !== "" ? row.userAgent.slice(0, 300) : null,
      createdAt: String(row.createdAt),
      lastActiveAt: String(row.updatedAt ?? row.createdAt),
      expiresAt: String(row.expiresAt),
      current: currentToken !== undefined && row.token === currentToken,
    }))
    .sort((a, b) =>
      a.current === b.current ? b.lastActiveAt.localeCompare(a.lastActiveAt) : a.current ? -1 : 1,
    );
  const headers = new Headers(response.headers);
  headers.delete("content-length");
  return new Response(JSON.stringify({ sessions }), { status: 200, headers });
}

/** Rewrites Better Auth's error bodies into the API's one error shape. */
async function normalizeError(response: Response, requestId: string): Promise<Response> {
  if (response.status < 400) return withoutSessionToken(response);
  const contentType = response.headers.get("content-type") ?? "";
  let body: { code?: string; message?: string; fields?: Record<string, string> } = {};
  if (contentType.includes("application/json")) {
    body = (await response
      .clone()
      .json()
      .catch(() => ({}))) as typeof body;
  }
  const mapped = body.code ? CODE_MAP[body.code] : undefined;
  let code: ErrorCode = mapped?.code ?? "BAD_REQUEST";
  let message = mapped?.message ?? body.message ?? "Request failed";
  if (response.status === 429) {
    code = "RATE_LIMITED";
    message = AUTH_MESSAGES.tooManyRequests;
  } else if (response.status === 401 && !mapped) {
    code = "UNAUTHORIZED";
  } else if (response.status === 403 && !mapped) {
    code = "FORBIDDEN";
  } else if (response.status === 404 && !mapped) {
    code = "NOT_FOUND";
  } else if (response.status >= 500) {
    code = "INTERNAL";
    message = "Something went wrong. Please try again.";
  }
  const headers = new Headers(response.headers);
  headers.set("content-type", "application/json");
  headers.delete("content-length");
  const status = response.status >= 500 ? 500 : response.status;
  return new Response(
    JSON.stringify({
      error: {
        code,
        message,
        ...(body.fields && { fields: body.fields }),
        ...(status >= 500 && { requestId }),
      },
    }),
    {
      status,
      headers,
    },
  );
}

/** The email a valid sign-in names, read from a copy of the body (Better Auth reads the original). */
async function signInEmailOf(request: Request): Promise<string | null> {
  const body = await request
    .clone()
    .json()
    .catch(() => null);
  // Anything else is refused by the schema in auth.ts before a password is looked at.
  const parsed = signInSchema.safeParse(body);
  return parsed.success ? parsed.data.email : null;
}

/**
 * A 400 for a request that would send the browser off this site next (its query, or its JSON body), before
 * Better Auth's own origin check refuses it with a 403 and logs the refusal as a server error.
 */
async function offSiteRedirect(request: Request): Promise<Response | null> {
  const query = Object.fromEntries(new URL(request.url).searchParams);
  const body =
    request.method === "POST"
      ? await request
          .clone()
          .json()
          .catch(() => null)
      : null;
  for (const fields of [query, body]) {
    if (!fields || typeof fields !== "object" || Array.isArray(fields)) continue;
    const result = authRedirectsSchema.safeParse(fields);
    if (result.success) continue;
    const issue = result.error.issues[0];
    const message = issue?.message ?? "Invalid request";
    return new Response(
      JSON.stringify({
        error: { code: "VALIDATION_FAILED", message, fields: { [String(issue?.path[0] ?? "_")]: message } },
      }),
      { status: 400, headers: { "content-type": "application/json" } },
    );
  }
  return null;
}

/** The paths that check the signed-in account's current password. */
const CONFIRMS_PASSWORD = new Set(["/api/auth/change-password", "/api/auth/verify-password"]);

function refusedAttempt(claim: Extract<AttemptClaim, { allowed: false }>) {
  return new Response(JSON.stringify({ error: { code: claim.code, message: claim.message } }), {
    status: 429,
    headers: { "content-type": "application/json", "retry-after": String(claim.retryAfter) },
  });
}

/** Which of a password check's three ends this answer is (see AttemptOutcome). */
async function outcomeOf(response: Response, wrongPasswordCode: string): Promise<AttemptOutcome> {
  if (response.ok) return "succeeded";
  const body = (await response
    .clone()
    .json()
    .catch(() => null)) as { code?: unknown } | null;
  return body?.code === wrongPasswordCode ? "failed" : "unchecked";
}

export function authRoutes(
  auth: Auth,
  config: Config,
  sessions: SessionLookup & SessionEnder,
  attempts: PasswordAttempts,
) {
  return new Hono<AppEnv>().on(["GET", "POST"], "/*", async (c) => {
    const isPost = c.req.method === "POST";
    const refused = await offSiteRedirect(c.req.raw);
    if (refused) return refused;

    // A password is checked only once its try holds a slot: a burst or a second server cannot exceed the limit.
    let claim: AttemptClaim | null = null;
    let wrongPasswordCode = "INVALID_EMAIL_OR_PASSWORD";
    if (isPost && c.req.path === "/api/auth/sign-in/email") {
      const email = await signInEmailOf(c.req.raw);
      if (email) claim = await attempts.claimSignIn(email, clientIp(c, config));
    } else if (isPost && CONFIRMS_PASSWORD.has(c.req.path)) {
      const signedIn = await auth.api.getSession({ headers: c.req.raw.headers });
      if (signedIn) claim = await attempts.claimConfirmation(signedIn.user.id);
      wrongPasswordCode = "INVALID_PASSWORD";
    }
    if (claim && !claim.allowed) return refusedAttempt(claim);

    const endedBy = await sessionsEndedBy(auth, c.req.raw);
    const headers = new Headers(c.req.raw.headers);
    headers.set(CLIENT_IP_HEADER, clientIp(c, config));
    const request = new Request(c.req.raw, { headers });
    let response: Response;
    try {
      response = await auth.handler(request);
    } catch (error) {
      await claim?.settle("unchecked");
      throw error;
    }
    await claim?.settle(await outcomeOf(response, wrongPasswordCode));
    // Signing out, changing a password or ending sessions takes effect on this instance at once.
    if (isPost) sessions.forget(c.req.header("cookie"));
    const ended = await endedBy?.(response);
    if (ended) await sessions.end(ended);
    if (c.req.path === "/api/auth/list-sessions") {
      return normalizeError(await sessionSummaries(response, c.req.header("cookie")), c.get("requestId"));
    }
    return normalizeError(response, c.get("requestId"));
  });
}
