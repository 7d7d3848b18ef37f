import { PageHeader } from "@/components/ui/page-header";
import { ExportApplicationsButton } from "@/features/company-applications/components/export-applications-button";
import { ReviewApplications } from "@/features/company-applications/components/review-applications";

/** /applications for a company (the route module picks the page by role). */
export function CompanyApplicationsPage() {
  return (
    <>
      <PageHeader
        title="Review Applications"
        description="Review the students who applied to your internships and move them through each stage."
        actions={<ExportApplicationsButton />}
      />
      <ReviewApplications />
    </>
  );
}
