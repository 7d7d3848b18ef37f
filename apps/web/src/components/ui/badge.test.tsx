// @vitest-environment happy-dom
import { render } from "@testing-library/react";
import { describe, expect, it } from "vitest";
import { ApplicationStatusBadge, InternshipStatusBadge } from "./badge";

const textOf = (element: React.ReactElement) => render(element).container.textContent;

describe("status badges", () => {
  it("label each application status", () => {
    expect(
      ["pending", "reviewing", "accepted", "rejected", "withdrawn"].map((status) =>
        textOf(<ApplicationStatusBadge status={status} />),
      ),
    ).toEqual(["Pending", "Reviewing", "Accepted", "Rejected", "Withdrawn"]);
  });

  it("label each internship status", () => {
    expect(
      ["open", "closed", "draft"].map((status) => textOf(<InternshipStatusBadge status={status} />)),
    ).toEqual(["Open", "Closed", "Draft"]);
  });

  it("still show an unknown status, as it is", () => {
    expect(textOf(<ApplicationStatusBadge status="archived" />)).toBe("archived");
  });
});
