import { ExportButton } from "@/components/export-button";
import { exportCompanyApplications } from "../api/export-company-applications";
import { useReviewApplicationsParams } from "../hooks/use-review-applications-params";

const TEXTS = {
  exported: "Applications exported successfully",
  empty: "No applications to export",
  failed: "Failed to export applications. See console for details.",
};

/** Downloads the applications the current filters show (all pages) as CSV. */
export function ExportApplicationsButton() {
  const { filters } = useReviewApplicationsParams();
  return (
    <ExportButton download={() => exportCompanyApplications(filters)} texts={TEXTS}>
      Export CSV
    </ExportButton>
  );
}
