import { INTERNSHIP_TYPES, type InternshipType } from "@internpath/shared/enums";
import { useSearchParams } from "react-router";
import type { InternshipSearch } from "../api/get-internships";

type FilterName = "q" | "type" | "location" | "remote";

function isInternshipType(value: string | null): value is InternshipType {
  return (INTERNSHIP_TYPES as readonly (string | null)[]).includes(value);
}

/**
 * The browse search lives in the URL (q, type, location, remote, after/before) so a search can be
 * shared and survives a reload. Changing a filter starts again at the first page.
 */
export function useInternshipSearch() {
  const [searchParams, setSearchParams] = useSearchParams();
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
    // Debounced text boxes call this from a timer: build on the URL as it is now, not as it was
    // when this render's searchParams were read, or a filter set in between would be lost.
    const next = new URLSearchParams(window.location.search);
    if (value) next.set(name, value);
    else next.delete(name);
    next.delete("after");
    next.delete("before");
    setSearchParams(next, { replace: options.replace, preventScrollReset: true });
  }

  function clearAll() {
    setSearchParams(new URLSearchParams(), { preventScrollReset: true });
  }

  return {
    search,
    activeFilterCount,
    hasSearch: Boolean(search.q) || activeFilterCount > 0,
    setFilter,
    clearAll,
  };
}
