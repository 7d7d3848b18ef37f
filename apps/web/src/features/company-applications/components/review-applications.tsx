import type { CompanyApplication } from "@internpath/shared/api-types";
import { ClipboardList, SearchX } from "lucide-react";
import { useState } from "react";
import { ResumeViewerDialog } from "@/components/resume-viewer/resume-viewer-dialog";
import { Button } from "@/components/ui/button";
import { Card } from "@/components/ui/card";
import { EmptyState } from "@/components/ui/empty-state";
import { Field } from "@/components/ui/field";
import { LoadingScreen } from "@/components/ui/loading-screen";
import { Pagination } from "@/components/ui/pagination";
import { QueryError } from "@/components/ui/query-error";
import { SearchInput } from "@/components/ui/search-input";
import { Select } from "@/components/ui/select";
import { useCompanyApplications } from "../api/get-company-applications";
import { useInternshipOptions } from "../api/get-internship-options";
import { useReviewApplicationsParams } from "../hooks/use-review-applications-params";
import { applicantName } from "../utils/applicant-name";
import { ApplicantProfileDialog } from "./applicant-profile-dialog";
import { ApplicationCard } from "./application-card";
import { ApplicationStatusFilterButtons } from "./application-status-filter";

const LOAD_ERROR = "Failed to load applications";

/** Applications to the company's internships: search, filters, status steps, profile and resume. */
export function ReviewApplications() {
  const params = useReviewApplicationsParams();
  const query = useCompanyApplications(params.queryParams);
  const internships = useInternshipOptions();
  const [profileOf, setProfileOf] = useState<CompanyApplication | null>(null);
  const [resumeOf, setResumeOf] = useState<CompanyApplication | null>(null);

  return (
    <div className="space-y-6">
      <Card className="space-y-4 p-4">
        <div className="grid grid-cols-1 gap-4 md:grid-cols-[minmax(0,3fr)_minmax(0,2fr)]">
          <SearchInput
            label="Search applicants"
            placeholder="Search by name or email"
            value={params.q}
            onSearch={params.setSearch}
          />
          <Field label="Internship">
            {(field) => (
              <Select
                {...field}
                value={params.internshipId}
                onChange={(event) => params.setInternshipId(event.target.value)}
              >
                <option value="">All internships</option>
                {internships.data?.map((internship) => (
                  <option key={internship.id} value={internship.id}>
                    {internship.title}
                  </option>
                ))}
              </Select>
            )}
          </Field>
        </div>
        <ApplicationStatusFilterButtons
          value={params.filter}
          onChange={params.setFilter}
          counts={query.data?.counts}
        />
      </Card>

      <div aria-busy={query.isFetching}>
        {query.isPending ? (
          <LoadingScreen fullScreen={false} label="Loading applications..." />
        ) : query.isError && !query.data ? (
          <QueryError title={LOAD_ERROR} onRetry={query.refetch} isRetrying={query.isFetching} />
        ) : query.data.items.length === 0 ? (
          <NoApplications
            isFiltered={params.isFiltered}
            isLaterPage={query.data.prevCursor !== null}
            onClearFilters={params.clearFilters}
            onFirstPage={params.goToFirstPage}
          />
        ) : (
          <>
            <h2 className="sr-only">Applications</h2>
            <ul className="space-y-4">
              {query.data.items.map((application) => (
                <li key={application.id}>
                  <ApplicationCard
                    application={application}
                    onViewProfile={setProfileOf}
                    onViewResume={setResumeOf}
                  />
                </li>
              ))}
            </ul>
            <div className="mt-4 flex flex-wrap items-center justify-between gap-3">
              <p className="text-sm text-neutral-600" aria-live="polite">
                {query.data.total} {query.data.total === 1 ? "application" : "applications"}
              </p>
              <Pagination
                label="Application pages"
                prevCursor={query.data.prevCursor}
                nextCursor={query.data.nextCursor}
              />
            </div>
          </>
        )}
      </div>

      <ApplicantProfileDialog application={profileOf} onOpenChange={(open) => !open && setProfileOf(null)} />
      <ResumeViewerDialog
        open={resumeOf !== null}
        onOpenChange={(open) => !open && setResumeOf(null)}
        resumeUrl={resumeOf?.resumeUrl || null}
        personName={resumeOf ? applicantName(resumeOf.student) : ""}
      />
    </div>
  );
}

type NoApplicationsProps = {
  isFiltered: boolean;
  isLaterPage: boolean;
  onClearFilters: () => void;
  onFirstPage: () => void;
};

function NoApplications({ isFiltered, isLaterPage, onClearFilters, onFirstPage }: NoApplicationsProps) {
  if (isLaterPage) {
    return (
      <EmptyState
        icon={ClipboardList}
        title="No more applications on this page"
        action={
          <Button variant="outline" onClick={onFirstPage}>
            Back to the first page
          </Button>
        }
      />
    );
  }
  if (isFiltered) {
    return (
      <EmptyState
        icon={SearchX}
        title="No applications match your filters"
        description="Try another name, email, status or internship."
        action={
          <Button variant="outline" onClick={onClearFilters}>
            Clear filters
          </Button>
        }
      />
    );
  }
  return (
    <EmptyState
      icon={ClipboardList}
      title="No applications yet"
      description="When students apply to your internships, their applications appear here."
    />
  );
}
