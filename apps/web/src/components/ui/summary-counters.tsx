import { clsx } from "clsx";
import type { LucideIcon } from "lucide-react";
import { Link } from "react-router";
import { SkeletonText } from "./skeleton";

export type SummaryCounter = {
  label: string;
  /** Undefined while it loads: a placeholder of the same size stands in. */
  value: number | undefined;
  /** The list the number counts. */
  to: string;
  icon: LucideIcon;
  /** The icon's circle: background and text colour. */
  iconClasses: string;
  /** A word on what the number means now, under it (say, "Waiting for approval"). */
  note?: string | null;
};

/**
 * A dashboard's row of counters, the same on every dashboard: each a card linking to the list it
 * counts, its label above the number. Two columns on a phone (with an odd count the first spans the row),
 * all in one row on a wide screen. The icons are left out where a card is too narrow for its label on
 * one line: on a phone, and with five in a row until the screen is wider still.
 */
export function SummaryCounters({
  counters,
  label = "Summary",
}: {
  counters: SummaryCounter[];
  label?: string;
}) {
  const isOdd = counters.length % 2 === 1;
  const isFive = counters.length === 5;
  return (
    <ul
      aria-label={label}
      className={clsx(
        "grid grid-cols-2 gap-3 sm:gap-4",
        isFive ? "sm:grid-cols-3 xl:grid-cols-5" : "xl:grid-cols-4",
      )}
    >
      {counters.map(({ label, value, to, icon: Icon, iconClasses, note }, index) => (
        <li key={label} className={clsx(isOdd && index === 0 && "col-span-2 sm:col-span-1")}>
          <Link
            to={to}
            className="group flex h-full items-center gap-3 rounded-card border border-neutral-200 bg-white p-4 shadow-card transition-colors hover:border-brand-300 hover:bg-brand-50/40 sm:p-5"
          >
            <span
              className={clsx(
                "hidden size-10 shrink-0 items-center justify-center rounded-full sm:flex",
                isFive && "xl:hidden 2xl:flex",
                iconClasses,
              )}
            >
              <Icon className="size-5" aria-hidden="true" />
            </span>
            <span className="min-w-0">
              <span className="block text-sm font-medium text-neutral-600 group-hover:text-neutral-800">
                {label}
              </span>
              {value === undefined ? (
                <SkeletonText size="2xl" width="w-10" />
              ) : (
                <span
                  className="block text-2xl font-bold text-neutral-900 tabular-nums"
                  data-counter-value=""
                >
                  {value}
                </span>
              )}
              {note && <span className="block text-xs font-medium text-warning-800">{note}</span>}
            </span>
          </Link>
        </li>
      ))}
    </ul>
  );
}
