import type { CompanyApplication } from "@internpath/shared/api-types";
import { useState } from "react";
import { useLocation, useNavigate } from "react-router";
import { ApplicationResults } from "@/components/application-list/application-results";
import { ListFooter } from "@/components/list/list-footer";
import { ResumeViewerDialog } from "@/components/resume-viewer/resume-viewer-dialog";
import { Card } from "@/components/ui/card";
import { Field } from "@/components/ui/field";
import { LoadingScreen } from "@/components/ui/loading-screen";
import { SearchInput } from "@/components/ui/search-input";
import { Select } from "@/components/ui/select";
import { hrefWithCursor } from "@/lib/list-params";
import { useCompanyApplications } from "../api/get-company-applications";
import { useInternshipOptions } from "../api/get-internship-options";
import { useReviewApplicationsParams } from "../hooks/use-review-applications-params";
import { applicantName } from "../utils/applicant-name";
import { resolveViewing, stepFrom, type Viewing, viewingOf } from "../utils/applicant-navigation";
import { toggled, toggledAll } from "../utils/selection";
import { ApplicantProfileDialog } from "./applicant-profile-dialog";
import { ApplicationCard } from "./application-card";
import { ApplicationStatusFilterButtons } from "./application-status-filter";
import { BulkActions } from "./bulk-actions";

const LOAD_ERROR = "Failed to load applications";
const NONE: ReadonlySet<string> = new Set();

/** Applications to the company's internships: search, filters, selection, status steps, profile and resume. */
export function ReviewApplications() {
  const params = useReviewApplicationsParams();
  const query = useCompanyApplications(params.queryParams);
  const internships = useInternshipOptions();
  const navigate = useNavigate();
  const location = useLocation();
  const [viewing, setViewing] = useState<Viewing>(null);
  const [resumeOf, setResumeOf] = useState<CompanyApplication | null>(null);
  // The selection belongs to the list it was made on: another page or filter starts with none.
  const listKey = JSON.stringify(params.queryParams);
  const [selection, setSelection] = useState<{ listKey: string; ids: ReadonlySet<string> }>({
    listKey,
    ids: NONE,
  });
  const selectedIds = selection.listKey === listKey ? selection.ids : NONE;
  const select = (ids: ReadonlySet<string>) => setSelection({ listKey, ids });

  const items = query.data?.items ?? [];
  const shown = resolveViewing(viewing, items, query.isPlaceholderData);
  const cursors = { prevCursor: query.data?.prevCursor ?? null, nextCursor: query.data?.nextCursor ?? null };

  function go(direction: "previous" | "next") {
    if (!shown) return;
    const step = stepFrom(shown.index, items.length, direction, cursors);
    if (!step) return;
    if (step.kind === "applicant") {
      setViewing(viewingOf(items, step.index));
      return;
    }
    const cursor =
      step.edge === "first" ? { after: step.cursor, before: null } : { before: step.cursor, after: null };
    setViewing({ kind: "edge", edge: step.edge });
    navigate(hrefWithCursor(`${location.pathname}${location.search}`, cursor));
  }

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

      <ApplicationResults
        query={query}
        placeholder={<LoadingScreen fullScreen={false} label="Loading applications..." />}
        loadError={LOAD_ERROR}
        isFiltered={params.isFiltered}
        onFirstPage={params.goToFirstPage}
        filtered={{
          title: "No applications match your filters",
          description: "Try another name, email, status or internship.",
          onClear: params.clearFilters,
        }}
        emptyDescription="When students apply to your internships, their applications appear here."
      >
        {(page) => (
          <div className="space-y-4">
            <BulkActions
              items={page.items}
              selectedIds={selectedIds}
              onToggleAll={() =>
                select(
                  toggledAll(
                    selectedIds,
                    items.map((item) => item.id),
                  ),
                )
              }
              onClear={() => select(NONE)}
            />
            <h2 className="sr-only">Applications</h2>
            <ul className="space-y-4">
              {page.items.map((application, index) => (
                <li key={application.id}>
                  <ApplicationCard
                    application={application}
                    isSelected={selectedIds.has(application.id)}
                    onSelectedChange={(item) => select(toggled(selectedIds, item.id))}
                    onViewProfile={() => setViewing(viewingOf(items, index))}
                    onViewResume={setResumeOf}
                  />
                </li>
              ))}
            </ul>
            <ListFooter
              summary={`${page.total} ${page.total === 1 ? "application" : "applications"}`}
              label="Application pages"
              page={page}
            />
          </div>
        )}
      </ApplicationResults>

      <ApplicantProfileDialog
        isOpen={viewing !== null}
        application={shown?.application ?? null}
        onOpenChange={(open) => !open && setViewing(null)}
        navigation={{
          position: shown && !query.isPlaceholderData ? { index: shown.index, count: items.length } : null,
          canGoPrevious: shown !== null && stepFrom(shown.index, items.length, "previous", cursors) !== null,
          canGoNext: shown !== null && stepFrom(shown.index, items.length, "next", cursors) !== null,
          onPrevious: () => go("previous"),
          onNext: () => go("next"),
        }}
      />
      <ResumeViewerDialog
        open={resumeOf !== null}
        onOpenChange={(open) => !open && setResumeOf(null)}
        resumeUrl={resumeOf?.resumeUrl || null}
        personName={resumeOf ? applicantName(resumeOf.student) : ""}
      />
    </div>
  );
}
