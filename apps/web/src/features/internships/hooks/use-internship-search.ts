import { INTERNSHIP_TYPES, type InternshipType } from "@internpath/shared/enums";
import { useReducer, useRef } from "react";
import { useSearchParams } from "react-router";
import type { InternshipSearch } from "@/lib/query-keys";

type FilterName = "q" | "type" | "location" | "remote";

function isInternshipType(value: string | null): value is InternshipType {
  return (INTERNSHIP_TYPES as readonly (string | null)[]).includes(value);
}

/**
 * The browse search lives in the URL (q, type, location, remote, after/before) so a search can be
 * shared and survives a reload. Changing a filter starts again at the first page.
 */
export function useInternshipSearch() {
  const [urlParams, setSearchParams] = useSearchParams();
  // The URL changes only once the router's navigation settles. Until then the page shows the search
  // last asked for, and the next change (a debounced text box firing a moment later) builds on it,
  // so two quick changes never undo each other.
  const requested = useRef<URLSearchParams | null>(null);
  const [, showRequested] = useReducer((renders: number) => renders + 1, 0);
  if (requested.current?.toString() === urlParams.toString()) requested.current = null;
  const searchParams = requested.current ?? urlParams;
  const type = searchParams.get("type");
  const search: InternshipSearch = {
    q: searchParams.get("q")?.trim() || undefined,
    type: isInternshipType(type) ? type : undefined,
    location: searchParams.get("location")?.trim() || undefined,
    remote: searchParams.get("remote") === "true" || undefined,
    after: searchParams.get("after") || undefined,
    before: searchParams.get("before") || undefined,
  };
  const activeFilterCount = [search.type, search.location, search.remote].filter(Boolean).length;

  function setFilter(name: FilterName, value: string | undefined, options: { replace?: boolean } = {}) {
    const next = new URLSearchParams(requested.current ?? window.location.search);
    if (value) next.set(name, value);
    else next.delete(name);
    next.delete("after");
    next.delete("before");
    navigate(next, options.replace);
  }

  function clearAll() {
    navigate(new URLSearchParams(), false);
  }

  function navigate(next: URLSearchParams, replace: boolean | undefined) {
    requested.current = next;
    showRequested();
    setSearchParams(next, { replace, preventScrollReset: true });
  }

  return {
    search,
    activeFilterCount,
    hasSearch: Boolean(search.q) || activeFilterCount > 0,
    setFilter,
    clearAll,
  };
}
