import type { CompanyApplication } from "@internpath/shared/api-types";
import { DECISION_MESSAGES, type DecisionStatus } from "@internpath/shared/decision-schemas";
import { clsx } from "clsx";
import { useEffect, useRef, useState } from "react";
import toast from "react-hot-toast";
import { Button } from "@/components/ui/button";
import { useSignedInUser } from "@/hooks/use-signed-in-user";
import { isApiError } from "@/lib/api-client";
import { useUndoDecisions } from "../api/undo-decisions";
import { useUpdateApplicationStatus } from "../api/update-application-status";
import { applicantName } from "../utils/applicant-name";
import { availableActions, DECIDING } from "../utils/status-actions";
import { DecisionDialog } from "./decision-dialog";
import { PendingDecision } from "./pending-decision";
import { showUndoToast, waitingToastId } from "./undo-toast";

const UPDATE_FAILED = "Failed to update application status";

type ApplicationStatusActionsProps = { application: CompanyApplication; className?: string };

/**
 * The next steps for one application: Start Review at once; Accept and Reject after the decision
 * dialog, then Undo while the window lasts (here and in a toast).
 */
export function ApplicationStatusActions({ application, className }: ApplicationStatusActionsProps) {
  const user = useSignedInUser();
  const name = applicantName(application.student);
  const [deciding, setDeciding] = useState<DecisionStatus | null>(null);
  const actionsRef = useRef<HTMLDivElement>(null);
  const undoRef = useRef<HTMLButtonElement>(null);
  const updateStatus = useUpdateApplicationStatus();
  const undoDecisions = useUndoDecisions();
  const toastId = `decision-${application.id}`;

  // The pressed button is gone after a change: once the change shows, carry on from what replaced it
  // (Undo while the decision waits, else the next step's first button).
  const shownState = `${application.status}|${application.decision?.isPending === true}`;
  const [focusWhenNot, setFocusWhenNot] = useState<string | null>(null);
  const focusNext = (stateBefore: string) => setFocusWhenNot(stateBefore);
  useEffect(() => {
    if (focusWhenNot === null || focusWhenNot === shownState) return;
    setFocusWhenNot(null);
    (undoRef.current ?? actionsRef.current?.querySelector("button"))?.focus();
  }, [focusWhenNot, shownState]);

  function failed(error: Error) {
    toast.error(isApiError(error) && error.status === 409 ? error.message : UPDATE_FAILED, { id: toastId });
  }

  function startReview() {
    const before = shownState;
    updateStatus.mutate(
      { id: application.id, status: "reviewing" },
      {
        onSuccess: (updated) => {
          toast.success(`Application ${updated.status}`, { id: toastId });
          focusNext(before);
        },
        onError: failed,
      },
    );
  }

  function undo() {
    // Undo is offered only while the decision waits (the toast's copy of this function is older).
    const before = `${application.status}|true`;
    toast.dismiss(waitingToastId(toastId));
    undoDecisions.mutate([application.id], {
      onSuccess: (answer) => {
        if (answer.undone.length > 0) {
          toast.success("Decision undone", { id: toastId });
          focusNext(before);
        } else {
          toast.error(DECISION_MESSAGES.tooLate, { id: toastId });
        }
      },
      onError: () => toast.error("Failed to undo the decision", { id: toastId }),
    });
  }

  function decide(status: DecisionStatus, extras: { reason: string | null; message: string | null }) {
    const before = shownState;
    updateStatus.mutate(
      { id: application.id, status, ...extras },
      {
        onSuccess: (updated) => {
          setDeciding(null);
          // Said as the card says it while the decision waits ("Rejecting"), never as done.
          showUndoToast({
            id: toastId,
            message: `${DECIDING[status]} ${name}'s application`,
            whoIsTold: `${name} is told`,
            effectiveAt: updated.decision?.effectiveAt,
            onUndo: undo,
          });
          focusNext(before);
        },
        onError: failed,
      },
    );
  }

  const actions = availableActions(application);
  const pendingStatus = updateStatus.isPending && !deciding ? updateStatus.variables?.status : undefined;
  return (
    <div className={clsx("min-w-0", className)}>
      {application.decision?.isPending ? (
        <PendingDecision
          decision={application.decision}
          applicantName={name}
          onUndo={undo}
          isUndoing={undoDecisions.isPending}
          undoRef={undoRef}
        />
      ) : (
        actions.length > 0 && (
          <div ref={actionsRef} className="flex flex-wrap gap-2">
            {actions.map(({ to, label, variant, icon: Icon }) => (
              <Button
                key={to}
                variant={variant}
                size="sm"
                onClick={() => (to === "reviewing" ? startReview() : setDeciding(to))}
                isLoading={pendingStatus === to}
                disabled={updateStatus.isPending}
              >
                {pendingStatus !== to && <Icon className="size-4" aria-hidden="true" />}
                {label}
                <span className="sr-only">, {name}</span>
              </Button>
            ))}
          </div>
        )
      )}
      <DecisionDialog
        status={deciding}
        onOpenChange={(open) => !open && setDeciding(null)}
        audience={{
          kind: "one",
          values: { name, internship: application.internship.title, company: user.companyName ?? "" },
        }}
        subject={name}
        isPending={updateStatus.isPending}
        onConfirm={(extras) => deciding && decide(deciding, extras)}
      />
    </div>
  );
}
