// @vitest-environment happy-dom
import { fireEvent, render, screen } from "@testing-library/react";
import { describe, expect, it, vi } from "vitest";
import { QueryError } from "./query-error";

describe("QueryError", () => {
  it("announces the failure with its title and the default advice", () => {
    render(<QueryError title="Failed to load bookmarks" onRetry={() => {}} isRetrying={false} />);
    const alert = screen.getByRole("alert");
    expect(alert.textContent).toContain("Failed to load bookmarks");
    expect(alert.textContent).toContain("Check your connection and try again.");
  });

  it("asks again on Try Again, without passing the click along", () => {
    const onRetry = vi.fn();
    render(<QueryError title="Failed to load internships" onRetry={onRetry} isRetrying={false} />);
    fireEvent.click(screen.getByRole("button", { name: "Try Again" }));
    expect(onRetry).toHaveBeenCalledExactlyOnceWith();
  });

  it("shows a busy Try Again while asking again", () => {
    render(<QueryError title="Failed to load internships" onRetry={() => {}} isRetrying />);
    const button = screen.getByRole("button", { name: "Try Again" });
    expect(button.getAttribute("aria-busy")).toBe("true");
    expect(button).toHaveProperty("disabled", true);
  });

  it("puts Try Again under the alert for a page, with the given description", () => {
    render(
      <QueryError
        layout="page"
        title="We could not load your profile"
        description="Could not reach the server."
        onRetry={() => {}}
        isRetrying={false}
      />,
    );
    const alert = screen.getByRole("alert");
    expect(alert.textContent).toContain("Could not reach the server.");
    expect(alert.contains(screen.getByRole("button", { name: "Try Again" }))).toBe(false);
  });
});
