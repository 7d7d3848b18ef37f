import type { StudentApplication } from "@internpath/shared/api-types";
import { POSTING_REMOVAL_NOTES } from "@internpath/shared/posting-removal";
import { Briefcase, CalendarDays, Clock, FileText, Globe, MapPin, RefreshCw } from "lucide-react";
import { type ReactNode, useId, useState } from "react";
import toast from "react-hot-toast";
import { ApplicationHistory } from "@/components/application-history";
import { Alert } from "@/components/ui/alert";
import { ApplicationStatusBadge, InternshipStatusBadge } from "@/components/ui/badge";
import { Button, ButtonLink } from "@/components/ui/button";
import { Card } from "@/components/ui/card";
import { ConfirmDialog } from "@/components/ui/confirm-dialog";
import { Skeleton, SkeletonBars } from "@/components/ui/skeleton";
import { paths } from "@/config/paths";
import { canOpenPosting } from "@/lib/applied-posting";
import { companyNameOf, formatDate, INTERNSHIP_TYPE_LABELS } from "@/lib/format";
import { useWithdrawApplication } from "../api/withdraw-application";
import { ApplicationProgress } from "./application-progress";

function Fact({ icon, children }: { icon: ReactNode; children: ReactNode }) {
  return (
    <li className="flex min-w-0 items-center gap-1.5">
      {icon}
      <span className="min-w-0">{children}</span>
    </li>
  );
}

const iconClasses = "size-4 shrink-0 text-neutral-500";

type ApplicationCardProps = { application: StudentApplication; onViewResume: () => void };

export function ApplicationCard({ application, onViewResume }: ApplicationCardProps) {
  const titleId = useId();
  const { internship } = application;
  const [isConfirmingWithdraw, setConfirmingWithdraw] = useState(false);
  const [isShowingHistory, setShowingHistory] = useState(false);
  const historyId = useId();
  const withdraw = useWithdrawApplication();
  const canWithdraw =
    (application.status === "pending" || application.status === "reviewing") && internship.removed === null;
  return (
    <Card role="article" aria-labelledby={titleId} className="p-5">
      <div className="flex flex-wrap items-start justify-between gap-3">
        <div className="min-w-0">
          <h2 id={titleId} className="text-base leading-snug font-semibold text-neutral-900">
            {internship.title}
          </h2>
          <p className="mt-0.5 text-sm text-neutral-600">{companyNameOf(internship.companyName)}</p>
        </div>
        <div className="flex flex-wrap items-center gap-2">
          {internship.status !== "open" && <InternshipStatusBadge status={internship.status} />}
          <ApplicationStatusBadge status={application.status} />
        </div>
      </div>

      {internship.removed && (
        <Alert tone="warning" title="Posting removed" className="mt-4">
          {POSTING_REMOVAL_NOTES[internship.removed]}
        </Alert>
      )}

      <div className="mt-4 border-y border-neutral-100 py-3">
        <ApplicationProgress application={application} />
        <button
          type="button"
          aria-expanded={isShowingHistory}
          aria-controls={historyId}
          onClick={() => setShowingHistory((shown) => !shown)}
          className="mt-2 inline-flex min-h-11 items-center text-xs font-semibold text-brand-700 sm:min-h-0 hover:text-brand-800 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand-600"
        >
          {isShowingHistory ? "Hide history" : "Show history"}
          <span className="sr-only"> of the application for {internship.title}</span>
        </button>
        <div id={historyId}>
          {isShowingHistory && (
            <ApplicationHistory applicationId={application.id} updatedAt={application.updatedAt} />
          )}
        </div>
      </div>

      <ul
        aria-label="Details"
        className="mt-4 grid gap-x-6 gap-y-2 text-sm text-neutral-700 sm:grid-cols-2 lg:grid-cols-3"
      >
        <Fact icon={<MapPin className={iconClasses} aria-hidden="true" />}>
          <span className="sr-only">Location: </span>
          {internship.location}
          {internship.isRemote && (
            <span className="ml-2 inline-flex items-center gap-1 rounded-full bg-accent-50 px-2 py-0.5 text-xs font-semibold text-accent-800 ring-1 ring-accent-200 ring-inset">
              <Globe className="size-3" aria-hidden="true" />
              Remote
            </span>
          )}
        </Fact>
        <Fact icon={<CalendarDays className={iconClasses} aria-hidden="true" />}>
          Applied {formatDate(application.createdAt)}
        </Fact>
        <Fact icon={<Briefcase className={iconClasses} aria-hidden="true" />}>
          <span className="sr-only">Type: </span>
          {INTERNSHIP_TYPE_LABELS[internship.type] ?? internship.type}
        </Fact>
        <Fact icon={<Clock className={iconClasses} aria-hidden="true" />}>
          <span className="sr-only">Duration: </span>
          {internship.duration}
        </Fact>
        <Fact icon={<RefreshCw className={iconClasses} aria-hidden="true" />}>
          Last updated {formatDate(application.updatedAt)}
        </Fact>
      </ul>

      <div className="mt-4 rounded-control bg-neutral-50 px-4 py-3">
        <h3 className="text-xs font-semibold tracking-wide text-neutral-600 uppercase">Cover letter</h3>
        {application.coverLetter ? (
          <p className="mt-1 line-clamp-3 text-sm leading-relaxed whitespace-pre-line text-neutral-800">
            {application.coverLetter}
          </p>
        ) : (
          <p className="mt-1 text-sm text-neutral-600 italic">No cover letter was sent.</p>
        )}
      </div>

      <div className="mt-4 flex flex-wrap gap-2">
        <Button
          variant="outline"
          size="sm"
          onClick={onViewResume}
          aria-label={`View Resume sent for ${internship.title}`}
        >
          <FileText className="size-4" aria-hidden="true" />
          View Resume
        </Button>
        {canOpenPosting(internship) && (
          <ButtonLink
            to={paths.app.internship.getHref(internship.id)}
            size="sm"
            variant="outline"
            aria-label={`View Internship: ${internship.title}`}
          >
            View Internship
          </ButtonLink>
        )}
        {canWithdraw && (
          <Button
            variant="ghost"
            size="sm"
            onClick={() => setConfirmingWithdraw(true)}
            aria-label={`Withdraw application for ${internship.title}`}
          >
            Withdraw
          </Button>
        )}
      </div>
      <ConfirmDialog
        open={isConfirmingWithdraw}
        onOpenChange={setConfirmingWithdraw}
        title="Withdraw this application?"
        message={`${companyNameOf(internship.companyName)} will see that you withdrew your application for ${internship.title}. You cannot apply to this internship again.`}
        confirmLabel="Withdraw"
        isPending={withdraw.isPending}
        onConfirm={() =>
          withdraw.mutate(application.id, {
            onSuccess: () => {
              setConfirmingWithdraw(false);
              toast.success("Application withdrawn");
            },
            onError: (error) => toast.error(error instanceof Error ? error.message : "Failed to withdraw"),
          })
        }
      />
    </Card>
  );
}

export function ApplicationCardSkeleton() {
  return (
    <Card className="p-5" aria-hidden="true">
      <div className="flex justify-between gap-4">
        <SkeletonBars className="flex-1 space-y-2" bars={["h-4 w-1/2", "h-3 w-1/4"]} />
        <Skeleton className="h-5 w-20 rounded-full" />
      </div>
      <div className="mt-4 h-14 animate-pulse rounded bg-neutral-100" />
      <SkeletonBars className="mt-5 grid gap-2 sm:grid-cols-3" bars={["h-3", "h-3", "h-3"]} />
      <div className="mt-4 h-16 animate-pulse rounded-control bg-neutral-100" />
      <SkeletonBars
        className="mt-4 flex gap-2"
        bars={["h-11 w-28 rounded-control sm:h-8", "h-11 w-32 rounded-control sm:h-8"]}
      />
    </Card>
  );
}
