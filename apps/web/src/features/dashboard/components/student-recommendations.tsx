import type { InternshipCard } from "@internpath/shared/api-types";
import { CheckCircle2, Sparkles } from "lucide-react";
import { ApplicationStatusBadge } from "@/components/ui/badge";
import { ButtonLink } from "@/components/ui/button";
import { Card, CardHeader } from "@/components/ui/card";
import { placeholderKeys, Skeleton, SkeletonText } from "@/components/ui/skeleton";
import { TextLink } from "@/components/ui/text-link";
import { paths } from "@/config/paths";
import { companyNameOf, INTERNSHIP_TYPE_LABELS } from "@/lib/format";

const RECOMMENDATIONS_SHOWN = 5;

type StudentRecommendationsProps = {
  /** Undefined while loading: rows of the same size stand in. */
  recommended: InternshipCard[] | undefined;
  /** False when the profile lists no skills: there is nothing to rank by yet. */
  hasSkills: boolean;
};

/**
 * docs/product.md, "Real smart matching": open internships ranked by overlap with the student's skills, with
 * the reason; one the student applied to stays in the list, marked 'Applied' with the application's status.
 */
export function StudentRecommendations({ recommended, hasSkills }: StudentRecommendationsProps) {
  const shown = recommended?.slice(0, RECOMMENDATIONS_SHOWN);
  return (
    <Card>
      <CardHeader
        title="Recommended for you"
        description="Open internships ranked by how well they match the skills on your profile."
      />
      {!shown ? (
        <ol className="divide-y divide-neutral-100" aria-hidden="true">
          {placeholderKeys(RECOMMENDATIONS_SHOWN).map((key) => (
            <li
              key={key}
              className="flex flex-col gap-3 px-5 py-4 sm:flex-row sm:items-center sm:justify-between"
            >
              <div className="flex min-w-0 flex-1 gap-3">
                <Skeleton className="size-7 shrink-0 rounded-full" />
                <div className="min-w-0 flex-1">
                  <SkeletonText width="w-56" />
                  <SkeletonText width="w-72" className="mt-0.5" />
                  <SkeletonText width="w-48" className="mt-1" />
                </div>
              </div>
              <Skeleton className="h-11 sm:h-8 w-28 shrink-0 self-start rounded-control sm:self-center" />
            </li>
          ))}
        </ol>
      ) : !hasSkills ? (
        <div className="flex items-start gap-3 px-5 py-5">
          <Sparkles className="mt-0.5 size-5 shrink-0 text-brand-600" aria-hidden="true" />
          <p className="text-sm text-neutral-700">
            List your skills to get recommendations that match them.{" "}
            <TextLink to={paths.app.profile.getHref()}>Add skills on your profile</TextLink>
          </p>
        </div>
      ) : shown.length === 0 ? (
        <p className="px-5 py-8 text-center text-sm text-neutral-600">
          No recommendations right now. New internships that match your skills will show here.
        </p>
      ) : (
        <ol className="divide-y divide-neutral-100" aria-label="Recommended for you">
          {shown.map((internship, index) => {
            const matched = internship.match?.matchedSkills ?? [];
            return (
              <li
                key={internship.id}
                className="flex flex-col gap-3 px-5 py-4 sm:flex-row sm:items-center sm:justify-between"
              >
                <div className="flex min-w-0 gap-3">
                  <span
                    className="flex size-7 shrink-0 items-center justify-center rounded-full bg-brand-50 text-xs font-bold text-brand-700"
                    aria-hidden="true"
                  >
                    {index + 1}
                  </span>
                  <div className="min-w-0">
                    <h3 className="text-sm font-semibold text-neutral-900">{internship.title}</h3>
                    <p className="mt-0.5 text-sm text-neutral-600">
                      {companyNameOf(internship.company.companyName)} · {internship.location}
                      {internship.isRemote && " · Remote"} · {INTERNSHIP_TYPE_LABELS[internship.type]}
                    </p>
                    <p className="mt-1 flex items-center gap-1.5 text-sm font-medium text-success-800">
                      <Sparkles className="size-4 shrink-0 text-success-600" aria-hidden="true" />
                      {matched.length > 0
                        ? `Matches your skills: ${matched.join(", ")}`
                        : "New opening (no skill overlap yet)"}
                    </p>
                    {internship.application && (
                      <p className="mt-1.5 flex items-center gap-1.5 text-sm font-medium text-neutral-800">
                        <CheckCircle2 className="size-4 shrink-0 text-success-600" aria-hidden="true" />
                        Applied
                        <ApplicationStatusBadge status={internship.application.status} />
                      </p>
                    )}
                  </div>
                </div>
                <ButtonLink
                  to={paths.app.internship.getHref(internship.id)}
                  size="sm"
                  variant="outline"
                  className="self-start sm:self-center"
                  aria-label={`View Details: ${internship.title}`}
                >
                  View Details
                </ButtonLink>
              </li>
            );
          })}
        </ol>
      )}
    </Card>
  );
}
