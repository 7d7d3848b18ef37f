// @vitest-environment happy-dom
import { act, waitFor } from "@testing-library/react";
import { describe, expect, it } from "vitest";
import { renderUrlHook } from "@/testing/url-state";
import { useMyApplicationsParams } from "./use-my-applications-params";

describe("useMyApplicationsParams", () => {
  it("reads ?filter=pending as the pending status", () => {
    const { result } = renderUrlHook(useMyApplicationsParams, "?filter=pending&after=abc");
    expect(result.current.filter).toBe("pending");
    expect(result.current.search).toEqual({ status: "pending", after: "abc", before: undefined });
  });

  it("reads an unknown filter as all", () => {
    const { result } = renderUrlHook(useMyApplicationsParams, "?filter=bogus");
    expect(result.current.filter).toBe("all");
    expect(result.current.search.status).toBeUndefined();
  });

  it("clears the page when the filter changes, in a new history entry, without scrolling", async () => {
    const view = renderUrlHook(useMyApplicationsParams, "?filter=pending&after=abc&before=xyz");
    act(() => void view.result.current.setFilter("accepted"));
    await waitFor(() => expect(view.search()).toBe("?filter=accepted"));
    expect(view.updates.at(-1)?.options).toMatchObject({ history: "push", scroll: false });

    act(() => void view.result.current.setFilter("all"));
    await waitFor(() => expect(view.search()).toBe(""));
  });
});
