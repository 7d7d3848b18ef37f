// @vitest-environment happy-dom
import { act } from "@testing-library/react";
import { hydrateRoot } from "react-dom/client";
import { renderToString } from "react-dom/server";
import { afterEach, describe, expect, it, vi } from "vitest";
import { formatRelativeTime } from "./format";
import { RenderTimeProvider, useNow } from "./render-time";

const POSTED = "2026-11-24T10:00:00.000Z";
const RENDERED_AT = Date.parse("2026-11-24T10:00:30.000Z");

function Posted() {
  return <p>Posted {formatRelativeTime(POSTED, useNow())}</p>;
}

afterEach(() => {
  vi.useRealTimers();
});

describe("useNow", () => {
  it("hydrates with the server's render time, then shows the browser's", async () => {
    const tree = (
      <RenderTimeProvider value={RENDERED_AT}>
        <Posted />
      </RenderTimeProvider>
    );
    const html = renderToString(tree);
    expect(html).toContain("just now");

    // The browser hydrates two hours later (a cached page, a slow phone).
    vi.useFakeTimers({ now: RENDERED_AT + 2 * 3600_000, toFake: ["Date"] });
    const container = document.createElement("div");
    container.innerHTML = html;
    document.body.append(container);
    const recoverable: unknown[] = [];
    await act(async () => {
      hydrateRoot(container, tree, { onRecoverableError: (error) => recoverable.push(error) });
    });
    expect(recoverable).toEqual([]);
    expect(container.textContent).toBe("Posted 2 hours ago");
    container.remove();
  });

  it("is the browser's clock in a page the browser renders itself", () => {
    vi.useFakeTimers({ now: RENDERED_AT + 3600_000, toFake: ["Date"] });
    expect(renderToString(<Posted />)).toContain("1 hour ago");
  });
});
