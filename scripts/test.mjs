// `npm test`: typecheck, lint, web unit tests, server tests (PGlite, and PostgreSQL when TEST_DATABASE_URL
// is set), web build, the landing page's JavaScript budget, end-to-end tests in Chromium. Ends with one
// "N passed, N failed" line.
import { existsSync, mkdtempSync, readFileSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { run } from "./lib.mjs";

const reports = mkdtempSync(path.join(tmpdir(), "internpath-reports-"));
const totals = { passed: 0, failed: 0, skipped: 0 };
const failures = [];

function countVitest(file) {
  if (!existsSync(file)) return false;
  const report = JSON.parse(readFileSync(file, "utf8"));
  totals.passed += report.numPassedTests;
  totals.failed += report.numFailedTests;
  totals.skipped += report.numPendingTests + report.numTodoTests;
  return true;
}

function countPlaywright(file) {
  if (!existsSync(file)) return false;
  const { stats } = JSON.parse(readFileSync(file, "utf8"));
  totals.passed += stats.expected + stats.flaky;
  totals.failed += stats.unexpected;
  totals.skipped += stats.skipped;
  return true;
}

async function step(name, command, args, options = {}) {
  console.log(`\n=== ${name} ===`);
  const started = Date.now();
  try {
    await run(command, args, options);
  } catch (error) {
    failures.push(`${name}: ${error.message}`);
  }
  console.log(`=== ${name}: ${((Date.now() - started) / 1000).toFixed(0)} s ===`);
}

await step("typecheck", "npm", ["run", "typecheck"]);
await step("lint", "npm", ["run", "lint"]);

const vitestArgs = (name) => [
  "vitest",
  "run",
  "--reporter=default",
  "--reporter=json",
  `--outputFile.json=${path.join(reports, name)}`,
];
await step("web unit tests", "npx", vitestArgs("web.json"), { cwd: path.resolve("apps/web") });
countVitest(path.join(reports, "web.json"));

await step("server tests (PGlite)", "npx", vitestArgs("pglite.json"), {
  cwd: path.resolve("apps/server"),
  env: { ...process.env, TEST_DB: "pglite" },
});
countVitest(path.join(reports, "pglite.json"));

if (process.env.TEST_DATABASE_URL) {
  await step("server tests (PostgreSQL)", "npx", vitestArgs("postgres.json"), {
    cwd: path.resolve("apps/server"),
    env: { ...process.env, TEST_DB: "postgres" },
  });
  countVitest(path.join(reports, "postgres.json"));
} else {
  console.log("\nTEST_DATABASE_URL is not set: the server tests ran on PGlite only.");
}

await step("web build", "npm", ["run", "build", "-w", "@internpath/web"]);
await step("landing page JavaScript budget", "node", ["scripts/check-web-size.mjs"]);
await step("end-to-end tests (Chromium)", "npm", ["run", "e2e", "-w", "@internpath/web"], {
  env: { ...process.env, PLAYWRIGHT_JSON_OUTPUT_NAME: path.join(reports, "e2e.json") },
});
countPlaywright(path.join(reports, "e2e.json"));

rmSync(reports, { recursive: true, force: true });
if (failures.length > 0) {
  console.log(`\nFailed steps:\n${failures.map((failure) => `  - ${failure}`).join("\n")}`);
}
if (totals.failed === 0 && failures.length > 0) totals.failed = failures.length;
console.log(
  `\ntests: ${totals.passed} passed, ${totals.failed} failed${totals.skipped ? `, ${totals.skipped} skipped` : ""}`,
);
process.exit(failures.length > 0 ? 1 : 0);
