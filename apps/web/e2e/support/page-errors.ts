import type { Page } from "@playwright/test";

/**
 * Errors the page reports, a hydration mismatch among them (React reports it as a console error). A
 * failed resource is not one: the signed-out session check answers 401, which the browser logs.
 */
export function collectErrors(page: Page) {
  const errors: string[] = [];
  page.on("pageerror", (error) => errors.push(error.message));
  page.on("console", (message) => {
    if (message.type() === "error" && !message.text().startsWith("Failed to load resource")) {
      errors.push(message.text());
    }
  });
  return errors;
}
