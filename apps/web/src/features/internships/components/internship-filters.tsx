import { INTERNSHIP_TYPES } from "@internpath/shared/enums";
import { SlidersHorizontal, X } from "lucide-react";
import { useId, useState } from "react";
import { Button } from "@/components/ui/button";
import { Field, Label } from "@/components/ui/field";
import { SearchInput } from "@/components/ui/search-input";
import { Select } from "@/components/ui/select";
import { INTERNSHIP_TYPE_LABELS } from "@/lib/format";
import type { useInternshipSearch } from "../hooks/use-internship-search";

type InternshipFiltersProps = { searchState: ReturnType<typeof useInternshipSearch> };

/**
 * Search box, the Filters panel (type, location, remote) and Clear. Everything lives in the URL;
 * typed text is applied once typing pauses (SearchInput debounces).
 */
export function InternshipFilters({ searchState }: InternshipFiltersProps) {
  const { search, activeFilterCount, hasSearch, setQuery, setType, setLocation, setRemoteOnly, clearAll } =
    searchState;
  const panelId = useId();
  const remoteId = useId();
  const [showFilters, setShowFilters] = useState(activeFilterCount > 0);

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
        className="mt-4 grid gap-4 border-t border-neutral-200 pt-4 sm:grid-cols-3 sm:items-end"
      >
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
        <SearchInput
          label="Location"
          value={search.location ?? ""}
          onSearch={setLocation}
          placeholder="City or country"
          autoComplete="off"
        />
        <div className="flex h-10 items-center gap-2">
          <input
            id={remoteId}
            type="checkbox"
            checked={search.remote ?? false}
            onChange={(event) => setRemoteOnly(event.target.checked)}
            className="size-4 rounded border-neutral-400 accent-brand-600"
          />
          <Label htmlFor={remoteId}>Remote only</Label>
        </div>
      </div>
    </search>
  );
}
