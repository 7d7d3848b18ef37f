// @vitest-environment happy-dom

import { hashKey } from "@tanstack/react-query";
import { act, waitFor } from "@testing-library/react";
import { describe, expect, it } from "vitest";
import { renderUrlHook } from "@/testing/url-state";
import { internshipSearchOf, useInternshipSearch } from "./use-internship-search";

describe("internshipSearchOf", () => {
  it("reads a URL as the screen does, so the list loaded before the screen is the one it shows", () => {
    for (const query of [
      "",
      "?q=%20react%20&type=part-time&location=Berlin&remote=true&after=abc",
      "?sort=relevance&pay=paid,unpaid&pay=paid&duration=1-3&hideApplied=true",
      "?q=design&sort=relevance&before=xyz",
      "?after=abc&before=xyz&type=weekend",
    ]) {
      const { result } = renderUrlHook(useInternshipSearch, query);
      // The query key's hash: what decides whether the screen finds the loaded list.
      expect(hashKey([internshipSearchOf(`https://app.example/internships${query}`)]), query).toBe(
        hashKey([result.current.search]),
      );
    }
  });
});

describe("useInternshipSearch", () => {
  it("reads the search from the URL, trimmed, with unknown values as no filter", () => {
    const { result } = renderUrlHook(
      useInternshipSearch,
      "?q=%20react%20&type=part-time&location=Berlin&remote=true&after=abc",
    );
    expect(result.current.search).toEqual({
      q: "react",
      type: "part-time",
      location: "Berlin",
      remote: true,
      pay: undefined,
      duration: undefined,
      hideApplied: undefined,
      sort: undefined,
      after: "abc",
      before: undefined,
    });
    expect(result.current.activeFilterCount).toBe(3);
    expect(result.current.hasSearch).toBe(true);

    const unknown = renderUrlHook(useInternshipSearch, "?type=weekend&remote=no&q=%20%20");
    expect(unknown.result.current.search).toMatchObject({ q: undefined, type: undefined, remote: undefined });
    expect(unknown.result.current.hasSearch).toBe(false);
  });

  it("keeps both of two quick changes: a checkbox and a search box that fires a moment later", async () => {
    // nuqs's real throttling: both updates are queued before the URL is written.
    const view = renderUrlHook(useInternshipSearch, "?q=tok&location=Berlin&after=abc", {
      rateLimitFactor: 1,
    });
    act(() => void view.result.current.setRemoteOnly(true));
    // The page shows the change at once, before the URL has it.
    expect(view.result.current.search).toMatchObject({ remote: true, location: "Berlin", after: undefined });
    act(() => void view.result.current.setLocation(""));
    expect(view.result.current.search).toMatchObject({ q: "tok", remote: true, location: undefined });

    await waitFor(() => expect(view.search()).toBe("?q=tok&remote=true"));
    expect(view.result.current.search).toMatchObject({
      q: "tok",
      type: undefined,
      location: undefined,
      remote: true,
      after: undefined,
      before: undefined,
    });
  });

  it("keeps both changes when the second comes after the first reached the URL", async () => {
    const view = renderUrlHook(useInternshipSearch, "?q=tok&location=Berlin", { rateLimitFactor: 1 });
    act(() => void view.result.current.setRemoteOnly(true));
    await waitFor(() => expect(view.search()).toBe("?q=tok&location=Berlin&remote=true"));
    act(() => void view.result.current.setLocation(""));
    await waitFor(() => expect(view.search()).toBe("?q=tok&remote=true"));
  });

  it("adds a history entry for a filter and replaces it for typed text", async () => {
    const view = renderUrlHook(useInternshipSearch, "?q=tok");
    act(() => void view.result.current.setType("full-time"));
    await waitFor(() => expect(view.search()).toBe("?q=tok&type=full-time"));
    expect(view.updates.at(-1)?.options.history).toBe("push");

    act(() => void view.result.current.setQuery("design"));
    await waitFor(() => expect(view.search()).toBe("?q=design&type=full-time"));
    expect(view.updates.at(-1)?.options.history).toBe("replace");
  });

  it("writes remote only as remote=true and removes it when unchecked", async () => {
    const view = renderUrlHook(useInternshipSearch, "");
    act(() => void view.result.current.setRemoteOnly(true));
    await waitFor(() => expect(view.search()).toBe("?remote=true"));
    act(() => void view.result.current.setRemoteOnly(false));
    await waitFor(() => expect(view.search()).toBe(""));
  });

  it("clears everything at once", async () => {
    const view = renderUrlHook(useInternshipSearch, "?q=tok&type=part-time&remote=true&before=xyz");
    act(() => void view.result.current.clearAll());
    await waitFor(() => expect(view.search()).toBe(""));
    expect(view.result.current.hasSearch).toBe(false);
  });

  it("reads pay and duration choices once each in a fixed order, counts them as filters, and drops unknown ones", () => {
    const { result } = renderUrlHook(
      useInternshipSearch,
      "?pay=unpaid,paid,unpaid&duration=over-6,forever,1-3&hideApplied=true&sort=deadline",
    );
    expect(result.current.search).toMatchObject({
      pay: ["paid", "unpaid"],
      duration: ["1-3", "over-6"],
      hideApplied: true,
      sort: "deadline",
    });
    expect(result.current.activeFilterCount).toBe(3);
  });

  it("sorts by relevance only while searching; newest is the default and stays out of the URL", async () => {
    const searching = renderUrlHook(useInternshipSearch, "?q=python&sort=relevance");
    expect(searching.result.current.search.sort).toBe("relevance");
    const notSearching = renderUrlHook(useInternshipSearch, "?sort=relevance");
    expect(notSearching.result.current.sort).toBe("newest");
    expect(notSearching.result.current.search.sort).toBeUndefined();

    const view = renderUrlHook(useInternshipSearch, "?after=abc");
    act(() => void view.result.current.setSort("deadline"));
    await waitFor(() => expect(view.search()).toBe("?sort=deadline"));
    act(() => void view.result.current.setPay(["paid"]));
    await waitFor(() => expect(view.search()).toBe("?sort=deadline&pay=paid"));
  });
});
