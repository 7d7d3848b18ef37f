import { clsx } from "clsx";
import { Link, type LinkProps } from "react-router";

export const textLinkClasses =
  "rounded-sm font-semibold text-brand-700 underline-offset-2 hover:text-brand-800 hover:underline";

/** A text link standing on its own (not in a sentence): as tall as a tap target on a phone. */
export const standaloneTextLinkClasses = "inline-flex min-h-11 items-center sm:min-h-0";

/**
 * An in-app link inside running text; `standalone` for one on its own line or beside a heading ("View
 * all"), which a finger must hit without the sentence around it.
 */
export function TextLink({ className, standalone, ...props }: LinkProps & { standalone?: boolean }) {
  return (
    <Link className={clsx(textLinkClasses, standalone && standaloneTextLinkClasses, className)} {...props} />
  );
}
