import type { StudentApplication } from "@internpath/shared/api-types";
import { STUDENT_DASHBOARD_RECENT } from "@internpath/shared/limits";
import { ArrowRight } from "lucide-react";
import { ApplicationStatusBadge } from "@/components/ui/badge";
import { ButtonLink } from "@/components/ui/button";
import { Card, CardHeader } from "@/components/ui/card";
import { placeholderKeys, Skeleton, SkeletonText } from "@/components/ui/skeleton";
import { TextLink } from "@/components/ui/text-link";
import { paths } from "@/config/paths";
import { companyNameOf } from "@/lib/format";
import { useFormatDate } from "@/lib/render-time";

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
    <Card className="flex flex-col">
      <CardHeader
        title="Recent Applications"
        actions={
          <TextLink
            standalone
            to={paths.app.applications.getHref()}
            className="inline-flex items-center gap-1 text-sm"
            aria-label="View all applications"
          >
            View all
            <ArrowRight className="size-4" aria-hidden="true" />
          </TextLink>
        }
      />
      {!applications ? (
        <ul className="divide-y divide-neutral-100" aria-hidden="true">
          {placeholderKeys(STUDENT_DASHBOARD_RECENT).map((key) => (
            <li key={key} className="flex items-start justify-between gap-3 px-5 py-3.5">
              <div className="min-w-0 flex-1">
                <SkeletonText width="w-48" />
                <SkeletonText width="w-32" className="mt-0.5" />
                <SkeletonText size="xs" width="w-24" className="mt-0.5" />
              </div>
              <Skeleton className="h-5 w-16 shrink-0 rounded-full" />
            </li>
          ))}
        </ul>
      ) : applications.length === 0 ? (
        <div className="flex flex-1 flex-col items-center justify-center px-5 py-10 text-center">
          <p className="text-sm text-neutral-600">You have not applied for an internship yet.</p>
          <ButtonLink to={paths.app.internships.getHref()} variant="outline" size="sm" className="mt-4">
            Browse Internships
          </ButtonLink>
        </div>
      ) : (
        <ul className="divide-y divide-neutral-100">
          {applications.map((application) => (
            <li key={application.id} className="flex items-start justify-between gap-3 px-5 py-3.5">
              <div className="min-w-0">
                <h3 className="text-sm font-semibold">
                  <TextLink
                    standalone
                    to={paths.app.internship.getHref(application.internship.id)}
                    className="text-neutral-900"
                  >
                    {application.internship.title}
                  </TextLink>
                </h3>
                <p className="mt-0.5 truncate text-sm text-neutral-600">
                  {companyNameOf(application.internship.companyName)}
                </p>
                <p className="mt-0.5 text-xs text-neutral-600">Applied {formatDate(application.createdAt)}</p>
              </div>
              <ApplicationStatusBadge status={application.status} className="shrink-0" />
            </li>
          ))}
        </ul>
      )}
    </Card>
  );
}
