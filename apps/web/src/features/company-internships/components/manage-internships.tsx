import { Briefcase, Plus, SearchX } from "lucide-react";
import { useRef } from "react";
import { Button, ButtonLink } from "@/components/ui/button";
import { Card } from "@/components/ui/card";
import { EmptyState } from "@/components/ui/empty-state";
import { LoadingScreen } from "@/components/ui/loading-screen";
import { Pagination } from "@/components/ui/pagination";
import { QueryError } from "@/components/ui/query-error";
import { SearchInput } from "@/components/ui/search-input";
import { paths } from "@/config/paths";
import { useCompanyInternships } from "../api/get-company-internships";
import { useManageInternshipsParams } from "../hooks/use-manage-internships-params";
import { InternshipCards } from "./internship-cards";
import { InternshipStatusFilterButtons } from "./internship-status-filter";
import { InternshipsTable } from "./internships-table";

const LOAD_ERROR = "Failed to load internships";

export function PostInternshipLink() {
  return (
    <ButtonLink to={paths.app.createInternship.getHref()}>
      <Plus className="size-4" aria-hidden="true" />
      Post New Internship
    </ButtonLink>
  );
}

/** The company's internships: search, status filter, the list and its actions, pages. */
export function ManageInternships() {
  const params = useManageInternshipsParams();
  const query = useCompanyInternships(params.queryParams);
  const resultsRef = useRef<HTMLDivElement>(null);

  return (
    <div className="space-y-6">
      <Card className="flex flex-col gap-4 p-4 sm:flex-row sm:items-end">
        <SearchInput
          label="Search internships"
          placeholder="Search by title"
          value={params.q}
          onSearch={params.setSearch}
          className="sm:flex-1"
        />
        <InternshipStatusFilterButtons value={params.filter} onChange={params.setFilter} />
      </Card>

      <div ref={resultsRef} tabIndex={-1} className="focus:outline-none" aria-busy={query.isFetching}>
        <Results
          query={query}
          isFiltered={params.isFiltered}
          onClearFilters={params.clearFilters}
          onFirstPage={params.goToFirstPage}
          // A deleted row takes its buttons with it; keep the keyboard in the list.
          onDeleted={() => resultsRef.current?.focus()}
        />
      </div>
    </div>
  );
}

type ResultsProps = {
  query: ReturnType<typeof useCompanyInternships>;
  isFiltered: boolean;
  onClearFilters: () => void;
  onFirstPage: () => void;
  onDeleted: () => void;
};

function Results({ query, isFiltered, onClearFilters, onFirstPage, onDeleted }: ResultsProps) {
  const { data, isPending, isError, refetch, isFetching } = query;

  if (isPending) return <LoadingScreen fullScreen={false} label="Loading internships..." />;
  if (isError && !data) {
    return <QueryError title={LOAD_ERROR} onRetry={refetch} isRetrying={isFetching} />;
  }

  if (data.items.length === 0) {
    if (isFiltered) {
      return (
        <EmptyState
          icon={SearchX}
          title="No internships match your search"
          description="Try another title or status."
          action={
            <Button variant="outline" onClick={onClearFilters}>
              Clear filters
            </Button>
          }
        />
      );
    }
    if (data.total > 0 || data.prevCursor) {
      // The last rows of a later page were deleted.
      return (
        <EmptyState
          icon={Briefcase}
          title="No more internships on this page"
          action={
            <Button variant="outline" onClick={onFirstPage}>
              Back to the first page
            </Button>
          }
        />
      );
    }
    return (
      <EmptyState
        icon={Briefcase}
        title="No internships yet"
        description="Post your first internship to start receiving applications from students."
        action={<PostInternshipLink />}
      />
    );
  }

  const summary = `${data.total} ${data.total === 1 ? "internship" : "internships"}`;
  return (
    <>
      <Card className="hidden overflow-hidden xl:block">
        <InternshipsTable rows={data.items} onDeleted={onDeleted} />
      </Card>
      <div className="xl:hidden">
        <InternshipCards rows={data.items} onDeleted={onDeleted} />
      </div>
      <div className="mt-4 flex flex-wrap items-center justify-between gap-3">
        <p className="text-sm text-neutral-600" aria-live="polite">
          {summary}
        </p>
        <Pagination label="Internship pages" prevCursor={data.prevCursor} nextCursor={data.nextCursor} />
      </div>
    </>
  );
}
