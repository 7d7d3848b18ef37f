import type { Page } from "@internpath/shared/api-types";
import type { QueryClient, QueryKey } from "@tanstack/react-query";

/** A page of a list whose total may stop counting at a cap (the admin's lists), said by `isTotalCapped`. */
type CachedPage = Page<{ id: string }> & { isTotalCapped?: boolean };

/**
 * A row deleted on the server leaves every loaded page under `lists` at once (no reload), and the page's
 * total counts one fewer (a capped total stays as it is). The lists are then marked stale, to be fetched
 * afresh when next shown.
 */
export function removeFromCachedPages(queryClient: QueryClient, lists: QueryKey, id: string) {
  queryClient.setQueriesData<CachedPage>({ queryKey: lists }, (page) => {
    if (!page?.items.some((row) => row.id === id)) return page;
    const total = page.isTotalCapped ? page.total : Math.max(0, page.total - 1);
    return { ...page, items: page.items.filter((row) => row.id !== id), total };
  });
  void queryClient.invalidateQueries({ queryKey: lists, refetchType: "none" });
}
