import type { StudentApplication } from "@internpath/shared/api-types";
import { ApplicationStatusBadge } from "@/components/ui/badge";
import { ButtonLink } from "@/components/ui/button";
import { TextLink } from "@/components/ui/text-link";
import { paths } from "@/config/paths";
import { canOpenPosting } from "@/lib/applied-posting";
import { companyNameOf } from "@/lib/format";
import { useFormatDate } from "@/lib/render-time";
import { DashboardListCard } from "./dashboard-list-card";

/**
 * The 5 newest applications with their status, and a link to all of them; while `applications` loads,
 * rows of the same size.
 */
export function StudentRecentApplications({
  applications,
}: {
  applications: StudentApplication[] | undefined;
}) {
  const formatDate = useFormatDate();
  return (
    <DashboardListCard
      title="Recent Applications"
      all={{ to: paths.app.applications.getHref(), text: "View all", label: "View all applications" }}
      items={applications}
      rowClassName="flex items-start justify-between gap-3 px-5 py-3.5"
      placeholder={{ lastLine: "w-24", aside: "h-5 w-16 rounded-full" }}
      empty={
        <div className="flex flex-1 flex-col items-center justify-center px-5 py-10 text-center">
          <p className="text-sm text-neutral-600">You have not applied for an internship yet.</p>
          <ButtonLink to={paths.app.internships.getHref()} variant="outline" size="sm" className="mt-4">
            Browse Internships
          </ButtonLink>
        </div>
      }
      keyOf={(application) => application.id}
      renderRow={(application) => (
        <>
          <div className="min-w-0">
            <h3 className="text-sm font-semibold">
              {canOpenPosting(application.internship) ? (
                <TextLink
                  standalone
                  to={paths.app.internship.getHref(application.internship.id)}
                  className="text-neutral-900"
                >
                  {application.internship.title}
                </TextLink>
              ) : (
                <span className="text-neutral-900">{application.internship.title}</span>
              )}
            </h3>
            <p className="mt-0.5 truncate text-sm text-neutral-600">
              {companyNameOf(application.internship.companyName)}
            </p>
            <p className="mt-0.5 text-xs text-neutral-600">
              Applied {formatDate(application.createdAt)}
              {application.internship.removed && " · Posting removed"}
            </p>
          </div>
          <ApplicationStatusBadge status={application.status} className="shrink-0" />
        </>
      )}
    />
  );
}
