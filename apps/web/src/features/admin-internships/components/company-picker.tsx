import { clsx } from "clsx";
import { Building2, Check } from "lucide-react";
import { type KeyboardEvent, type ReactNode, type Ref, useEffect, useId, useState } from "react";
import { controlClasses } from "@/components/ui/control-classes";
import type { FieldControlProps } from "@/components/ui/field";
import { Spinner } from "@/components/ui/spinner";
import { handleListKeys, useListbox } from "@/hooks/use-listbox";
import { companyNameOf } from "@/lib/format";
import { type CompanyOption, useCompanySearch } from "../api/search-companies";

const SEARCH_DELAY_MS = 250;

export type CompanyPickerProps = FieldControlProps & {
  /** The chosen company's id, or "" while none is chosen. */
  value: string;
  onChange: (companyId: string) => void;
  /** The form focuses the box when the company is missing. */
  inputRef?: Ref<HTMLInputElement>;
};

/** The typed text, applied after a short pause. */
function useSettledText(text: string): string {
  const [settled, setSettled] = useState(text);
  useEffect(() => {
    const timer = setTimeout(() => setSettled(text.trim()), SEARCH_DELAY_MS);
    return () => clearTimeout(timer);
  }, [text]);
  return settled;
}

/**
 * A type-to-search combobox over the admin's companies (ARIA 1.2 pattern): the list opens as the admin
 * types, arrows move through it, Enter or a click chooses, Escape closes. Editing the text after a
 * choice clears it, so what the box shows is always what will be sent.
 */
export function CompanyPicker({ value, onChange, inputRef, ...control }: CompanyPickerProps) {
  const listId = useId();
  const [text, setText] = useState("");
  const [chosen, setChosen] = useState<CompanyOption | null>(null);
  const listbox = useListbox();
  const { isOpen, activeIndex, setActiveIndex } = listbox;
  const settled = useSettledText(text);
  const search = useCompanySearch(settled, isOpen);
  const options = search.data?.items ?? [];
  const active = options[activeIndex];

  // The form was reset (or chose for us): the box follows.
  if (!value && chosen) {
    setChosen(null);
  }

  function choose(option: CompanyOption) {
    setChosen(option);
    setText(companyNameOf(option.companyName));
    listbox.close();
    onChange(option.id);
  }

  function onKeyDown(event: KeyboardEvent<HTMLInputElement>) {
    if (handleListKeys(event, listbox, options, choose)) return;
    if (event.key === "Escape" && isOpen) {
      event.preventDefault();
      listbox.close();
    }
  }

  return (
    <div className="relative">
      <input
        {...control}
        ref={inputRef}
        type="text"
        role="combobox"
        aria-expanded={isOpen}
        aria-controls={listId}
        aria-autocomplete="list"
        aria-activedescendant={isOpen && active ? `${listId}-${active.id}` : undefined}
        autoComplete="off"
        placeholder="Type a company name or email"
        value={text}
        onChange={(event) => {
          setText(event.target.value);
          listbox.open();
          setActiveIndex(-1);
          if (chosen) {
            setChosen(null);
            onChange("");
          }
        }}
        onFocus={() => (chosen ? listbox.close() : listbox.open())}
        onBlur={listbox.close}
        onKeyDown={onKeyDown}
        className={controlClasses("h-10")}
      />
      {chosen && (
        <p className="mt-2 flex items-center gap-2 text-sm text-success-800">
          <Check className="size-4 shrink-0" aria-hidden="true" />
          <span className="min-w-0 break-words">
            Posting for <strong>{companyNameOf(chosen.companyName)}</strong> ({chosen.email})
          </span>
        </p>
      )}
      <div
        className={clsx(
          "absolute inset-x-0 top-11 z-20 overflow-hidden rounded-control border border-neutral-200 bg-white shadow-raised",
          !isOpen && "hidden",
        )}
      >
        <div id={listId} role="listbox" aria-label="Companies" className="max-h-72 overflow-y-auto py-1">
          {options.map((option, index) => (
            <div
              key={option.id}
              id={`${listId}-${option.id}`}
              role="option"
              // Focus stays in the box (aria-activedescendant); -1 only makes the option focusable by script.
              tabIndex={-1}
              aria-selected={option.id === value}
              // Chosen before the input's blur closes the list.
              onMouseDown={(event) => {
                event.preventDefault();
                choose(option);
              }}
              onMouseEnter={() => setActiveIndex(index)}
              className={clsx(
                "flex cursor-pointer items-start gap-3 px-3 py-2 text-sm",
                index === activeIndex ? "bg-brand-50" : "bg-white",
              )}
            >
              <Building2 className="mt-0.5 size-4 shrink-0 text-neutral-500" aria-hidden="true" />
              <span className="min-w-0">
                <span className="block font-semibold break-words text-neutral-900">
                  {companyNameOf(option.companyName)}
                </span>
                <span className="block break-all text-neutral-600">
                  {option.email} · {option.internshipCount}{" "}
                  {option.internshipCount === 1 ? "internship" : "internships"}
                </span>
              </span>
            </div>
          ))}
        </div>
        <PickerStatus search={search} hasOptions={options.length > 0} />
      </div>
    </div>
  );
}

function PickerStatus({
  search,
  hasOptions,
}: {
  search: ReturnType<typeof useCompanySearch>;
  hasOptions: boolean;
}) {
  let message: ReactNode = null;
  if (search.isPending || (search.isFetching && !hasOptions)) {
    message = (
      <span className="flex items-center gap-2">
        <Spinner /> Searching companies...
      </span>
    );
  } else if (search.isError) {
    message = "Failed to load companies";
  } else if (!hasOptions) {
    message = "No companies match";
  }
  if (!message) return null;
  return (
    <p role="status" className="px-3 py-2 text-sm text-neutral-600">
      {message}
    </p>
  );
}
