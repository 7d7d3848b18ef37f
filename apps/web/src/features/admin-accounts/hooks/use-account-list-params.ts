import { parseAsString } from "nuqs";
import { useListParams } from "@/hooks/use-list-params";
import type { AdminAccountsParams } from "@/lib/query-keys";

const accountListParsers = { q: parseAsString.withDefault("") };

/**
 * A Companies or Students list's search and page, kept in the URL (`q`, `after` / `before`), so a
 * reload, Back or a shared link shows the same list.
 */
export function useAccountListParams() {
  const list = useListParams(accountListParsers, { scroll: true });
  const q = list.filters.q.trim();
  const queryParams: AdminAccountsParams = { q: q || undefined, ...list.page };
  return {
    q,
    queryParams,
    isFiltered: q !== "",
    setSearch: (next: string) => list.setFilters({ q: next }, { history: "replace" }),
    goToFirstPage: list.goToFirstPage,
    clearFilters: list.clearFilters,
  };
}
