import { describe, expect, it } from "vitest";
import { applicantName } from "./applicant-name";
import { statusActionsFor } from "./status-actions";

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
});

describe("applicantName", () => {
  it("is the trimmed name, or Unnamed Student", () => {
    expect(applicantName({ fullName: " Ada " })).toBe("Ada");
    expect(applicantName({ fullName: "" })).toBe("Unnamed Student");
  });
});
