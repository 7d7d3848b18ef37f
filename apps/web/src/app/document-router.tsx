import type { ReactNode } from "react";
import { createPath, type Navigator, Router, type To } from "react-router";

function hrefOf(to: To): string {
  return typeof to === "string" ? to : createPath(to);
}

/**
 * Every navigation loads its target as a new document. The pages under it ship without the app's router
 * and screens, which the next page loads if it needs them.
 */
const documentNavigator: Navigator = {
  createHref: hrefOf,
  go: (delta) => window.history.go(delta),
  push: (to) => window.location.assign(hrefOf(to)),
  replace: (to) => window.location.replace(hrefOf(to)),
};

/** A router for one page: links are plain links, rendered the same on the server and in the browser. */
export function DocumentRouter({ url, children }: { url: string; children: ReactNode }) {
  return (
    <Router location={url} navigator={documentNavigator}>
      {children}
    </Router>
  );
}
