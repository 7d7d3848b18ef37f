import { INTERNSHIP_STATUSES, type InternshipStatus } from "@internpath/shared/enums";
import { useSearchParams } from "react-router";
import type { CompanyInternshipsParams } from "@/lib/query-keys";

export type InternshipStatusFilter = InternshipStatus | "all";

function isInternshipStatus(value: string | null): value is InternshipStatus {
  return (INTERNSHIP_STATUSES as readonly (string | null)[]).includes(value);
}

/**
 * The list's state lives in the URL (`filter`, `q`, `after` / `before`), so a reload, a shared link or
 * the dashboard's `?filter=draft` shows the same list. Changing the search or the filter starts
 * again from the first page.
 */
export function useManageInternshipsParams() {
  const [searchParams, setSearchParams] = useSearchParams();
  const filterParam = searchParams.get("filter");
  const filter: InternshipStatusFilter = isInternshipStatus(filterParam) ? filterParam : "all";
  const q = searchParams.get("q")?.trim() ?? "";
  const after = searchParams.get("after") ?? undefined;
  const before = after ? undefined : (searchParams.get("before") ?? undefined);

  const queryParams: CompanyInternshipsParams = {
    q: q || undefined,
    status: filter === "all" ? undefined : filter,
    after,
    before,
  };

  function update(changes: Record<string, string | undefined>, replace: boolean) {
    setSearchParams(
      (current) => {
        const next = new URLSearchParams(current);
        for (const [key, value] of Object.entries(changes)) {
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
    queryParams,
    isFiltered: filter !== "all" || q !== "",
    setFilter: (next: InternshipStatusFilter) =>
      update({ filter: next === "all" ? undefined : next, after: undefined, before: undefined }, false),
    // Typing should not fill the history with one entry per pause.
    setSearch: (next: string) => update({ q: next, after: undefined, before: undefined }, true),
    goToFirstPage: () => update({ after: undefined, before: undefined }, false),
    clearFilters: () =>
      update({ filter: undefined, q: undefined, after: undefined, before: undefined }, false),
  };
}
