import { createContext, useContext, useSyncExternalStore } from "react";
import { type DateZone, formatDate } from "./format";

/**
 * When the server rendered the page the browser is hydrating (milliseconds since the epoch); undefined
 * for a page the browser renders itself.
 */
const RenderTimeContext = createContext<number | undefined>(undefined);

export const RenderTimeProvider = RenderTimeContext.Provider;

const subscribe = () => () => {};

/**
 * The time a screen shows its relative times from ("Posted 3 hours ago"): the server's render time while
 * its HTML is rendered and hydrated, so the browser's first render says what the HTML says, and the
 * browser's clock from the render after.
 */
export function useNow(): number {
  const renderedAt = useContext(RenderTimeContext);
  return useIsServerRender() && renderedAt !== undefined ? renderedAt : Date.now();
}

/** True while the server renders a page and while the browser hydrates it. */
function useIsServerRender() {
  return useSyncExternalStore(
    subscribe,
    () => false,
    () => true,
  );
}

/**
 * The time zone a screen shows a timestamp's date in: UTC while the server renders a page and the browser
 * hydrates it (the server's zone and the reader's may differ), the reader's own (undefined) from the render
 * after, and always for a page the browser renders itself.
 */
export function useTimeZone(): DateZone {
  const renderedAt = useContext(RenderTimeContext);
  return useIsServerRender() && renderedAt !== undefined ? "UTC" : undefined;
}

/** formatDate in the time zone of useTimeZone: for what a page the server renders shows. */
export function useFormatDate(): (value: string) => string {
  const timeZone = useTimeZone();
  return (value) => formatDate(value, timeZone);
}
