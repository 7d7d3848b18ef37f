import type { StudentApplication } from "@internpath/shared/api-types";
import { APPLICATION_STATUSES } from "@internpath/shared/enums";
import { clsx } from "clsx";
import { FileText, Search, X } from "lucide-react";
import { useState } from "react";
import { ResumeViewerDialog } from "@/components/resume-viewer/resume-viewer-dialog";
import { Button, ButtonLink } from "@/components/ui/button";
import { EmptyState } from "@/components/ui/empty-state";
import { FilterButtons } from "@/components/ui/filter-buttons";
import { Pagination } from "@/components/ui/pagination";
import { QueryError } from "@/components/ui/query-error";
import { paths } from "@/config/paths";
import { useSignedInUser } from "@/hooks/use-signed-in-user";
import { displayName } from "@/lib/display-name";
import { useMyApplications } from "../api/get-my-applications";
import { type MyApplicationsFilter, useMyApplicationsParams } from "../hooks/use-my-applications-params";
import { ApplicationCard, ApplicationCardSkeleton } from "./application-card";

const FILTERS = ["all", ...APPLICATION_STATUSES] as const;

const FILTER_LABELS: Record<MyApplicationsFilter, string> = {
  all: "All",
  pending: "Pending",
  reviewing: "Reviewing",
  accepted: "Accepted",
  rejected: "Rejected",
  withdrawn: "Withdrawn",
};

/** My Applications: status filters with counts, the applications and the resume each one sent. */
export function MyApplications() {
  const user = useSignedInUser();
  const { filter: active, search, setFilter: selectFilter } = useMyApplicationsParams();
  const { status } = search;
  const applications = useMyApplications(search);
  const [resumeOf, setResumeOf] = useState<StudentApplication | null>(null);
  const [isResumeOpen, setIsResumeOpen] = useState(false);

  const page = applications.data;

  return (
    <div className="space-y-6">
      <div className="flex flex-wrap items-end gap-2">
        <FilterButtons
          legend="Filter by status"
          options={FILTERS.map((filter) => ({
            value: filter,
            label: FILTER_LABELS[filter],
            count: page?.counts[filter],
          }))}
          value={active}
          onChange={selectFilter}
        />
        {status && (
          <Button variant="ghost" size="sm" onClick={() => selectFilter("all")}>
            <X className="size-4" aria-hidden="true" />
            Clear Filter
          </Button>
        )}
      </div>

      {applications.isError ? (
        <QueryError
          title="Failed to load applications"
          onRetry={applications.refetch}
          isRetrying={applications.isFetching}
        />
      ) : !page ? (
        <div className="space-y-4" role="status">
          <span className="sr-only">Loading applications...</span>
          <ApplicationCardSkeleton />
          <ApplicationCardSkeleton />
        </div>
      ) : page.items.length === 0 ? (
        status ? (
          <EmptyState
            icon={Search}
            title={`No ${FILTER_LABELS[status].toLowerCase()} applications`}
            description="None of your applications has this status right now."
            action={
              <Button variant="outline" onClick={() => selectFilter("all")}>
                Clear Filter
              </Button>
            }
          />
        ) : page.total > 0 ? (
          <EmptyState
            icon={FileText}
            title="No applications on this page"
            action={<ButtonLink to={paths.app.applications.getHref()}>Show first page</ButtonLink>}
          />
        ) : (
          <EmptyState
            icon={FileText}
            title="No applications yet"
            description="When you apply for an internship, you can follow its status here."
            action={<ButtonLink to={paths.app.internships.getHref()}>Browse Internships</ButtonLink>}
          />
        )
      ) : (
        <div className="space-y-6">
          <ul
            aria-label="Applications"
            aria-busy={applications.isPlaceholderData || undefined}
            className={clsx("space-y-4", applications.isPlaceholderData && "opacity-60")}
          >
            {page.items.map((application) => (
              <li key={application.id}>
                <ApplicationCard
                  application={application}
                  onViewResume={() => {
                    setResumeOf(application);
                    setIsResumeOpen(true);
                  }}
                />
              </li>
            ))}
          </ul>
          <Pagination prevCursor={page.prevCursor} nextCursor={page.nextCursor} label="Application pages" />
        </div>
      )}

      <ResumeViewerDialog
        open={isResumeOpen}
        onOpenChange={setIsResumeOpen}
        resumeUrl={resumeOf?.resumeUrl ?? null}
        personName={displayName(user)}
      />
    </div>
  );
}
