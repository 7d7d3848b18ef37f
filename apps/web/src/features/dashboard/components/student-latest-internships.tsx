import type { InternshipCard } from "@internpath/shared/api-types";
import { STUDENT_DASHBOARD_RECENT } from "@internpath/shared/limits";
import { ArrowRight } from "lucide-react";
import { ApplicationStatusBadge } from "@/components/ui/badge";
import { ButtonLink } from "@/components/ui/button";
import { Card, CardHeader } from "@/components/ui/card";
import { placeholderKeys, Skeleton, SkeletonText } from "@/components/ui/skeleton";
import { TextLink } from "@/components/ui/text-link";
import { paths } from "@/config/paths";
import { companyNameOf, INTERNSHIP_TYPE_LABELS } from "@/lib/format";

/**
 * The 5 newest open internships, each with an Apply link to its page, or, where the student has applied,
 * the application's status and a link to view it; while `internships` loads, rows of the same size.
 */
export function StudentLatestInternships({ internships }: { internships: InternshipCard[] | undefined }) {
  return (
    <Card className="flex flex-col">
      <CardHeader
        title="Latest Internships"
        actions={
          <TextLink
            standalone
            to={paths.app.internships.getHref()}
            className="inline-flex items-center gap-1 text-sm"
            aria-label="Browse all internships"
          >
            Browse all
            <ArrowRight className="size-4" aria-hidden="true" />
          </TextLink>
        }
      />
      {!internships ? (
        <ul className="divide-y divide-neutral-100" aria-hidden="true">
          {placeholderKeys(STUDENT_DASHBOARD_RECENT).map((key) => (
            <li key={key} className="flex items-center justify-between gap-3 px-5 py-3.5">
              <div className="min-w-0 flex-1">
                <SkeletonText width="w-48" />
                <SkeletonText width="w-32" className="mt-0.5" />
                <SkeletonText size="xs" width="w-40" className="mt-0.5" />
              </div>
              <Skeleton className="h-11 sm:h-8 w-16 shrink-0 rounded-control" />
            </li>
          ))}
        </ul>
      ) : internships.length === 0 ? (
        <p className="px-5 py-10 text-center text-sm text-neutral-600">No open internships right now.</p>
      ) : (
        <ul className="divide-y divide-neutral-100">
          {internships.map((internship) => (
            <li key={internship.id} className="flex items-center justify-between gap-3 px-5 py-3.5">
              <div className="min-w-0">
                <h3 className="text-sm font-semibold text-neutral-900">{internship.title}</h3>
                <p className="mt-0.5 truncate text-sm text-neutral-600">
                  {companyNameOf(internship.company.companyName)}
                </p>
                <p className="mt-0.5 text-xs text-neutral-600">
                  {internship.location}
                  {internship.isRemote && " · Remote"} · {INTERNSHIP_TYPE_LABELS[internship.type]} ·{" "}
                  {internship.stipend || "Unpaid"}
                </p>
              </div>
              {internship.application ? (
                <div className="flex shrink-0 flex-col items-end gap-1.5 sm:flex-row sm:items-center">
                  <span className="flex items-center gap-1.5 text-xs font-medium text-neutral-700">
                    Applied <ApplicationStatusBadge status={internship.application.status} />
                  </span>
                  <ButtonLink
                    to={paths.app.internship.getHref(internship.id)}
                    size="sm"
                    variant="outline"
                    aria-label={`View: ${internship.title}`}
                  >
                    View
                  </ButtonLink>
                </div>
              ) : (
                <ButtonLink
                  to={paths.app.internship.getHref(internship.id)}
                  size="sm"
                  variant="outline"
                  aria-label={`Apply: ${internship.title}`}
                >
                  Apply
                </ButtonLink>
              )}
            </li>
          ))}
        </ul>
      )}
    </Card>
  );
}
