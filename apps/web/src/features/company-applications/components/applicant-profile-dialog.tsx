import type { CompanyApplication } from "@internpath/shared/api-types";
import { ChevronLeft, ChevronRight, ExternalLink, Mail } from "lucide-react";
import type { KeyboardEvent, ReactNode } from "react";
import { ResumeViewer } from "@/components/resume-viewer/resume-viewer";
import { Avatar } from "@/components/ui/avatar";
import { ApplicationStatusBadge } from "@/components/ui/badge";
import { Button } from "@/components/ui/button";
import { Dialog, DialogContent } from "@/components/ui/dialog";
import { SkeletonText } from "@/components/ui/skeleton";
import { SkillList } from "@/components/ui/skill-list";
import { textLinkClasses } from "@/components/ui/text-link";
import { formatDate } from "@/lib/format";
import { applicantName } from "../utils/applicant-name";
import { ApplicationStatusActions } from "./application-status-actions";

const NOT_SPECIFIED = "Not specified";

export type ApplicantNavigation = {
  /** "3 of 20" on this page; null while the next page loads. */
  position: { index: number; count: number } | null;
  canGoPrevious: boolean;
  canGoNext: boolean;
  onPrevious: () => void;
  onNext: () => void;
};

type ApplicantProfileDialogProps = {
  isOpen: boolean;
  /** The application shown; null while the next or previous page of the list loads. */
  application: CompanyApplication | null;
  navigation: ApplicantNavigation;
  onOpenChange: (open: boolean) => void;
};

/**
 * One applicant at a time, with everything needed to decide: the status actions, the profile, the
 * cover letter and the resume. Previous and Next (or the arrow keys) walk the review list, across
 * its pages, without closing the dialog.
 */
export function ApplicantProfileDialog({
  isOpen,
  application,
  navigation,
  onOpenChange,
}: ApplicantProfileDialogProps) {
  function onKeyDown(event: KeyboardEvent<HTMLDivElement>) {
    const target = event.target as HTMLElement;
    // Only keys pressed in this dialog (not in the decision dialog above it), outside text fields.
    if (!event.currentTarget.contains(target) || target.closest("input, textarea, select")) return;
    if (event.key === "ArrowLeft" && navigation.canGoPrevious) {
      event.preventDefault();
      navigation.onPrevious();
    } else if (event.key === "ArrowRight" && navigation.canGoNext) {
      event.preventDefault();
      navigation.onNext();
    }
  }

  return (
    <Dialog open={isOpen} onOpenChange={onOpenChange}>
      {isOpen && (
        <DialogContent
          title={application ? applicantName(application.student) : "Loading applicant..."}
          description={
            application
              ? `Applied to ${application.internship.title} on ${formatDate(application.createdAt)}`
              : undefined
          }
          closeLabel="Close profile"
          size="lg"
        >
          {/* biome-ignore lint/a11y/noStaticElementInteractions: arrow keys are a shortcut; the buttons below do the same */}
          <div onKeyDown={onKeyDown} className="space-y-6">
            <ApplicantNavigationBar navigation={navigation} />
            {application ? <ApplicantProfile key={application.id} application={application} /> : <Loading />}
          </div>
        </DialogContent>
      )}
    </Dialog>
  );
}

function ApplicantNavigationBar({ navigation }: { navigation: ApplicantNavigation }) {
  return (
    <nav
      aria-label="Applicants"
      className="flex items-center justify-between gap-2 rounded-control bg-neutral-50 px-2 py-1.5"
    >
      <Button
        variant="ghost"
        size="sm"
        onClick={navigation.onPrevious}
        disabled={!navigation.canGoPrevious}
        aria-keyshortcuts="ArrowLeft"
      >
        <ChevronLeft className="size-4" aria-hidden="true" />
        Previous<span className="sr-only"> applicant</span>
      </Button>
      <p className="text-sm text-neutral-600" aria-live="polite">
        {navigation.position
          ? `${navigation.position.index + 1} of ${navigation.position.count} on this page`
          : "Loading..."}
      </p>
      <Button
        variant="ghost"
        size="sm"
        onClick={navigation.onNext}
        disabled={!navigation.canGoNext}
        aria-keyshortcuts="ArrowRight"
      >
        Next<span className="sr-only"> applicant</span>
        <ChevronRight className="size-4" aria-hidden="true" />
      </Button>
    </nav>
  );
}

function Loading() {
  return (
    <div className="space-y-3" aria-hidden="true">
      <SkeletonText size="lg" width="w-1/2" />
      <SkeletonText width="w-3/4" />
      <SkeletonText width="w-2/3" />
    </div>
  );
}

function ApplicantProfile({ application }: { application: CompanyApplication }) {
  const { student } = application;
  const name = applicantName(student);
  return (
    <div className="space-y-6">
      <div className="flex flex-wrap items-center gap-4">
        <Avatar src={student.avatarUrl} name={name} className="size-16 text-lg" />
        <div className="min-w-0 flex-1">
          <a
            href={`mailto:${student.email}`}
            className={`${textLinkClasses} inline-flex items-center gap-1.5 break-all`}
          >
            <Mail className="size-4 shrink-0" aria-hidden="true" />
            {student.email}
          </a>
          <div className="mt-2">
            <ApplicationStatusBadge status={application.status} />
          </div>
        </div>
      </div>

      <section aria-label="Status" className="rounded-control border border-neutral-200 p-3">
        <ApplicationStatusActions application={application} />
        {!application.decision?.isPending &&
          application.status !== "pending" &&
          application.status !== "reviewing" && (
            <p className="text-sm text-neutral-600">
              Decided on {formatDate(application.updatedAt)}
              {application.decision?.reason ? ` · Reason: ${application.decision.reason}` : ""}
            </p>
          )}
      </section>

      <dl className="grid gap-4 sm:grid-cols-2">
        <Detail label="University">{student.university || NOT_SPECIFIED}</Detail>
        <Detail label="Degree">{student.degree || NOT_SPECIFIED}</Detail>
        <Detail label="Graduation Year">{student.graduationYear ?? NOT_SPECIFIED}</Detail>
        <Detail label="Location">{student.location || NOT_SPECIFIED}</Detail>
        <Detail label="Website" className="sm:col-span-2">
          {student.website ? (
            <a
              href={student.website}
              target="_blank"
              rel="noopener noreferrer"
              className={`${textLinkClasses} inline-flex items-center gap-1.5 break-all`}
            >
              {student.website}
              <ExternalLink className="size-3.5 shrink-0" aria-hidden="true" />
              <span className="sr-only">(opens in a new tab)</span>
            </a>
          ) : (
            NOT_SPECIFIED
          )}
        </Detail>
        <Detail label="Skills" className="sm:col-span-2">
          {student.skills.length > 0 ? (
            <SkillList skills={student.skills} label={`Skills of ${name}`} />
          ) : (
            NOT_SPECIFIED
          )}
        </Detail>
        <Detail label="Bio" className="sm:col-span-2">
          {student.bio ? <p className="whitespace-pre-line">{student.bio}</p> : NOT_SPECIFIED}
        </Detail>
      </dl>

      <section aria-labelledby="cover-letter-heading" className="rounded-control bg-neutral-50 p-4">
        <h3 id="cover-letter-heading" className="text-sm font-semibold text-neutral-900">
          Cover Letter
        </h3>
        <p className="mt-2 text-sm leading-relaxed whitespace-pre-line text-neutral-700">
          {application.coverLetter || "No cover letter was sent with this application."}
        </p>
      </section>

      <section aria-labelledby="resume-heading" className="space-y-3">
        <h3 id="resume-heading" className="text-sm font-semibold text-neutral-900">
          Resume
        </h3>
        <ResumeViewer resumeUrl={application.resumeUrl || null} personName={name} />
      </section>
    </div>
  );
}

type DetailProps = { label: string; className?: string; children: ReactNode };

function Detail({ label, className, children }: DetailProps) {
  return (
    <div className={className}>
      <dt className="text-xs font-semibold tracking-wide text-neutral-600 uppercase">{label}</dt>
      <dd className="mt-1 text-sm break-words text-neutral-900">{children}</dd>
    </div>
  );
}
