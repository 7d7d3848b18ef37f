import { clsx } from "clsx";

export type FilterOption<T extends string> = { value: T; label: string; count?: number | undefined };

type FilterButtonsProps<T extends string> = {
  /** Names the group for screen readers and shows above it. */
  legend: string;
  options: readonly FilterOption<T>[];
  value: T;
  onChange: (value: T) => void;
};

/** Toggle buttons that pick one filter (the pressed one), with an optional count on each. */
export function FilterButtons<T extends string>({ legend, options, value, onChange }: FilterButtonsProps<T>) {
  return (
    <fieldset className="min-w-0">
      <legend className="mb-1.5 text-sm font-medium text-neutral-800">{legend}</legend>
      <div className="inline-flex max-w-full flex-wrap gap-1 rounded-control bg-neutral-100 p-1">
        {options.map((option) => {
          const isActive = option.value === value;
          return (
            <button
              key={option.value}
              type="button"
              aria-pressed={isActive}
              onClick={() => onChange(option.value)}
              className={clsx(
                "inline-flex h-11 items-center sm:h-8 gap-1.5 rounded-[0.375rem] px-3 text-sm font-semibold transition-colors",
                isActive
                  ? "bg-white text-brand-700 shadow-sm"
                  : "text-neutral-700 hover:bg-white/60 hover:text-neutral-900",
              )}
            >
              {option.label}
              {option.count !== undefined && (
                <span
                  className={clsx(
                    "rounded-full px-1.5 text-xs tabular-nums",
                    isActive ? "bg-brand-50 text-brand-700" : "bg-neutral-200 text-neutral-700",
                  )}
                >
                  {option.count}
                </span>
              )}
            </button>
          );
        })}
      </div>
    </fieldset>
  );
}
