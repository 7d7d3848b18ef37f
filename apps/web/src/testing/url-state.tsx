import { renderHook } from "@testing-library/react";
import { NuqsTestingAdapter, type UrlUpdateEvent } from "nuqs/adapters/testing";
import type { ReactNode } from "react";
import { MemoryRouter } from "react-router";

type Options = {
  /** 1 keeps nuqs's real throttling of URL updates; 0 (the default) writes each one at once. */
  rateLimitFactor?: number;
};

/**
 * Renders a hook that keeps state in the URL, starting from `search` ("?filter=pending"). `updates`
 * records every URL write with its history mode; `search()` is the URL's query string now.
 */
export function renderUrlHook<Result>(
  hook: () => Result,
  search = "",
  { rateLimitFactor = 0 }: Options = {},
) {
  const updates: UrlUpdateEvent[] = [];
  function Wrapper({ children }: { children: ReactNode }) {
    return (
      <MemoryRouter initialEntries={[`/${search}`]}>
        <NuqsTestingAdapter
          searchParams={search}
          hasMemory
          rateLimitFactor={rateLimitFactor}
          onUrlUpdate={(event) => updates.push(event)}
        >
          {children}
        </NuqsTestingAdapter>
      </MemoryRouter>
    );
  }
  const rendered = renderHook(hook, { wrapper: Wrapper });
  return {
    ...rendered,
    updates,
    search: () => updates.at(-1)?.queryString ?? search,
  };
}
