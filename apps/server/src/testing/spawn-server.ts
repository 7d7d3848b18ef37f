import { type ChildProcess, spawn } from "node:child_process";
import path from "node:path";

const serverRoot = path.resolve(import.meta.dirname, "../..");

export type Spawned = { child: ChildProcess; output: () => string; exited: Promise<number | null> };

/** Runs a server entry point (TypeScript, through tsx) as its own process. */
export function spawnEntry(entry: string, env: Record<string, string>, args: string[] = []): Spawned {
  let output = "";
  const child = spawn(process.execPath, ["--import", "tsx", entry, ...args], {
    cwd: serverRoot,
    env: { PATH: process.env.PATH ?? "", HOME: process.env.HOME ?? "", ...env },
    stdio: ["ignore", "pipe", "pipe"],
  });
  child.stdout!.on("data", (chunk) => {
    output += chunk;
  });
  child.stderr!.on("data", (chunk) => {
    output += chunk;
  });
  const exited = new Promise<number | null>((resolve) => child.on("exit", (code) => resolve(code)));
  return { child, output: () => output, exited };
}

export async function waitForOutput(
  spawned: Spawned,
  pattern: RegExp,
  timeoutMs = 60_000,
): Promise<RegExpMatchArray> {
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    const match = spawned.output().match(pattern);
    if (match) return match;
    if (spawned.child.exitCode !== null) break;
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  throw new Error(`Timed out waiting for ${pattern}; output so far:\n${spawned.output()}`);
}
