import { APPLICATION_STATUSES, type ApplicationStatus } from "@internpath/shared/enums";
import { useSearchParams } from "react-router";
import type { CompanyApplicationsFilters, CompanyApplicationsParams } from "@/lib/query-keys";

export type ApplicationStatusFilter = ApplicationStatus | "all";

function isApplicationStatus(value: string | null): value is ApplicationStatus {
  return (APPLICATION_STATUSES as readonly (string | null)[]).includes(value);
}

/**
 * The review list's state lives in the URL (`filter`, `q`, `internship`, `after` / `before`), so the
 * dashboard's `?filter=pending` link, a reload or a shared link shows the same list. Changing a
 * filter starts again from the first page.
 */
export function useReviewApplicationsParams() {
  const [searchParams, setSearchParams] = useSearchParams();
  const filterParam = searchParams.get("filter");
  const filter: ApplicationStatusFilter = isApplicationStatus(filterParam) ? filterParam : "all";
  const q = searchParams.get("q")?.trim() ?? "";
  const internshipId = searchParams.get("internship") ?? "";
  const after = searchParams.get("after") ?? undefined;
  const before = after ? undefined : (searchParams.get("before") ?? undefined);

  const filters: CompanyApplicationsFilters = {
    q: q || undefined,
    status: filter === "all" ? undefined : filter,
    internshipId: internshipId || undefined,
  };
  const queryParams: CompanyApplicationsParams = { ...filters, after, before };

  function update(changes: Record<string, string | undefined>, replace = false) {
    setSearchParams(
      (current) => {
        const next = new URLSearchParams(current);
        for (const [key, value] of Object.entries({ ...changes, after: undefined, before: undefined })) {
          if (value) next.set(key, value);
          else next.delete(key);
        }
        return next;
      },
      { replace },
    );
  }

  return {
    filter,
    q,
    internshipId,
    filters,
    queryParams,
    isFiltered: filter !== "all" || q !== "" || internshipId !== "",
    setFilter: (next: ApplicationStatusFilter) => update({ filter: next === "all" ? undefined : next }),
    // Typing should not fill the history with one entry per pause.
    setSearch: (next: string) => update({ q: next }, true),
    setInternshipId: (next: string) => update({ internship: next }),
    goToFirstPage: () => update({}),
    clearFilters: () => update({ filter: undefined, q: undefined, internship: undefined }),
  };
}
