import {
  BROWSE_SORTS,
  type BrowseSort,
  DURATION_RANGES,
  type DurationRange,
  PAY_FILTERS,
  type PayFilter,
} from "@internpath/shared/browse-options";
import { INTERNSHIP_TYPES, type InternshipType } from "@internpath/shared/enums";
import {
  createLoader,
  parseAsArrayOf,
  parseAsBoolean,
  parseAsString,
  parseAsStringLiteral,
  type Values,
} from "nuqs";
import { useListParams } from "@/hooks/use-list-params";
import { pageCursorOf, pageCursorParsers } from "@/lib/list-params";
import type { InternshipSearch, PageCursor } from "@/lib/query-keys";

const internshipSearchParsers = {
  q: parseAsString.withDefault(""),
  type: parseAsStringLiteral(INTERNSHIP_TYPES),
  location: parseAsString.withDefault(""),
  remote: parseAsBoolean.withDefault(false),
  pay: parseAsArrayOf(parseAsStringLiteral(PAY_FILTERS)).withDefault([]),
  duration: parseAsArrayOf(parseAsStringLiteral(DURATION_RANGES)).withDefault([]),
  hideApplied: parseAsBoolean.withDefault(false),
  sort: parseAsStringLiteral(BROWSE_SORTS).withDefault("newest"),
};

/** Once each, in the order of `values`: a URL's order and repeats do not make another query. */
function normalised<T extends string>(values: readonly T[], chosen: readonly T[]): T[] | undefined {
  const kept = values.filter((value) => chosen.includes(value));
  return kept.length > 0 ? kept : undefined;
}

/**
 * The browse search lives in the URL (q, type, location, remote, pay, duration, hideApplied, sort,
 * after/before) so a search can be shared and survives a reload. Relevance applies only to a search:
 * without one the list is the newest first.
 */
function toInternshipSearch(filters: Values<typeof internshipSearchParsers>, page: PageCursor) {
  const q = filters.q.trim() || undefined;
  const sort: BrowseSort = filters.sort === "relevance" && !q ? "newest" : filters.sort;
  const search: InternshipSearch = {
    q,
    type: filters.type ?? undefined,
    location: filters.location.trim() || undefined,
    remote: filters.remote || undefined,
    pay: normalised(PAY_FILTERS, filters.pay),
    duration: normalised(DURATION_RANGES, filters.duration),
    hideApplied: filters.hideApplied || undefined,
    sort: sort === "newest" ? undefined : sort,
    ...page,
  };
  return { search, sort };
}

const loadSearch = createLoader({ ...internshipSearchParsers, ...pageCursorParsers });

/** The search a browse URL asks for, as useInternshipSearch reads it (for loading it before the screen). */
export function internshipSearchOf(url: string): InternshipSearch {
  const { after, before, ...filters } = loadSearch(url);
  return toInternshipSearch(filters, pageCursorOf({ after, before })).search;
}

export function useInternshipSearch() {
  const list = useListParams(internshipSearchParsers);
  const { filters } = list;
  const { search, sort } = toInternshipSearch(filters, list.page);
  const activeFilterCount = [
    search.type,
    search.location,
    search.remote,
    search.pay,
    search.duration,
    search.hideApplied,
  ].filter(Boolean).length;

  return {
    search,
    sort,
    activeFilterCount,
    hasSearch: Boolean(search.q) || activeFilterCount > 0,
    setQuery: (q: string) => list.setFilters({ q }, { history: "replace" }),
    setLocation: (location: string) => list.setFilters({ location }, { history: "replace" }),
    setType: (type: InternshipType | null) => list.setFilters({ type }),
    setRemoteOnly: (remote: boolean) => list.setFilters({ remote }),
    setPay: (pay: PayFilter[]) => list.setFilters({ pay }),
    setDuration: (duration: DurationRange[]) => list.setFilters({ duration }),
    setHideApplied: (hideApplied: boolean) => list.setFilters({ hideApplied }),
    setSort: (next: BrowseSort) => list.setFilters({ sort: next }),
    clearAll: list.clearFilters,
  };
}
