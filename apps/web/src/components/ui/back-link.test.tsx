// @vitest-environment happy-dom
import { fireEvent, render, screen } from "@testing-library/react";
import { createMemoryRouter, Link, RouterProvider, useLocation } from "react-router";
import { describe, expect, it } from "vitest";
import { BackLink } from "./back-link";

function Where() {
  const location = useLocation();
  return <p data-testid="where">{`${location.pathname}${location.search}`}</p>;
}

function renderApp(initialEntry: string) {
  const router = createMemoryRouter(
    [
      {
        path: "/internships",
        element: (
          <>
            <Where />
            <Link to="/internships/7">Open posting</Link>
          </>
        ),
      },
      { path: "/dashboard", element: <Where /> },
      {
        path: "/internships/:id",
        element: (
          <>
            <Where />
            <BackLink fallback="/internships">Back to internships</BackLink>
          </>
        ),
      },
    ],
    { initialEntries: [initialEntry] },
  );
  render(<RouterProvider router={router} />);
  return router;
}

const where = () => screen.getByTestId("where").textContent;

describe("BackLink", () => {
  it("returns to the page the user came from, with its search", async () => {
    renderApp("/internships?q=react&after=abc");
    fireEvent.click(screen.getByRole("link", { name: "Open posting" }));
    expect(where()).toBe("/internships/7");
    fireEvent.click(screen.getByRole("link", { name: "Back to internships" }));
    expect(await screen.findByRole("link", { name: "Open posting" })).toBeTruthy();
    expect(where()).toBe("/internships?q=react&after=abc");
  });

  it("goes to the fallback when the page was opened directly", async () => {
    renderApp("/internships/7");
    const link = screen.getByRole("link", { name: "Back to internships" });
    expect(link.getAttribute("href")).toBe("/internships");
    fireEvent.click(link);
    expect(await screen.findByRole("link", { name: "Open posting" })).toBeTruthy();
    expect(where()).toBe("/internships");
  });

  it("leaves a click that opens a new tab to the browser", () => {
    renderApp("/internships?q=react");
    fireEvent.click(screen.getByRole("link", { name: "Open posting" }));
    const link = screen.getByRole("link", { name: "Back to internships" });
    // Not prevented: the browser follows the href in a new tab (happy-dom navigates nowhere).
    expect(fireEvent.click(link, { ctrlKey: true })).toBe(true);
  });
});
