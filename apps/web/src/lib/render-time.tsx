import {
  createContext,
  type ReactNode,
  startTransition,
  useContext,
  useEffect,
  useMemo,
  useState,
} from "react";
import { type DateZone, formatDate } from "./format";

type RenderTime = {
  /**
   * When the server rendered the page the browser is hydrating (milliseconds since the epoch); undefined
   * for a page the browser renders itself.
   */
  renderedAt: number | undefined;
  /** True while the server renders the page and while the browser hydrates it. */
  isHydrating: boolean;
};

const RenderTimeContext = createContext<RenderTime>({ renderedAt: undefined, isHydrating: false });

/**
 * Gives the screens below it the server's render time (`value`) while the server renders the page and the
 * browser hydrates it. Once hydrated, they re-render with the browser's clock and time zone. That render is
 * a transition, which React renders in slices between the browser's other work: an update scheduled by
 * useSyncExternalStore instead (a server snapshot that differs from the browser's) is rendered at once,
 * every card of a page in one long task.
 */
export function RenderTimeProvider({ value, children }: { value: number | undefined; children: ReactNode }) {
  const [isHydrating, setIsHydrating] = useState(value !== undefined);
  useEffect(() => {
    if (isHydrating) startTransition(() => setIsHydrating(false));
  }, [isHydrating]);
  const renderTime = useMemo(() => ({ renderedAt: value, isHydrating }), [value, isHydrating]);
  return <RenderTimeContext value={renderTime}>{children}</RenderTimeContext>;
}

/** The server's render time while its page is rendered and hydrated, else undefined. */
function useServerRenderTime(): number | undefined {
  const { renderedAt, isHydrating } = useContext(RenderTimeContext);
  return isHydrating ? renderedAt : undefined;
}

/**
 * The time a screen shows its relative times from ("Posted 3 hours ago"): the server's render time while
 * its HTML is rendered and hydrated, so the browser's first render says what the HTML says, and the
 * browser's clock from the render after.
 */
export function useNow(): number {
  return useServerRenderTime() ?? Date.now();
}

/**
 * The time zone a screen shows a timestamp's date in: UTC while the server renders a page and the browser
 * hydrates it (the server's zone and the reader's may differ), the reader's own (undefined) from the render
 * after, and always for a page the browser renders itself.
 */
export function useTimeZone(): DateZone {
  return useServerRenderTime() === undefined ? undefined : "UTC";
}

/** formatDate in the time zone of useTimeZone: for what a page the server renders shows. */
export function useFormatDate(): (value: string) => string {
  const timeZone = useTimeZone();
  return (value) => formatDate(value, timeZone);
}
