import { ClipboardList } from "lucide-react";
import type { ReactNode } from "react";
import { type ListQuery, ListResults } from "@/components/list/list-results";
import { NoResults } from "@/components/list/no-results";

type ApplicationResultsProps<Page extends { items: readonly unknown[]; prevCursor: string | null }> = {
  query: ListQuery<Page>;
  placeholder: ReactNode;
  loadError: string;
  errorLayout?: "page";
  isFiltered: boolean;
  onFirstPage: () => void;
  /** Nothing matches the search or filters. */
  filtered: { title: string; description: string; clearLabel?: string; onClear: () => void };
  /** Nothing yet: when students apply to which internships. */
  emptyDescription: string;
  children: (page: Page) => ReactNode;
};

/** A page of applications (an admin's or a company's): loading, the failed load, why none, or the rows. */
export function ApplicationResults<Page extends { items: readonly unknown[]; prevCursor: string | null }>({
  isFiltered,
  onFirstPage,
  filtered,
  emptyDescription,
  children,
  ...results
}: ApplicationResultsProps<Page>) {
  return (
    <ListResults
      {...results}
      empty={(page) => (
        <NoResults
          icon={ClipboardList}
          noun="applications"
          isLaterPage={page.prevCursor !== null}
          isFiltered={isFiltered}
          onFirstPage={onFirstPage}
          filtered={filtered}
          empty={{ title: "No applications yet", description: emptyDescription }}
        />
      )}
    >
      {children}
    </ListResults>
  );
}
