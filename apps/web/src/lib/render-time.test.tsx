// @vitest-environment happy-dom
import { act } from "@testing-library/react";
import { useEffect } from "react";
import { hydrateRoot } from "react-dom/client";
import { renderToString } from "react-dom/server";
import { afterEach, describe, expect, it, vi } from "vitest";
import { formatDate, formatRelativeTime } from "./format";
import { RenderTimeProvider, useFormatDate, useNow } from "./render-time";

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

  it("re-renders with the browser's clock in slices, leaving room for the browser's other tasks", async () => {
    // React's scheduler reads the time from performance.now() and hands the thread back once a slice has
    // run 5 ms. A card here "takes" 8 ms of that clock (as a slow phone takes for a few) instead of the
    // machine's own time, so the slices do not depend on how busy the machine is.
    let clock = 0;
    vi.spyOn(performance, "now").mockImplementation(() => clock);

    // A task ends when the call stack empties, which is when its microtasks run: cards rendered in one
    // task share one number, and a card in the next task gets the next.
    const renders: { text: string; task: number }[] = [];
    let task = 0;
    let isTaskCounted = false;
    function SlowCard() {
      const text = formatRelativeTime(POSTED, useNow());
      clock += 8;
      if (!isTaskCounted) {
        task += 1;
        isTaskCounted = true;
        queueMicrotask(() => {
          isTaskCounted = false;
        });
      }
      renders.push({ text, task });
      return <p>{text}</p>;
    }
    // Resolves once React has committed the re-render (its effects run after the DOM has changed).
    let showBrowserClock = () => {};
    const shown = new Promise<void>((resolve) => {
      showBrowserClock = resolve;
    });
    function ShowsBrowserClock() {
      const now = useNow();
      useEffect(() => {
        if (now !== RENDERED_AT) showBrowserClock();
      }, [now]);
      return null;
    }
    const CARD_IDS = Array.from({ length: 10 }, (_, index) => `card-${index + 1}`);
    const tree = (
      <RenderTimeProvider value={RENDERED_AT}>
        {CARD_IDS.map((id) => (
          <SlowCard key={id} />
        ))}
        <ShowsBrowserClock />
      </RenderTimeProvider>
    );
    const container = document.createElement("div");
    container.innerHTML = renderToString(tree);
    document.body.append(container);
    renders.length = 0;
    vi.useFakeTimers({ now: RENDERED_AT + 2 * 3600_000, toFake: ["Date"] });

    hydrateRoot(container, tree);
    await shown;

    expect(renders.map((render) => render.text)).toEqual([
      ...CARD_IDS.map(() => "just now"),
      ...CARD_IDS.map(() => "2 hours ago"),
    ]);
    // Rendered in one task, the ten cards would hold the main thread for all their 80 ms.
    const rerenderTasks = new Set(renders.slice(10).map((render) => render.task));
    expect(rerenderTasks.size).toBeGreaterThan(1);
    expect(container.textContent).toBe("2 hours ago".repeat(10));
    container.remove();
  });

  it("is the browser's clock in a page the browser renders itself", () => {
    vi.useFakeTimers({ now: RENDERED_AT + 3600_000, toFake: ["Date"] });
    expect(renderToString(<Posted />)).toContain("1 hour ago");
  });
});

describe("useFormatDate", () => {
  // Late evening in UTC is already the next day in Auckland.
  const APPLIED = "2026-11-24T20:00:00.000Z";

  function Applied({ seen }: { seen: string[] }) {
    const text = `Applied ${useFormatDate()(APPLIED)}`;
    seen.push(text);
    return <p>{text}</p>;
  }

  it("renders and hydrates a timestamp's date in UTC, then in the reader's time zone", async () => {
    const seen: string[] = [];
    const tree = (
      <RenderTimeProvider value={RENDERED_AT}>
        <Applied seen={seen} />
      </RenderTimeProvider>
    );
    const html = renderToString(tree);
    expect(html).toContain("Applied Nov 24, 2026");

    const container = document.createElement("div");
    container.innerHTML = html;
    document.body.append(container);
    const recoverable: unknown[] = [];
    seen.length = 0;
    await act(async () => {
      hydrateRoot(container, tree, { onRecoverableError: (error) => recoverable.push(error) });
    });
    expect(recoverable).toEqual([]);
    expect(seen[0]).toBe("Applied Nov 24, 2026");
    expect(container.textContent).toBe(`Applied ${formatDate(APPLIED)}`);
    container.remove();
  });

  it("reads a timestamp in UTC or the reader's zone, and a calendar date as that day in both", () => {
    // 02:00 UTC on the 25th is still the 24th in New York, where the tests run.
    const lateInUtc = "2026-11-25T02:00:00.000Z";
    expect(formatDate(lateInUtc, "UTC")).toBe("Nov 25, 2026");
    expect(formatDate(lateInUtc)).toBe("Nov 24, 2026");
    expect(formatDate("2026-11-24", "UTC")).toBe("Nov 24, 2026");
    expect(formatDate("2026-11-24")).toBe("Nov 24, 2026");
  });

  it("is the reader's zone in a page the browser renders itself", () => {
    const seen: string[] = [];
    expect(renderToString(<Applied seen={seen} />)).toContain(`Applied ${formatDate(APPLIED)}`);
  });
});
