import { DURATION_RANGE_LABELS, DURATION_RANGES, PAY_FILTERS } from "@internpath/shared/browse-options";
import { INTERNSHIP_TYPES } from "@internpath/shared/enums";
import { SlidersHorizontal, X } from "lucide-react";
import { type ReactNode, useId, useState } from "react";
import { Button } from "@/components/ui/button";
import { Field } from "@/components/ui/field";
import { SearchInput } from "@/components/ui/search-input";
import { Select } from "@/components/ui/select";
import { INTERNSHIP_TYPE_LABELS } from "@/lib/format";
import { useLocationSuggestions } from "../api/get-location-suggestions";
import type { useInternshipSearch } from "../hooks/use-internship-search";

type InternshipFiltersProps = {
  searchState: ReturnType<typeof useInternshipSearch>;
  /** Hide applied shows to students only. */
  isStudent: boolean;
};

const PAY_LABELS = { paid: "Paid", unpaid: "Unpaid" } as const;

/** Adds or removes one choice, keeping the others. */
function toggled<T>(chosen: readonly T[] | undefined, value: T, isOn: boolean): T[] {
  const rest = (chosen ?? []).filter((item) => item !== value);
  return isOn ? [...rest, value] : rest;
}

function Checkbox({
  checked,
  onChange,
  children,
}: {
  checked: boolean;
  onChange: (on: boolean) => void;
  children: ReactNode;
}) {
  const id = useId();
  return (
    <div className="flex min-h-11 items-center gap-2.5">
      <input
        id={id}
        type="checkbox"
        checked={checked}
        onChange={(event) => onChange(event.target.checked)}
        className="size-5 shrink-0 rounded border-neutral-400 accent-brand-600"
      />
      <label htmlFor={id} className="flex min-h-11 items-center text-sm text-neutral-800">
        {children}
      </label>
    </div>
  );
}

function CheckboxGroup({ legend, children }: { legend: string; children: ReactNode }) {
  return (
    <fieldset className="space-y-0.5">
      <legend className="mb-1 text-sm font-medium text-neutral-800">{legend}</legend>
      {children}
    </fieldset>
  );
}

/**
 * Search box, the Filters panel (type, location with suggestions, remote, pay, duration and, for a
 * student, hide applied) and Clear. Everything lives in the URL; typed text is applied once typing
 * pauses (SearchInput debounces).
 */
export function InternshipFilters({ searchState, isStudent }: InternshipFiltersProps) {
  const { search, activeFilterCount, hasSearch, setQuery, setType, setLocation, clearAll } = searchState;
  const panelId = useId();
  const placesId = useId();
  const [showFilters, setShowFilters] = useState(activeFilterCount > 0);
  const places = useLocationSuggestions(search.location ?? "", showFilters);

  return (
    <search
      aria-label="Internships"
      className="block rounded-card border border-neutral-200 bg-white p-4 shadow-card sm:p-5"
    >
      <div className="flex flex-col gap-3 sm:flex-row sm:items-end">
        <SearchInput
          label="Search internships"
          hideLabel
          value={search.q ?? ""}
          onSearch={setQuery}
          placeholder="Title, description or skill"
          autoComplete="off"
          className="min-w-0 flex-1"
        />
        <div className="flex gap-2">
          <Button
            variant="outline"
            aria-expanded={showFilters}
            aria-controls={panelId}
            onClick={() => setShowFilters((shown) => !shown)}
            className="flex-1 sm:flex-none"
          >
            <SlidersHorizontal className="size-4" aria-hidden="true" />
            Filters
            {activeFilterCount > 0 && (
              <span className="inline-flex min-w-5 items-center justify-center rounded-full bg-brand-600 px-1.5 text-xs text-white">
                {activeFilterCount}
                <span className="sr-only"> active</span>
              </span>
            )}
          </Button>
          <Button variant="ghost" onClick={clearAll} disabled={!hasSearch} className="flex-1 sm:flex-none">
            <X className="size-4" aria-hidden="true" />
            Clear
          </Button>
        </div>
      </div>

      <div
        id={panelId}
        hidden={!showFilters}
        className="mt-4 grid gap-5 border-t border-neutral-200 pt-4 sm:grid-cols-2 lg:grid-cols-4"
      >
        <div className="space-y-4">
          <Field label="Internship Type">
            {(control) => (
              <Select
                {...control}
                value={search.type ?? ""}
                onChange={(event) =>
                  setType(INTERNSHIP_TYPES.find((type) => type === event.target.value) ?? null)
                }
              >
                <option value="">All Types</option>
                {INTERNSHIP_TYPES.map((type) => (
                  <option key={type} value={type}>
                    {INTERNSHIP_TYPE_LABELS[type]}
                  </option>
                ))}
              </Select>
            )}
          </Field>
          <div>
            <SearchInput
              label="Location"
              value={search.location ?? ""}
              onSearch={setLocation}
              placeholder="City or country"
              autoComplete="off"
              list={placesId}
            />
            <datalist id={placesId}>
              {places.data?.map((place) => (
                <option key={place} value={place} />
              ))}
            </datalist>
          </div>
        </div>
        <CheckboxGroup legend="Work">
          <Checkbox checked={search.remote ?? false} onChange={searchState.setRemoteOnly}>
            Remote only
          </Checkbox>
          {isStudent && (
            <Checkbox checked={search.hideApplied ?? false} onChange={searchState.setHideApplied}>
              Hide applied
            </Checkbox>
          )}
        </CheckboxGroup>
        <CheckboxGroup legend="Pay">
          {PAY_FILTERS.map((pay) => (
            <Checkbox
              key={pay}
              checked={search.pay?.includes(pay) ?? false}
              onChange={(on) => searchState.setPay(toggled(search.pay, pay, on))}
            >
              {PAY_LABELS[pay]}
            </Checkbox>
          ))}
        </CheckboxGroup>
        <CheckboxGroup legend="Duration">
          {DURATION_RANGES.map((range) => (
            <Checkbox
              key={range}
              checked={search.duration?.includes(range) ?? false}
              onChange={(on) => searchState.setDuration(toggled(search.duration, range, on))}
            >
              {DURATION_RANGE_LABELS[range]}
            </Checkbox>
          ))}
        </CheckboxGroup>
      </div>
    </search>
  );
}
