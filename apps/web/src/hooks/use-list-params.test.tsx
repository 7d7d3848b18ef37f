// @vitest-environment happy-dom
import { act, waitFor } from "@testing-library/react";
import { parseAsString } from "nuqs";
import { describe, expect, it } from "vitest";
import { renderUrlHook } from "@/testing/url-state";
import { useListParams } from "./use-list-params";

describe("useListParams", () => {
  it("reads the page cursors; a link carrying both shows the next page", () => {
    expect(renderUrlHook(() => useListParams({}), "?after=a").result.current.page).toEqual({
      after: "a",
      before: undefined,
    });
    expect(renderUrlHook(() => useListParams({}), "?before=b").result.current.page).toEqual({
      after: undefined,
      before: "b",
    });
    expect(renderUrlHook(() => useListParams({}), "?after=a&before=b").result.current.page).toEqual({
      after: "a",
      before: undefined,
    });
  });

  it("leaves parameters it does not know alone", async () => {
    const view = renderUrlHook(() => useListParams({ q: parseAsString.withDefault("") }), "?utm=x&after=a");
    act(() => void view.result.current.setFilters({ q: "react" }));
    await waitFor(() => expect(view.search()).toBe("?utm=x&q=react"));
    act(() => void view.result.current.clearFilters());
    await waitFor(() => expect(view.search()).toBe("?utm=x"));
  });
});
