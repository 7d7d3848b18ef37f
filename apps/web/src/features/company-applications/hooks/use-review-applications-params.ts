import { APPLICATION_STATUSES, type ApplicationStatus } from "@internpath/shared/enums";
import { parseAsString } from "nuqs";
import { useListParams } from "@/hooks/use-list-params";
import { parseAsStatusFilter, type StatusFilter, statusOf } from "@/lib/list-params";
import type { CompanyApplicationsFilters, CompanyApplicationsParams } from "@/lib/query-keys";

export type ApplicationStatusFilter = StatusFilter<ApplicationStatus>;

const reviewApplicationsParsers = {
  filter: parseAsStatusFilter(APPLICATION_STATUSES),
  q: parseAsString.withDefault(""),
  internship: parseAsString.withDefault(""),
};

/**
 * The review list's state lives in the URL (`filter`, `q`, `internship`, `after` / `before`), so the
 * dashboard's `?filter=pending` link, a reload or a shared link shows the same list.
 */
export function useReviewApplicationsParams() {
  const list = useListParams(reviewApplicationsParsers, { scroll: true });
  const { filter, internship: internshipId } = list.filters;
  const q = list.filters.q.trim();
  const filters: CompanyApplicationsFilters = {
    q: q || undefined,
    status: statusOf(filter),
    internshipId: internshipId || undefined,
  };
  const queryParams: CompanyApplicationsParams = { ...filters, ...list.page };

  return {
    filter,
    q,
    internshipId,
    filters,
    queryParams,
    isFiltered: filter !== "all" || q !== "" || internshipId !== "",
    setFilter: (next: ApplicationStatusFilter) => list.setFilters({ filter: next }),
    setSearch: (next: string) => list.setFilters({ q: next }, { history: "replace" }),
    setInternshipId: (next: string) => list.setFilters({ internship: next }),
    goToFirstPage: list.goToFirstPage,
    clearFilters: list.clearFilters,
  };
}
