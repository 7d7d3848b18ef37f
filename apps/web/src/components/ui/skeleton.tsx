import { clsx } from "clsx";

/**
 * A pulsing grey block holding the place of content that is still loading. Size it like that content, so
 * nothing moves when it arrives. Decorative: the screen says what is loading in words (a status message).
 */
export function Skeleton({ className }: { className?: string }) {
  return (
    <span aria-hidden="true" className={clsx("block animate-pulse rounded bg-neutral-200", className)} />
  );
}

/** The height of one line of each text size (Tailwind's line heights). */
const LINE_HEIGHTS = { xs: "h-4", sm: "h-5", base: "h-6", lg: "h-7", "2xl": "h-8" } as const;

type SkeletonTextProps = {
  /** The text size of the line it stands for: the placeholder is exactly one such line tall. */
  size?: keyof typeof LINE_HEIGHTS;
  /** The bar's width, e.g. `w-40`. */
  width: string;
  /** For the line itself (margins). */
  className?: string;
};

/** One line of text that is still loading. */
export function SkeletonText({ size = "sm", width, className }: SkeletonTextProps) {
  return (
    <span aria-hidden="true" className={clsx("flex items-center", LINE_HEIGHTS[size], className)}>
      <Skeleton className={clsx("h-3/5 max-w-full", width)} />
    </span>
  );
}

/**
 * A group of placeholder bars, each sized by its own classes (`["h-3 w-20", "h-3 w-16"]`), laid out by
 * `className` (a row: `flex gap-3`; a column: `space-y-2`).
 */
export function SkeletonBars({ bars, className }: { bars: readonly string[]; className?: string }) {
  const keys = placeholderKeys(bars.length);
  return (
    <div aria-hidden="true" className={className}>
      {bars.map((bar, index) => (
        <Skeleton key={keys[index]} className={bar} />
      ))}
    </div>
  );
}

/** Keys for a fixed number of placeholder rows (they never reorder). */
export function placeholderKeys(count: number): string[] {
  return Array.from({ length: count }, (_, index) => `placeholder-${index}`);
}
