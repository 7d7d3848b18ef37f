import { ADMIN_APPLICATION_TEXTS } from "@internpath/shared/admin-applications-schemas";
import { Download } from "lucide-react";
import toast from "react-hot-toast";
import { Button } from "@/components/ui/button";
import { isApiError } from "@/lib/api-client";
import type { AdminApplicationsFilters } from "@/lib/query-keys";
import { useExportApplications } from "../api/export-applications";

/** Downloads every application the search and filters match (all pages), in the list's order, as CSV. */
export function ExportButton({ filters }: { filters: AdminApplicationsFilters }) {
  const exportApplications = useExportApplications();
  return (
    <Button
      variant="outline"
      isLoading={exportApplications.isPending}
      onClick={() =>
        exportApplications.mutate(filters, {
          onSuccess: () => toast.success(ADMIN_APPLICATION_TEXTS.exported),
          onError: (error) => {
            if (isApiError(error) && error.status === 404) {
              toast.error(ADMIN_APPLICATION_TEXTS.exportEmpty);
              return;
            }
            console.error("Exporting applications failed:", error);
            toast.error(ADMIN_APPLICATION_TEXTS.exportFailed);
          },
        })
      }
    >
      {!exportApplications.isPending && <Download className="size-4" aria-hidden="true" />}
      Export CSV
    </Button>
  );
}
