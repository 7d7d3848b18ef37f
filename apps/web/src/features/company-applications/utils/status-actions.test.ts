import { describe, expect, it } from "vitest";
import { application } from "../testing/application";
import { applicantName } from "./applicant-name";
import { changedText, partialChangeText, partOfSelection, skippedLines, skippedTitle } from "./bulk-summary";
import { availableActions, canTake, statusActionsFor, whyNotTaken } from "./status-actions";

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

describe("what a bulk change says before the click", () => {
  it("counts the part of the selection a status fits, only when it is not all of it", () => {
    expect(partOfSelection(2, 3)).toBe("2 of 3");
    expect(partOfSelection(0, 3)).toBe("0 of 3");
    expect(partOfSelection(3, 3)).toBeNull();
    expect(partialChangeText("accepted", 2, 3)).toBe(
      "2 of the 3 selected applications will be accepted; 1 cannot change now and will be left as it is:",
    );
    expect(partialChangeText("reviewing", 1, 3)).toBe(
      "1 of the 3 selected applications will be moved to review; 2 cannot change now and will be left as they are:",
    );
  });

  it("says why a row is left as it is", () => {
    const waiting = {
      ...application("a", "reviewing"),
      decision: {
        status: "rejected" as const,
        reason: null,
        effectiveAt: "2026-07-01T10:00:10Z",
        isPending: true,
      },
    };
    expect(whyNotTaken(waiting, "accepted")).toBe("a decision is waiting to take effect");
    expect(whyNotTaken(application("b", "accepted"), "accepted")).toBe("already accepted");
    expect(whyNotTaken(application("c", "pending"), "rejected")).toBe("not in review yet");
    expect(whyNotTaken(application("d", "withdrawn"), "reviewing")).toBe("withdrawn by the student");
    expect(whyNotTaken(application("e", "reviewing"), "accepted")).toBeNull();
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
