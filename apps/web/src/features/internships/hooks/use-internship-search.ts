import { INTERNSHIP_TYPES, type InternshipType } from "@internpath/shared/enums";
import { parseAsBoolean, parseAsString, parseAsStringLiteral } from "nuqs";
import { useListParams } from "@/hooks/use-list-params";
import type { InternshipSearch } from "@/lib/query-keys";

const internshipSearchParsers = {
  q: parseAsString.withDefault(""),
  type: parseAsStringLiteral(INTERNSHIP_TYPES),
  location: parseAsString.withDefault(""),
  remote: parseAsBoolean.withDefault(false),
};

/**
 * The browse search lives in the URL (q, type, location, remote, after/before) so a search can be
 * shared and survives a reload.
 */
export function useInternshipSearch() {
  const list = useListParams(internshipSearchParsers);
  const { filters } = list;
  const search: InternshipSearch = {
    q: filters.q.trim() || undefined,
    type: filters.type ?? undefined,
    location: filters.location.trim() || undefined,
    remote: filters.remote || undefined,
    ...list.page,
  };
  const activeFilterCount = [search.type, search.location, search.remote].filter(Boolean).length;

  return {
    search,
    activeFilterCount,
    hasSearch: Boolean(search.q) || activeFilterCount > 0,
    setQuery: (q: string) => list.setFilters({ q }, { history: "replace" }),
    setLocation: (location: string) => list.setFilters({ location }, { history: "replace" }),
    setType: (type: InternshipType | null) => list.setFilters({ type }),
    setRemoteOnly: (remote: boolean) => list.setFilters({ remote }),
    clearAll: list.clearFilters,
  };
}
