import { ADMIN_APPLICATION_TEXTS } from "@internpath/shared/admin-applications-schemas";
import { ExportButton } from "@/components/export-button";
import type { AdminApplicationsFilters } from "@/lib/query-keys";
import { exportApplications } from "../api/export-applications";

const TEXTS = {
  exported: ADMIN_APPLICATION_TEXTS.exported,
  empty: ADMIN_APPLICATION_TEXTS.exportEmpty,
  failed: ADMIN_APPLICATION_TEXTS.exportFailed,
};

/** Downloads every application the search and filters match (all pages), in the list's order, as CSV. */
export function ExportApplicationsButton({ filters }: { filters: AdminApplicationsFilters }) {
  return (
    <ExportButton download={() => exportApplications(filters)} texts={TEXTS}>
      Export CSV
    </ExportButton>
  );
}
