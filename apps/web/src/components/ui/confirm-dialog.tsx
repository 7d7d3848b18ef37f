import * as DialogPrimitive from "@radix-ui/react-dialog";
import { TriangleAlert } from "lucide-react";
import { useRef } from "react";
import { buttonClasses } from "./button";
import { Spinner } from "./spinner";

type ConfirmDialogProps = {
  open: boolean;
  /** Called with false when the dialog is dismissed (Cancel, Escape, a click outside); not while pending. */
  onOpenChange: (open: boolean) => void;
  title: string;
  /** The question, read out as the dialog's description. */
  message: string;
  confirmLabel?: string;
  cancelLabel?: string;
  onConfirm: () => void;
  isPending?: boolean;
};

/**
 * A modal confirmation for a destructive action that is not next to what it is about (a row's menu,
 * a page's header). Focus starts on Cancel, the safe choice, and returns on close to what had it
 * before (the button that asked), when that is still on the page; while the action runs the dialog
 * cannot be dismissed.
 */
export function ConfirmDialog({
  open,
  onOpenChange,
  title,
  message,
  confirmLabel = "Delete",
  cancelLabel = "Cancel",
  onConfirm,
  isPending = false,
}: ConfirmDialogProps) {
  const cancelRef = useRef<HTMLButtonElement>(null);
  // Controlled without a Radix Trigger, the dialog would not know where to send focus back to.
  const returnFocusRef = useRef<HTMLElement | null>(null);
  return (
    <DialogPrimitive.Root open={open} onOpenChange={(next) => !isPending && onOpenChange(next)}>
      <DialogPrimitive.Portal>
        <DialogPrimitive.Overlay className="fixed inset-0 z-50 bg-neutral-950/50 backdrop-blur-[2px] data-[state=open]:animate-fade-in" />
        <DialogPrimitive.Content
          role="alertdialog"
          onOpenAutoFocus={(event) => {
            event.preventDefault();
            returnFocusRef.current =
              document.activeElement instanceof HTMLElement ? document.activeElement : null;
            cancelRef.current?.focus();
          }}
          onCloseAutoFocus={(event) => {
            event.preventDefault();
            // A deleted row takes its button with it; the screen then decides where focus goes.
            if (returnFocusRef.current?.isConnected) returnFocusRef.current.focus();
            returnFocusRef.current = null;
          }}
          className="fixed top-1/2 left-1/2 z-50 w-[calc(100vw-2rem)] max-w-md -translate-x-1/2 -translate-y-1/2 rounded-card bg-white p-5 shadow-raised focus:outline-none data-[state=open]:animate-pop-in"
        >
          <div className="flex gap-3">
            <span className="flex size-10 shrink-0 items-center justify-center rounded-full bg-error-50 text-error-700">
              <TriangleAlert className="size-5" aria-hidden="true" />
            </span>
            <div className="min-w-0">
              <DialogPrimitive.Title className="text-lg font-semibold text-neutral-900">
                {title}
              </DialogPrimitive.Title>
              <DialogPrimitive.Description className="mt-1 text-sm text-neutral-700">
                {message}
              </DialogPrimitive.Description>
            </div>
          </div>
          <div className="mt-5 flex flex-col-reverse gap-2 sm:flex-row sm:justify-end">
            <button
              ref={cancelRef}
              type="button"
              onClick={() => onOpenChange(false)}
              disabled={isPending}
              className={buttonClasses({ variant: "outline" })}
            >
              {cancelLabel}
            </button>
            <button
              type="button"
              onClick={onConfirm}
              disabled={isPending}
              aria-busy={isPending || undefined}
              className={buttonClasses({ variant: "danger" })}
            >
              {isPending && <Spinner />}
              {confirmLabel}
            </button>
          </div>
        </DialogPrimitive.Content>
      </DialogPrimitive.Portal>
    </DialogPrimitive.Root>
  );
}
