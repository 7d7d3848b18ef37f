// @vitest-environment happy-dom
import { act, waitFor } from "@testing-library/react";
import { describe, expect, it } from "vitest";
import { renderUrlHook } from "@/testing/url-state";
import { useReviewApplicationsParams } from "./use-review-applications-params";

const INTERNSHIP = "0b6c4a57-7d4e-4b0a-9a64-2f1f0f6a1c11";

describe("useReviewApplicationsParams", () => {
  it("reads the dashboard's ?filter=pending link, the search, the internship and the page", () => {
    const { result } = renderUrlHook(
      useReviewApplicationsParams,
      `?filter=pending&q=ada&internship=${INTERNSHIP}&before=xyz`,
    );
    expect(result.current.filter).toBe("pending");
    expect(result.current.filters).toEqual({ q: "ada", status: "pending", internshipId: INTERNSHIP });
    expect(result.current.queryParams).toMatchObject({ before: "xyz", after: undefined });
    expect(result.current.isFiltered).toBe(true);
  });

  it("reads an unknown filter as all", () => {
    const { result } = renderUrlHook(useReviewApplicationsParams, "?filter=bogus");
    expect(result.current.filter).toBe("all");
    expect(result.current.filters).toEqual({ q: undefined, status: undefined, internshipId: undefined });
    expect(result.current.isFiltered).toBe(false);
  });

  it("starts again at the first page when the internship changes", async () => {
    const view = renderUrlHook(useReviewApplicationsParams, "?filter=pending&after=abc");
    act(() => void view.result.current.setInternshipId(INTERNSHIP));
    await waitFor(() => expect(view.search()).toBe(`?filter=pending&internship=${INTERNSHIP}`));
    expect(view.updates.at(-1)?.options.history).toBe("push");
  });

  it("replaces the history entry for typed text and scrolls to the top like a new list", async () => {
    const view = renderUrlHook(useReviewApplicationsParams, "?after=abc");
    act(() => void view.result.current.setSearch("ada"));
    await waitFor(() => expect(view.search()).toBe("?q=ada"));
    expect(view.updates.at(-1)?.options).toMatchObject({ history: "replace", scroll: true });
  });

  it("goes back to the first page, keeping the filters", async () => {
    const view = renderUrlHook(useReviewApplicationsParams, "?filter=accepted&before=xyz");
    act(() => void view.result.current.goToFirstPage());
    await waitFor(() => expect(view.search()).toBe("?filter=accepted"));
  });
});
