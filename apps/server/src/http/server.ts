import type { AddressInfo } from "node:net";
import { createAdaptorServer, type Http2Bindings, type HttpBindings } from "@hono/node-server";
import type { Hono } from "hono";
import type { AppEnv } from "../auth/session.ts";
import { requestIdFor } from "../lib/request-id.ts";
import type { PublicAnswers } from "./public-cache.ts";

/**
 * Security headers, the same on every response of a kind, written straight to Node's response:
 * going through Hono's Headers for them would cost more than a whole simple route.
 */
const CORE_HEADERS: ReadonlyArray<readonly [string, string]> = [
  ["X-Content-Type-Options", "nosniff"],
  ["Referrer-Policy", "no-referrer"],
];

/**
 * JSON answers are never documents: nothing may load from them or frame them, and only we read them.
 * Most are personal, so none is stored by a browser or a proxy unless its route says otherwise.
 */
const API_HEADERS: ReadonlyArray<readonly [string, string]> = [
  ...CORE_HEADERS,
  ["Cache-Control", "private, no-store"],
  ["Content-Security-Policy", "default-src 'none'; frame-ancestors 'none'"],
  ["Cross-Origin-Resource-Policy", "same-origin"],
];

/** Pages, assets and stored files (a PDF may open in the browser). */
const DOCUMENT_HEADERS: ReadonlyArray<readonly [string, string]> = [
  ...CORE_HEADERS,
  [
    "Content-Security-Policy",
    [
      "default-src 'self'",
      "img-src 'self' data: blob: https:",
      "style-src 'self' 'unsafe-inline'",
      "script-src 'self'",
      "connect-src 'self'",
      "frame-src 'self'",
      "object-src 'none'",
      "base-uri 'self'",
      "form-action 'self'",
      "frame-ancestors 'self'",
    ].join("; "),
  ],
  ["Cross-Origin-Opener-Policy", "same-origin"],
  ["Cross-Origin-Resource-Policy", "same-origin"],
  ["Origin-Agent-Cluster", "?1"],
  ["X-DNS-Prefetch-Control", "off"],
  ["X-Frame-Options", "SAMEORIGIN"],
  ["X-Permitted-Cross-Domain-Policies", "none"],
];

/** Only a site served over https may tell browsers to insist on https (a plain-http one would lock itself out). */
const HSTS: readonly [string, string] = ["Strict-Transport-Security", "max-age=15552000; includeSubDomains"];

export type HttpOptions = {
  /** APP_URL, the address users reach the app at: HSTS is sent only when it is https. */
  appUrl?: string;
  /** TRUST_PROXY: a request id from the proxy is kept. */
  trustProxy?: boolean;
  /** Answers kept for visitors (lib/caches.ts, `publicAnswers`), given before the app is entered (see below). */
  publicAnswers?: PublicAnswers;
};

/**
 * The app as Node serves it: every response with its security headers. A visitor's request that the
 * app would answer from its kept public answers (browse, a posting) is answered here, with the same
 * headers and request id, without entering the app: the cheapest answer there is, for the pages most
 * visitors land on (decision 021).
 */
export function httpFetch(
  app: Hono<AppEnv>,
  { appUrl, trustProxy = false, publicAnswers }: HttpOptions = {},
) {
  const https = appUrl?.startsWith("https://") ?? false;
  const api = https ? [...API_HEADERS, HSTS] : API_HEADERS;
  const documents = https ? [...DOCUMENT_HEADERS, HSTS] : DOCUMENT_HEADERS;
  return (request: Request, env: HttpBindings | Http2Bindings) => {
    const { incoming, outgoing } = env;
    const url = incoming.url;
    const headers = url?.startsWith("/api/") && !url.startsWith("/api/files/") ? api : documents;
    for (const [name, value] of headers) outgoing.setHeader(name, value);
    const kept = publicAnswers?.find(incoming.method, url, incoming.headers.cookie);
    if (kept) {
      const fromProxy = trustProxy ? incoming.headers["x-request-id"] : undefined;
      outgoing.setHeader(
        "X-Request-Id",
        requestIdFor(typeof fromProxy === "string" ? fromProxy : undefined, trustProxy),
      );
      return new Response(kept.body, { headers: { "Content-Type": kept.contentType } });
    }
    return app.fetch(request, env);
  };
}

/** A real HTTP server for the app on a free port of 127.0.0.1 (tests, tools). */
export async function listenOnFreePort(app: Hono<AppEnv>, options: HttpOptions = {}) {
  const server = createAdaptorServer({ fetch: httpFetch(app, options) });
  // The client closes an idle kept-alive connection first (fetch's pool after 4 s), so it never reuses one the
  // server is closing at that moment (Node's 5 s default), which a slow step between two requests of a test
  // on a busy machine would otherwise turn into an ECONNRESET.
  if ("keepAliveTimeout" in server) server.keepAliveTimeout = 60_000;
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  const { port } = server.address() as AddressInfo;
  return {
    url: `http://127.0.0.1:${port}`,
    close: () =>
      new Promise<void>((resolve) => {
        if ("closeAllConnections" in server) server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}
