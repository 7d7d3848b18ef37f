import AxeBuilder from "@axe-core/playwright";
import type { Page } from "@playwright/test";
import { expect } from "../fixtures.ts";

/** Runs axe (all rules) on the page as it is; fails on any serious or critical violation, listing them. */
export async function expectNoSeriousViolations(page: Page) {
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
