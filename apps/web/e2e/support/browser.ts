import { accessSync, constants, existsSync } from "node:fs";
import path from "node:path";
import { chromium } from "@playwright/test";

export type ChromiumLookup = { executablePath: string; source: string };

export const CHROMIUM_ARGS = [
  "--no-sandbox",
  "--disable-gpu",
  "--disable-dev-shm-usage",
  "--disable-background-networking",
  "--disable-component-update",
  "--disable-sync",
  "--no-first-run",
];

export const MISSING_CHROMIUM_HELP = [
  "No Chromium found for the end-to-end tests. Looked at:",
  "  1. CHROME_PATH",
  "  2. `chromium` on the PATH",
  "  3. Playwright's browser cache",
  "Install one of them, for example:",
  "  apt-get install -y chromium          (Debian/Ubuntu)",
  "  npx playwright install chromium      (Playwright's own build)",
  "or point CHROME_PATH at a Chromium or Chrome binary.",
].join("\n");

function isExecutable(file: string): boolean {
  try {
    accessSync(file, constants.X_OK);
    return true;
  } catch {
    return false;
  }
}

/** CHROME_PATH, then `chromium` on the PATH, then Playwright's cache; null when none is there. */
export function findChromium(env: NodeJS.ProcessEnv = process.env): ChromiumLookup | null {
  const fromEnv = env.CHROME_PATH?.trim();
  if (fromEnv) {
    if (isExecutable(fromEnv)) return { executablePath: fromEnv, source: "CHROME_PATH" };
    console.warn(`CHROME_PATH=${fromEnv} is not an executable file; looking elsewhere.`);
  }
  for (const dir of (env.PATH ?? "").split(path.delimiter)) {
    if (!dir) continue;
    const candidate = path.join(dir, "chromium");
    if (isExecutable(candidate)) return { executablePath: candidate, source: "PATH" };
  }
  try {
    const cached = chromium.executablePath();
    if (cached && existsSync(cached)) return { executablePath: cached, source: "Playwright cache" };
  } catch {
    // Playwright throws when its registry has no entry for this platform.
  }
  return null;
}
