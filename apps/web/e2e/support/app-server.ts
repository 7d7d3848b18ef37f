import { type ChildProcess, spawn } from "node:child_process";
import { createWriteStream } from "node:fs";

export type AppServer = { url: string; process: ChildProcess; output(): string; stop(): Promise<void> };

export type AppServerOptions = {
  root: string;
  port: number;
  env: Record<string, string>;
  logFile: string;
  /** Echo the server's output to this terminal too (E2E_SERVER_LOG=1). */
  echo: boolean;
  startTimeoutMs: number;
};

const delay = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/** Runs the built server (apps/server/dist/main.js) as `npm start` would, and waits for /api/health. */
export async function startAppServer(options: AppServerOptions): Promise<AppServer> {
  const url = `http://localhost:${options.port}`;
  const log = createWriteStream(options.logFile);
  let output = "";
  const child = spawn(process.execPath, ["--enable-source-maps", "apps/server/dist/main.js"], {
    cwd: options.root,
    env: { ...process.env, ...options.env, PORT: String(options.port), APP_URL: url },
    stdio: ["ignore", "pipe", "pipe"],
  });
  const record = (chunk: Buffer) => {
    const text = chunk.toString("utf8");
    output = (output + text).slice(-20_000);
    log.write(chunk);
    if (options.echo) process.stdout.write(`[server] ${text}`);
  };
  child.stdout?.on("data", record);
  child.stderr?.on("data", record);
  const exited = new Promise<number | null>((resolve) => child.once("exit", (code) => resolve(code)));
  let exitCode: number | null | undefined;
  void exited.then((code) => {
    exitCode = code;
    log.end();
  });

  const stop = async () => {
    if (exitCode !== undefined) return;
    child.kill("SIGTERM");
    const stopped = await Promise.race([exited.then(() => true), delay(10_000).then(() => false)]);
    if (!stopped) {
      child.kill("SIGKILL");
      await exited;
    }
  };

  const deadline = Date.now() + options.startTimeoutMs;
  for (;;) {
    if (exitCode !== undefined) {
      throw new Error(`The server exited (code ${exitCode}) before it was ready:\n${output}`);
    }
    try {
      const response = await fetch(`${url}/api/health`, { signal: AbortSignal.timeout(2_000) });
      if (response.ok) break;
    } catch {
      // Not listening yet.
    }
    if (Date.now() > deadline) {
      await stop();
      throw new Error(
        `The server did not answer ${url}/api/health within ${options.startTimeoutMs} ms:\n${output}`,
      );
    }
    await delay(250);
  }
  return { url, process: child, output: () => output, stop };
}
