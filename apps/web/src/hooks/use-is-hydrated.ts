import { useSyncExternalStore } from "react";

const subscribeToNothing = () => () => {};

/**
 * False while a pre-rendered page is being rendered at build time and hydrated, true once React
 * runs it in the browser. A pre-rendered form keeps its submit button disabled until then: a click
 * (or Enter) before hydration would otherwise submit the form natively, typed password included.
 */
export function useIsHydrated(): boolean {
  return useSyncExternalStore(
    subscribeToNothing,
    () => true,
    () => false,
  );
}
