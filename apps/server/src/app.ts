import path from "node:path";
import { OpenAPIHono } from "@hono/zod-openapi";
import { metaContracts } from "@internpath/shared/contracts/meta";
import type { ErrorHandler, Hono, MiddlewareHandler } from "hono";
import { bodyLimit } from "hono/body-limit";
import { createAccountLimits } from "./auth/account-limits.ts";
import { authRoutes } from "./auth/auth.routes.ts";
import type { SessionEnder } from "./auth/ended-sessions.ts";
import { createPasswordAttempts } from "./auth/password-attempts.ts";
import { type AppEnv, createSessionLookup, type SessionLookup } from "./auth/session.ts";
import type { Config } from "./config.ts";
import type { Database } from "./db/client.ts";
import { eventRoutes } from "./events/events.routes.ts";
import { createEventHub, publishEndedSessions } from "./events/live-events.ts";
import { accountRoutes } from "./features/account/account.routes.ts";
import { adminAccountRoutes } from "./features/admin-accounts/admin-accounts.routes.ts";
import { adminApplicationRoutes } from "./features/admin-applications/admin-applications.routes.ts";
import { adminInternshipRoutes } from "./features/admin-internships/admin-internships.routes.ts";
import { adminTrustRoutes } from "./features/admin-trust/admin-trust.routes.ts";
import { createMarketplaceAuth } from "./features/admin-trust/marketplace-auth.ts";
import { analyticsRoutes } from "./features/analytics/analytics.routes.ts";
import { applicationRoutes } from "./features/applications/applications.routes.ts";
import { bookmarkRoutes } from "./features/bookmarks/bookmarks.routes.ts";
import { companyRoutes } from "./features/companies/companies.routes.ts";
import { dashboardRoutes } from "./features/dashboards/dashboards.routes.ts";
import { fileRoutes } from "./features/files/files.routes.ts";
import { internshipRoutes } from "./features/internships/internships.routes.ts";
import { messageRoutes } from "./features/messages/messages.routes.ts";
import { notificationRoutes } from "./features/notifications/notifications.routes.ts";
import { profileRoutes } from "./features/profiles/profiles.routes.ts";
import { findPageMeta } from "./features/public-pages/page-meta.service.ts";
import { sitemapRoutes } from "./features/public-pages/sitemap.routes.ts";
import { openApiDocument, renderApiReference } from "./http/api-reference.ts";
import { publicAnswerCache } from "./http/public-cache.ts";
import { sameOriginWrites } from "./http/same-origin.ts";
import type { HttpOptions } from "./http/server.ts";
import { AppError } from "./lib/app-error.ts";
import { declareRoutes } from "./lib/declared-routes.ts";
import { createLogger, type Logger, runWithRequestId } from "./lib/logger.ts";
import { requestIdFor } from "./lib/request-id.ts";
import { devMailboxRoutes } from "./mail/dev-mailbox.routes.ts";
import type { Mailer } from "./mail/mailer.ts";
import { createS3Storage } from "./storage/s3-storage.ts";
import { createLocalDiskStorage, type Storage } from "./storage/storage.ts";
import { serveWebApp } from "./web/serve-web-app.ts";
import { loadServerRenderer } from "./web/server-render.ts";

export type AppDependencies = {
  config: Config;
  db: Database;
  mailer: Mailer;
  storage?: Storage;
  logger?: Logger;
  /** How often live event streams send a heartbeat and recheck their session (tests shorten it). */
  liveHeartbeatMs?: number;
};

export function createApp({
  config,
  db,
  mailer,
  storage: givenStorage,
  logger = createLogger({ level: config.logLevel }),
  liveHeartbeatMs,
}: AppDependencies) {
  const attempts = createPasswordAttempts(db, config.authRateLimit);
  const auth = createMarketplaceAuth({
    config,
    db,
    mailer,
    logger,
    attempts,
  });
  const storage =
    givenStorage ??
    (config.s3
      ? createS3Storage(config.s3, { logger })
      : createLocalDiskStorage(path.join(config.dataDir, "storage")));
  const app = new OpenAPIHono<AppEnv>();

  app.use("*", requestIds(config, logger));

  // Writes only from our own pages, with JSON bodies (cross-site request forgery).
  app.use("/api/*", sameOriginWrites(config.appUrl));

  app.use("/api/*", limitJsonBodies());

  const lookup = createSessionLookup(auth, config.sessionCacheSeconds);
  // Sessions ended on another instance are heard here with the live events (docs/security.md, "Ending sessions").
  const liveEvents = createEventHub(db, logger, { onSessionsEnded: lookup.forgetEnded });
  const sessions = sessionsClosingLiveEvents(db, lookup, liveEvents);
  const limits = createAccountLimits(db, config.authRateLimit);
  app.route("/api/auth", authRoutes(auth, config, sessions, attempts));
  // Browse and a posting, for visitors who are not signed in (decision 008).
  const publicAnswers = publicAnswerCache(config.publicCacheSeconds);
  app.use("/api/internships", publicAnswers.middleware);
  app.use("/api/internships/:id", publicAnswers.middleware);
  app.use("/api/companies/:id", publicAnswers.middleware);
  app.use("/api/*", sessions.middleware);
  // How fast one account may create what others see (decision 018).
  app.post("/api/internships", limits.creation("internship"));
  app.post("/api/applications", limits.creation("application"));
  app.post("/api/messages", limits.creation("message"));
  app.post("/api/internships/:id/report", limits.creation("report"));
  const hasDevMailbox = Boolean(mailer.mailbox) && config.env !== "production";
  mountApi(app, { db, config, storage, sessions, logger, hasDevMailbox });
  app.route(
    "/",
    eventRoutes(liveEvents, {
      isSignedIn: async (headers) => Boolean(await auth.api.getSession({ headers })),
      heartbeatMs: liveHeartbeatMs,
    }),
  );
  if (mailer.mailbox && hasDevMailbox) app.route("/dev/mailbox", devMailboxRoutes(mailer.mailbox));
  mountApiReference(app);

  app.all("/api/*", () => {
    throw AppError.notFound("No such API endpoint");
  });

  app.route("/", sitemapRoutes(db, config.appUrl));
  serveWeb(app, db, config, logger);

  app.onError(errorAnswer(logger));

  /** How Node serves this app (http/server.ts). */
  const http: HttpOptions = { appUrl: config.appUrl, trustProxy: config.trustProxy, publicAnswers };
  return { app, auth, storage, logger, liveEvents, sessions, http };
}

/** Every response names its request, and every line logged while serving it carries the same id. */
function requestIds(config: Config, logger: Logger): MiddlewareHandler<AppEnv> {
  return async (c, next) => {
    const fromProxy = config.trustProxy ? c.req.header("x-request-id") : undefined;
    const requestId = requestIdFor(fromProxy, config.trustProxy);
    c.set("requestId", requestId);
    // Straight to Node's response (see http/server.ts); `app.request()` in tests has none.
    c.env?.outgoing?.setHeader("X-Request-Id", requestId);
    const started = performance.now();
    await runWithRequestId(requestId, async () => {
      await next();
      if (logger.isLevelEnabled("debug")) {
        const ms = Math.round((performance.now() - started) * 10) / 10;
        logger.debug({ method: c.req.method, path: c.req.path, status: c.res.status, ms }, "request");
      }
    });
  };
}

/**
 * A JSON body of 1 MiB at most. Only requests that carry a body pay for the limit; uploads stream with
 * their own, larger limit per kind (features/files).
 */
function limitJsonBodies(): MiddlewareHandler<AppEnv> {
  const jsonBodyLimit = bodyLimit({
    maxSize: 1024 * 1024,
    onError: () => {
      throw new AppError(413, "PAYLOAD_TOO_LARGE", "Request body is too large");
    },
  });
  return (c, next) =>
    c.req.method === "GET" || c.req.method === "HEAD" || c.req.path.startsWith("/api/uploads/")
      ? next()
      : jsonBodyLimit(c, next);
}

/** The session lookup, which also closes the live event streams of a session ended through this instance. */
function sessionsClosingLiveEvents(
  db: Database,
  lookup: SessionLookup,
  liveEvents: ReturnType<typeof createEventHub>,
): SessionLookup & SessionEnder {
  return {
    ...lookup,
    forget(cookieHeader) {
      lookup.forget(cookieHeader);
      liveEvents.endSession(cookieHeader);
    },
    async end(ended, tx = db) {
      await publishEndedSessions(tx, ended);
      lookup.forgetEnded(ended);
      liveEvents.endSessions(ended);
    },
  };
}

/** The features' API routes, under /api. */
function mountApi(
  app: Hono<AppEnv>,
  {
    db,
    config,
    storage,
    sessions,
    logger,
    hasDevMailbox,
  }: {
    db: Database;
    config: Config;
    storage: Storage;
    sessions: SessionLookup & SessionEnder;
    logger: Logger;
    hasDevMailbox: boolean;
  },
): void {
  app.route("/", accountRoutes(db, config, hasDevMailbox, sessions));
  app.route("/", profileRoutes(db));
  app.route("/", fileRoutes(db, storage));
  app.route("/", internshipRoutes(db));
  app.route("/", companyRoutes(db));
  app.route("/", applicationRoutes(db));
  app.route("/", bookmarkRoutes(db));
  app.route("/", dashboardRoutes(db));
  app.route("/", messageRoutes(db));
  app.route("/", notificationRoutes(db));
  app.route("/", adminAccountRoutes({ db, storage, sessions, logger, appUrl: config.appUrl }));
  app.route("/", adminInternshipRoutes(db));
  app.route("/", analyticsRoutes(db));
  app.route("/", adminApplicationRoutes(db));
  app.route("/", adminTrustRoutes(db));
}

/** The web app's pages and files, for every path the API does not answer. */
function serveWeb(app: Hono<AppEnv>, db: Database, config: Config, logger: Logger): void {
  // app.ts sits one folder below apps/server in the source and in the bundle (dist/main.js) alike.
  const webDist = config.webDist ?? path.resolve(import.meta.dirname, "../../web/dist");
  serveWebApp(app, webDist, {
    appUrl: config.appUrl,
    pageMeta: (urlPath) => findPageMeta(db, urlPath),
    // Browse, a posting and the dashboard, rendered from what the API answers the reader (decisions 020, 022).
    renderPage: loadServerRenderer(webDist, async (url, init) =>
      app.fetch(new Request(new URL(url, config.appUrl), init)),
    ).catch((error: unknown) => {
      logger.error({ err: error }, "The web app's server renderer did not load; pages go out as the shell");
      return undefined;
    }),
    renderCacheSeconds: config.publicCacheSeconds,
  });
}

/**
 * The answer to an error: a refusal as it is, invalid JSON as a 400, and anything else logged here and
 * only here, with its cause, and answered with the request's id so a report can be matched.
 */
function errorAnswer(logger: Logger): ErrorHandler<AppEnv> {
  return (error, c) => {
    if (error instanceof AppError && error.status < 500) {
      return c.json(
        {
          error: { code: error.code, message: error.message, ...(error.fields && { fields: error.fields }) },
        },
        error.status,
      );
    }
    if (error instanceof SyntaxError) {
      return c.json({ error: { code: "BAD_REQUEST", message: "Request body is not valid JSON" } }, 400);
    }
    logger.error({ err: error, method: c.req.method, path: c.req.path }, "Request failed");
    const requestId = c.get("requestId");
    if (error instanceof AppError) {
      return c.json({ error: { code: error.code, message: error.message, requestId } }, error.status);
    }
    return c.json(
      { error: { code: "INTERNAL", message: "Something went wrong. Please try again.", requestId } },
      500,
    );
  };
}

/** About the API: its health, its OpenAPI document and its reference page, made from the routes mounted before. */
function mountApiReference(app: OpenAPIHono<AppEnv>): void {
  const reference = openApiDocument(app);
  app.route(
    "/",
    declareRoutes<AppEnv, typeof metaContracts>(metaContracts)
      .handle("GET /api/health", (c) => c.json({ ok: true as const }))
      .handle("GET /api/openapi.json", (c) =>
        c.body(reference.json(), 200, { "Content-Type": "application/json; charset=utf-8" }),
      )
      .handle("GET /api/docs", (c) =>
        c.html(renderApiReference(reference.document()), 200, {
          // A page, though under /api: its own inline style, nothing else.
          "Content-Security-Policy": "default-src 'none'; style-src 'unsafe-inline'; frame-ancestors 'none'",
        }),
      ).app,
  );
}
