import type { InternshipDetail } from "@internpath/shared/api-types";
import { clsx } from "clsx";
import { Check, X } from "lucide-react";
import { ApplicationStatusBadge } from "@/components/ui/badge";
import { Card, CardContent, CardHeader } from "@/components/ui/card";
import { formatDate } from "@/lib/format";
import { useApplicationHistory } from "../api/get-application-history";

type Application = NonNullable<InternshipDetail["viewer"]["application"]>;

type Step = { label: string; isDone: boolean; isNegative?: boolean; detail: string };

/** docs/product.md, "Application statuses": submitted; under review once reviewing, accepted or rejected; then the decision. */
function stepsOf(application: Application): Step[] {
  const { status } = application;
  const isDecided = status === "accepted" || status === "rejected";
  if (status === "withdrawn") {
    return [
      { label: "Submitted", isDone: true, detail: `Sent on ${formatDate(application.createdAt)}` },
      { label: "Withdrawn", isDone: true, detail: "You withdrew this application" },
    ];
  }
  return [
    { label: "Submitted", isDone: true, detail: `Sent on ${formatDate(application.createdAt)}` },
    {
      label: "Under Review",
      isDone: status !== "pending",
      detail: status === "pending" ? "Waiting for the company to start reviewing" : "The company reviewed it",
    },
    {
      label: "Decision",
      isDone: isDecided,
      isNegative: status === "rejected",
      detail: status === "accepted" ? "Accepted" : status === "rejected" ? "Rejected" : "Pending",
    },
  ];
}

export function ApplicationTimeline({ application }: { application: Application }) {
  const steps = stepsOf(application);
  const currentIndex = steps.findLastIndex((step) => step.isDone);
  return (
    <Card>
      <CardHeader
        title="Application Status"
        description={`Last updated ${formatDate(application.updatedAt)}`}
        actions={<ApplicationStatusBadge status={application.status} />}
      />
      <CardContent>
        <ol className={clsx("grid gap-4 sm:gap-2", steps.length === 2 ? "sm:grid-cols-2" : "sm:grid-cols-3")}>
          {steps.map((step, index) => (
            <li
              key={step.label}
              aria-current={index === currentIndex ? "step" : undefined}
              className="relative flex gap-3 sm:flex-col sm:items-center sm:text-center"
            >
              {index > 0 && (
                <span
                  aria-hidden="true"
                  className={clsx(
                    "absolute hidden h-0.5 sm:top-4 sm:right-1/2 sm:block sm:w-full",
                    step.isDone ? "bg-brand-600" : "bg-neutral-200",
                  )}
                />
              )}
              <span
                aria-hidden="true"
                className={clsx(
                  "relative z-10 flex size-8 shrink-0 items-center justify-center rounded-full text-sm font-semibold ring-4 ring-white",
                  step.isDone
                    ? step.isNegative
                      ? "bg-error-600 text-white"
                      : "bg-brand-600 text-white"
                    : "border-2 border-neutral-300 bg-white text-neutral-500",
                )}
              >
                {step.isDone ? (
                  step.isNegative ? (
                    <X className="size-4" />
                  ) : (
                    <Check className="size-4" />
                  )
                ) : (
                  index + 1
                )}
              </span>
              <div className="min-w-0">
                <p className="text-sm font-semibold text-neutral-900">
                  {step.label}
                  <span className="sr-only">{step.isDone ? " (done)" : " (not yet)"}</span>
                </p>
                <p className="text-sm text-neutral-600">{step.detail}</p>
              </div>
            </li>
          ))}
        </ol>
        <ApplicationHistory application={application} />
      </CardContent>
    </Card>
  );
}

const HISTORY_LABELS: Record<string, string> = {
  pending: "Submitted",
  reviewing: "Review started",
  accepted: "Accepted",
  rejected: "Not selected",
  withdrawn: "Withdrawn",
};

/** Each recorded change with its date, so the student sees exactly what happened when. */
function ApplicationHistory({ application }: { application: Application }) {
  const history = useApplicationHistory(application.id, application.updatedAt);
  if (history.isPending) return <p className="mt-4 text-sm text-neutral-600">Loading history...</p>;
  if (history.isError) return <p className="mt-4 text-sm text-error-700">The history could not be loaded.</p>;
  return (
    <div className="mt-5 border-t border-neutral-100 pt-4">
      <h3 className="text-xs font-semibold tracking-wide text-neutral-600 uppercase">History</h3>
      <ol aria-label="History" className="mt-2 space-y-1 text-sm text-neutral-700">
        {history.data.items.map((entry) => (
          <li key={`${entry.toStatus}-${entry.createdAt}`} className="flex flex-wrap justify-between gap-x-4">
            <span className="font-medium text-neutral-900">
              {HISTORY_LABELS[entry.toStatus] ?? entry.toStatus}
            </span>
            <time dateTime={entry.createdAt}>{formatDate(entry.createdAt)}</time>
          </li>
        ))}
      </ol>
    </div>
  );
}
