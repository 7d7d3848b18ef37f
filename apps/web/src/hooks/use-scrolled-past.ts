import { useSyncExternalStore } from "react";

/*
 * The page's scroll position, read when the page scrolls and kept here. Reading `window.scrollY` while
 * rendering would make the browser lay out the half-updated page on every render of every component that
 * asks (Lighthouse measured 100 ms of it in the signed-in layout's first render on a phone).
 */
let scrollY = 0;
const listeners = new Set<() => void>();

function readScroll() {
  scrollY = window.scrollY;
  for (const listener of listeners) listener();
}

function subscribe(onChange: () => void) {
  if (listeners.size === 0) {
    window.addEventListener("scroll", readScroll, { passive: true });
    // With the frame's own layout rather than forcing one now.
    requestAnimationFrame(readScroll);
  }
  listeners.add(onChange);
  return () => {
    listeners.delete(onChange);
    if (listeners.size === 0) window.removeEventListener("scroll", readScroll);
  };
}

/** True while the page is scrolled further than `offset` pixels. */
export function useScrolledPast(offset: number): boolean {
  return useSyncExternalStore(
    subscribe,
    () => scrollY > offset,
    () => false,
  );
}
