import type { Page } from "@playwright/test";

/** The smallest comfortable tap target on a phone (Apple's and WCAG 2.5.5's 44 CSS pixels). */
export const MIN_TAP_TARGET_PX = 44;

const INTERACTIVE = [
  "a[href]",
  "button",
  "input:not([type=hidden])",
  "select",
  "textarea",
  "summary",
  "[role=button]",
  "[role=link]",
  "[role=tab]",
  "[role=menuitem]",
  "[role=option]",
  "[role=checkbox]",
  "[role=switch]",
].join(", ");

/**
 * Every visible interactive element on the page shorter than `min` pixels, described for the failure
 * message ("button 'Sign in' 36px"). Measured:
 * - a checkbox or radio by its label (the label is what a finger taps);
 * - nothing for a link inside a sentence (WCAG 2.5.8 exempts inline links: making them taller would
 *   break the line spacing of the text around them);
 * - nothing for what is not on screen (hidden, inside a closed menu, or visually hidden until focused,
 *   like the skip link).
 */
export async function undersizedTapTargets(page: Page, min = MIN_TAP_TARGET_PX): Promise<string[]> {
  return page.evaluate(
    ({ selector, min }) => {
      const isVisible = (element: Element) => {
        const rect = element.getBoundingClientRect();
        if (rect.width <= 1 || rect.height <= 1) return false;
        const style = getComputedStyle(element);
        return style.visibility !== "hidden" && style.opacity !== "0" && element.checkVisibility();
      };
      /** A link that is part of a sentence: inline, in a block that holds more text than the link. */
      const isInlineTextLink = (element: Element) => {
        if (element.tagName !== "A" || getComputedStyle(element).display !== "inline") return false;
        let block = element.parentElement;
        while (block && getComputedStyle(block).display.startsWith("inline")) block = block.parentElement;
        const text = (node: Element | null) => node?.textContent?.trim().length ?? 0;
        return block !== null && text(block) > text(element);
      };
      const targetOf = (element: Element) => {
        if (
          element instanceof HTMLInputElement &&
          (element.type === "checkbox" || element.type === "radio")
        ) {
          return element.closest("label") ?? (element.labels?.[0] as Element | undefined) ?? element;
        }
        return element;
      };
      const describe = (element: Element, height: number) => {
        const name =
          element.getAttribute("aria-label") ??
          element.textContent?.trim().replace(/\s+/g, " ").slice(0, 40) ??
          "";
        const type = element.getAttribute("type");
        const tag = element.tagName.toLowerCase() + (type ? `[type=${type}]` : "");
        return `${tag} '${name || element.getAttribute("name") || element.id}' ${Math.round(height)}px`;
      };
      const found: string[] = [];
      for (const element of document.querySelectorAll(selector)) {
        if (!isVisible(element) || isInlineTextLink(element)) continue;
        const target = targetOf(element);
        const height = target.getBoundingClientRect().height;
        if (height < min - 0.5) found.push(describe(element, height));
      }
      return found;
    },
    { selector: INTERACTIVE, min },
  );
}
