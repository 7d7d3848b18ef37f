import type { MiddlewareHandler } from "hono";
import type { AppEnv } from "../auth/session.ts";
import { AppError } from "../lib/app-error.ts";

const SAFE_METHODS = new Set(["GET", "HEAD", "OPTIONS"]);

/** Where a provider may send the browser back with a POST (a form post from its own origin). */
const PROVIDER_CALLBACKS = ["/api/auth/callback/", "/api/auth/oauth2/callback/"];

/** Routes that take a file as raw bytes in its own content type. */
const UPLOADS = "/api/uploads/";

/**
 * Cross-site request forgery guard for every state-changing `/api/*` request: the browser must say the
 * request comes from our own pages (`Origin` equal to APP_URL's origin, or, without an `Origin`,
 * `Sec-Fetch-Site: same-origin`), and a body must be JSON (uploads excepted), which no plain HTML form
 * can send without a CORS preflight we never answer. A few header reads and string compares per request.
 */
export function sameOriginWrites(appUrl: string): MiddlewareHandler<AppEnv> {
  const ownOrigin = new URL(appUrl).origin;
  return async (c, next) => {
    const method = c.req.method;
    if (SAFE_METHODS.has(method)) return next();
    const path = c.req.path;
    if (PROVIDER_CALLBACKS.some((prefix) => path.startsWith(prefix))) return next();
    const origin = c.req.header("origin");
    const fromOwnPage =
      origin === undefined ? c.req.header("sec-fetch-site") === "same-origin" : origin === ownOrigin;
    if (!fromOwnPage) {
      throw new AppError(403, "FORBIDDEN", "This request must come from InternPath's own pages.");
    }
    if (!path.startsWith(UPLOADS) && hasBody(c.req.raw.headers)) {
      const type = c.req.header("content-type") ?? "";
      if (!isJson(type)) {
        throw new AppError(415, "UNSUPPORTED_MEDIA_TYPE", "Send the request body as application/json.");
      }
    }
    return next();
  };
}

function hasBody(headers: Headers): boolean {
  const length = headers.get("content-length");
  if (length !== null) return length !== "0";
  return headers.has("transfer-encoding");
}

function isJson(contentType: string): boolean {
  const type = contentType.split(";", 1)[0]?.trim().toLowerCase();
  return type === "application/json";
}
