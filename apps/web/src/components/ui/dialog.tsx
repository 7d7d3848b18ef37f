import * as DialogPrimitive from "@radix-ui/react-dialog";
import { clsx } from "clsx";
import { X } from "lucide-react";
import type { ReactNode } from "react";

export const Dialog = DialogPrimitive.Root;
export const DialogTrigger = DialogPrimitive.Trigger;
export const DialogClose = DialogPrimitive.Close;

const overlayClasses =
  "fixed inset-0 z-50 bg-neutral-950/50 backdrop-blur-[2px] data-[state=open]:animate-fade-in";

const closeButtonClasses =
  "inline-flex size-11 items-center sm:size-9 justify-center rounded-control text-neutral-600 hover:bg-neutral-100 hover:text-neutral-900 focus-visible:outline-2 focus-visible:outline-brand-600";

type DialogContentProps = {
  title: ReactNode;
  description?: ReactNode;
  /** Accessible name of the close button. */
  closeLabel?: string;
  /** Width on larger screens (on phones a dialog always fills the width less a margin). */
  size?: keyof typeof sizeClasses;
  className?: string;
  children: ReactNode;
};

const sizeClasses = { md: "max-w-lg", lg: "max-w-2xl", xl: "max-w-4xl" } as const;

/** A centred modal with a title, an optional description and a close button. */
export function DialogContent({
  title,
  description,
  closeLabel = "Close",
  size = "md",
  className,
  children,
}: DialogContentProps) {
  return (
    <DialogPrimitive.Portal>
      <DialogPrimitive.Overlay className={overlayClasses} />
      <DialogPrimitive.Content
        className={clsx(
          "fixed top-1/2 left-1/2 z-50 flex max-h-[calc(100dvh-2rem)] w-[calc(100vw-2rem)] -translate-x-1/2 -translate-y-1/2 flex-col rounded-card bg-white shadow-raised focus:outline-none data-[state=open]:animate-pop-in",
          sizeClasses[size],
          className,
        )}
        {...(description ? {} : { "aria-describedby": undefined })}
      >
        <div className="flex items-start justify-between gap-4 border-b border-neutral-200 px-5 py-4">
          <div className="min-w-0">
            <DialogPrimitive.Title className="text-lg font-semibold text-neutral-900">
              {title}
            </DialogPrimitive.Title>
            {description && (
              <DialogPrimitive.Description className="mt-1 text-sm text-neutral-600">
                {description}
              </DialogPrimitive.Description>
            )}
          </div>
          <DialogPrimitive.Close className={closeButtonClasses} aria-label={closeLabel}>
            <X className="size-5" aria-hidden="true" />
          </DialogPrimitive.Close>
        </div>
        <div className="overflow-y-auto px-5 py-4">{children}</div>
      </DialogPrimitive.Content>
    </DialogPrimitive.Portal>
  );
}

type DrawerContentProps = {
  title: ReactNode;
  closeLabel?: string;
  className?: string;
  children: ReactNode;
};

/** A panel that slides in from the left edge, for navigation on small screens. */
export function DrawerContent({ title, closeLabel = "Close", className, children }: DrawerContentProps) {
  return (
    <DialogPrimitive.Portal>
      <DialogPrimitive.Overlay className={overlayClasses} />
      <DialogPrimitive.Content
        aria-describedby={undefined}
        className={clsx(
          "fixed inset-y-0 left-0 z-50 flex w-[min(20rem,calc(100vw-3rem))] flex-col bg-white shadow-raised focus:outline-none data-[state=open]:animate-slide-in-left",
          className,
        )}
      >
        <div className="flex h-16 shrink-0 items-center justify-between border-b border-neutral-200 px-4">
          <DialogPrimitive.Title className="text-base font-semibold text-neutral-900">
            {title}
          </DialogPrimitive.Title>
          <DialogPrimitive.Close className={closeButtonClasses} aria-label={closeLabel}>
            <X className="size-5" aria-hidden="true" />
          </DialogPrimitive.Close>
        </div>
        <div className="flex-1 overflow-y-auto">{children}</div>
      </DialogPrimitive.Content>
    </DialogPrimitive.Portal>
  );
}
