import { INTERNSHIP_STATUSES, type InternshipStatus } from "@internpath/shared/enums";
import { parseAsString } from "nuqs";
import { useListParams } from "@/hooks/use-list-params";
import { parseAsStatusFilter, type StatusFilter, statusOf } from "@/lib/list-params";
import type { AdminInternshipsParams } from "@/lib/query-keys";

export type AdminInternshipStatusFilter = StatusFilter<InternshipStatus>;

const adminInternshipsParsers = {
  status: parseAsStatusFilter(INTERNSHIP_STATUSES),
  q: parseAsString.withDefault(""),
};

/**
 * The list's search, status and page live in the URL (`q`, `status`, `after` / `before`); a company's
 * page fixes `companyId` from its path.
 */
export function useAdminInternshipsParams(companyId?: string) {
  const list = useListParams(adminInternshipsParsers, { scroll: true });
  const { status } = list.filters;
  const q = list.filters.q.trim();
  const queryParams: AdminInternshipsParams = {
    q: q || undefined,
    status: statusOf(status),
    companyId,
    ...list.page,
  };
  return {
    status,
    q,
    queryParams,
    isFiltered: status !== "all" || q !== "",
    setStatus: (next: AdminInternshipStatusFilter) => list.setFilters({ status: next }),
    setSearch: (next: string) => list.setFilters({ q: next }, { history: "replace" }),
    goToFirstPage: list.goToFirstPage,
    clearFilters: list.clearFilters,
  };
}
