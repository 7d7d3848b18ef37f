import { TOAST_UPLOAD_SUCCESS_MS } from "@internpath/shared/limits";
import { UPLOAD_MESSAGES, UPLOAD_RULES, type UploadKind } from "@internpath/shared/uploads";
import { clsx } from "clsx";
import { Upload } from "lucide-react";
import { type ChangeEvent, type ReactNode, useEffect, useId, useRef, useState } from "react";
import toast from "react-hot-toast";
import { getErrorMessage } from "@/lib/api-client";
import { checkUpload, type UploadResult, uploadFile } from "@/lib/upload-file";
import { Button, type ButtonVariant, buttonClasses } from "./button";

type FileUploadProps = {
  kind: UploadKind;
  /** The visible text of the choose-a-file button, which is also the input's accessible name. */
  label: string;
  hint?: ReactNode;
  variant?: ButtonVariant;
  /** Runs after the server stored the file (refresh whatever shows it). */
  onUploaded?: (result: UploadResult) => unknown;
  className?: string;
};

type UploadInProgress = { fileName: string; percent: number; controller: AbortController };

function isAbort(error: unknown): boolean {
  return error instanceof DOMException && error.name === "AbortError";
}

/**
 * Chooses a file and sends it to PUT /api/uploads/:kind with a progress bar and a cancel button.
 * The browser checks size and type first; the server checks again and its refusal is shown as is.
 */
export function FileUpload({
  kind,
  label,
  hint,
  variant = "outline",
  onUploaded,
  className,
}: FileUploadProps) {
  const id = useId();
  // One toast per control: a new message replaces the last one instead of stacking up.
  const toastId = `file-upload-${id}`;
  const hintId = `${id}-hint`;
  const errorId = `${id}-error`;
  const [upload, setUpload] = useState<UploadInProgress | null>(null);
  const [error, setError] = useState<string | null>(null);
  const controllerRef = useRef<AbortController | null>(null);

  // Leaving the page mid-upload cancels the request rather than finishing it unseen.
  useEffect(() => () => controllerRef.current?.abort(), []);

  async function onChange(event: ChangeEvent<HTMLInputElement>) {
    const input = event.currentTarget;
    const file = input.files?.[0];
    // Let the same file be chosen again after a failure.
    input.value = "";
    if (!file) return;

    const problem = checkUpload(kind, file);
    if (problem) {
      setError(problem);
      toast.error(problem, { id: toastId });
      return;
    }

    const controller = new AbortController();
    controllerRef.current = controller;
    setError(null);
    setUpload({ fileName: file.name, percent: 0, controller });
    try {
      const result = await uploadFile(kind, file, {
        signal: controller.signal,
        onProgress: (percent) => setUpload((current) => current && { ...current, percent }),
      });
      toast.success(UPLOAD_RULES[kind].successMessage, { id: toastId, duration: TOAST_UPLOAD_SUCCESS_MS });
      await onUploaded?.(result);
    } catch (uploadError) {
      if (isAbort(uploadError)) {
        toast("Upload cancelled", { id: toastId });
      } else {
        const message = getErrorMessage(uploadError, UPLOAD_MESSAGES.failed);
        setError(message);
        toast.error(message, { id: toastId });
      }
    } finally {
      if (controllerRef.current === controller) controllerRef.current = null;
      setUpload(null);
    }
  }

  const isUploading = upload !== null;
  const describedBy = [hint ? hintId : null, error ? errorId : null].filter(Boolean).join(" ") || undefined;

  return (
    <div className={clsx("space-y-2", className)}>
      <div>
        <input
          id={id}
          type="file"
          accept={UPLOAD_RULES[kind].accept}
          className="peer sr-only"
          disabled={isUploading}
          aria-describedby={describedBy}
          aria-invalid={error ? true : undefined}
          onChange={onChange}
        />
        <label
          htmlFor={id}
          className={buttonClasses({
            variant,
            size: "sm",
            className:
              "cursor-pointer peer-focus-visible:outline-2 peer-focus-visible:outline-offset-2 peer-focus-visible:outline-brand-600 peer-disabled:cursor-not-allowed peer-disabled:opacity-60",
          })}
        >
          <Upload className="size-4" aria-hidden="true" />
          {label}
        </label>
      </div>

      {upload && (
        <div className="space-y-2 rounded-control border border-neutral-200 bg-neutral-50 p-3">
          <div className="flex items-center justify-between gap-3 text-sm">
            <span className="min-w-0 truncate text-neutral-700">
              Uploading <span className="font-medium text-neutral-900">{upload.fileName}</span>
            </span>
            <span className="shrink-0 font-medium text-neutral-700 tabular-nums" aria-hidden="true">
              {upload.percent}%
            </span>
          </div>
          <div
            role="progressbar"
            aria-label={`Uploading ${upload.fileName}`}
            aria-valuemin={0}
            aria-valuemax={100}
            aria-valuenow={upload.percent}
            className="h-2 overflow-hidden rounded-full bg-neutral-200"
          >
            <div
              className="h-full rounded-full bg-brand-600 transition-[width] duration-200"
              style={{ width: `${upload.percent}%` }}
            />
          </div>
          <Button variant="ghost" size="sm" onClick={() => upload.controller.abort()}>
            Cancel upload
          </Button>
        </div>
      )}

      {hint && (
        <p id={hintId} className="text-sm text-neutral-600">
          {hint}
        </p>
      )}
      {error && (
        <p id={errorId} className="text-sm font-medium text-error-700">
          {error}
        </p>
      )}
    </div>
  );
}
