import { Briefcase } from "lucide-react";
import { type ReactNode, useRef } from "react";
import { ListFooter } from "@/components/list/list-footer";
import { type ListQuery, ListResults } from "@/components/list/list-results";
import { NoResults } from "@/components/list/no-results";
import { Card } from "@/components/ui/card";
import { SearchInput } from "@/components/ui/search-input";

type InternshipsPage<Row> = {
  items: Row[];
  total: number;
  prevCursor: string | null;
  nextCursor: string | null;
};

/** What the list reads and sets of its URL parameters. */
type ListParams = {
  q: string;
  setSearch: (q: string) => void;
  isFiltered: boolean;
  clearFilters: () => void;
  goToFirstPage: () => void;
};

/**
 * Where the table takes over from the cards. "lg": the admin's list, whose search row also breaks
 * at lg; "xl": a company's list, whose rows carry an Open/Close toggle and need the room (its search
 * row already breaks at sm).
 */
const LAYOUTS = {
  lg: {
    searchCard: "flex flex-col gap-4 p-4 lg:flex-row lg:items-end",
    search: "lg:flex-1",
    table: "hidden overflow-hidden lg:block",
    cards: "lg:hidden",
  },
  xl: {
    searchCard: "flex flex-col gap-4 p-4 sm:flex-row sm:items-end",
    search: "sm:flex-1",
    table: "hidden overflow-hidden xl:block",
    cards: "xl:hidden",
  },
} as const;

type InternshipListProps<Row> = {
  layout: keyof typeof LAYOUTS;
  params: ListParams;
  searchPlaceholder: string;
  /** The status filter beside the search. */
  filter: ReactNode;
  query: ListQuery<InternshipsPage<Row>>;
  /** Shown while the first page loads. */
  placeholder: ReactNode;
  errorLayout?: "page";
  /** An empty page after the first (its last rows were deleted), when no filter explains it. */
  isLaterPage: (page: InternshipsPage<Row>) => boolean;
  filteredDescription: string;
  empty: { title: string; description: string; action: ReactNode };
  summary: (page: InternshipsPage<Row>) => ReactNode;
  /** The rows as a table and as cards; `onDeleted` keeps the keyboard in the list after a delete. */
  table: (rows: Row[], onDeleted: () => void) => ReactNode;
  cards: (rows: Row[], onDeleted: () => void) => ReactNode;
};

/** Search, status filter, the internships (a table on wide screens, cards below) and pages. */
export function InternshipList<Row>({
  layout,
  params,
  searchPlaceholder,
  filter,
  query,
  placeholder,
  errorLayout,
  isLaterPage,
  filteredDescription,
  empty,
  summary,
  table,
  cards,
}: InternshipListProps<Row>) {
  const classes = LAYOUTS[layout];
  const resultsRef = useRef<HTMLDivElement>(null);
  // A deleted row takes its buttons with it; keep the keyboard in the list.
  const onDeleted = () => resultsRef.current?.focus();

  return (
    <div className="space-y-6">
      <Card className={classes.searchCard}>
        <SearchInput
          label="Search internships"
          placeholder={searchPlaceholder}
          value={params.q}
          onSearch={params.setSearch}
          className={classes.search}
        />
        {filter}
      </Card>

      <ListResults
        query={query}
        placeholder={placeholder}
        loadError="Failed to load internships"
        errorLayout={errorLayout}
        focusRef={resultsRef}
        empty={(page) => (
          <NoResults
            icon={Briefcase}
            noun="internships"
            isFiltered={params.isFiltered}
            isLaterPage={!params.isFiltered && isLaterPage(page)}
            onFirstPage={params.goToFirstPage}
            filtered={{
              title: "No internships match your search",
              description: filteredDescription,
              onClear: params.clearFilters,
            }}
            empty={empty}
          />
        )}
      >
        {(page) => (
          <>
            <Card className={classes.table}>{table(page.items, onDeleted)}</Card>
            <div className={classes.cards}>{cards(page.items, onDeleted)}</div>
            <ListFooter summary={summary(page)} label="Internship pages" page={page} className="mt-4" />
          </>
        )}
      </ListResults>
    </div>
  );
}
