import { zodResolver } from "@hookform/resolvers/zod";
import type { InternshipDetail } from "@internpath/shared/api-types";
import { createApplicationSchema } from "@internpath/shared/application-schemas";
import { APPLY_MESSAGES } from "@internpath/shared/apply-messages";
import { useEffect, useId } from "react";
import { useForm } from "react-hook-form";
import toast from "react-hot-toast";
import { useNavigate } from "react-router";
import type { z } from "zod";
import { Button } from "@/components/ui/button";
import { Field } from "@/components/ui/field";
import { Textarea } from "@/components/ui/textarea";
import { paths } from "@/config/paths";
import { isApiError } from "@/lib/api-client";
import { useCreateApplication } from "../api/create-application";
import { toastResumeRequired } from "./toast-resume-required";

/*
 * The cover-letter form of Apply Now, with the validation library it checks with: loaded when a student
 * opens it, so the posting page shows without either.
 */

const coverLetterSchema = createApplicationSchema.pick({ coverLetter: true });
type CoverLetterInput = z.input<typeof coverLetterSchema>;
type CoverLetterValues = z.output<typeof coverLetterSchema>;

type CoverLetterFormProps = {
  internship: InternshipDetail;
  onCancel: () => void;
  onApplied: () => void;
};

export default function CoverLetterForm({ internship, onCancel, onApplied }: CoverLetterFormProps) {
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
