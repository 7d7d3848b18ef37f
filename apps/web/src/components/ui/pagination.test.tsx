// @vitest-environment happy-dom
import { render, screen } from "@testing-library/react";
import { MemoryRouter } from "react-router";
import { describe, expect, it } from "vitest";
import { Pagination } from "./pagination";

function renderAt(url: string, cursors: { prevCursor: string | null; nextCursor: string | null }) {
  return render(
    <MemoryRouter initialEntries={[url]}>
      <Pagination label="Internship pages" {...cursors} />
    </MemoryRouter>,
  );
}

describe("Pagination", () => {
  it("links to the next and previous pages, keeping the search and dropping the other cursor", () => {
    renderAt("/internships?q=react&remote=true&after=current", { prevCursor: "prev", nextCursor: "next" });
    expect(screen.getByRole("link", { name: "Next" }).getAttribute("href")).toBe(
      "/internships?q=react&remote=true&after=next",
    );
    expect(screen.getByRole("link", { name: "Previous" }).getAttribute("href")).toBe(
      "/internships?q=react&remote=true&before=prev",
    );
  });

  it("disables the way that does not exist", () => {
    renderAt("/bookmarks", { prevCursor: null, nextCursor: "next" });
    expect(screen.getByRole("button", { name: "Previous" })).toHaveProperty("disabled", true);
    expect(screen.getByRole("link", { name: "Next" }).getAttribute("href")).toBe("/bookmarks?after=next");
  });

  it("shows nothing for a single page", () => {
    const { container } = renderAt("/bookmarks", { prevCursor: null, nextCursor: null });
    expect(container.innerHTML).toBe("");
  });
});
