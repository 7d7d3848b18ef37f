// @vitest-environment happy-dom
import { cleanup, render, screen } from "@testing-library/react";
import { afterEach, describe, expect, it } from "vitest";
import { CompanyStandingNotice } from "./company-standing-notice";

afterEach(cleanup);

describe("CompanyStandingNotice", () => {
  it("says nothing to a live company, a student or an admin", () => {
    for (const standing of [
      { verification: "verified" as const, reason: null },
      { verification: "unreviewed" as const, reason: null },
      null,
    ]) {
      const { container } = render(<CompanyStandingNotice standing={standing} />);
      expect(container.innerHTML, JSON.stringify(standing)).toBe("");
    }
  });

  it("tells a company waiting for approval that students will see its internships once approved", () => {
    render(<CompanyStandingNotice standing={{ verification: "pending", reason: null }} />);
    const notice = screen.getByRole("status");
    expect(notice.textContent).toContain("Waiting for approval");
    expect(notice.textContent).toContain("once an administrator approves your company");
  });

  it("tells a rejected or revoked company why, as text, and how to ask again", () => {
    render(<CompanyStandingNotice standing={{ verification: "rejected", reason: "<b>No website</b>" }} />);
    const rejected = screen.getByRole("alert");
    expect(rejected.textContent).toContain("Your company was not approved");
    expect(rejected.textContent).toContain("Reason: <b>No website</b>");
    expect(rejected.querySelector("b")).toBeNull();
    expect(rejected.textContent).toContain("Opening an internship asks for another review.");
    cleanup();
    render(<CompanyStandingNotice standing={{ verification: "revoked", reason: "Complaints" }} />);
    expect(screen.getByRole("alert").textContent).toContain("Your verification was revoked");
    expect(screen.getByRole("alert").textContent).toContain("Reason: Complaints");
  });
});
