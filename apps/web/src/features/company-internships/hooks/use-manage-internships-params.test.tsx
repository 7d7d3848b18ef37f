// @vitest-environment happy-dom
import { act, waitFor } from "@testing-library/react";
import { describe, expect, it } from "vitest";
import { renderUrlHook } from "@/testing/url-state";
import { useManageInternshipsParams } from "./use-manage-internships-params";

describe("useManageInternshipsParams", () => {
  it("reads the status filter, the trimmed search and the page from the URL", () => {
    const { result } = renderUrlHook(useManageInternshipsParams, "?filter=draft&q=%20Frontend%20&after=abc");
    expect(result.current.filter).toBe("draft");
    expect(result.current.q).toBe("Frontend");
    expect(result.current.queryParams).toEqual({ q: "Frontend", status: "draft", after: "abc" });
    expect(result.current.isFiltered).toBe(true);
  });

  it("reads an unknown filter as all", () => {
    const { result } = renderUrlHook(useManageInternshipsParams, "?filter=bogus");
    expect(result.current.filter).toBe("all");
    expect(result.current.queryParams.status).toBeUndefined();
    expect(result.current.isFiltered).toBe(false);
  });

  it("starts again at the first page when the filter changes, in a new history entry", async () => {
    const view = renderUrlHook(useManageInternshipsParams, "?q=intern&after=abc&before=xyz");
    act(() => void view.result.current.setFilter("open"));
    await waitFor(() => expect(view.search()).toBe("?q=intern&filter=open"));
    expect(view.updates.at(-1)?.options.history).toBe("push");
    expect(view.result.current.queryParams).toEqual({ q: "intern", status: "open" });
  });

  it("replaces the history entry while typing, and drops the parameter for an empty search", async () => {
    const view = renderUrlHook(useManageInternshipsParams, "?filter=open&q=intern&before=xyz");
    act(() => void view.result.current.setSearch(""));
    await waitFor(() => expect(view.search()).toBe("?filter=open"));
    expect(view.updates.at(-1)?.options.history).toBe("replace");
  });

  it("removes the parameter when the filter goes back to all", async () => {
    const view = renderUrlHook(useManageInternshipsParams, "?filter=closed");
    act(() => void view.result.current.setFilter("all"));
    await waitFor(() => expect(view.search()).toBe(""));
  });

  it("clears the filters and the page together", async () => {
    const view = renderUrlHook(useManageInternshipsParams, "?filter=closed&q=x&after=abc");
    act(() => void view.result.current.clearFilters());
    await waitFor(() => expect(view.search()).toBe(""));
    expect(view.result.current.isFiltered).toBe(false);
  });
});
