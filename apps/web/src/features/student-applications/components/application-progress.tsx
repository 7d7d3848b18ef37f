import type { StudentApplication } from "@internpath/shared/api-types";
import { clsx } from "clsx";
import { Check } from "lucide-react";
import { formatDate } from "@/lib/format";
import { type ProgressStep, progressSteps } from "../utils/progress-steps";

const DOT: Record<ProgressStep["tone"], string> = {
  brand: "bg-brand-600 text-white",
  success: "bg-success-600 text-white",
  error: "bg-error-600 text-white",
};

/** Submitted, Under review, Decision: a compact line of three steps with the date each was reached. */
export function ApplicationProgress({ application }: { application: StudentApplication }) {
  const steps = progressSteps(application);
  return (
    <ol aria-label="Progress" className="grid grid-cols-3">
      {steps.map((step, index) => (
        <li key={step.label} className="relative flex min-w-0 flex-col items-center text-center">
          {index > 0 && (
            <span
              aria-hidden="true"
              className={clsx(
                "absolute top-2.5 right-1/2 h-0.5 w-full -translate-y-1/2",
                step.isDone ? "bg-brand-600" : "bg-neutral-300",
              )}
            />
          )}
          <span
            aria-hidden="true"
            className={clsx(
              "relative flex size-5 items-center justify-center rounded-full ring-4 ring-white",
              step.isDone ? DOT[step.tone] : "border-2 border-neutral-300 bg-white",
            )}
          >
            {step.isDone && <Check className="size-3" strokeWidth={3} />}
          </span>
          <span
            className={clsx(
              "mt-1.5 text-xs font-semibold",
              step.isDone ? "text-neutral-900" : "text-neutral-600",
            )}
          >
            {step.label}
          </span>
          <span className="text-xs text-neutral-600">
            {step.date ? formatDate(step.date) : step.isDone ? "" : "Not yet"}
          </span>
          <span className="sr-only">{step.isDone ? ", done" : ", not yet"}</span>
        </li>
      ))}
    </ol>
  );
}
