import { Download } from "lucide-react";
import toast from "react-hot-toast";
import { Button } from "@/components/ui/button";
import { isApiError } from "@/lib/api-client";
import { useExportCompanyApplications } from "../api/export-company-applications";
import { useReviewApplicationsParams } from "../hooks/use-review-applications-params";

/** Downloads the applications the current filters show (all pages) as CSV. */
export function ExportApplicationsButton() {
  const { filters } = useReviewApplicationsParams();
  const exportApplications = useExportCompanyApplications();

  function startExport() {
    exportApplications.mutate(filters, {
      onSuccess: () => toast.success("Applications exported successfully"),
      onError: (error) => {
        if (isApiError(error) && error.status === 404) {
          toast.error("No applications to export");
          return;
        }
        console.error("Exporting applications failed:", error);
        toast.error("Failed to export applications. See console for details.");
      },
    });
  }

  return (
    <Button variant="outline" onClick={startExport} isLoading={exportApplications.isPending}>
      {!exportApplications.isPending && <Download className="size-4" aria-hidden="true" />}
      Export CSV
    </Button>
  );
}
