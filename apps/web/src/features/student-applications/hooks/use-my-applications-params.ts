import { APPLICATION_STATUSES, type ApplicationStatus } from "@internpath/shared/enums";
import { useListParams } from "@/hooks/use-list-params";
import { parseAsStatusFilter, type StatusFilter, statusOf } from "@/lib/list-params";
import type { MyApplicationsSearch } from "@/lib/query-keys";

export type MyApplicationsFilter = StatusFilter<ApplicationStatus>;

const myApplicationsParsers = { filter: parseAsStatusFilter(APPLICATION_STATUSES) };

/** `filter` matches the dashboard's /applications?filter=pending link; the cursors keep the page in the URL. */
export function useMyApplicationsParams() {
  const list = useListParams(myApplicationsParsers);
  const { filter } = list.filters;
  const search: MyApplicationsSearch = { status: statusOf(filter), ...list.page };
  return {
    filter,
    search,
    setFilter: (next: MyApplicationsFilter) => list.setFilters({ filter: next }),
  };
}
