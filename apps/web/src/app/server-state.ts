import type { DehydratedState } from "@tanstack/react-query";
import type { HydrationState } from "react-router";

/** The id of the script element a server-rendered page carries its state in. */
export const SERVER_STATE_ID = "server-state";

/**
 * What a page rendered by the server (src/server-render.tsx) hands to the browser along with its HTML:
 * the data it was rendered from, and when, so the browser's first render says exactly what the HTML says.
 */
export type ServerState = {
  renderedAt: number;
  queries: DehydratedState;
  /** What the routes' loaders returned, so the browser's router starts where the server's ended. */
  router: HydrationState;
};

/** The state of the page being hydrated, or undefined for a page the server did not render with data. */
export function readServerState(): ServerState | undefined {
  const script = document.getElementById(SERVER_STATE_ID);
  return script?.textContent ? (JSON.parse(script.textContent) as ServerState) : undefined;
}

/** The state as a script element's text: JSON that cannot end the element or open a comment. */
export function serializeServerState(state: ServerState): string {
  return JSON.stringify(state).replace(/</g, "\\u003c");
}
