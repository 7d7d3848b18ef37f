import { clsx } from "clsx";
import { Search, X } from "lucide-react";
import { type InputHTMLAttributes, useEffect, useId, useRef, useState } from "react";
import { controlClasses } from "./control-classes";

const DEFAULT_DELAY_MS = 300;

type SearchInputProps = Omit<InputHTMLAttributes<HTMLInputElement>, "value" | "defaultValue" | "onChange"> & {
  label: string;
  /** The label stays available to screen readers either way. */
  hideLabel?: boolean;
  /** The applied search; when it changes from outside (a "Clear filters" button), the box follows. */
  value: string;
  /** Called once typing pauses, and at once on Enter or clear. */
  onSearch: (value: string) => void;
  delayMs?: number;
  className?: string;
};

/** A labelled search box that reports what was typed after a short pause. */
export function SearchInput({
  label,
  hideLabel = false,
  value,
  onSearch,
  delayMs = DEFAULT_DELAY_MS,
  className,
  placeholder,
  ...props
}: SearchInputProps) {
  const id = useId();
  const inputRef = useRef<HTMLInputElement>(null);
  const timer = useRef<ReturnType<typeof setTimeout>>(undefined);
  const [text, setText] = useState(value);
  const [appliedValue, setAppliedValue] = useState(value);
  if (value !== appliedValue) {
    // The applied search changed: show it (adjusting state while rendering, not in an effect), unless
    // it is what is typed, trimmed; "Sam " must stay as typed while the person goes on typing.
    setAppliedValue(value);
    if (value !== text.trim()) setText(value);
  }

  useEffect(() => () => clearTimeout(timer.current), []);

  function apply(next: string) {
    clearTimeout(timer.current);
    const trimmed = next.trim();
    if (trimmed !== value) onSearch(trimmed);
  }

  function change(next: string) {
    setText(next);
    clearTimeout(timer.current);
    timer.current = setTimeout(() => apply(next), delayMs);
  }

  function clear() {
    setText("");
    apply("");
    inputRef.current?.focus();
  }

  return (
    <div className={clsx("space-y-1.5", className)}>
      <label htmlFor={id} className={hideLabel ? "sr-only" : "block text-sm font-medium text-neutral-800"}>
        {label}
      </label>
      <div className="relative">
        <Search
          className="pointer-events-none absolute top-1/2 left-3 size-4 -translate-y-1/2 text-neutral-500"
          aria-hidden="true"
        />
        <input
          ref={inputRef}
          id={id}
          type="search"
          value={text}
          placeholder={placeholder}
          onChange={(event) => change(event.target.value)}
          onKeyDown={(event) => {
            if (event.key === "Enter") {
              event.preventDefault();
              apply(text);
            }
          }}
          className={controlClasses(
            "h-11 pr-12 pl-9 sm:h-10 sm:pr-10 [&::-webkit-search-cancel-button]:appearance-none [&::-webkit-search-decoration]:appearance-none",
          )}
          {...props}
        />
        {text && (
          <button
            type="button"
            onClick={clear}
            aria-label="Clear search"
            className="absolute top-1/2 right-0 inline-flex size-11 sm:right-1.5 sm:size-7 -translate-y-1/2 items-center justify-center rounded-control text-neutral-500 hover:bg-neutral-100 hover:text-neutral-800 focus-visible:outline-2 focus-visible:outline-brand-600"
          >
            <X className="size-4" aria-hidden="true" />
          </button>
        )}
      </div>
    </div>
  );
}
