import type { CurrentUser } from "@internpath/shared/profile";
import { clsx } from "clsx";
import { RefreshCw } from "lucide-react";
import toast from "react-hot-toast";
import { Button } from "@/components/ui/button";
import { PageHeader } from "@/components/ui/page-header";
import { QueryError } from "@/components/ui/query-error";
import { displayName } from "@/lib/display-name";
import { useStudentDashboard } from "../api/get-student-dashboard";
import {
  StudentApplicationCounters,
  StudentApplicationCountersSkeleton,
} from "./student-application-counters";
import { StudentLatestInternships } from "./student-latest-internships";
import { StudentRecentApplications } from "./student-recent-applications";
import { StudentRecommendations } from "./student-recommendations";
import { StudentResumeBanner } from "./student-resume-banner";

export function StudentDashboard({ user }: { user: CurrentUser }) {
  const dashboard = useStudentDashboard();

  async function refresh() {
    if (dashboard.isFetching) return;
    const result = await dashboard.refetch();
    // A failure is toasted by the query client.
    if (!result.isError) toast.success("Dashboard refreshed");
  }

  const data = dashboard.data;
  const hasSkills =
    data !== undefined &&
    (data.recommended.length > 0 || data.latestInternships.some((internship) => internship.match !== null));

  return (
    <>
      <PageHeader
        title={`Welcome back, ${displayName(user)}`}
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

      {dashboard.isError && !data ? (
        <QueryError
          title="Failed to load dashboard data"
          onRetry={dashboard.refetch}
          isRetrying={dashboard.isFetching}
        />
      ) : !data ? (
        <div className="space-y-6" role="status">
          <span className="sr-only">Loading your dashboard...</span>
          <StudentApplicationCountersSkeleton />
          <div className="grid gap-6 lg:grid-cols-2" aria-hidden="true">
            <div className="h-72 animate-pulse rounded-card border border-neutral-200 bg-white" />
            <div className="h-72 animate-pulse rounded-card border border-neutral-200 bg-white" />
          </div>
        </div>
      ) : (
        <div className="space-y-6">
          {!data.hasResume && <StudentResumeBanner />}
          <StudentApplicationCounters counts={data.counts} />
          <div className="grid gap-6 lg:grid-cols-2">
            <StudentRecentApplications applications={data.recentApplications} />
            <StudentLatestInternships internships={data.latestInternships} />
          </div>
          <StudentRecommendations recommended={data.recommended} hasSkills={hasSkills} />
        </div>
      )}
    </>
  );
}
