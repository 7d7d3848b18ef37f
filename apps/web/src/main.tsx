import { StrictMode, startTransition } from "react";
import { createRoot, hydrateRoot } from "react-dom/client";
import { App } from "./app/app";
import { createAppRouter, createRoutes, loadRoutesFor } from "./app/router";
import { getCurrentUserQueryOptions } from "./lib/get-current-user";
import { createQueryClient } from "./lib/query-client";
import "./styles.css";

const root = document.getElementById("root");
if (!root) throw new Error("index.html has no #root element");

const queryClient = createQueryClient();
const routes = createRoutes(queryClient);

// The server sends some pages (sign-in, sign-up) rendered at build time: those are hydrated once their
// route modules are here, and render as the build did (the session is asked for afterwards). Every other
// page starts from the empty shell. Both start as a transition, which React renders in slices that leave
// the page responsive.
if (root.hasChildNodes()) {
  await loadRoutesFor(routes, window.location.pathname);
  startTransition(() => {
    hydrateRoot(
      root,
      <StrictMode>
        <App router={createAppRouter(routes)} queryClient={queryClient} />
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
