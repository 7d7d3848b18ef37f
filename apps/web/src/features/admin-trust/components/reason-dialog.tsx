import { REASON_MAX } from "@internpath/shared/trust-schemas";
import { useState } from "react";
import { Button } from "@/components/ui/button";
import { Dialog, DialogClose, DialogContent } from "@/components/ui/dialog";
import { Field } from "@/components/ui/field";
import { Textarea } from "@/components/ui/textarea";

type ReasonDialogProps = {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  title: string;
  description: string;
  confirmLabel: string;
  isPending: boolean;
  onConfirm: (reason: string) => void;
};

/** A destructive admin decision that needs a reason, which its company reads. */
export function ReasonDialog({
  open,
  onOpenChange,
  title,
  description,
  confirmLabel,
  isPending,
  onConfirm,
}: ReasonDialogProps) {
  return (
    <Dialog open={open} onOpenChange={(next) => !isPending && onOpenChange(next)}>
      {open && (
        <DialogContent title={title} description={description}>
          <ReasonForm confirmLabel={confirmLabel} isPending={isPending} onConfirm={onConfirm} />
        </DialogContent>
      )}
    </Dialog>
  );
}

function ReasonForm({
  confirmLabel,
  isPending,
  onConfirm,
}: Pick<ReasonDialogProps, "confirmLabel" | "isPending" | "onConfirm">) {
  const [reason, setReason] = useState("");
  const isBlank = reason.trim() === "";
  return (
    <form
      className="space-y-4"
      onSubmit={(event) => {
        event.preventDefault();
        if (!isBlank && !isPending) onConfirm(reason.trim());
      }}
    >
      <Field label="Reason (the company reads it)">
        {(control) => (
          <Textarea
            {...control}
            aria-required="true"
            rows={4}
            value={reason}
            maxLength={REASON_MAX}
            onChange={(event) => setReason(event.target.value)}
          />
        )}
      </Field>
      <div className="flex flex-wrap justify-end gap-2">
        <DialogClose asChild>
          <Button variant="ghost" disabled={isPending}>
            Cancel
          </Button>
        </DialogClose>
        <Button type="submit" variant="danger" disabled={isBlank} isLoading={isPending}>
          {confirmLabel}
        </Button>
      </div>
    </form>
  );
}
