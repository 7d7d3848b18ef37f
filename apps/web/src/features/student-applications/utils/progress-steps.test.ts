import type { ApplicationProgress } from "@internpath/shared/decision-answers";
import { describe, expect, it } from "vitest";
import { progressSteps } from "./progress-steps";

const progress: ApplicationProgress = {
  submittedAt: "2026-07-01T10:00:00.000Z",
  reviewStartedAt: "2026-07-03T09:00:00.000Z",
  decidedAt: "2026-07-05T16:00:00.000Z",
};

const summary = (status: "pending" | "reviewing" | "accepted" | "rejected" | "withdrawn", dates = progress) =>
  progressSteps({ status, progress: dates }).map((step) => [step.label, step.isDone, step.date]);

describe("the progress line of an application", () => {
  it("shows only Submitted done while pending", () => {
    expect(summary("pending", { ...progress, reviewStartedAt: null, decidedAt: null })).toEqual([
      ["Submitted", true, progress.submittedAt],
      ["Under review", false, null],
      ["Decision", false, null],
    ]);
  });

  it("dates the review while reviewing, with the decision still to come", () => {
    expect(summary("reviewing", { ...progress, decidedAt: null })).toEqual([
      ["Submitted", true, progress.submittedAt],
      ["Under review", true, progress.reviewStartedAt],
      ["Decision", false, null],
    ]);
  });

  it("names and dates the decision", () => {
    expect(summary("accepted")[2]).toEqual(["Accepted", true, progress.decidedAt]);
    expect(summary("rejected")[2]).toEqual(["Rejected", true, progress.decidedAt]);
    expect(progressSteps({ status: "rejected", progress })[2]?.tone).toBe("error");
  });

  it("marks the review done without a date when the history has none (decided straight away)", () => {
    expect(summary("accepted", { ...progress, reviewStartedAt: null })[1]).toEqual([
      "Under review",
      true,
      null,
    ]);
  });

  it("ends with the withdrawal and its date, under review only if the company had started", () => {
    expect(summary("withdrawn", { ...progress, reviewStartedAt: null })).toEqual([
      ["Submitted", true, progress.submittedAt],
      ["Under review", false, null],
      ["Withdrawn", true, progress.decidedAt],
    ]);
    expect(summary("withdrawn")[1]).toEqual(["Under review", true, progress.reviewStartedAt]);
  });
});
