// @vitest-environment happy-dom

import { fireEvent, render, screen } from "@testing-library/react";
import { ClipboardList } from "lucide-react";
import { describe, expect, it, vi } from "vitest";
import { NoResults } from "./no-results";

function renderNoResults(state: { isLaterPage: boolean; isFiltered: boolean }) {
  const onFirstPage = vi.fn();
  const onClear = vi.fn();
  render(
    <NoResults
      icon={ClipboardList}
      noun="applications"
      {...state}
      onFirstPage={onFirstPage}
      filtered={{ title: "No applications match your search", description: "Try another name.", onClear }}
      empty={{ title: "No applications yet", description: "They appear here." }}
    />,
  );
  return { onFirstPage, onClear };
}

describe("NoResults", () => {
  it("sends a later page emptied by deletes back to the first page, before the filters", () => {
    const { onFirstPage } = renderNoResults({ isLaterPage: true, isFiltered: true });
    expect(screen.getByRole("heading", { name: "No more applications on this page" })).toBeTruthy();
    fireEvent.click(screen.getByRole("button", { name: "Back to the first page" }));
    expect(onFirstPage).toHaveBeenCalledOnce();
  });

  it("offers to clear the filters when nothing matches them", () => {
    const { onClear } = renderNoResults({ isLaterPage: false, isFiltered: true });
    expect(screen.getByRole("heading", { name: "No applications match your search" })).toBeTruthy();
    fireEvent.click(screen.getByRole("button", { name: "Clear filters" }));
    expect(onClear).toHaveBeenCalledOnce();
  });

  it("says there is nothing yet otherwise, without a button", () => {
    renderNoResults({ isLaterPage: false, isFiltered: false });
    expect(screen.getByRole("heading", { name: "No applications yet" })).toBeTruthy();
    expect(screen.queryByRole("button")).toBeNull();
  });
});
