import { describe, expect, it } from "vitest";
import { application } from "../testing/application";
import { applicantName } from "./applicant-name";
import { changedText, skippedLines, skippedTitle } from "./bulk-summary";
import { availableActions, canTake, statusActionsFor } from "./status-actions";

describe("statusActionsFor", () => {
  const labels = (status: Parameters<typeof statusActionsFor>[0]) =>
    statusActionsFor(status).map(({ label, to }) => `${label} -> ${to}`);

  it("offers Start Review for a pending application", () => {
    expect(labels("pending")).toEqual(["Start Review -> reviewing"]);
  });

  it("offers Accept and Reject while reviewing", () => {
    expect(labels("reviewing")).toEqual(["Accept -> accepted", "Reject -> rejected"]);
  });

  it("offers nothing once decided", () => {
    expect(labels("accepted")).toEqual([]);
    expect(labels("rejected")).toEqual([]);
  });

  it("offers nothing while a decision waits to take effect (Undo instead)", () => {
    const waiting = {
      ...application("a", "reviewing"),
      decision: {
        status: "rejected" as const,
        reason: null,
        effectiveAt: "2026-07-01T10:00:10Z",
        isPending: true,
      },
    };
    expect(availableActions(waiting)).toEqual([]);
    expect(canTake(waiting, "accepted")).toBe(false);
    expect(canTake(application("b", "reviewing"), "accepted")).toBe(true);
    expect(canTake(application("c", "pending"), "accepted")).toBe(false);
  });
});

describe("the bulk change's report", () => {
  it("says how many changed and names each one left as it was, with the reason", () => {
    expect(changedText("rejected", 3)).toBe("3 applications rejected");
    expect(changedText("reviewing", 1)).toBe("1 application moved to review");
    expect(skippedTitle(2)).toBe("2 applications left as they were");
    expect(
      skippedLines(
        [{ id: "a", status: "pending", reason: "An application cannot move from pending to rejected" }],
        () => "Ada",
      ),
    ).toEqual(["Ada: An application cannot move from pending to rejected"]);
  });
});

describe("applicantName", () => {
  it("is the trimmed name, or Unnamed Student", () => {
    expect(applicantName({ fullName: " Ada " })).toBe("Ada");
    expect(applicantName({ fullName: "" })).toBe("Unnamed Student");
  });
});
