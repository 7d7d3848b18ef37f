import { BROWSE_SORT_LABELS, BROWSE_SORTS, type BrowseSort } from "@internpath/shared/browse-options";
import { SearchX } from "lucide-react";
import { useId } from "react";
import { Button } from "@/components/ui/button";
import { EmptyState } from "@/components/ui/empty-state";
import { Select } from "@/components/ui/select";
import { formatFoundCount } from "@/lib/format";
import { useCurrentUser } from "@/lib/get-current-user";
import { useInternships } from "../api/get-internships";
import { useInternshipSearch } from "../hooks/use-internship-search";
import { InternshipCardResults } from "./internship-card-results";
import { InternshipFilters } from "./internship-filters";

const SKELETON_CARDS = 4;

/** Browse Internships: search, filters, results and pages of open internships. */
export function InternshipsBrowser() {
  const role = useCurrentUser().data?.role;
  const isStudent = role === "student";
  const searchState = useInternshipSearch();
  const { search, hasSearch, clearAll } = searchState;
  const internships = useInternships(search);

  const page = internships.data;

  return (
    <div className="space-y-6">
      <InternshipFilters searchState={searchState} isStudent={isStudent} />

      <div className="flex flex-wrap items-center justify-between gap-3">
        <p role="status" className="text-sm font-medium text-neutral-700">
          {internships.isPending
            ? "Loading internships..."
            : page
              ? formatFoundCount(page, "internship")
              : ""}
        </p>
        <SortControl
          sort={searchState.sort}
          isSearching={Boolean(search.q)}
          isStudent={isStudent}
          onChange={searchState.setSort}
        />
      </div>

      <InternshipCardResults
        internships={internships}
        label="Internships"
        isStudent={isStudent}
        skeletonCount={SKELETON_CARDS}
        className="space-y-6"
        empty={
          <EmptyState
            icon={SearchX}
            title="No internships found"
            description={
              hasSearch
                ? "No open internship matches your search and filters."
                : "There are no open internships right now. Check back soon."
            }
            action={
              hasSearch && (
                <Button variant="outline" onClick={clearAll}>
                  Clear all filters
                </Button>
              )
            }
          />
        }
      />
    </div>
  );
}

type SortControlProps = {
  sort: BrowseSort;
  isSearching: boolean;
  isStudent: boolean;
  onChange: (sort: BrowseSort) => void;
};

/** Sort by: relevance while searching, best match for students (by the skills on their profile). */
function SortControl({ sort, isSearching, isStudent, onChange }: SortControlProps) {
  const id = useId();
  const sorts = BROWSE_SORTS.filter(
    (option) => (option !== "relevance" || isSearching) && (option !== "match" || isStudent),
  );
  return (
    <div className="flex items-center gap-2">
      <label htmlFor={id} className="text-sm font-medium text-neutral-700">
        Sort by
      </label>
      <Select
        id={id}
        value={sort}
        onChange={(event) => onChange(sorts.find((option) => option === event.target.value) ?? "newest")}
        className="w-auto"
      >
        {sorts.map((option) => (
          <option key={option} value={option}>
            {BROWSE_SORT_LABELS[option]}
          </option>
        ))}
      </Select>
    </div>
  );
}
