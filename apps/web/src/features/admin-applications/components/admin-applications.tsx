import type { AdminApplicationRow } from "@internpath/shared/admin-application-answers";
import { Filter } from "lucide-react";
import { useState } from "react";
import { ApplicationResults } from "@/components/application-list/application-results";
import { ListFooter } from "@/components/list/list-footer";
import { Button } from "@/components/ui/button";
import { Card } from "@/components/ui/card";
import { SearchInput } from "@/components/ui/search-input";
import { Skeleton } from "@/components/ui/skeleton";
import { formatCount } from "@/lib/format";
import { LOAD_APPLICATIONS_FAILED, useAdminApplications } from "../api/get-admin-applications";
import { useAdminApplicationsParams } from "../hooks/use-admin-applications-params";
import { ApplicationCards } from "./application-cards";
import { ApplicationDetailsDialog } from "./application-details-dialog";
import { ApplicationFilters } from "./application-filters";
import { ApplicationsTable } from "./applications-table";
import { DeleteApplicationDialog } from "./delete-application-dialog";
import { ExportApplicationsButton } from "./export-applications-button";

type AdminApplicationsProps = {
  /** A company's own page (/admin/companies/applications/{id}) lists only its applications. */
  companyId?: string;
};

/** Manage Applications: search, filters, sortable columns, actions, pages and the CSV export. */
export function AdminApplications({ companyId }: AdminApplicationsProps) {
  const params = useAdminApplicationsParams({ fixedCompanyId: companyId });
  const query = useAdminApplications(params.queryParams);
  const [showFilters, setShowFilters] = useState(params.activeFilterCount > 0);
  const [viewing, setViewing] = useState<string | null>(null);
  const [deleting, setDeleting] = useState<string | null>(null);

  return (
    <div className="space-y-4">
      <Card className="space-y-4 p-4">
        <div className="flex flex-col gap-3 sm:flex-row sm:items-end">
          <SearchInput
            label="Search applications"
            placeholder="Search by student, company or internship"
            value={params.q}
            onSearch={params.setSearch}
            className="min-w-0 flex-1"
          />
          <div className="flex flex-wrap gap-2">
            <Button
              variant="outline"
              aria-expanded={showFilters}
              aria-controls="application-filters"
              onClick={() => setShowFilters((shown) => !shown)}
            >
              <Filter className="size-4" aria-hidden="true" />
              {showFilters ? "Hide Filters" : "Show Filters"}
              {params.activeFilterCount > 0 && (
                <span className="rounded-full bg-brand-600 px-1.5 text-xs text-white">
                  {params.activeFilterCount}
                  <span className="sr-only"> active</span>
                </span>
              )}
            </Button>
            <ExportApplicationsButton filters={params.filters} />
          </div>
        </div>
        <div id="application-filters" hidden={!showFilters}>
          {showFilters && (
            <ApplicationFilters
              // A new set of applied filters (Back, a reset) starts the draft again from them.
              key={`${params.applied.status}|${params.applied.companyId}|${params.applied.internshipId}|${Boolean(query.data)}`}
              applied={params.applied}
              labels={query.data?.filterLabels ?? {}}
              showCompany={!companyId}
              onApply={params.applyFilters}
              onReset={params.resetFilters}
            />
          )}
        </div>
      </Card>

      <ApplicationResults
        query={query}
        placeholder={<TableSkeleton />}
        loadError={LOAD_APPLICATIONS_FAILED}
        errorLayout="page"
        isFiltered={params.isFiltered}
        onFirstPage={params.goToFirstPage}
        filtered={{
          title: "No applications match your search",
          description: "Try another name, company, internship or status.",
          clearLabel: "Clear search and filters",
          onClear: params.clearAll,
        }}
        emptyDescription="When students apply to internships, their applications appear here."
      >
        {(page) => (
          <Card className="overflow-hidden">
            <div className="hidden lg:block">
              <ApplicationsTable
                rows={page.items}
                sort={params.sort}
                dir={params.dir}
                onSort={params.sortBy}
                onView={(row: AdminApplicationRow) => setViewing(row.id)}
                onDelete={(row: AdminApplicationRow) => setDeleting(row.id)}
              />
            </div>
            <div className="bg-neutral-50 p-4 lg:hidden">
              <ApplicationCards
                rows={page.items}
                onView={(row: AdminApplicationRow) => setViewing(row.id)}
                onDelete={(row: AdminApplicationRow) => setDeleting(row.id)}
              />
            </div>
            <ListFooter
              summary={
                <>
                  Showing {formatCount(page.items.length)} of {formatCount(page.total)}
                  {page.isTotalCapped ? "+" : ""}{" "}
                  {page.total === 1 && !page.isTotalCapped ? "application" : "applications"}
                </>
              }
              label="Application pages"
              page={page}
              className="border-t border-neutral-200 px-5 py-3"
            />
          </Card>
        )}
      </ApplicationResults>

      <ApplicationDetailsDialog
        applicationId={viewing}
        onClose={() => setViewing(null)}
        onDelete={(id) => setDeleting(id)}
      />
      <DeleteApplicationDialog
        applicationId={deleting}
        onClose={() => setDeleting(null)}
        onDeleted={() => setViewing(null)}
      />
    </div>
  );
}

function TableSkeleton() {
  return (
    <Card className="space-y-3 p-5" role="status" aria-label="Loading applications...">
      {Array.from({ length: 6 }, (_, index) => (
        // biome-ignore lint/suspicious/noArrayIndexKey: placeholders have no identity
        <Skeleton key={index} className="h-10 w-full" />
      ))}
    </Card>
  );
}
