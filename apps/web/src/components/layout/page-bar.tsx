import { TOP_BAR_SHADOW_AFTER_PX } from "@internpath/shared/limits";
import { clsx } from "clsx";
import type { ReactNode } from "react";
import { useScrolledPast } from "@/hooks/use-scrolled-past";

type PageBarProps = {
  /** "fixed": over the page, which leaves room for it (the app); "sticky": in the flow (the landing page). */
  position: "fixed" | "sticky";
  /** The bar's border before the page scrolls under it. */
  restingBorder?: string;
  children: ReactNode;
};

/** The bar at the top of every page: a line under it at rest, a shadow once the page scrolls beneath. */
export function PageBar({ position, restingBorder = "border-neutral-200", children }: PageBarProps) {
  const isScrolled = useScrolledPast(TOP_BAR_SHADOW_AFTER_PX);
  return (
    <header
      className={clsx(
        "top-0 z-40 border-b backdrop-blur transition-shadow",
        position === "fixed" ? "fixed inset-x-0 h-16 bg-white/95" : "sticky bg-white/90",
        isScrolled ? "border-transparent shadow-bar" : restingBorder,
      )}
    >
      {children}
    </header>
  );
}
