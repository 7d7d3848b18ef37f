import { ADMIN_APPLICATION_TEXTS } from "@internpath/shared/admin-applications-schemas";
import { APPLICATION_STATUSES, type ApplicationStatus } from "@internpath/shared/enums";
import { clsx } from "clsx";
import { ChevronDown } from "lucide-react";
import { useState } from "react";
import toast from "react-hot-toast";
import { ConfirmDialog } from "@/components/ui/confirm-dialog";
import { useUpdateApplicationStatus } from "../api/update-application-status";
import { STATUS_LABELS } from "../utils/names";

type StatusSelectProps = {
  applicationId: string;
  status: ApplicationStatus;
  /** Names the control, e.g. "Change status of Ada Lovelace's application". */
  label: string;
  /** Who applied and to what, for the question asked before the change. */
  studentName: string;
  internshipTitle: string;
  className?: string;
};

/**
 * An admin sets any status, in any order (docs/product.md, "Application statuses"), after saying yes to what
 * will happen: the change takes effect at once and the student is notified.
 */
export function StatusSelect({
  applicationId,
  status,
  label,
  studentName,
  internshipTitle,
  className,
}: StatusSelectProps) {
  const update = useUpdateApplicationStatus();
  const [asked, setAsked] = useState<ApplicationStatus | null>(null);
  const shown = update.isPending && update.variables ? update.variables.status : status;

  function change(next: ApplicationStatus) {
    update.mutate(
      { id: applicationId, status: next },
      {
        onSuccess: (updated) => {
          setAsked(null);
          toast.success(ADMIN_APPLICATION_TEXTS.statusUpdated(updated.status));
        },
        onError: () => {
          setAsked(null);
          toast.error(ADMIN_APPLICATION_TEXTS.statusFailed);
        },
      },
    );
  }

  return (
    <span className={clsx("relative inline-block", className)}>
      <select
        aria-label={label}
        value={asked ?? shown}
        disabled={update.isPending}
        aria-busy={update.isPending || undefined}
        onChange={(event) => {
          const next = event.target.value as ApplicationStatus;
          if (next !== status) setAsked(next);
        }}
        className={clsx(
          "block h-11 w-[7.5rem] sm:h-8 appearance-none rounded-control border border-neutral-400 bg-white pr-7 pl-2.5 text-sm text-neutral-900 shadow-xs",
          "focus:border-brand-600 focus:outline-2 focus:outline-offset-0 focus:outline-brand-600/40",
          "disabled:cursor-not-allowed disabled:bg-neutral-100 disabled:text-neutral-600",
        )}
      >
        {APPLICATION_STATUSES.map((value) => (
          <option key={value} value={value}>
            {STATUS_LABELS[value]}
          </option>
        ))}
      </select>
      <ChevronDown
        className="pointer-events-none absolute top-1/2 right-2 size-4 -translate-y-1/2 text-neutral-500"
        aria-hidden="true"
      />
      <ConfirmDialog
        open={asked !== null}
        onOpenChange={(open) => !open && setAsked(null)}
        title={asked ? ADMIN_APPLICATION_TEXTS.statusQuestion(STATUS_LABELS[asked]) : ""}
        message={
          asked
            ? ADMIN_APPLICATION_TEXTS.statusConsequence({
                student: studentName,
                internship: internshipTitle,
                from: STATUS_LABELS[status],
                to: STATUS_LABELS[asked],
              })
            : ""
        }
        confirmLabel="Change Status"
        isPending={update.isPending}
        onConfirm={() => asked && change(asked)}
      />
    </span>
  );
}
