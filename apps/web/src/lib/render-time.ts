import { createContext, useContext, useSyncExternalStore } from "react";

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
  const isHydrating = useSyncExternalStore(
    subscribe,
    () => false,
    () => true,
  );
  return isHydrating && renderedAt !== undefined ? renderedAt : Date.now();
}
