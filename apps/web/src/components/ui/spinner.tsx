import { clsx } from "clsx";

type SpinnerProps = { className?: string };

/** Decorative: pair it with visible or screen-reader text that says what is loading. */
export function Spinner({ className }: SpinnerProps) {
  return (
    <svg
      className={clsx("size-4 animate-spin", className)}
      viewBox="0 0 24 24"
      fill="none"
      aria-hidden="true"
    >
      <circle cx="12" cy="12" r="10" stroke="currentColor" strokeWidth="3" className="opacity-25" />
      <path d="M22 12a10 10 0 0 0-10-10" stroke="currentColor" strokeWidth="3" strokeLinecap="round" />
    </svg>
  );
}
