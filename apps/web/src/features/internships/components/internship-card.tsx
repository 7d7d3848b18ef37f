import type { InternshipCard as InternshipCardData } from "@internpath/shared/api-types";
import { CARD_SKILLS_SHOWN } from "@internpath/shared/limits";
import { CalendarDays, CheckCircle2, MessageSquare } from "lucide-react";
import { type ReactNode, useId } from "react";
import { Link } from "react-router";
import { CompanyLogo } from "@/components/company-logo";
import { ApplicationStatusBadge } from "@/components/ui/badge";
import { ButtonLink } from "@/components/ui/button";
import { Card } from "@/components/ui/card";
import { MatchIndicator } from "@/components/ui/match-indicator";
import { Skeleton, SkeletonBars } from "@/components/ui/skeleton";
import { SkillList } from "@/components/ui/skill-list";
import { VerifiedBadge } from "@/components/ui/verified-badge";
import { paths } from "@/config/paths";
import { companyNameOf, formatDeadline, formatRelativeTime } from "@/lib/format";
import { useNow } from "@/lib/render-time";
import { BookmarkToggle } from "./bookmark-toggle";
import { InternshipFacts } from "./internship-facts";

type InternshipCardProps = {
  internship: InternshipCardData;
  /** Bookmark and Message show to students only (docs/product.md, "Roles and permissions"). */
  isStudent: boolean;
  /** Replaces the bookmark toggle, e.g. a remove button on the bookmarks page. */
  cornerAction?: ReactNode;
  headingLevel?: "h2" | "h3";
};

export function InternshipCard({
  internship,
  isStudent,
  cornerAction,
  headingLevel: Heading = "h2",
}: InternshipCardProps) {
  const titleId = useId();
  const now = useNow();
  const companyName = companyNameOf(internship.company.companyName);
  return (
    // The card's one link, View Details, covers the whole card (its ::after); the other controls sit above it.
    <Card
      className="relative flex h-full flex-col p-5 transition-shadow hover:shadow-raised"
      aria-labelledby={titleId}
      role="article"
    >
      <div className="flex items-start gap-3">
        <CompanyLogo logoUrl={internship.company.logoUrl} />
        <div className="min-w-0 flex-1">
          <Heading id={titleId} className="text-base leading-snug font-semibold text-neutral-900">
            {internship.title}
          </Heading>
          <p className="mt-0.5 flex text-sm text-neutral-600 sm:block sm:truncate">
            <Link
              to={paths.app.company.getHref(internship.company.id)}
              className="relative z-10 inline-flex min-h-11 min-w-0 items-center rounded-sm hover:text-brand-700 hover:underline sm:inline sm:min-h-0"
            >
              <span className="truncate">{companyName}</span>
            </Link>
          </p>
          {internship.company.verified && <VerifiedBadge className="mt-1" />}
        </div>
        {cornerAction ? (
          <div className="relative z-10">{cornerAction}</div>
        ) : (
          isStudent && <BookmarkToggle internship={internship} className="relative z-10 -mt-1 -mr-2" />
        )}
      </div>

      <InternshipFacts internship={internship} className="mt-4" />

      <p className="mt-3 line-clamp-3 text-sm leading-relaxed text-neutral-700">{internship.description}</p>

      <SkillList
        skills={internship.skills}
        max={CARD_SKILLS_SHOWN}
        highlighted={internship.match?.matchedSkills}
        className="mt-4"
      />

      {isStudent && internship.match && <MatchIndicator match={internship.match} className="mt-3" />}

      {internship.application && (
        <p className="mt-3 flex items-center gap-2 text-sm font-medium text-neutral-800">
          <CheckCircle2 className="size-4 text-success-600" aria-hidden="true" />
          Applied
          <ApplicationStatusBadge status={internship.application.status} />
        </p>
      )}

      <div className="mt-auto pt-5">
        <div className="flex flex-wrap items-center justify-between gap-3 border-t border-neutral-100 pt-4">
          <div className="text-sm">
            <p className="flex items-center gap-1.5 font-medium text-neutral-700">
              <CalendarDays className="size-4 text-neutral-500" aria-hidden="true" />
              {formatDeadline(internship.deadline)}
            </p>
            <p className="mt-0.5 text-xs text-neutral-600">
              Posted{" "}
              <time dateTime={internship.createdAt}>{formatRelativeTime(internship.createdAt, now)}</time>
            </p>
          </div>
          <div className="flex flex-wrap items-center gap-2">
            {isStudent && (
              <ButtonLink
                to={paths.app.messages.getHref(internship.company.id)}
                variant="outline"
                size="sm"
                aria-label={`Message ${companyName}`}
                className="relative z-10"
              >
                <MessageSquare className="size-4" aria-hidden="true" />
                Message
              </ButtonLink>
            )}
            <ButtonLink
              to={paths.app.internship.getHref(internship.id)}
              size="sm"
              aria-label={`View Details: ${internship.title}`}
              className="after:absolute after:inset-0 after:rounded-card after:content-['']"
            >
              View Details
            </ButtonLink>
          </div>
        </div>
      </div>
    </Card>
  );
}

/** Stands in for a card while the list loads. */
export function InternshipCardSkeleton() {
  return (
    <Card className="flex h-full flex-col p-5" aria-hidden="true">
      <div className="flex items-start gap-3">
        <Skeleton className="size-12 rounded-control" />
        <SkeletonBars className="flex-1 space-y-2" bars={["h-4 w-3/4", "h-3 w-1/3"]} />
      </div>
      <SkeletonBars className="mt-5 flex gap-3" bars={["h-3 w-20", "h-3 w-16", "h-3 w-16"]} />
      <SkeletonBars className="mt-4 space-y-2" bars={["h-3", "h-3", "h-3 w-2/3"]} />
      <SkeletonBars className="mt-4 flex gap-2" bars={["h-5 w-14 rounded-full", "h-5 w-16 rounded-full"]} />
      <SkeletonBars
        className="mt-6 flex justify-between border-t border-neutral-100 pt-4"
        bars={["h-4 w-28", "h-11 sm:h-8 w-24 rounded-control"]}
      />
    </Card>
  );
}
