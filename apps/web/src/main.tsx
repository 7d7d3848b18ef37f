import { hydrate } from "@tanstack/react-query";
import { StrictMode, startTransition } from "react";
import { createRoot, hydrateRoot } from "react-dom/client";
import { App } from "./app/app";
import { createAppRouter, createRoutes, loadRoutesFor } from "./app/router";
import { readServerState } from "./app/server-state";
import { getCurrentUserQueryOptions } from "./lib/get-current-user";
import { createQueryClient } from "./lib/query-client";
import { RenderTimeProvider } from "./lib/render-time";
import "./styles.css";

const root = document.getElementById("root");
if (!root) throw new Error("index.html has no #root element");

const queryClient = createQueryClient();
const routes = createRoutes(queryClient);

// The server sends some pages rendered: sign-in and sign-up at build time, browse and a posting for each
// visitor with their data (the server state). Those are hydrated once their route modules are here, and
// render as the server did (the build's pages ask for the session afterwards). Every other page starts
// from the empty shell. Both start as a transition, which React renders in slices that leave the page
// responsive.
if (root.hasChildNodes()) {
  const serverState = readServerState();
  if (serverState) hydrate(queryClient, serverState.queries);
  await loadRoutesFor(routes, window.location.pathname);
  startTransition(() => {
    hydrateRoot(
      root,
      <StrictMode>
        <RenderTimeProvider value={serverState?.renderedAt}>
          <App router={createAppRouter(routes, serverState?.router)} queryClient={queryClient} />
        </RenderTimeProvider>
      </StrictMode>,
    );
  });
} else {
  // Every screen of the app asks who is signed in: ask now, while the screen's code is still loading.
  void queryClient.prefetchQuery(getCurrentUserQueryOptions());
  const reactRoot = createRoot(root);
  startTransition(() => {
    reactRoot.render(
      <StrictMode>
        <App router={createAppRouter(routes)} queryClient={queryClient} />
      </StrictMode>,
    );
  });
}
