import type { CurrentUser } from "@internpath/shared/profile";
import { clsx } from "clsx";
import { RefreshCw } from "lucide-react";
import toast from "react-hot-toast";
import { Button } from "@/components/ui/button";
import { PageHeader } from "@/components/ui/page-header";
import { QueryError } from "@/components/ui/query-error";
import { displayName } from "@/lib/display-name";
import { useStudentDashboard } from "../api/dashboard-reads";
import { greeting } from "../utils/greeting";
import { StudentApplicationCounters } from "./student-application-counters";
import { StudentLatestInternships } from "./student-latest-internships";
import { StudentRecentApplications } from "./student-recent-applications";
import { StudentRecommendations } from "./student-recommendations";
import { StudentResumeBanner } from "./student-resume-banner";

export function StudentDashboard({ user, isNewAccount }: { user: CurrentUser; isNewAccount: boolean }) {
  const dashboard = useStudentDashboard();

  async function refresh() {
    if (dashboard.isFetching) return;
    const result = await dashboard.refetch();
    // A failure is toasted by the query client.
    if (!result.isError) toast.success("Dashboard refreshed");
  }

  const data = dashboard.data;
  // Known from the session before the dashboard loads, so the banner does not push the page down later.
  const hasResume = data?.hasResume ?? user.resumeUrl !== null;
  const hasSkills =
    data !== undefined &&
    (data.recommended.length > 0 || data.latestInternships.some((internship) => internship.match !== null));

  return (
    <>
      <PageHeader
        title={`${greeting(isNewAccount)}, ${displayName(user)}`}
        description="Your internship search at a glance: applications, their status and the newest openings."
        actions={
          // Not disabled while loading: a disabled button would drop keyboard focus.
          <Button variant="outline" onClick={refresh} aria-busy={dashboard.isFetching || undefined}>
            <RefreshCw
              className={clsx("size-4", dashboard.isFetching && "animate-spin")}
              aria-hidden="true"
            />
            Refresh
          </Button>
        }
      />

      <p role="status" className="sr-only">
        {dashboard.isPending ? "Loading your dashboard..." : ""}
      </p>
      {dashboard.isError && !data ? (
        <QueryError
          title="Failed to load dashboard data"
          onRetry={dashboard.refetch}
          isRetrying={dashboard.isFetching}
        />
      ) : (
        // Until the data is here every section shows at its final size, filled with placeholders.
        <div className="space-y-6" aria-busy={!data || undefined}>
          {!hasResume && <StudentResumeBanner />}
          <StudentApplicationCounters counts={data?.counts} />
          <div className="grid gap-6 lg:grid-cols-2">
            <StudentRecentApplications applications={data?.recentApplications} />
            <StudentLatestInternships internships={data?.latestInternships} />
          </div>
          <StudentRecommendations recommended={data?.recommended} hasSkills={hasSkills} />
        </div>
      )}
    </>
  );
}
