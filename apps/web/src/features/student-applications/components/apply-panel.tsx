import { zodResolver } from "@hookform/resolvers/zod";
import type { InternshipDetail } from "@internpath/shared/api-types";
import { APPLY_MESSAGES, createApplicationSchema } from "@internpath/shared/application-schemas";
import { TOAST_RESUME_HINT_MS } from "@internpath/shared/limits";
import { CheckCircle2, FileText, FileWarning, Send } from "lucide-react";
import { useEffect, useId, useRef, useState } from "react";
import { flushSync } from "react-dom";
import { useForm } from "react-hook-form";
import toast from "react-hot-toast";
import { useNavigate } from "react-router";
import type { z } from "zod";
import { Button } from "@/components/ui/button";
import { Field } from "@/components/ui/field";
import { TextLink } from "@/components/ui/text-link";
import { Textarea } from "@/components/ui/textarea";
import { paths } from "@/config/paths";
import { isApiError } from "@/lib/api-client";
import { isPastDeadline } from "@/lib/format";
import { useCurrentUser } from "@/lib/get-current-user";
import { useFormatDate } from "@/lib/render-time";
import { useCreateApplication } from "../api/create-application";

const coverLetterSchema = createApplicationSchema.pick({ coverLetter: true });
type CoverLetterInput = z.input<typeof coverLetterSchema>;
type CoverLetterValues = z.output<typeof coverLetterSchema>;

/** docs/product.md, "Applying": the rules' messages, with the hint that points to the profile for a missing resume. */
function toastResumeRequired() {
  toast.error(APPLY_MESSAGES.resumeRequired);
  toast(APPLY_MESSAGES.resumeHint, {
    duration: TOAST_RESUME_HINT_MS,
    icon: <FileText className="size-5 shrink-0 text-brand-700" aria-hidden="true" />,
  });
}

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

type CoverLetterFormProps = {
  internship: InternshipDetail;
  onCancel: () => void;
  onApplied: () => void;
};

function CoverLetterForm({ internship, onCancel, onApplied }: CoverLetterFormProps) {
  const navigate = useNavigate();
  const createApplication = useCreateApplication();
  const headingId = useId();
  const {
    register,
    handleSubmit,
    setFocus,
    formState: { errors, isSubmitting },
  } = useForm<CoverLetterInput, unknown, CoverLetterValues>({
    resolver: zodResolver(coverLetterSchema),
    defaultValues: { coverLetter: "" },
  });

  useEffect(() => {
    setFocus("coverLetter");
  }, [setFocus]);

  const onSubmit = handleSubmit(async ({ coverLetter }) => {
    try {
      await createApplication.mutateAsync({ internshipId: internship.id, coverLetter: coverLetter ?? null });
      toast.success("Application submitted successfully");
      onApplied();
    } catch (error) {
      if (isApiError(error) && error.status === 401) {
        toast.error(APPLY_MESSAGES.signIn);
        navigate(paths.auth.signIn.getHref());
      } else if (isApiError(error) && error.message === APPLY_MESSAGES.resumeRequired) {
        toastResumeRequired();
      } else if (isApiError(error) && error.status >= 400 && error.status < 500) {
        // The rule the server applied: students only, not open, deadline passed, already applied.
        toast.error(error.message);
      } else {
        toast.error("Failed to submit application");
      }
    }
  });

  return (
    <form
      onSubmit={onSubmit}
      noValidate
      aria-labelledby={headingId}
      className="space-y-4 rounded-control border border-brand-200 bg-brand-50/40 p-4 sm:p-5"
    >
      <div>
        <h2 id={headingId} className="text-base font-semibold text-neutral-900">
          Apply for {internship.title}
        </h2>
        <p className="mt-1 text-sm text-neutral-600">Your current resume is sent with this application.</p>
      </div>
      <Field
        label="Cover Letter"
        hint="Optional: say why this internship interests you and what you would bring."
        error={errors.coverLetter?.message}
      >
        {(control) => <Textarea {...control} rows={8} {...register("coverLetter")} />}
      </Field>
      <div className="flex flex-wrap gap-2">
        <Button type="submit" isLoading={isSubmitting}>
          Submit Application
        </Button>
        <Button variant="ghost" onClick={onCancel} disabled={isSubmitting}>
          Cancel
        </Button>
      </div>
    </form>
  );
}
