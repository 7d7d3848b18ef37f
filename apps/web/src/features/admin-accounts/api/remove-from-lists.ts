import type { Page } from "@internpath/shared/api-types";
import type { QueryClient, QueryKey } from "@tanstack/react-query";
import { adminAccountsKeys } from "@/lib/query-keys";

/**
 * A deleted account leaves every loaded page of its list at once (no reload), its page's query goes,
 * and the counts and lists are marked stale to be fetched afresh when next shown.
 */
export function removeAccountFromLists(
  queryClient: QueryClient,
  lists: QueryKey,
  detail: QueryKey,
  id: string,
) {
  queryClient.setQueriesData<Page<{ id: string }>>({ queryKey: [...lists, "list"] }, (page) => {
    if (!page?.items.some((row) => row.id === id)) return page;
    return { ...page, items: page.items.filter((row) => row.id !== id), total: Math.max(0, page.total - 1) };
  });
  queryClient.removeQueries({ queryKey: detail });
  void queryClient.invalidateQueries({ queryKey: lists, refetchType: "none" });
  void queryClient.invalidateQueries({ queryKey: adminAccountsKeys.stats() });
}

/** After an account is added or edited: its lists and the counts are stale. */
export function markAccountsStale(queryClient: QueryClient, lists: QueryKey) {
  void queryClient.invalidateQueries({ queryKey: lists });
  void queryClient.invalidateQueries({ queryKey: adminAccountsKeys.stats() });
}
