import type { ReactNode, Ref } from "react";
import { QueryError } from "@/components/ui/query-error";

/** What a list screen reads of its page query (TanStack Query's result has it all). */
export type ListQuery<Page> = {
  data: Page | undefined;
  isPending: boolean;
  isFetching: boolean;
  refetch: () => unknown;
};

type ListResultsProps<Page extends { items: readonly unknown[] }> = {
  query: ListQuery<Page>;
  /** Shown while the first page loads. */
  placeholder: ReactNode;
  /** The failed load's title; `page` puts Try Again under the alert (a page with nothing else to show). */
  loadError: string;
  errorLayout?: "page";
  /** Given, the results take the keyboard when a row (and its buttons) goes away. */
  focusRef?: Ref<HTMLDivElement>;
  /** A page without rows (see NoResults). */
  empty: (page: Page) => ReactNode;
  /** A page with rows. */
  children: (page: Page) => ReactNode;
};

/** The results of a paged list, busy while it fetches: loading, the failed load, no rows, or the rows. */
export function ListResults<Page extends { items: readonly unknown[] }>({
  query,
  placeholder,
  loadError,
  errorLayout,
  focusRef,
  empty,
  children,
}: ListResultsProps<Page>) {
  const page = query.data;
  return (
    <div
      ref={focusRef}
      tabIndex={focusRef ? -1 : undefined}
      className={focusRef ? "focus:outline-none" : undefined}
      aria-busy={query.isFetching}
    >
      {query.isPending ? (
        placeholder
      ) : !page ? (
        <QueryError
          title={loadError}
          onRetry={query.refetch}
          isRetrying={query.isFetching}
          layout={errorLayout}
        />
      ) : page.items.length === 0 ? (
        empty(page)
      ) : (
        children(page)
      )}
    </div>
  );
}
