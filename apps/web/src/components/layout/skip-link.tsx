import { clsx } from "clsx";
import type { ReactNode } from "react";

export const MAIN_CONTENT_ID = "main-content";

export function SkipLink() {
  return (
    <a
      href={`#${MAIN_CONTENT_ID}`}
      className="sr-only focus:not-sr-only focus:fixed focus:top-3 focus:left-3 focus:z-[100] focus:rounded-control focus:bg-white focus:px-4 focus:py-2 focus:text-sm focus:font-semibold focus:text-brand-700 focus:shadow-raised"
    >
      Skip to main content
    </a>
  );
}

/** The page's `<main>`, where the skip link lands: focusable by it, without a focus ring. */
export function MainContent({ className, children }: { className?: string; children: ReactNode }) {
  return (
    <main id={MAIN_CONTENT_ID} tabIndex={-1} className={clsx("focus:outline-none", className)}>
      {children}
    </main>
  );
}
