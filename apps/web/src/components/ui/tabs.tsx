import { clsx } from "clsx";
import { type KeyboardEvent, type ReactNode, useId, useRef } from "react";

export type TabItem = { id: string; label: ReactNode; content: ReactNode };

type TabsProps = {
  /** Names the tab list for screen readers. */
  label: string;
  tabs: TabItem[];
  value: string;
  onValueChange: (id: string) => void;
  className?: string;
};

/**
 * Tabs as the ARIA authoring practices describe them: a tablist of tab buttons, one tabpanel; only the
 * chosen tab is in the Tab order, the arrow keys (and Home, End) move between tabs and choose them.
 */
export function Tabs({ label, tabs, value, onValueChange, className }: TabsProps) {
  const baseId = useId();
  const buttons = useRef<(HTMLButtonElement | null)[]>([]);
  const current = tabs.find((tab) => tab.id === value) ?? tabs[0];
  const currentIndex = current ? tabs.indexOf(current) : 0;

  function move(event: KeyboardEvent<HTMLDivElement>) {
    const last = tabs.length - 1;
    const next =
      event.key === "ArrowRight"
        ? currentIndex === last
          ? 0
          : currentIndex + 1
        : event.key === "ArrowLeft"
          ? currentIndex === 0
            ? last
            : currentIndex - 1
          : event.key === "Home"
            ? 0
            : event.key === "End"
              ? last
              : undefined;
    if (next === undefined) return;
    event.preventDefault();
    onValueChange(tabs[next]!.id);
    buttons.current[next]?.focus();
  }

  if (!current) return null;
  return (
    <div className={className}>
      <div
        role="tablist"
        aria-label={label}
        onKeyDown={move}
        className="flex flex-wrap gap-x-1 border-b border-neutral-200"
      >
        {tabs.map((tab, index) => {
          const isSelected = tab.id === current.id;
          return (
            <button
              key={tab.id}
              ref={(element) => {
                buttons.current[index] = element;
              }}
              type="button"
              role="tab"
              id={`${baseId}-tab-${tab.id}`}
              aria-selected={isSelected}
              aria-controls={`${baseId}-panel-${tab.id}`}
              tabIndex={isSelected ? 0 : -1}
              onClick={() => onValueChange(tab.id)}
              className={clsx(
                "-mb-px min-h-11 shrink-0 border-b-2 px-3 py-2 sm:min-h-0 text-sm font-semibold whitespace-nowrap transition-colors",
                "focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand-600",
                isSelected
                  ? "border-brand-600 text-brand-700"
                  : "border-transparent text-neutral-600 hover:border-neutral-300 hover:text-neutral-900",
              )}
            >
              {tab.label}
            </button>
          );
        })}
      </div>
      <div
        role="tabpanel"
        id={`${baseId}-panel-${current.id}`}
        aria-labelledby={`${baseId}-tab-${current.id}`}
        // biome-ignore lint/a11y/noNoninteractiveTabindex: the ARIA tabs pattern puts a panel without focusable content in the Tab order
        tabIndex={0}
        className="pt-4 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand-600"
      >
        {current.content}
      </div>
    </div>
  );
}
