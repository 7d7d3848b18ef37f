import type { MiddlewareHandler } from "hono";
import { type AppEnv, sessionCookieOf } from "../auth/session.ts";
import { createCache } from "../lib/caches.ts";

/** A kept answer: its bytes, ready to write, and their type. */
export type KeptAnswer = { body: Uint8Array<ArrayBuffer>; contentType: string };

export type PublicAnswers = {
  /** Keeps the routes' answers to visitors, and answers from what it kept. */
  middleware: MiddlewareHandler<AppEnv>;
  /**
   * What the middleware would answer from what it kept, for a request as Node received it (`target`
   * is its path and query): the server answers these before the app sees them (http/server.ts).
   */
  find(
    method: string | undefined,
    target: string | undefined,
    cookieHeader: string | undefined,
  ): KeptAnswer | undefined;
};

/**
 * Answers that are the same for everyone who is not signed in (browse, a posting), kept `seconds` by
 * each instance (lib/caches.ts, `publicAnswers`): a page linked from everywhere costs one query per `seconds`, not one per visitor.
 * Requests with a session cookie, other methods and answers other than 200 pass straight through, so
 * what a signed-in user sees is always current, and a visitor's at most `seconds` old.
 */
export function publicAnswerCache(seconds: number): PublicAnswers {
  const answers = createCache<KeptAnswer>("publicAnswers", seconds);
  const isVisitorGet = (method: string | undefined, cookieHeader: string | undefined) =>
    seconds > 0 && method === "GET" && !sessionCookieOf(cookieHeader);
  return {
    async middleware(c, next) {
      if (!isVisitorGet(c.req.method, c.req.header("cookie"))) return next();
      const key = targetOf(c.req.url);
      const kept = answers.get(key);
      if (kept) return c.body(kept.body, 200, { "Content-Type": kept.contentType });
      await next();
      if (c.res.status === 200) {
        const contentType = c.res.headers.get("content-type") ?? "application/json";
        answers.set(key, { body: new Uint8Array(await c.res.clone().arrayBuffer()), contentType });
      }
    },
    find(method, target, cookieHeader) {
      return target && isVisitorGet(method, cookieHeader) ? answers.get(target) : undefined;
    },
  };
}

/** The path and query of an absolute URL: what Node received as the request's target. */
function targetOf(url: string): string {
  const path = url.indexOf("/", url.indexOf("://") + 3);
  return path === -1 ? "/" : url.slice(path);
}
