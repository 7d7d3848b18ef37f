import { DECISION_UNDO_SECONDS } from "@internpath/shared/decision-schemas";
import { Clock } from "lucide-react";
import toast from "react-hot-toast";
import { Button } from "@/components/ui/button";
import { useSecondsLeft } from "../hooks/use-seconds-left";

type UndoToastOptions = {
  /** The screen's toast id for this decision; the waiting toast has one of its own (`waitingToastId`). */
  id: string;
  /** What is waiting, as the card says it: "Rejecting Ada Lovelace's application". */
  message: string;
  /** Who hears of it when it takes effect: "Ada Lovelace is told", "Each applicant is told". */
  whoIsTold: string;
  /** When the decision takes effect, as the server answered (else the window from now). */
  effectiveAt: string | undefined;
  onUndo: () => void;
};

/**
 * The waiting toast's own id: a toast shown later under the screen's id ("Decision undone") starts afresh,
 * with its own icon and duration, instead of inheriting this one's clock.
 */
export function waitingToastId(id: string): string {
  return `${id}:waiting`;
}

/**
 * A decision waiting in its undo window: a clock (never a success tick, nothing has happened yet), what
 * is waiting, the seconds until it takes effect and Undo, for as long as the window lasts.
 */
export function showUndoToast({ id, onUndo, effectiveAt, ...body }: UndoToastOptions) {
  const until = effectiveAt ?? new Date(Date.now() + DECISION_UNDO_SECONDS * 1000).toISOString();
  toast(
    (shown) => (
      <WaitingDecision
        {...body}
        effectiveAt={until}
        onUndo={() => {
          toast.dismiss(shown.id);
          onUndo();
        }}
      />
    ),
    {
      id: waitingToastId(id),
      duration: DECISION_UNDO_SECONDS * 1000,
      icon: <Clock className="size-5 shrink-0 text-neutral-500" aria-hidden="true" />,
    },
  );
}

function WaitingDecision({
  message,
  whoIsTold,
  effectiveAt,
  onUndo,
}: Omit<UndoToastOptions, "id" | "effectiveAt"> & { effectiveAt: string }) {
  const secondsLeft = useSecondsLeft(effectiveAt);
  return (
    <div className="flex flex-wrap items-center gap-x-3 gap-y-1">
      <div>
        <p className="font-semibold">{message}</p>
        <p className="text-xs font-normal text-neutral-600">
          {/* The toast is a live region: the countdown is for the eyes, a screen reader hears it once. */}
          <span aria-hidden="true">
            {secondsLeft > 0 ? `${whoIsTold} in ${secondsLeft} s` : "Taking effect now"}
          </span>
          <span className="sr-only">{`${whoIsTold} in ${DECISION_UNDO_SECONDS} seconds.`}</span>
        </p>
      </div>
      {secondsLeft > 0 && (
        <Button variant="outline" size="sm" onClick={onUndo}>
          Undo
        </Button>
      )}
    </div>
  );
}
