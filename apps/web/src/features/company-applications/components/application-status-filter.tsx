import type { ApplicationCounts } from "@internpath/shared/api-types";
import { clsx } from "clsx";
import type { ApplicationStatusFilter } from "../hooks/use-review-applications-params";

const FILTERS: { value: ApplicationStatusFilter; label: string }[] = [
  { value: "all", label: "All" },
  { value: "pending", label: "Pending" },
  { value: "reviewing", label: "Reviewing" },
  { value: "accepted", label: "Accepted" },
  { value: "rejected", label: "Rejected" },
];

type ApplicationStatusFilterProps = {
  value: ApplicationStatusFilter;
  onChange: (value: ApplicationStatusFilter) => void;
  /** Unknown while the first page loads. */
  counts: ApplicationCounts | undefined;
};

/** Toggle buttons with how many applications each status holds; the pressed one is shown. */
export function ApplicationStatusFilterButtons({ value, onChange, counts }: ApplicationStatusFilterProps) {
  return (
    <fieldset className="min-w-0">
      <legend className="mb-1.5 text-sm font-medium text-neutral-800">Status</legend>
      <div className="flex flex-wrap gap-1 rounded-control bg-neutral-100 p-1">
        {FILTERS.map((filter) => {
          const isActive = filter.value === value;
          const count = counts?.[filter.value];
          return (
            <button
              key={filter.value}
              type="button"
              aria-pressed={isActive}
              onClick={() => onChange(filter.value)}
              className={clsx(
                "inline-flex h-8 items-center gap-1.5 rounded-[0.375rem] px-3 text-sm font-semibold transition-colors",
                isActive
                  ? "bg-white text-brand-700 shadow-sm"
                  : "text-neutral-700 hover:bg-white/60 hover:text-neutral-900",
              )}
            >
              {filter.label}
              {count !== undefined && (
                <span
                  className={clsx(
                    "rounded-full px-1.5 text-xs tabular-nums",
                    isActive ? "bg-brand-50 text-brand-700" : "bg-neutral-200 text-neutral-700",
                  )}
                >
                  {count}
                </span>
              )}
            </button>
          );
        })}
      </div>
    </fieldset>
  );
}
