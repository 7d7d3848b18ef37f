import {
  ADMIN_APPLICATION_SORTS,
  type AdminApplicationSort,
  SORT_DIRECTIONS,
  type SortDirection,
} from "@internpath/shared/admin-applications-schemas";
import { APPLICATION_STATUSES, type ApplicationStatus } from "@internpath/shared/enums";
import { parseAsString, parseAsStringLiteral } from "nuqs";
import { useListParams } from "@/hooks/use-list-params";
import { parseAsStatusFilter, type StatusFilter, statusOf } from "@/lib/list-params";
import type { AdminApplicationsFilters, AdminApplicationsParams } from "@/lib/query-keys";

const parsers = {
  q: parseAsString.withDefault(""),
  status: parseAsStatusFilter(APPLICATION_STATUSES),
  company: parseAsString.withDefault(""),
  internship: parseAsString.withDefault(""),
  sort: parseAsStringLiteral(ADMIN_APPLICATION_SORTS),
  dir: parseAsStringLiteral(SORT_DIRECTIONS),
};

export type AppliedFilters = {
  status: StatusFilter<ApplicationStatus>;
  companyId: string;
  internshipId: string;
};

/** The spec's order: Applied Date newest first by default; a new column starts ascending, the same one toggles. */
export function nextSort(
  current: { sort: AdminApplicationSort; dir: SortDirection },
  column: AdminApplicationSort,
) {
  if (current.sort !== column) return { sort: column, dir: "asc" as const };
  return { sort: column, dir: current.dir === "asc" ? ("desc" as const) : ("asc" as const) };
}

/**
 * Manage Applications' state lives in the URL (`q`, `status`, `company`, `internship`, `sort`, `dir`,
 * `after` / `before`), so a reload, Back or a shared link shows the same list. A company's own page
 * fixes the company and leaves it out of the URL.
 */
export function useAdminApplicationsParams({ fixedCompanyId }: { fixedCompanyId?: string } = {}) {
  const list = useListParams(parsers, { scroll: true });
  const { status, company, internship } = list.filters;
  const q = list.filters.q.trim();
  const sort: AdminApplicationSort = list.filters.sort ?? "appliedAt";
  const dir: SortDirection = list.filters.dir ?? (sort === "appliedAt" ? "desc" : "asc");
  const companyId = fixedCompanyId ?? (company || undefined);
  const filters: AdminApplicationsFilters = {
    q: q || undefined,
    status: statusOf(status),
    companyId,
    internshipId: internship || undefined,
    sort,
    dir,
  };
  const queryParams: AdminApplicationsParams = { ...filters, ...list.page };

  return {
    q,
    sort,
    dir,
    applied: { status, companyId: companyId ?? "", internshipId: internship } satisfies AppliedFilters,
    filters,
    queryParams,
    activeFilterCount: [status !== "all", !fixedCompanyId && company !== "", internship !== ""].filter(
      Boolean,
    ).length,
    isFiltered: q !== "" || status !== "all" || (!fixedCompanyId && company !== "") || internship !== "",
    setSearch: (next: string) => list.setFilters({ q: next }, { history: "replace" }),
    applyFilters: (next: AppliedFilters) =>
      list.setFilters({
        status: next.status,
        company: fixedCompanyId ? null : next.companyId || null,
        internship: next.internshipId || null,
      }),
    resetFilters: () => list.setFilters({ status: null, company: null, internship: null }),
    sortBy: (column: AdminApplicationSort) => {
      const next = nextSort({ sort, dir }, column);
      return list.setFilters({ sort: next.sort, dir: next.dir });
    },
    clearAll: () => list.setFilters({ q: null, status: null, company: null, internship: null }),
    goToFirstPage: list.goToFirstPage,
  };
}

export type AdminApplicationsParamsState = ReturnType<typeof useAdminApplicationsParams>;
