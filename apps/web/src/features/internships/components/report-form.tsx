import { REPORT_REASONS, type ReportReason } from "@internpath/shared/enums";
import { REPORT_DETAILS_MAX, REPORT_REASON_LABELS } from "@internpath/shared/trust-schemas";
import { useState } from "react";
import toast from "react-hot-toast";
import { Alert } from "@/components/ui/alert";
import { Button } from "@/components/ui/button";
import { DialogClose } from "@/components/ui/dialog";
import { Field } from "@/components/ui/field";
import { Textarea } from "@/components/ui/textarea";
import { isApiError } from "@/lib/api-client";
import { useReportInternship } from "../api/report-internship";

/** The form of Report this posting: loaded when a student opens it, so the posting page shows without it. */
export default function ReportForm({ internshipId, onDone }: { internshipId: string; onDone: () => void }) {
  const [reason, setReason] = useState<ReportReason | null>(null);
  const [details, setDetails] = useState("");
  const [error, setError] = useState<string | undefined>();
  // Past the daily limit the server says so; the student reads it here rather than in a toast that fades.
  const [refusal, setRefusal] = useState<string | undefined>();
  const report = useReportInternship(internshipId);
  const needsDetails = reason === "other" && details.trim() === "";
  return (
    <form
      className="space-y-4"
      onSubmit={(event) => {
        event.preventDefault();
        if (!reason || needsDetails || report.isPending) return;
        setRefusal(undefined);
        report.mutate(
          { reason, details: details.trim() || undefined },
          {
            onSuccess: () => {
              toast.success("Thank you: the posting was reported");
              onDone();
            },
            onError: (failure) => {
              if (isApiError(failure) && failure.status === 409) {
                toast.error(failure.message);
                onDone();
              } else if (isApiError(failure) && failure.status === 400) {
                setError(failure.message);
              } else if (isApiError(failure, "RATE_LIMITED")) {
                setRefusal(failure.message);
              } else {
                toast.error("Failed to report the posting");
              }
            },
          },
        );
      }}
    >
      <fieldset>
        <legend className="text-sm font-medium text-neutral-800">Reason</legend>
        <div className="mt-2 space-y-2">
          {REPORT_REASONS.map((value) => (
            <label key={value} className="flex items-center gap-2 text-sm text-neutral-800">
              <input
                type="radio"
                name="reason"
                value={value}
                checked={reason === value}
                onChange={() => setReason(value)}
                className="size-4 accent-brand-600"
              />
              {REPORT_REASON_LABELS[value]}
            </label>
          ))}
        </div>
      </fieldset>
      <Field label={reason === "other" ? "What is wrong? (required)" : "Details (optional)"} error={error}>
        {(control) => (
          <Textarea
            {...control}
            rows={4}
            value={details}
            maxLength={REPORT_DETAILS_MAX}
            aria-required={reason === "other"}
            onChange={(event) => setDetails(event.target.value)}
          />
        )}
      </Field>
      {refusal && <Alert>{refusal}</Alert>}
      <div className="flex flex-wrap justify-end gap-2">
        <DialogClose asChild>
          <Button variant="ghost" disabled={report.isPending}>
            Cancel
          </Button>
        </DialogClose>
        <Button
          type="submit"
          variant="danger"
          disabled={!reason || needsDetails}
          isLoading={report.isPending}
        >
          Send Report
        </Button>
      </div>
    </form>
  );
}
