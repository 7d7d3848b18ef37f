// `npm run bench:start`: how long `npm start` takes to serve its first page on a fresh data directory
// (the embedded database created, migrated and filled with demo data) and on a restart of the same one.
// Each start is timed from spawning `node scripts/start.mjs` to the landing page and the first page of
// browse both answering 200. The app must be built first (`npm run build`): a build is not a start.
import { type ChildProcess, spawn, spawnSync } from "node:child_process";
import { existsSync, mkdtempSync, rmSync } from "node:fs";
import os from "node:os";
import path from "node:path";
import { fileURLToPath } from "node:url";
import { parseArgs } from "node:util";
import { freePort } from "./free-port.ts";

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), "../../../..");
const BUDGET_SECONDS = 3;
const TIMEOUT_MS = 60_000;

const { values } = parseArgs({
  options: { runs: { type: "string", default: "3" }, help: { type: "boolean", default: false } },
});
if (values.help) {
  console.log("npm run bench:start [-- --runs 3]   (after npm run build)");
  process.exit(0);
}
const runs = Number(values.runs);
if (!Number.isInteger(runs) || runs < 1 || runs > 20) {
  console.error("--runs must be a whole number from 1 to 20");
  process.exit(2);
}
for (const built of ["apps/server/dist/main.js", "apps/web/dist/index.html", "apps/server/dist/pglite"]) {
  if (!existsSync(path.join(root, built))) {
    console.error(`${built} is missing: run npm run build first.`);
    process.exit(2);
  }
}

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

async function answers(url: string): Promise<boolean> {
  try {
    const response = await fetch(url, { signal: AbortSignal.timeout(2000) });
    await response.arrayBuffer();
    return response.ok;
  } catch {
    return false;
  }
}

async function stop(child: ChildProcess): Promise<void> {
  if (child.exitCode !== null || child.signalCode !== null) return;
  const exited = new Promise((resolve) => child.once("exit", resolve));
  child.kill("SIGTERM");
  if (!(await Promise.race([exited.then(() => true), sleep(10_000).then(() => false)]))) {
    child.kill("SIGKILL");
    await exited;
  }
}

/** Seconds from spawning `npm start`'s script until `/` and `/api/internships` both answer 200. */
async function timeStart(dataDir: string): Promise<number> {
  const port = await freePort();
  const base = `http://127.0.0.1:${port}`;
  let output = "";
  const started = performance.now();
  const child = spawn(process.execPath, ["scripts/start.mjs"], {
    cwd: root,
    env: {
      PATH: process.env.PATH ?? "",
      HOME: process.env.HOME ?? "",
      PORT: String(port),
      DATA_DIR: dataDir,
      LOG_LEVEL: "warn",
    },
    stdio: ["ignore", "pipe", "pipe"],
  });
  const keep = (chunk: Buffer) => {
    output = (output + chunk.toString()).slice(-16_000);
  };
  child.stdout.on("data", keep);
  child.stderr.on("data", keep);
  try {
    while (performance.now() - started < TIMEOUT_MS) {
      if (child.exitCode !== null) throw new Error(`npm start exited with ${child.exitCode}:\n${output}`);
      if ((await answers(`${base}/`)) && (await answers(`${base}/api/internships`))) {
        return (performance.now() - started) / 1000;
      }
      await sleep(25);
    }
    throw new Error(`npm start did not serve its first page within ${TIMEOUT_MS / 1000} s:\n${output}`);
  } finally {
    await stop(child);
  }
}

/**
 * Writes out what earlier runs left to write (the last run's data directory, removed), so that each start
 * waits for its own files only, as a start on a quiet machine does.
 */
function settleDisk() {
  spawnSync("sync");
}

const median = (values: number[]) => {
  const sorted = [...values].sort((a, b) => a - b);
  const middle = Math.floor(sorted.length / 2);
  return sorted.length % 2 ? sorted[middle]! : (sorted[middle - 1]! + sorted[middle]!) / 2;
};

const fresh: number[] = [];
const restart: number[] = [];
for (let run = 0; run < runs; run += 1) {
  const dataDir = mkdtempSync(path.join(os.tmpdir(), "internpath-start-"));
  try {
    settleDisk();
    fresh.push(await timeStart(dataDir));
    settleDisk();
    restart.push(await timeStart(dataDir));
  } finally {
    rmSync(dataDir, { recursive: true, force: true });
  }
  console.error(
    `run ${run + 1}: fresh ${fresh.at(-1)!.toFixed(2)} s, restart ${restart.at(-1)!.toFixed(2)} s`,
  );
}

const format = (values: number[]) => values.map((value) => value.toFixed(2)).join(", ");
const freshMedian = median(fresh);
console.log(
  `npm start to its first page (landing and browse answering), median of ${runs}: ` +
    `fresh data directory ${freshMedian.toFixed(2)} s (${format(fresh)}), ` +
    `restart ${median(restart).toFixed(2)} s (${format(restart)}); ` +
    `budget for a fresh start <= ${BUDGET_SECONDS} s: ${freshMedian <= BUDGET_SECONDS ? "met" : "not met"}.`,
);
