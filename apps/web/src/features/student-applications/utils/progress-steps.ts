import type { StudentApplication } from "@internpath/shared/api-types";

export type ProgressStep = {
  label: string;
  /** ISO time the step was reached; null when not reached, or reached without a recorded date. */
  date: string | null;
  isDone: boolean;
  tone: "brand" | "success" | "error";
};

/**
 * docs/product.md, "Application statuses": Submitted (always done), Under review (once reviewing,
 * accepted or rejected), Decision (accepted or rejected), each with the date the history records.
 */
export function progressSteps(application: Pick<StudentApplication, "status" | "progress">): ProgressStep[] {
  const { status, progress } = application;
  const isDecided = status === "accepted" || status === "rejected";
  if (status === "withdrawn") {
    // Withdrawn: reviewed only if the company had started; the last step is the withdrawal.
    return [
      { label: "Submitted", date: progress.submittedAt, isDone: true, tone: "brand" },
      {
        label: "Under review",
        date: progress.reviewStartedAt,
        isDone: progress.reviewStartedAt !== null,
        tone: "brand",
      },
      { label: "Withdrawn", date: progress.decidedAt, isDone: true, tone: "brand" },
    ];
  }
  return [
    { label: "Submitted", date: progress.submittedAt, isDone: true, tone: "brand" },
    {
      label: "Under review",
      date: status === "pending" ? null : progress.reviewStartedAt,
      isDone: status !== "pending",
      tone: "brand",
    },
    {
      label: status === "accepted" ? "Accepted" : status === "rejected" ? "Rejected" : "Decision",
      date: isDecided ? progress.decidedAt : null,
      isDone: isDecided,
      tone: status === "accepted" ? "success" : status === "rejected" ? "error" : "brand",
    },
  ];
}
