import type { Page } from "@playwright/test";

/**
 * Waits until the browser has taken over the page the server sent rendered (browse, a posting, the
 * dashboard, the pages rendered at build time): React has claimed its last element, so a click or a key
 * goes to the app rather than to HTML that nothing listens to yet. A page that starts from the empty shell
 * passes at once: whatever it shows, React rendered.
 */
export async function waitForHydration(page: Page): Promise<void> {
  await page.waitForFunction(() => {
    const elements = document.getElementById("root")?.getElementsByTagName("*");
    const last = elements?.[elements.length - 1];
    return !last || Object.keys(last).some((key) => key.startsWith("__reactFiber$"));
  });
}
