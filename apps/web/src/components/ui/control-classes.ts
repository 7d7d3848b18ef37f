import { clsx } from "clsx";

/** Shared look of text inputs, selects and text areas. */
export function controlClasses(className?: string) {
  return clsx(
    "block w-full rounded-control border border-neutral-400 bg-white px-3 text-base text-neutral-900 shadow-xs sm:text-sm",
    "placeholder:text-neutral-500",
    "focus:border-brand-600 focus:outline-2 focus:outline-offset-0 focus:outline-brand-600/40",
    "disabled:cursor-not-allowed disabled:bg-neutral-100 disabled:text-neutral-600",
    "aria-invalid:border-error-600 aria-invalid:focus:outline-error-600/40",
    className,
  );
}
