import type { InternshipDetail } from "@internpath/shared/api-types";
import { Bookmark, LogIn, Pencil } from "lucide-react";
import type { ReactNode } from "react";
import { Link, Navigate, useLocation } from "react-router";
import { CompanyLogo } from "@/components/company-logo";
import { NotFoundPanel } from "@/components/not-found-panel";
import { Alert } from "@/components/ui/alert";
import { BackLink } from "@/components/ui/back-link";
import { Badge, InternshipStatusBadge } from "@/components/ui/badge";
import { ButtonLink } from "@/components/ui/button";
import { Card, CardContent, CardHeader } from "@/components/ui/card";
import { DocumentTitle } from "@/components/ui/document-title";
import { MatchIndicator } from "@/components/ui/match-indicator";
import { Skeleton, SkeletonBars } from "@/components/ui/skeleton";
import { SkillList } from "@/components/ui/skill-list";
import { TextLink } from "@/components/ui/text-link";
import { VerifiedBadge } from "@/components/ui/verified-badge";
import { paths } from "@/config/paths";
import { companyNameOf, INTERNSHIP_TYPE_LABELS } from "@/lib/format";
import { useCurrentUser } from "@/lib/get-current-user";
import { currentPath } from "@/lib/redirect-to";
import { isInternshipNotFound, useInternship } from "../api/get-internship";
import { ApplicationTimeline } from "./application-timeline";
import { BookmarkToggle } from "./bookmark-toggle";
import { CompanyPanel } from "./company-panel";
import { InternshipFacts } from "./internship-facts";
import { ReportInternship } from "./report-internship";
import { SharePosting } from "./share-posting";
import { SimilarInternships } from "./similar-internships";

type InternshipDetailsProps = {
  internshipId: string;
  /** The apply controls, composed in by the route (they belong to the applications feature). */
  renderApply?: (internship: InternshipDetail) => ReactNode;
};

function BackToInternships() {
  return <BackLink fallback={paths.app.internships.getHref()}>Back to internships</BackLink>;
}

/** What a visitor is offered instead of the student's actions: sign in, and come back to this posting. */
function VisitorActions() {
  const location = useLocation();
  const signIn = paths.auth.signIn.getHref(currentPath(location));
  return (
    <div className="flex flex-col gap-3 sm:flex-row sm:items-center">
      <ButtonLink to={signIn} size="lg" className="self-start">
        <LogIn className="size-4" aria-hidden="true" />
        Sign in to apply
      </ButtonLink>
      <ButtonLink to={signIn} variant="outline" size="lg" className="self-start">
        <Bookmark className="size-4" aria-hidden="true" />
        Sign in to save
      </ButtonLink>
      <p className="text-sm text-neutral-600">
        New here? <TextLink to={paths.auth.signUp.getHref("student")}>Create a student account</TextLink>
      </p>
    </div>
  );
}

export function InternshipDetails({ internshipId, renderApply }: InternshipDetailsProps) {
  const { data: user } = useCurrentUser();
  const internship = useInternship(internshipId);

  const failedToLoad = internship.isError && !isInternshipNotFound(internship.error);

  // A load failure other than "not found" toasts (the query client does) and returns to the list;
  // an earlier failure is asked again first, so that it toasts too.
  if (failedToLoad && !internship.isFetching) {
    return <Navigate to={paths.app.internships.getHref()} replace />;
  }
  if (internship.isPending || failedToLoad) return <InternshipDetailsSkeleton />;
  if (internship.isError) return <InternshipNotFound />;

  const data = internship.data;
  const isStudent = user?.role === "student";
  const isVisitor = !user;
  const companyName = companyNameOf(data.company.companyName);
  // Offered where the link opens the posting for others too: open, and neither hidden nor waiting for approval.
  const isShareable =
    data.status === "open" &&
    (!data.moderation || (data.moderation.hiddenReason === null && data.moderation.companyLive));

  return (
    <div className="space-y-6">
      <DocumentTitle title={data.title} />
      <div className="flex flex-wrap items-center justify-between gap-3">
        <BackToInternships />
        {isShareable && <SharePosting internship={data} />}
      </div>

      {data.moderation && <ModerationNotice moderation={data.moderation} status={data.status} />}

      <Card>
        <div className="p-5 sm:p-6">
          <div className="flex items-start gap-4">
            <CompanyLogo logoUrl={data.company.logoUrl} className="size-14 sm:size-16" />
            <div className="min-w-0 flex-1">
              <h1 className="text-xl font-bold tracking-tight text-neutral-900 sm:text-2xl">{data.title}</h1>
              <p className="mt-1 text-base text-neutral-700">
                <Link
                  to={paths.app.company.getHref(data.company.id)}
                  className="inline-flex min-h-11 items-center rounded-sm hover:text-brand-700 hover:underline sm:min-h-0"
                >
                  {companyName}
                </Link>
                {data.company.verified && <VerifiedBadge className="ml-2 align-middle" />}
              </p>
            </div>
            {isStudent && (
              <BookmarkToggle internship={data} appearance="labelled" className="max-sm:hidden" />
            )}
          </div>

          <InternshipFacts
            internship={data}
            showDeadline
            showPay={false}
            showTypeAndRemote={false}
            className="mt-5"
          />

          <div className="mt-4 flex flex-wrap items-center gap-2">
            {data.status !== "open" && <InternshipStatusBadge status={data.status} />}
            <Badge tone="brand">{INTERNSHIP_TYPE_LABELS[data.type]}</Badge>
            {data.isRemote && <Badge tone="accent">Remote</Badge>}
            {data.stipend ? (
              <Badge tone="success">
                Paid<span className="font-medium">· {data.stipend}</span>
              </Badge>
            ) : (
              <Badge>Unpaid</Badge>
            )}
          </div>

          {(isStudent || isVisitor || data.viewer.isOwner) && (
            <div className="mt-5 flex flex-col gap-3 border-t border-neutral-200 pt-5">
              {isVisitor && <VisitorActions />}
              {renderApply?.(data)}
              {isStudent && (
                <BookmarkToggle internship={data} appearance="labelled" className="self-start sm:hidden" />
              )}
              {isStudent && <ReportInternship internshipId={data.id} hasReported={data.viewer.hasReported} />}
              {data.viewer.isOwner && (
                <ButtonLink
                  to={paths.app.editInternship.getHref(data.id)}
                  variant="outline"
                  className="self-start"
                >
                  <Pencil className="size-4" aria-hidden="true" />
                  Edit Internship
                </ButtonLink>
              )}
            </div>
          )}
        </div>
      </Card>

      <div className="grid gap-6 lg:grid-cols-3">
        <div className="space-y-6 lg:col-span-2">
          {data.viewer.application && <ApplicationTimeline application={data.viewer.application} />}
          <Card>
            <CardHeader title="Description" />
            <CardContent>
              <p className="text-sm leading-relaxed whitespace-pre-line text-neutral-800">
                {data.description}
              </p>
            </CardContent>
          </Card>
          <Card>
            <CardHeader title="Requirements" />
            <CardContent>
              <p className="text-sm leading-relaxed whitespace-pre-line text-neutral-800">
                {data.requirements}
              </p>
            </CardContent>
          </Card>
          <Card>
            <CardHeader title="Skills" />
            <CardContent className="space-y-4">
              <SkillList
                skills={data.skills}
                highlighted={data.match?.matchedSkills}
                label="Required skills"
              />
              {isStudent && data.match && <MatchIndicator match={data.match} />}
            </CardContent>
          </Card>
        </div>
        <div className="space-y-6">
          <CompanyPanel
            company={data.company}
            isStudent={isStudent}
            canMessage={data.viewer.canMessageCompany}
          />
          <SimilarInternships internshipId={data.id} />
        </div>
      </div>
    </div>
  );
}

/** For its company and admins: why students do not see this posting. */
function ModerationNotice({
  moderation,
  status,
}: {
  moderation: NonNullable<InternshipDetail["moderation"]>;
  status: InternshipDetail["status"];
}) {
  if (moderation.hiddenReason !== null) {
    return (
      <Alert tone="error" title="Hidden by an administrator">
        Students do not see this internship. Reason: {moderation.hiddenReason}
      </Alert>
    );
  }
  if (!moderation.companyLive && status === "open") {
    return (
      <Alert tone="warning" title="Waiting for approval">
        Students see this internship once an administrator approves your company.
      </Alert>
    );
  }
  return null;
}

function InternshipNotFound() {
  return (
    <NotFoundPanel
      title="Internship not found"
      description="It may have been closed or removed, or the link is wrong."
    />
  );
}

function InternshipDetailsSkeleton() {
  return (
    <div className="space-y-6" role="status">
      <span className="sr-only">Loading internship...</span>
      <div aria-hidden="true" className="space-y-6">
        <Skeleton className="h-4 w-36" />
        <div className="rounded-card border border-neutral-200 bg-white p-6">
          <div className="flex gap-4">
            <Skeleton className="size-16 rounded-control" />
            <SkeletonBars className="flex-1 space-y-3" bars={["h-6 w-2/3", "h-4 w-1/3"]} />
          </div>
          <SkeletonBars className="mt-6 flex gap-4" bars={["h-4 w-24", "h-4 w-20", "h-4 w-20"]} />
          <Skeleton className="mt-6 h-10 w-32 rounded-control" />
        </div>
        <SkeletonBars
          className="grid gap-6 lg:grid-cols-3"
          bars={["h-64 rounded-card lg:col-span-2", "h-64 rounded-card"]}
        />
      </div>
    </div>
  );
}
