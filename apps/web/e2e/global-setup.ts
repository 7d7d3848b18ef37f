import { existsSync, mkdirSync, mkdtempSync, rmSync } from "node:fs";
import os from "node:os";
import path from "node:path";
import { pathToFileURL } from "node:url";
import { type AppServer, startAppServer } from "./support/app-server.ts";
import { startControlServer } from "./support/control-server.ts";
import { E2E_ENV } from "./support/env.ts";
import { startMailServer } from "./support/mail-server.ts";
import { defaultOidcProfile, startOidcProvider } from "./support/oidc-provider.ts";
import { freePort, preferredOrFreePort } from "./support/ports.ts";

const repoRoot = path.resolve(import.meta.dirname, "../../..");
export const artifactsDir = path.resolve(import.meta.dirname, ".artifacts");

export const OIDC_CLIENT_ID = "internpath-e2e";
const OIDC_CLIENT_SECRET = "e2e-secret";
const OIDC_NAME = "University SSO";

type Stoppable = { name: string; stop(): Promise<void> };

async function stopAll(parts: Stoppable[]) {
  for (const part of [...parts].reverse()) {
    await part.stop().catch((error: unknown) => console.error(`[e2e] stopping ${part.name} failed:`, error));
  }
}

/**
 * Starts, in this (the runner's) process, a real SMTP server and an OpenID Connect test
 * provider, then the built app as a child process on a fresh data directory.
 * Returns the teardown that stops all of it.
 */
export default async function globalSetup() {
  const started = Date.now();
  mkdirSync(artifactsDir, { recursive: true });

  // scripts/lib.mjs is plain JavaScript outside this package; load it at run time.
  const lib = (await import(pathToFileURL(path.join(repoRoot, "scripts/lib.mjs")).href)) as {
    buildIfStale(): Promise<void>;
  };
  await lib.buildIfStale();
  if (!existsSync(path.join(repoRoot, "apps/web/dist/index.html"))) {
    throw new Error(
      "apps/web/dist/index.html is missing after the build; the server would not serve the app",
    );
  }

  const parts: Stoppable[] = [];
  let dataDir: string | undefined;
  try {
    const runId = `${Date.now().toString(36)}${process.pid.toString(36)}`;
    const mail = await startMailServer(await freePort());
    parts.push({ name: "SMTP server", stop: mail.stop });

    const oidc = await startOidcProvider({
      port: await freePort(),
      clientId: OIDC_CLIENT_ID,
      profile: defaultOidcProfile(runId),
    });
    parts.push({ name: "OIDC provider", stop: oidc.stop });

    const control = await startControlServer({ port: await freePort(), mail, oidc });
    parts.push({ name: "control server", stop: control.stop });

    dataDir = mkdtempSync(path.join(os.tmpdir(), "internpath-e2e-"));
    const port = process.env.E2E_PORT ? Number(process.env.E2E_PORT) : await preferredOrFreePort(4173);
    if (!Number.isInteger(port) || port <= 0 || port > 65535) {
      throw new Error(`E2E_PORT must be a port number, got ${process.env.E2E_PORT}`);
    }
    const app: AppServer = await startAppServer({
      root: repoRoot,
      port,
      logFile: path.join(artifactsDir, "server.log"),
      echo: process.env.E2E_SERVER_LOG === "1",
      startTimeoutMs: 90_000,
      env: {
        NODE_ENV: "development",
        DATA_DIR: dataDir,
        SMTP_URL: `smtp://127.0.0.1:${mail.port}`,
        AUTH_RATE_LIMIT: "false",
        SEED_DEMO: "true",
        OIDC_ISSUER: oidc.issuer,
        OIDC_CLIENT_ID,
        OIDC_CLIENT_SECRET,
        OIDC_NAME,
        // Whatever the developer's shell has, this run uses the embedded database and no other providers.
        DATABASE_URL: "",
        AUTH_SECRET: "",
        WEB_DIST: "",
        GITHUB_CLIENT_ID: "",
        GITHUB_CLIENT_SECRET: "",
        GOOGLE_CLIENT_ID: "",
        GOOGLE_CLIENT_SECRET: "",
      },
    });
    parts.push({ name: "app server", stop: app.stop });
    // If the runner dies without teardown, do not leave the server holding its port.
    process.once("exit", () => app.process.kill("SIGKILL"));

    process.env[E2E_ENV.appUrl] = app.url;
    process.env[E2E_ENV.controlUrl] = control.url;
    process.env[E2E_ENV.oidcIssuer] = oidc.issuer;
    process.env[E2E_ENV.oidcName] = OIDC_NAME;
    process.env[E2E_ENV.dataDir] = dataDir;
    console.log(
      `[e2e] app ${app.url}, SMTP 127.0.0.1:${mail.port}, OIDC ${oidc.issuer}, ready in ${((Date.now() - started) / 1000).toFixed(1)} s`,
    );
  } catch (error) {
    await stopAll(parts);
    if (dataDir) rmSync(dataDir, { recursive: true, force: true });
    throw error;
  }

  return async () => {
    await stopAll(parts);
    if (dataDir && process.env.E2E_KEEP_DATA !== "1") rmSync(dataDir, { recursive: true, force: true });
  };
}
