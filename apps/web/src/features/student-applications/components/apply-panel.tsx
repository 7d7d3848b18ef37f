import type { InternshipDetail } from "@internpath/shared/api-types";
import { APPLY_MESSAGES } from "@internpath/shared/apply-messages";
import { CheckCircle2, FileWarning, Send } from "lucide-react";
import { lazy, Suspense, useEffect, useId, useRef, useState } from "react";
import { flushSync } from "react-dom";
import { Button } from "@/components/ui/button";
import { LoadingScreen } from "@/components/ui/loading-screen";
import { TextLink } from "@/components/ui/text-link";
import { paths } from "@/config/paths";
import { isPastDeadline } from "@/lib/format";
import { useCurrentUser } from "@/lib/get-current-user";
import { useFormatDate } from "@/lib/render-time";
import { toastResumeRequired } from "./toast-resume-required";

const CoverLetterForm = lazy(() => import("./cover-letter-form"));

/** The apply controls on an internship's page: Apply Now, the cover-letter form, or why not. */
export function ApplyPanel({ internship }: { internship: InternshipDetail }) {
  const role = useCurrentUser().data?.role;
  const [isFormOpen, setIsFormOpen] = useState(false);
  const [justApplied, setJustApplied] = useState(false);
  const applyButtonId = useId();
  const { viewer } = internship;

  if (viewer.application) {
    return <AppliedNote appliedAt={viewer.application.createdAt} takeFocus={justApplied} />;
  }
  if (role !== "student") return null;
  if (!viewer.canApply) {
    const reason =
      internship.status === "open" && isPastDeadline(internship.deadline)
        ? APPLY_MESSAGES.deadlinePassed
        : APPLY_MESSAGES.notOpen;
    return <p className="text-sm font-medium text-neutral-700">{reason}</p>;
  }

  if (isFormOpen) {
    return (
      <Suspense fallback={<LoadingScreen label="Loading the application form..." fullScreen={false} />}>
        <CoverLetterForm
          internship={internship}
          onCancel={() => {
            flushSync(() => setIsFormOpen(false));
            document.getElementById(applyButtonId)?.focus();
          }}
          onApplied={() => {
            setJustApplied(true);
            setIsFormOpen(false);
          }}
        />
      </Suspense>
    );
  }

  return (
    <div className="flex flex-col gap-3 sm:flex-row sm:items-center">
      <Button
        id={applyButtonId}
        size="lg"
        className="self-start"
        onClick={() => {
          if (!viewer.hasResume) {
            toastResumeRequired();
            return;
          }
          setIsFormOpen(true);
        }}
      >
        <Send className="size-4" aria-hidden="true" />
        Apply Now
      </Button>
      {!viewer.hasResume && (
        <p className="flex items-start gap-2 text-sm text-warning-800">
          <FileWarning className="mt-0.5 size-4 shrink-0" aria-hidden="true" />
          <span>
            You need a resume to apply.{" "}
            <TextLink to={paths.app.profile.getHref()} className="text-warning-800 underline">
              View Profile
            </TextLink>
          </span>
        </p>
      )}
    </div>
  );
}

function AppliedNote({ appliedAt, takeFocus }: { appliedAt: string; takeFocus: boolean }) {
  const note = useRef<HTMLParagraphElement>(null);
  const formatDate = useFormatDate();
  // After submitting, the form is gone: move focus to what replaced it rather than losing it.
  useEffect(() => {
    if (takeFocus) note.current?.focus();
  }, [takeFocus]);
  return (
    <p
      ref={note}
      tabIndex={-1}
      className="flex flex-wrap items-center gap-x-2 gap-y-1 text-sm text-neutral-700 focus:outline-none"
    >
      <CheckCircle2 className="size-5 text-success-600" aria-hidden="true" />
      <span className="font-semibold text-success-800">You applied on {formatDate(appliedAt)}.</span>
      <TextLink standalone to={paths.app.applications.getHref()}>
        View My Applications
      </TextLink>
    </p>
  );
}
