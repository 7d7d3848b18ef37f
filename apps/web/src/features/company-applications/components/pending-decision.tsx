import type { ApplicationDecision } from "@internpath/shared/decision-answers";
import { useQueryClient } from "@tanstack/react-query";
import { Clock, Undo2 } from "lucide-react";
import { type Ref, useEffect } from "react";
import { Button } from "@/components/ui/button";
import { companyApplicationsKeys } from "@/lib/query-keys";
import { useSecondsLeft } from "../hooks/use-seconds-left";
import { DECIDING } from "../utils/status-actions";

/** How often the list is asked again once the window is over on this clock but not yet on the server's. */
const RECHECK_MS = 2000;

type PendingDecisionProps = {
  decision: ApplicationDecision;
  applicantName: string;
  onUndo: () => void;
  isUndoing: boolean;
  undoRef?: Ref<HTMLButtonElement>;
};

/**
 * A decision inside its undo window: what was decided, the seconds until the student is told, and
 * Undo. When the window ends the list reloads and shows the status it took.
 */
export function PendingDecision({
  decision,
  applicantName,
  onUndo,
  isUndoing,
  undoRef,
}: PendingDecisionProps) {
  const secondsLeft = useSecondsLeft(decision.effectiveAt);
  const queryClient = useQueryClient();
  const isOver = secondsLeft === 0;
  useEffect(() => {
    if (!isOver) return;
    const reload = () => void queryClient.invalidateQueries({ queryKey: companyApplicationsKeys.lists() });
    reload();
    const timer = setInterval(reload, RECHECK_MS);
    return () => clearInterval(timer);
  }, [isOver, queryClient]);

  const tone = decision.status === "rejected" ? "text-error-800" : "text-success-800";
  return (
    <div className="flex flex-wrap items-center gap-x-3 gap-y-2 rounded-control border border-neutral-200 bg-neutral-50 px-3 py-2 text-sm">
      <Clock className="size-4 shrink-0 text-neutral-500" aria-hidden="true" />
      <p className="min-w-0 flex-1 text-neutral-700">
        <span className={`font-semibold ${tone}`}>{DECIDING[decision.status]}</span>
        {decision.reason && <span className="text-neutral-600"> · {decision.reason}</span>}
        <span className="block text-xs text-neutral-600">
          {isOver ? "Taking effect now" : `${applicantName} is told in ${secondsLeft} s`}
        </span>
      </p>
      {!isOver && (
        <Button ref={undoRef} variant="outline" size="sm" onClick={onUndo} isLoading={isUndoing}>
          {!isUndoing && <Undo2 className="size-4" aria-hidden="true" />}
          Undo
          <span className="sr-only">
            {" "}
            the {decision.status === "rejected" ? "rejection" : "acceptance"} of {applicantName}
          </span>
        </Button>
      )}
    </div>
  );
}
