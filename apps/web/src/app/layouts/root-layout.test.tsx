// @vitest-environment happy-dom
import { act, render, waitFor } from "@testing-library/react";
import { createBrowserRouter, RouterProvider } from "react-router";
import { afterEach, describe, expect, it, vi } from "vitest";
import { useInternshipSearch } from "@/features/internships/hooks/use-internship-search";
import { RootLayout } from "./root-layout";

async function renderBrowse(url: string) {
  window.history.replaceState(null, "", url);
  const state: { current?: ReturnType<typeof useInternshipSearch> } = {};
  function Browse() {
    state.current = useInternshipSearch();
    return null;
  }
  const router = createBrowserRouter([
    { element: <RootLayout />, children: [{ path: "/internships", element: <Browse /> }] },
  ]);
  render(<RouterProvider router={router} />);
  await waitFor(() => expect(state.current).toBeDefined());
  return { router, browse: () => state.current! };
}

describe("URL state with the React Router adapter", () => {
  afterEach(() => window.history.replaceState(null, "", "/"));

  it("keeps two quick changes, adds one history entry, and moves the router's location along", async () => {
    const { router, browse } = await renderBrowse("/internships?q=tok&location=Berlin&after=abc");
    const pushState = vi.spyOn(window.history, "pushState");

    act(() => void browse().setRemoteOnly(true));
    act(() => void browse().setLocation(""));

    await waitFor(() => expect(window.location.search).toBe("?q=tok&remote=true"));
    await waitFor(() => expect(router.state.location.search).toBe("?q=tok&remote=true"));
    expect(pushState).toHaveBeenCalledTimes(1);
    expect(browse().search).toMatchObject({ q: "tok", remote: true, location: undefined, after: undefined });
  });

  it("follows links and the back button", async () => {
    const { router, browse } = await renderBrowse("/internships?q=tok");
    await act(() => router.navigate("/internships?q=tok&after=abc"));
    expect(browse().search.after).toBe("abc");

    act(() => void browse().setType("part-time"));
    await waitFor(() => expect(router.state.location.search).toBe("?q=tok&type=part-time"));

    await act(() => router.navigate(-1));
    await waitFor(() => expect(browse().search).toMatchObject({ type: undefined, after: "abc" }));
  });
});
