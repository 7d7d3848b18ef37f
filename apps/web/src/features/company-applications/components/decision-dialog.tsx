import { zodResolver } from "@hookform/resolvers/zod";
import {
  DECISION_UNDO_SECONDS,
  type DecisionStatus,
  MESSAGE_PLACEHOLDERS,
  REJECTION_REASONS,
} from "@internpath/shared/decision-schemas";
import { RotateCcw } from "lucide-react";
import { useForm, useWatch } from "react-hook-form";
import { Button } from "@/components/ui/button";
import { Dialog, DialogContent } from "@/components/ui/dialog";
import { Field } from "@/components/ui/field";
import { Input } from "@/components/ui/input";
import { Select } from "@/components/ui/select";
import { Textarea } from "@/components/ui/textarea";
import { partialChangeText } from "../utils/bulk-summary";
import {
  type DecisionFormValues,
  decisionFormSchema,
  decisionRequest,
  defaultDecisionForm,
  defaultMessage,
  type MessageAudience,
  OTHER_REASON,
} from "../utils/decision-form";

const VERB: Record<DecisionStatus, string> = { accepted: "Accept", rejected: "Reject" };

type DecisionDialogProps = {
  /** Null when closed. */
  status: DecisionStatus | null;
  onOpenChange: (open: boolean) => void;
  /** One applicant (their name) or several (how many, and how many of them cannot take it). */
  audience: MessageAudience;
  subject: string;
  /**
   * Bulk only, when the status fits only some of the selection: how many it fits, how many are selected
   * and a line for each row left as it is (its name and why), said before the click.
   */
  partial?: { fits: number; selected: number; left: readonly { id: string; line: string }[] };
  isPending: boolean;
  onConfirm: (decision: { reason: string | null; message: string | null }) => void;
};

/**
 * Accept and Reject ask first: an optional reason (for the company) and a kind message to the
 * student, prefilled and editable. The student is told only after the undo window.
 */
export function DecisionDialog({ status, onOpenChange, ...props }: DecisionDialogProps) {
  return (
    <Dialog open={status !== null} onOpenChange={(open) => !props.isPending && onOpenChange(open)}>
      {status && (
        <DialogContent
          title={`${VERB[status]} ${props.subject}?`}
          description={
            props.audience.kind === "one"
              ? `${props.subject} is told ${DECISION_UNDO_SECONDS} seconds after you confirm; until then you can undo it.`
              : `Each applicant is told ${DECISION_UNDO_SECONDS} seconds after you confirm; until then you can undo it.`
          }
        >
          <DecisionForm key={status} status={status} onCancel={() => onOpenChange(false)} {...props} />
        </DialogContent>
      )}
    </Dialog>
  );
}

type DecisionFormProps = Omit<DecisionDialogProps, "status" | "onOpenChange"> & {
  status: DecisionStatus;
  onCancel: () => void;
};

function DecisionForm({
  status,
  audience,
  subject,
  partial,
  isPending,
  onConfirm,
  onCancel,
}: DecisionFormProps) {
  const {
    register,
    control,
    handleSubmit,
    setValue,
    formState: { errors },
  } = useForm<DecisionFormValues>({
    resolver: zodResolver(decisionFormSchema),
    defaultValues: defaultDecisionForm(status, audience),
  });
  const reasonChoice = useWatch({ control, name: "reasonChoice" });
  const sendMessage = useWatch({ control, name: "sendMessage" });
  const recipient = audience.kind === "one" ? subject : "each applicant";

  return (
    <form
      noValidate
      onSubmit={handleSubmit((values) => onConfirm(decisionRequest(values)))}
      className="space-y-5"
    >
      {partial && partial.left.length > 0 && (
        <div className="rounded-control bg-warning-50 px-3 py-2 text-sm text-warning-800">
          <p>{partialChangeText(status, partial.fits, partial.selected)}</p>
          <ul className="mt-1 list-disc space-y-0.5 pl-4">
            {partial.left.map(({ id, line }) => (
              <li key={id}>{line}</li>
            ))}
          </ul>
        </div>
      )}

      {status === "rejected" && (
        <div className="space-y-3">
          <Field
            label="Reason (optional)"
            hint="Kept for your team. The student does not see it."
            error={errors.reasonChoice?.message}
          >
            {(field) => (
              <Select {...field} {...register("reasonChoice")}>
                <option value="">No reason given</option>
                {REJECTION_REASONS.map((reason) => (
                  <option key={reason} value={reason}>
                    {reason}
                  </option>
                ))}
                <option value={OTHER_REASON}>Other...</option>
              </Select>
            )}
          </Field>
          {reasonChoice === OTHER_REASON && (
            <Field label="Other reason" error={errors.otherReason?.message}>
              {(field) => <Input {...field} autoComplete="off" {...register("otherReason")} />}
            </Field>
          )}
        </div>
      )}

      <div className="space-y-3">
        <label className="flex min-h-11 cursor-pointer items-center gap-3 text-sm font-medium text-neutral-800">
          <input
            type="checkbox"
            className="size-4 rounded border-neutral-400 accent-brand-600"
            {...register("sendMessage")}
          />
          Send a message to {recipient}
        </label>
        {sendMessage && (
          <Field
            label="Message"
            error={errors.message?.message}
            hint={
              audience.kind === "many"
                ? `${MESSAGE_PLACEHOLDERS.join(", ")} are filled in for each applicant. Sent from your account when the decision takes effect.`
                : "Sent from your account, as a message, when the decision takes effect."
            }
          >
            {(field) => <Textarea {...field} rows={9} {...register("message")} />}
          </Field>
        )}
        {sendMessage && (
          <Button
            variant="ghost"
            size="sm"
            onClick={() =>
              setValue("message", defaultMessage(status, audience), {
                shouldDirty: true,
                shouldValidate: true,
              })
            }
          >
            <RotateCcw className="size-4" aria-hidden="true" />
            Use the suggested text
          </Button>
        )}
      </div>

      <div className="flex flex-col-reverse gap-2 border-t border-neutral-200 pt-4 sm:flex-row sm:justify-end">
        <Button variant="outline" onClick={onCancel} disabled={isPending}>
          Cancel
        </Button>
        <Button type="submit" variant={status === "rejected" ? "danger" : "primary"} isLoading={isPending}>
          {VERB[status]}
        </Button>
      </div>
    </form>
  );
}
