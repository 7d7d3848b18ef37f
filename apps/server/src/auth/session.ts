import type { Http2Bindings, HttpBindings } from "@hono/node-server";
import { ROLES, type Role } from "@internpath/shared/enums";
import { createMiddleware } from "hono/factory";
import { createCache } from "../lib/caches.ts";
import type { Auth } from "./auth.ts";
import { type EndedSessions, isEnded } from "./ended-sessions.ts";

/** Who is making the request, as services need it. */
export type Actor = { id: string; role: Role; email: string };

/** Under Node the bindings are its request and response; `app.request()` in tests has none. */
export type AppEnv = {
  Bindings: Partial<HttpBindings | Http2Bindings>;
  Variables: { actor: Actor | null; requestId: string };
};

function isRole(value: unknown): value is Role {
  return (ROLES as readonly unknown[]).includes(value);
}

/** Better Auth's session cookie (with the `__Secure-` prefix on https), signed: `token.signature`. */
const SESSION_COOKIE = /(?:^|;\s*)(?:__Secure-)?better-auth\.session_token=([^;]+)/;

export function sessionCookieOf(cookieHeader: string | undefined): string | undefined {
  return cookieHeader ? SESSION_COOKIE.exec(cookieHeader)?.[1] : undefined;
}

export type SessionLookup = {
  middleware: ReturnType<typeof createMiddleware<AppEnv>>;
  /** Forgets a session at once, when it ends through this instance. */
  forget(cookieHeader: string | undefined): void;
  /** Forgets sessions that ended, here or on another instance, and for a while remembers none of that account's. */
  forgetEnded(ended: EndedSessions): void;
};

/**
 * Sets `actor` for every /api request. Without a session cookie there is nothing to look up; with
 * one, who it belongs to is remembered for `cacheSeconds`, so a signed-in request does not pay a
 * session lookup every time. A session revoked elsewhere (sign-out on another instance, an account
 * deleted) stops working here within that time; one ended through this instance is forgotten at once.
 */
export function createSessionLookup(auth: Auth, cacheSeconds: number): SessionLookup {
  const cache = createCache<Actor | null>("sessions", cacheSeconds);
  // An account's sessions may be ended inside a transaction that has not committed yet: a lookup
  // in between still finds them, so for a cache time nothing of that account is remembered.
  const recentlyEnded = createCache<true>("endedSessionAccounts", cacheSeconds);
  const middleware = createMiddleware<AppEnv>(async (c, next) => {
    const cookie = sessionCookieOf(c.req.header("cookie"));
    if (!cookie) {
      c.set("actor", null);
      return next();
    }
    const headers = c.req.raw.headers;
    // Requests arriving together with one cookie share one lookup.
    const actor = await cache.getOrLoad(cookie, async () => {
      const user = (await auth.api.getSession({ headers }))?.user;
      return user
        ? { id: user.id, role: isRole(user.role) ? user.role : "student", email: user.email }
        : null;
    });
    if (actor && recentlyEnded.get(actor.id)) cache.delete(cookie);
    c.set("actor", actor);
    return next();
  });
  return {
    middleware,
    forget(cookieHeader) {
      const cookie = sessionCookieOf(cookieHeader);
      if (cookie) cache.delete(cookie);
    },
    forgetEnded(ended) {
      recentlyEnded.set(ended.userId, true);
      cache.deleteWhere((actor, cookie) => actor !== null && isEnded(ended, actor.id, cookie));
    },
  };
}
