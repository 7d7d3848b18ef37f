import { clsx } from "clsx";
import { Link, type LinkProps } from "react-router";

export const textLinkClasses =
  "rounded-sm font-semibold text-brand-700 underline-offset-2 hover:text-brand-800 hover:underline";

/** An in-app link inside running text. */
export function TextLink({ className, ...props }: LinkProps) {
  return <Link className={clsx(textLinkClasses, className)} {...props} />;
}
