import { INTERNSHIP_STATUSES } from "@internpath/shared/enums";
import { Briefcase, Plus, SearchX } from "lucide-react";
import { useRef } from "react";
import { Button, ButtonLink } from "@/components/ui/button";
import { Card } from "@/components/ui/card";
import { EmptyState } from "@/components/ui/empty-state";
import { FilterButtons } from "@/components/ui/filter-buttons";
import { Pagination } from "@/components/ui/pagination";
import { QueryError } from "@/components/ui/query-error";
import { SearchInput } from "@/components/ui/search-input";
import { placeholderKeys, SkeletonText } from "@/components/ui/skeleton";
import { paths } from "@/config/paths";
import { formatFoundCount } from "@/lib/format";
import { useAdminInternships } from "../api/get-admin-internships";
import {
  type AdminInternshipStatusFilter,
  useAdminInternshipsParams,
} from "../hooks/use-admin-internships-params";
import { AdminInternshipCards } from "./admin-internship-cards";
import { AdminInternshipsTable } from "./admin-internships-table";
import type { DeleteMode } from "./delete-confirmation";

const STATUS_OPTIONS: { value: AdminInternshipStatusFilter; label: string }[] = [
  { value: "all", label: "All" },
  ...INTERNSHIP_STATUSES.map((status) => ({
    value: status,
    label: status[0]!.toUpperCase() + status.slice(1),
  })),
];

export function AddInternshipLink() {
  return (
    <ButtonLink to={paths.app.createInternship.getHref()}>
      <Plus className="size-4" aria-hidden="true" />
      Add Internship
    </ButtonLink>
  );
}

type AdminInternshipsListProps = {
  /** A company's internships only (its page); otherwise every company's. */
  companyId?: string;
  deleteMode: DeleteMode;
};

/** Search, status filter, the internships (a table on wide screens, cards below), pages. */
export function AdminInternshipsList({ companyId, deleteMode }: AdminInternshipsListProps) {
  const params = useAdminInternshipsParams(companyId);
  const query = useAdminInternships(params.queryParams);
  const resultsRef = useRef<HTMLDivElement>(null);

  return (
    <div className="space-y-6">
      <Card className="flex flex-col gap-4 p-4 lg:flex-row lg:items-end">
        <SearchInput
          label="Search internships"
          placeholder={companyId ? "Search by title or location" : "Search by title, company or location"}
          value={params.q}
          onSearch={params.setSearch}
          className="lg:flex-1"
        />
        <FilterButtons
          legend="Status"
          options={STATUS_OPTIONS}
          value={params.status}
          onChange={params.setStatus}
        />
      </Card>

      <div ref={resultsRef} tabIndex={-1} className="focus:outline-none" aria-busy={query.isFetching}>
        <Results
          query={query}
          companyId={companyId}
          deleteMode={deleteMode}
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
  query: ReturnType<typeof useAdminInternships>;
  companyId: string | undefined;
  deleteMode: DeleteMode;
  isFiltered: boolean;
  onClearFilters: () => void;
  onFirstPage: () => void;
  onDeleted: () => void;
};

function Results({
  query,
  companyId,
  deleteMode,
  isFiltered,
  onClearFilters,
  onFirstPage,
  onDeleted,
}: ResultsProps) {
  const { data, isPending, isError, refetch, isFetching } = query;

  if (isPending) return <ListPlaceholder />;
  if (isError && !data) {
    return (
      <QueryError
        title="Failed to load internships"
        onRetry={refetch}
        isRetrying={isFetching}
        layout="page"
      />
    );
  }

  if (data.items.length === 0) {
    if (isFiltered) {
      return (
        <EmptyState
          icon={SearchX}
          title="No internships match your search"
          description={
            companyId
              ? "Try another title, location or status."
              : "Try another title, company, location or status."
          }
          action={
            <Button variant="outline" onClick={onClearFilters}>
              Clear filters
            </Button>
          }
        />
      );
    }
    if (data.prevCursor) {
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
        title={companyId ? "No internships posted yet" : "No internships yet"}
        description="Internships appear here as soon as a company, or an admin for it, posts one."
        action={<AddInternshipLink />}
      />
    );
  }

  const caption = companyId ? "The company's internships" : "Internships";
  return (
    <>
      <Card className="hidden overflow-hidden lg:block">
        <AdminInternshipsTable
          rows={data.items}
          caption={caption}
          showCompany={!companyId}
          deleteMode={deleteMode}
          onDeleted={onDeleted}
        />
      </Card>
      <div className="lg:hidden">
        <AdminInternshipCards
          rows={data.items}
          label={caption}
          showCompany={!companyId}
          deleteMode={deleteMode}
          onDeleted={onDeleted}
        />
      </div>
      <div className="mt-4 flex flex-wrap items-center justify-between gap-3">
        <p className="text-sm text-neutral-600" aria-live="polite">
          {formatFoundCount(data, "internship")}
        </p>
        <Pagination label="Internship pages" prevCursor={data.prevCursor} nextCursor={data.nextCursor} />
      </div>
    </>
  );
}

/** Rows of the table's size while the first page loads, so nothing moves when it arrives. */
function ListPlaceholder() {
  return (
    <Card className="divide-y divide-neutral-200" aria-busy="true">
      <p className="sr-only" role="status">
        Loading internships...
      </p>
      {placeholderKeys(6).map((key) => (
        <div key={key} className="flex items-center gap-6 px-5 py-4">
          <SkeletonText width="w-48" />
          <SkeletonText width="w-32" className="hidden lg:flex" />
          <SkeletonText width="w-16" />
          <SkeletonText width="w-28" className="hidden lg:flex" />
          <SkeletonText width="w-8" className="ml-auto" />
        </div>
      ))}
    </Card>
  );
}
