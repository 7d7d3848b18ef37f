import { INTERNSHIP_STATUSES, type InternshipStatus } from "@internpath/shared/enums";
import { parseAsString } from "nuqs";
import { useListParams } from "@/hooks/use-list-params";
import { parseAsStatusFilter, type StatusFilter, statusOf } from "@/lib/list-params";
import type { CompanyInternshipsParams } from "@/lib/query-keys";

export type InternshipStatusFilter = StatusFilter<InternshipStatus>;

const manageInternshipsParsers = {
  filter: parseAsStatusFilter(INTERNSHIP_STATUSES),
  q: parseAsString.withDefault(""),
};

/**
 * The list's state lives in the URL (`filter`, `q`, `after` / `before`), so a reload, a shared link or
 * the dashboard's `?filter=draft` shows the same list.
 */
export function useManageInternshipsParams() {
  const list = useListParams(manageInternshipsParsers, { scroll: true });
  const { filter } = list.filters;
  const q = list.filters.q.trim();
  const queryParams: CompanyInternshipsParams = { q: q || undefined, status: statusOf(filter), ...list.page };

  return {
    filter,
    q,
    queryParams,
    isFiltered: filter !== "all" || q !== "",
    setFilter: (next: InternshipStatusFilter) => list.setFilters({ filter: next }),
    setSearch: (next: string) => list.setFilters({ q: next }, { history: "replace" }),
    goToFirstPage: list.goToFirstPage,
    clearFilters: list.clearFilters,
  };
}
