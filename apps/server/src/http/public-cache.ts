import { createMiddleware } from "hono/factory";
import { type AppEnv, sessionCookieOf } from "../auth/session.ts";
import { TtlCache } from "../lib/ttl-cache.ts";

/** Distinct addresses kept at once; the oldest go first. */
const MAX_ENTRIES = 1000;

type Answer = { body: string; contentType: string };

/**
 * Answers that are the same for everyone who is not signed in (browse, a posting), kept `seconds` by
 * each instance: a page linked from everywhere costs one query per `seconds`, not one per visitor.
 * Requests with a session cookie, other methods and answers other than 200 pass straight through, so
 * what a signed-in user sees is always current, and a visitor's at most `seconds` old.
 */
export function publicAnswerCache(seconds: number) {
  const answers = new TtlCache<Answer>(seconds * 1000, MAX_ENTRIES);
  return createMiddleware<AppEnv>(async (c, next) => {
    if (seconds <= 0 || c.req.method !== "GET" || sessionCookieOf(c.req.header("cookie"))) return next();
    const key = c.req.url;
    const cached = answers.get(key);
    if (cached) return c.body(cached.body, 200, { "Content-Type": cached.contentType });
    await next();
    if (c.res.status === 200) {
      const contentType = c.res.headers.get("content-type") ?? "application/json";
      answers.set(key, { body: await c.res.clone().text(), contentType });
    }
  });
}
