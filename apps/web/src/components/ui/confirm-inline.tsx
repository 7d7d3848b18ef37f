import { clsx } from "clsx";
import { TriangleAlert } from "lucide-react";
import { type KeyboardEvent, useEffect, useId, useRef } from "react";
import { buttonClasses } from "./button";
import { Spinner } from "./spinner";

type ConfirmInlineProps = {
  message: string;
  confirmLabel?: string;
  cancelLabel?: string;
  onConfirm: () => void;
  onCancel: () => void;
  isPending?: boolean;
  className?: string;
};

/**
 * A confirmation shown in place, next to what it is about. Focus moves to Cancel (the safe choice),
 * whose description is the question, so a screen reader reads it; Escape cancels. The caller
 * returns focus to its trigger on cancel.
 */
export function ConfirmInline({
  message,
  confirmLabel = "Delete",
  cancelLabel = "Cancel",
  onConfirm,
  onCancel,
  isPending = false,
  className,
}: ConfirmInlineProps) {
  const messageId = useId();
  const cancelRef = useRef<HTMLButtonElement>(null);
  useEffect(() => cancelRef.current?.focus(), []);

  function cancelOnEscape(event: KeyboardEvent) {
    if (event.key === "Escape" && !isPending) {
      event.stopPropagation();
      onCancel();
    }
  }

  return (
    <div
      className={clsx(
        "flex flex-col gap-3 rounded-control border border-error-200 bg-error-50 px-4 py-3 sm:flex-row sm:items-center sm:justify-between",
        className,
      )}
    >
      <p id={messageId} className="flex gap-2 text-sm font-medium text-error-800">
        <TriangleAlert className="mt-0.5 size-4 shrink-0" aria-hidden="true" />
        {message}
      </p>
      <div className="flex shrink-0 gap-2">
        <button
          type="button"
          onClick={onConfirm}
          onKeyDown={cancelOnEscape}
          disabled={isPending}
          aria-busy={isPending || undefined}
          aria-describedby={messageId}
          className={buttonClasses({ variant: "danger", size: "sm" })}
        >
          {isPending && <Spinner />}
          {confirmLabel}
        </button>
        <button
          ref={cancelRef}
          type="button"
          onClick={onCancel}
          onKeyDown={cancelOnEscape}
          disabled={isPending}
          aria-describedby={messageId}
          className={buttonClasses({ variant: "outline", size: "sm" })}
        >
          {cancelLabel}
        </button>
      </div>
    </div>
  );
}
