import AxeBuilder from "@axe-core/playwright";
import type { Page } from "@playwright/test";
import { expect, test } from "../fixtures.ts";

/**
 * What one axe run adds to its test's time budget. A full scan of a page takes one to three seconds
 * here and over ten on a loaded CI host, so a test that scans four pages cannot live on the default.
 */
const AXE_RUN_BUDGET_MS = 20_000;

/** Runs axe (all rules) on the page as it is; fails on any serious or critical violation, listing them. */
export async function expectNoSeriousViolations(page: Page) {
  const testInfo = test.info();
  testInfo.setTimeout(testInfo.timeout + AXE_RUN_BUDGET_MS);
  // Let entrance animations (drawers, dialogs, fades) finish so colours are measured at rest. Loading
  // skeletons pulse forever and vanish when data arrives (cancelling their animation): skip those.
  await page.evaluate(() =>
    Promise.all(
      document
        .getAnimations()
        .filter((animation) => animation.effect?.getComputedTiming().iterations !== Number.POSITIVE_INFINITY)
        .map((animation) => animation.finished.catch(() => undefined)),
    ),
  );
  const results = await new AxeBuilder({ page }).analyze();
  const serious = results.violations.filter(
    (violation) => violation.impact === "serious" || violation.impact === "critical",
  );
  const report = serious.map(
    (violation) =>
      `${violation.impact} ${violation.id}: ${violation.help}\n${violation.nodes
        .slice(0, 5)
        .map((node) => `    ${node.target.join(" ")}: ${node.failureSummary?.replace(/\n/g, " ")}`)
        .join("\n")}`,
  );
  expect(report, `axe violations on ${page.url()}`).toEqual([]);
}
