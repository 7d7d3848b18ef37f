import type { CurrentUser } from "@internpath/shared/profile";
import { PageHeader } from "@/components/ui/page-header";
import { QueryError } from "@/components/ui/query-error";
import { displayName } from "@/lib/display-name";
import { useCompanyDashboard } from "../api/dashboard-reads";
import { greeting } from "../utils/greeting";
import {
  CompanyActiveInternships,
  CompanyCounters,
  CompanyQuickActions,
  CompanyRecentApplications,
} from "./company-dashboard-sections";
import { CompanyStandingNotice } from "./company-standing-notice";

const LOAD_ERROR = "Failed to load dashboard data";

export function CompanyDashboard({ user, isNewAccount }: { user: CurrentUser; isNewAccount: boolean }) {
  const { data, isPending, isError, refetch, isFetching } = useCompanyDashboard();

  return (
    <>
      <PageHeader
        title={`${greeting(isNewAccount)}, ${user.companyName?.trim() || displayName(user)}`}
        description="Your internships and the students applying to them, at a glance."
      />
      <CompanyStandingNotice standing={user.companyStanding} />
      <p role="status" className="sr-only">
        {isPending ? "Loading dashboard..." : ""}
      </p>
      {isError && !data ? (
        <QueryError title={LOAD_ERROR} onRetry={refetch} isRetrying={isFetching} />
      ) : (
        // Until the data is here every section shows at its final size, filled with placeholders.
        <div className="space-y-6" aria-busy={isPending || undefined}>
          <CompanyCounters counts={data?.counts} />
          <div className="grid grid-cols-1 gap-6 lg:grid-cols-3">
            <div className="min-w-0 lg:col-span-2">
              <CompanyRecentApplications applications={data?.recentApplications} />
            </div>
            <CompanyQuickActions />
          </div>
          <CompanyActiveInternships internships={data?.activeInternships} />
        </div>
      )}
    </>
  );
}
