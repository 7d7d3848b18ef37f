// @vitest-environment happy-dom
import { act, waitFor } from "@testing-library/react";
import { describe, expect, it } from "vitest";
import { renderUrlHook } from "@/testing/url-state";
import { useAccountListParams } from "./use-account-list-params";

describe("useAccountListParams", () => {
  it("reads the trimmed search and the page from the URL", () => {
    const { result } = renderUrlHook(useAccountListParams, "?q=%20acme%20&after=abc");
    expect(result.current.q).toBe("acme");
    expect(result.current.queryParams).toEqual({ q: "acme", after: "abc" });
    expect(result.current.isFiltered).toBe(true);
  });

  it("asks for everything without a search", () => {
    const { result } = renderUrlHook(useAccountListParams, "?before=xyz");
    expect(result.current.queryParams).toEqual({ q: undefined, before: "xyz" });
    expect(result.current.isFiltered).toBe(false);
  });

  it("starts again at the first page when the search changes, replacing the history entry", async () => {
    const view = renderUrlHook(useAccountListParams, "?q=acme&after=abc");
    act(() => void view.result.current.setSearch("globex"));
    await waitFor(() => expect(view.search()).toBe("?q=globex"));
    expect(view.updates.at(-1)?.options.history).toBe("replace");
  });

  it("clears the search and the page together", async () => {
    const view = renderUrlHook(useAccountListParams, "?q=acme&before=xyz");
    act(() => void view.result.current.clearFilters());
    await waitFor(() => expect(view.search()).toBe(""));
  });
});
