import type { CompanyApplication } from "@internpath/shared/api-types";
import { ChevronLeft, ChevronRight, Mail, MessageSquare } from "lucide-react";
import type { KeyboardEvent } from "react";
import { ResumeViewer } from "@/components/resume-viewer/resume-viewer";
import { StudentSkillsAndBio, StudentStudyDetails, StudentWebsite } from "@/components/student-details";
import { Avatar } from "@/components/ui/avatar";
import { ApplicationStatusBadge } from "@/components/ui/badge";
import { Button, ButtonLink } from "@/components/ui/button";
import { Dialog, DialogContent } from "@/components/ui/dialog";
import { SkeletonText } from "@/components/ui/skeleton";
import { textLinkClasses } from "@/components/ui/text-link";
import { paths } from "@/config/paths";
import { formatDate } from "@/lib/format";
import { applicantName } from "../utils/applicant-name";
import { ApplicationStatusActions } from "./application-status-actions";

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
      <StepButton step="previous" onClick={navigation.onPrevious} disabled={!navigation.canGoPrevious} />
      <p className="text-sm text-neutral-600" aria-live="polite">
        {navigation.position
          ? `${navigation.position.index + 1} of ${navigation.position.count} on this page`
          : "Loading..."}
      </p>
      <StepButton step="next" onClick={navigation.onNext} disabled={!navigation.canGoNext} />
    </nav>
  );
}

type StepButtonProps = { step: "previous" | "next"; onClick: () => void; disabled: boolean };

/** Previous or Next applicant, also on the arrow keys. */
function StepButton({ step, onClick, disabled }: StepButtonProps) {
  const isPrevious = step === "previous";
  const Icon = isPrevious ? ChevronLeft : ChevronRight;
  return (
    <Button
      variant="ghost"
      size="sm"
      onClick={onClick}
      disabled={disabled}
      aria-keyshortcuts={isPrevious ? "ArrowLeft" : "ArrowRight"}
    >
      {isPrevious && <Icon className="size-4" aria-hidden="true" />}
      {isPrevious ? "Previous" : "Next"}
      <span className="sr-only"> applicant</span>
      {!isPrevious && <Icon className="size-4" aria-hidden="true" />}
    </Button>
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
        <ButtonLink to={paths.app.messages.getHref(student.id)} variant="outline" size="sm">
          <MessageSquare className="size-4" aria-hidden="true" />
          Message
          <span className="sr-only">, {name}</span>
        </ButtonLink>
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
        <StudentStudyDetails student={student} />
        <StudentWebsite website={student.website} className="sm:col-span-2" />
        <StudentSkillsAndBio student={student} name={name} />
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
