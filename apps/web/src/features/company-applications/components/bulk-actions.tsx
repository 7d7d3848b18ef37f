import type { CompanyApplication } from "@internpath/shared/api-types";
import type { SkippedApplication } from "@internpath/shared/decision-answers";
import type { DecisionStatus } from "@internpath/shared/decision-schemas";
import { X } from "lucide-react";
import { useEffect, useRef, useState } from "react";
import toast from "react-hot-toast";
import { Alert } from "@/components/ui/alert";
import { Button } from "@/components/ui/button";
import { Card } from "@/components/ui/card";
import { useChangeApplicationStatuses } from "../api/change-application-statuses";
import { useUndoDecisions } from "../api/undo-decisions";
import { applicantName } from "../utils/applicant-name";
import {
  changedText,
  decidingText,
  partOfSelection,
  skippedLines,
  skippedTitle,
} from "../utils/bulk-summary";
import { type PageSelection, pageSelection } from "../utils/selection";
import { canTake, STATUS_ACTIONS, type StatusAction, whyNotTaken } from "../utils/status-actions";
import { DecisionDialog } from "./decision-dialog";
import { showUndoToast } from "./undo-toast";

type BulkActionsProps = {
  items: readonly CompanyApplication[];
  selectedIds: ReadonlySet<string>;
  onToggleAll: () => void;
  onClear: () => void;
};

const BULK_TOAST = "bulk-decision";

/**
 * Select rows on the page, then one status for all of them in one request. Start Review applies at
 * once; Accept and Reject ask first and can be undone, like a single decision. Each button says
 * beforehand how many of the selection it would change when not all ("Accept (2 of 3)", off at none),
 * the dialog names the rest with why; rows the server still refuses are named with its reason after.
 */
export function BulkActions({ items, selectedIds, onToggleAll, onClear }: BulkActionsProps) {
  const [deciding, setDeciding] = useState<DecisionStatus | null>(null);
  const [skipped, setSkipped] = useState<readonly SkippedApplication[]>([]);
  const changeStatuses = useChangeApplicationStatuses();
  const undoDecisions = useUndoDecisions();
  const selected = items.filter((item) => selectedIds.has(item.id));
  const namesById = new Map(items.map((item) => [item.id, applicantName(item.student)]));
  const nameOf = (id: string) => namesById.get(id) ?? "An application";
  const state = pageSelection(
    selectedIds,
    items.map((item) => item.id),
  );

  function undo(ids: string[]) {
    undoDecisions.mutate(ids, {
      onSuccess: (answer) => {
        if (answer.tooLate.length === 0) toast.success("Decisions undone", { id: BULK_TOAST });
        else toast.error(`Too late to undo ${answer.tooLate.length} of them: they have taken effect.`);
      },
      onError: () => toast.error("Failed to undo the decisions", { id: BULK_TOAST }),
    });
  }

  function apply(to: StatusAction["to"], extras: { reason: string | null; message: string | null }) {
    changeStatuses.mutate(
      { applicationIds: selected.map((item) => item.id), status: to, ...extras },
      {
        onSuccess: (answer) => {
          setDeciding(null);
          setSkipped(answer.skipped);
          onClear();
          const changedIds = answer.changed.map((item) => item.id);
          if (changedIds.length === 0) {
            toast.error("No selected application could take that status", { id: BULK_TOAST });
          } else if (to === "reviewing") {
            toast.success(changedText(to, changedIds.length), { id: BULK_TOAST });
          } else {
            showUndoToast({
              id: BULK_TOAST,
              message: decidingText(to, changedIds.length),
              whoIsTold: changedIds.length === 1 ? "The applicant is told" : "Each applicant is told",
              effectiveAt: answer.changed[0]?.decision?.effectiveAt,
              onUndo: () => undo(changedIds),
            });
          }
        },
        onError: () => toast.error("Failed to update application status", { id: BULK_TOAST }),
      },
    );
  }

  const count = selected.length;
  const fitting = (to: StatusAction["to"]) => selected.filter((item) => canTake(item, to)).length;
  const leftAsTheyAre = (to: StatusAction["to"]) =>
    selected.flatMap((item) => {
      const why = whyNotTaken(item, to);
      return why ? [{ id: item.id, line: `${nameOf(item.id)}: ${why}` }] : [];
    });
  const decidingFits = deciding ? fitting(deciding) : 0;
  return (
    <Card className="space-y-3 p-3 sm:p-4">
      <div className="flex flex-wrap items-center gap-x-4 gap-y-3">
        <SelectAllCheckbox state={state} onToggle={onToggleAll} disabled={items.length === 0} />
        <p className="text-sm text-neutral-700" aria-live="polite">
          {count === 0 ? "None selected" : `${count} selected`}
        </p>
        {count > 0 && (
          <Button variant="ghost" size="sm" onClick={onClear}>
            <X className="size-4" aria-hidden="true" />
            Clear selection
          </Button>
        )}
        <fieldset
          className="flex flex-wrap gap-2 sm:ml-auto"
          disabled={count === 0 || changeStatuses.isPending}
        >
          <legend className="sr-only">Change the selected applications</legend>
          {STATUS_ACTIONS.map(({ to, label, variant, icon: Icon }) => {
            // How many of the selection it would change, when not all: "Accept (2 of 3)".
            const fits = fitting(to);
            const part = count > 0 ? partOfSelection(fits, count) : null;
            return (
              <Button
                key={to}
                variant={variant}
                size="sm"
                isLoading={changeStatuses.isPending && changeStatuses.variables?.status === to}
                disabled={count > 0 && fits === 0}
                onClick={() =>
                  to === "reviewing" ? apply(to, { reason: null, message: null }) : setDeciding(to)
                }
              >
                <Icon className="size-4" aria-hidden="true" />
                {label}
                {part ? (
                  <>
                    <span aria-hidden="true" className="font-medium tabular-nums">
                      ({part})
                    </span>
                    <span className="sr-only">
                      {" "}
                      {fits} of the {count} selected applications
                    </span>
                  </>
                ) : (
                  <span className="sr-only"> the selected applications</span>
                )}
              </Button>
            );
          })}
        </fieldset>
      </div>
      {skipped.length > 0 && (
        <Alert tone="warning" title={skippedTitle(skipped.length)}>
          <ul className="list-disc space-y-0.5 pl-4">
            {skippedLines(skipped, nameOf).map((line) => (
              <li key={line}>{line}</li>
            ))}
          </ul>
          <Button variant="ghost" size="sm" className="mt-1 -ml-2" onClick={() => setSkipped([])}>
            Dismiss
          </Button>
        </Alert>
      )}
      <DecisionDialog
        status={deciding}
        onOpenChange={(open) => !open && setDeciding(null)}
        audience={{ kind: "many", count: decidingFits }}
        subject={
          decidingFits === count
            ? `${count} ${count === 1 ? "application" : "applications"}`
            : `${decidingFits} of ${count} selected applications`
        }
        partial={
          deciding && decidingFits < count
            ? { fits: decidingFits, selected: count, left: leftAsTheyAre(deciding) }
            : undefined
        }
        isPending={changeStatuses.isPending}
        onConfirm={(extras) => deciding && apply(deciding, extras)}
      />
    </Card>
  );
}

type SelectAllCheckboxProps = { state: PageSelection; onToggle: () => void; disabled: boolean };

/** A real checkbox, shown mixed while only some rows are selected. */
function SelectAllCheckbox({ state, onToggle, disabled }: SelectAllCheckboxProps) {
  const ref = useRef<HTMLInputElement>(null);
  useEffect(() => {
    if (ref.current) ref.current.indeterminate = state === "some";
  }, [state]);
  return (
    <label className="flex min-h-11 cursor-pointer items-center gap-2 text-sm font-medium text-neutral-800">
      <input
        ref={ref}
        type="checkbox"
        checked={state === "all"}
        onChange={onToggle}
        disabled={disabled}
        className="size-4 rounded border-neutral-400 accent-brand-600"
      />
      Select all on this page
    </label>
  );
}
