import { zodResolver } from "@hookform/resolvers/zod";
import {
  DECISION_MESSAGE_MAX_LENGTH,
  DECISION_UNDO_SECONDS,
  MESSAGE_PLACEHOLDERS,
} from "@internpath/shared/decision-schemas";
import { CLOSING_MESSAGE_TEMPLATE } from "@internpath/shared/follow-through";
import { useForm, useWatch } from "react-hook-form";
import { z } from "zod";
import { Button } from "@/components/ui/button";
import { Dialog, DialogContent } from "@/components/ui/dialog";
import { Field } from "@/components/ui/field";
import { Textarea } from "@/components/ui/textarea";

const closeFormSchema = z.object({
  rejectRemaining: z.boolean(),
  message: z.string().max(DECISION_MESSAGE_MAX_LENGTH, {
    error: `Message must be at most ${DECISION_MESSAGE_MAX_LENGTH} characters`,
  }),
});
type CloseFormValues = z.input<typeof closeFormSchema>;

type CloseInternshipDialogProps = {
  /** How many applications still wait; the dialog is open while this is a number. */
  waiting: number | null;
  title: string;
  onOpenChange: (open: boolean) => void;
  isPending: boolean;
  onConfirm: (choice: { rejectRemaining: boolean; message: string | null }) => void;
};

/**
 * Closing a posting that applicants still wait on (docs/product.md, "Closing a posting"): one bulk
 * action rejects them all with a kind message, prefilled and editable; or the company closes it and
 * answers them later.
 */
export function CloseInternshipDialog({
  waiting,
  title,
  onOpenChange,
  isPending,
  onConfirm,
}: CloseInternshipDialogProps) {
  return (
    <Dialog open={waiting !== null} onOpenChange={(open) => !isPending && onOpenChange(open)}>
      {waiting !== null && (
        <DialogContent
          title={`Close ${title}?`}
          description={`${waiting} ${waiting === 1 ? "applicant is" : "applicants are"} still waiting for an answer. Let them know so they can move on.`}
        >
          <CloseForm
            waiting={waiting}
            isPending={isPending}
            onConfirm={onConfirm}
            onCancel={() => onOpenChange(false)}
          />
        </DialogContent>
      )}
    </Dialog>
  );
}

function CloseForm({
  waiting,
  isPending,
  onConfirm,
  onCancel,
}: Pick<CloseInternshipDialogProps, "isPending" | "onConfirm"> & { waiting: number; onCancel: () => void }) {
  const {
    register,
    control,
    handleSubmit,
    formState: { errors },
  } = useForm<CloseFormValues>({
    resolver: zodResolver(closeFormSchema),
    defaultValues: { rejectRemaining: true, message: CLOSING_MESSAGE_TEMPLATE },
  });
  const rejectRemaining = useWatch({ control, name: "rejectRemaining" });
  return (
    <form
      noValidate
      onSubmit={handleSubmit((values) =>
        onConfirm({
          rejectRemaining: values.rejectRemaining,
          message: values.rejectRemaining ? values.message.trim() || null : null,
        }),
      )}
      className="space-y-5"
    >
      <label className="flex cursor-pointer items-start gap-3 text-sm font-medium text-neutral-800">
        <input
          type="checkbox"
          className="mt-0.5 size-4 rounded border-neutral-400 accent-brand-600"
          {...register("rejectRemaining")}
        />
        <span>
          Reject the {waiting} remaining {waiting === 1 ? "application" : "applications"} and send this
          message
        </span>
      </label>
      {rejectRemaining ? (
        <Field
          label="Message"
          error={errors.message?.message}
          hint={`${MESSAGE_PLACEHOLDERS.join(", ")} are filled in for each applicant. They are told ${DECISION_UNDO_SECONDS} seconds after you confirm; until then you can undo it on Manage Applications.`}
        >
          {(field) => <Textarea {...field} rows={9} {...register("message")} />}
        </Field>
      ) : (
        <p className="rounded-control bg-warning-50 px-3 py-2 text-sm text-warning-800">
          Applications still waiting 30 days after closing are closed as not selected, and the students are
          told.
        </p>
      )}
      <div className="flex flex-col-reverse gap-2 border-t border-neutral-200 pt-4 sm:flex-row sm:justify-end">
        <Button variant="outline" onClick={onCancel} disabled={isPending}>
          Cancel
        </Button>
        <Button type="submit" variant={rejectRemaining ? "danger" : "primary"} isLoading={isPending}>
          {rejectRemaining ? "Close and reject" : "Close internship"}
        </Button>
      </div>
    </form>
  );
}
