import type { InternshipDetail } from "@internpath/shared/api-types";
import { clsx } from "clsx";
import { Check, X } from "lucide-react";
import { ApplicationHistory } from "@/components/application-history";
import { ApplicationStatusBadge } from "@/components/ui/badge";
import { Card, CardContent, CardHeader } from "@/components/ui/card";
import { useFormatDate } from "@/lib/render-time";

type Application = NonNullable<InternshipDetail["viewer"]["application"]>;

type Step = { label: string; isDone: boolean; isNegative?: boolean; detail: string };

/** docs/product.md, "Application statuses": submitted; under review once reviewing, accepted or rejected; then the decision. */
function stepsOf(application: Application, formatDate: (value: string) => string): Step[] {
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
  const formatDate = useFormatDate();
  const steps = stepsOf(application, formatDate);
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
        <ApplicationHistory applicationId={application.id} updatedAt={application.updatedAt} />
      </CardContent>
    </Card>
  );
}
