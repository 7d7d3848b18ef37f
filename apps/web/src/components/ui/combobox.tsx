import { clsx } from "clsx";
import { ChevronDown, X } from "lucide-react";
import { type KeyboardEvent, type ReactNode, type RefCallback, useId, useRef, useState } from "react";
import { handleListKeys, useListbox } from "@/hooks/use-listbox";
import { controlClasses } from "./control-classes";
import { Spinner } from "./spinner";

export type ComboboxOption = {
  id: string;
  label: string;
  /** A second line, e.g. an email or a company name. */
  description?: string;
  /** Options with the same group are listed together under its heading, in the order first met. */
  group?: string;
};

type ComboboxProps = {
  /** Omit when the box is labelled from outside (a Field's label with `htmlFor` = `id`). */
  label?: ReactNode;
  /** Names the list of options; defaults to a string `label`. */
  listLabel?: string;
  /** The chosen option; null when none is. */
  value: ComboboxOption | null;
  onChange: (option: ComboboxOption | null) => void;
  /** What is typed; the parent searches with it and passes the answers as `options`. */
  query: string;
  onQueryChange: (query: string) => void;
  options: ComboboxOption[];
  isLoading?: boolean;
  /** Shown instead of the options when the search failed. */
  errorText?: string;
  placeholder?: string;
  emptyText?: string;
  /** Accessible name of the clear button. */
  clearLabel?: string;
  /** The text box, for a form library that moves focus to the first field in error. */
  inputRef?: RefCallback<HTMLInputElement>;
  id?: string;
  "aria-invalid"?: boolean;
  "aria-describedby"?: string;
  "aria-required"?: boolean;
  hideLabel?: boolean;
  className?: string;
};

/**
 * Type to search, then choose: the ARIA combobox pattern with a listbox popup. Arrow keys move through
 * the options (focus stays in the box, the active option is `aria-activedescendant`), Enter chooses,
 * Escape closes (or clears what is typed). The options come from the parent, so it can search a server.
 */
export function Combobox({
  label,
  listLabel,
  value,
  onChange,
  query,
  onQueryChange,
  options,
  isLoading = false,
  errorText,
  placeholder,
  emptyText = "No matches",
  clearLabel = "Clear",
  inputRef: givenInputRef,
  id: givenId,
  hideLabel = false,
  className,
  ...aria
}: ComboboxProps) {
  const ownId = useId();
  const id = givenId ?? ownId;
  const listId = `${id}-listbox`;
  const inputRef = useRef<HTMLInputElement>(null);
  const listbox = useListbox();
  const { isOpen, activeIndex, setActiveIndex, open } = listbox;
  const [isEditing, setIsEditing] = useState(false);
  const text = isEditing || !value ? query : value.label;
  const active = activeIndex >= 0 ? options[activeIndex] : undefined;

  function close() {
    listbox.close();
    setIsEditing(false);
  }

  function choose(option: ComboboxOption) {
    onChange(option);
    onQueryChange("");
    close();
  }

  function onKeyDown(event: KeyboardEvent<HTMLInputElement>) {
    if (handleListKeys(event, listbox, options, choose)) return;
    if (event.key === "Escape") {
      if (isOpen) {
        event.preventDefault();
        event.stopPropagation();
        close();
      } else if (query) {
        event.preventDefault();
        onQueryChange("");
      }
    }
  }

  const groups: { name: string | undefined; items: { option: ComboboxOption; index: number }[] }[] = [];
  options.forEach((option, index) => {
    let group = groups.find((candidate) => candidate.name === option.group);
    if (!group) {
      group = { name: option.group, items: [] };
      groups.push(group);
    }
    group.items.push({ option, index });
  });

  return (
    <div className={clsx("space-y-1.5", className)}>
      {label !== undefined && (
        <label htmlFor={id} className={hideLabel ? "sr-only" : "block text-sm font-medium text-neutral-800"}>
          {label}
        </label>
      )}
      <div className="relative">
        <input
          ref={(element) => {
            inputRef.current = element;
            givenInputRef?.(element);
          }}
          id={id}
          type="text"
          role="combobox"
          aria-expanded={isOpen}
          aria-controls={listId}
          aria-autocomplete="list"
          aria-activedescendant={isOpen && active ? `${id}-option-${active.id}` : undefined}
          autoComplete="off"
          placeholder={placeholder}
          value={text}
          onChange={(event) => {
            setIsEditing(true);
            onQueryChange(event.target.value);
            setActiveIndex(-1);
            open();
          }}
          onFocus={open}
          onClick={open}
          onBlur={() => close()}
          onKeyDown={onKeyDown}
          className={controlClasses("h-11 pr-24 sm:h-10 sm:pr-16")}
          {...aria}
        />
        <div className="absolute inset-y-0 right-1.5 flex items-center gap-0.5">
          {isLoading && <Spinner />}
          {value && (
            <button
              type="button"
              aria-label={clearLabel}
              onMouseDown={(event) => event.preventDefault()}
              onClick={() => {
                onChange(null);
                onQueryChange("");
                inputRef.current?.focus();
              }}
              className="inline-flex size-11 items-center sm:size-7 justify-center rounded-control text-neutral-500 hover:bg-neutral-100 hover:text-neutral-800 focus-visible:outline-2 focus-visible:outline-brand-600"
            >
              <X className="size-4" aria-hidden="true" />
            </button>
          )}
          <ChevronDown className="size-4 text-neutral-500" aria-hidden="true" />
        </div>
        <div
          id={listId}
          role="listbox"
          aria-label={listLabel ?? (typeof label === "string" ? label : undefined)}
          hidden={!isOpen}
          className="absolute z-30 mt-1 max-h-72 w-full overflow-y-auto rounded-control border border-neutral-200 bg-white py-1 shadow-raised"
        >
          {errorText ? (
            <p className="px-3 py-2 text-sm text-error-700">{errorText}</p>
          ) : options.length === 0 ? (
            <p className="px-3 py-2 text-sm text-neutral-600">{isLoading ? "Searching..." : emptyText}</p>
          ) : (
            groups.map((group, groupIndex) => (
              <ComboboxGroup key={group.name ?? "_"} id={`${id}-group-${groupIndex}`} name={group.name}>
                {group.items.map(({ option, index }) => (
                  // biome-ignore lint/a11y/useFocusableInteractive lint/a11y/useKeyWithClickEvents: focus stays in the combobox, whose input takes the keys (aria-activedescendant)
                  <div
                    key={option.id}
                    id={`${id}-option-${option.id}`}
                    role="option"
                    aria-selected={value?.id === option.id}
                    onMouseDown={(event) => event.preventDefault()}
                    onClick={() => choose(option)}
                    onMouseEnter={() => setActiveIndex(index)}
                    className={clsx(
                      "flex min-h-11 cursor-pointer items-center px-3 py-2 text-sm sm:min-h-0",
                      index === activeIndex ? "bg-brand-50 text-brand-800" : "text-neutral-800",
                      value?.id === option.id && "font-semibold",
                    )}
                  >
                    <span className="block truncate">{option.label}</span>
                    {option.description && (
                      <span className="block truncate text-xs text-neutral-600">{option.description}</span>
                    )}
                  </div>
                ))}
              </ComboboxGroup>
            ))
          )}
        </div>
      </div>
    </div>
  );
}

function ComboboxGroup({
  id,
  name,
  children,
}: {
  id: string;
  name: string | undefined;
  children: ReactNode;
}) {
  if (!name) return <>{children}</>;
  return (
    // biome-ignore lint/a11y/useSemanticElements: a listbox holds groups, not fieldsets
    <div role="group" aria-labelledby={id}>
      <div id={id} className="px-3 pt-2 pb-1 text-xs font-semibold tracking-wide text-neutral-600 uppercase">
        {name}
      </div>
      {children}
    </div>
  );
}
