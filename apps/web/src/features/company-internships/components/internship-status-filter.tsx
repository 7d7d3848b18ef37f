import { clsx } from "clsx";
import type { InternshipStatusFilter } from "../hooks/use-manage-internships-params";

const FILTERS: { value: InternshipStatusFilter; label: string }[] = [
  { value: "all", label: "All" },
  { value: "open", label: "Open" },
  { value: "closed", label: "Closed" },
  { value: "draft", label: "Draft" },
];

type InternshipStatusFilterProps = {
  value: InternshipStatusFilter;
  onChange: (value: InternshipStatusFilter) => void;
};

/** Toggle buttons: the pressed one is the status shown. */
export function InternshipStatusFilterButtons({ value, onChange }: InternshipStatusFilterProps) {
  return (
    <fieldset className="min-w-0">
      <legend className="mb-1.5 text-sm font-medium text-neutral-800">Status</legend>
      <div className="inline-flex flex-wrap gap-1 rounded-control bg-neutral-100 p-1">
        {FILTERS.map((filter) => {
          const isActive = filter.value === value;
          return (
            <button
              key={filter.value}
              type="button"
              aria-pressed={isActive}
              onClick={() => onChange(filter.value)}
              className={clsx(
                "h-8 rounded-[0.375rem] px-3 text-sm font-semibold transition-colors",
                isActive
                  ? "bg-white text-brand-700 shadow-sm"
                  : "text-neutral-700 hover:bg-white/60 hover:text-neutral-900",
              )}
            >
              {filter.label}
            </button>
          );
        })}
      </div>
    </fieldset>
  );
}
