import { spawn } from "node:child_process";
import { existsSync, readdirSync, statSync } from "node:fs";
import path from "node:path";

export const root = path.resolve(import.meta.dirname, "..");

export function run(command, args, options = {}) {
  return new Promise((resolve, reject) => {
    const child = spawn(command, args, { cwd: root, stdio: "inherit", ...options });
    child.on("error", reject);
    child.on("exit", (code, signal) =>
      code === 0 ? resolve() : reject(new Error(`${command} ${args.join(" ")} failed (${signal ?? code})`)),
    );
  });
}

function newestMtime(target) {
  if (!existsSync(target)) return 0;
  const info = statSync(target);
  if (!info.isDirectory()) return info.mtimeMs;
  let newest = info.mtimeMs;
  for (const entry of readdirSync(target)) {
    if (entry === "node_modules" || entry === "dist") continue;
    newest = Math.max(newest, newestMtime(path.join(target, entry)));
  }
  return newest;
}

/** True when `output` is missing or older than any of `inputs`. */
export function isStale(output, inputs) {
  const out = path.join(root, output);
  if (!existsSync(out)) return true;
  const built = statSync(out).mtimeMs;
  return inputs.some((input) => newestMtime(path.join(root, input)) > built);
}

export async function buildIfStale() {
  const shared = ["packages/shared/src"];
  if (
    isStale("apps/web/dist/index.html", [
      "apps/web/src",
      "apps/web/index.html",
      "apps/web/public",
      "apps/web/scripts",
      "apps/web/vite.config.ts",
      ...shared,
    ])
  ) {
    await run("npm", ["run", "build", "-w", "@internpath/web"]);
  }
  if (isStale("apps/server/dist/main.js", ["apps/server/src", ...shared])) {
    await run("npm", ["run", "build", "-w", "@internpath/server"]);
  }
}
