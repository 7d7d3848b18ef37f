import { StrictMode, startTransition } from "react";
import { createRoot, hydrateRoot } from "react-dom/client";
import { App } from "./app/app";
import { createAppRouter, loadRoutesFor } from "./app/router";
import "./styles.css";

const root = document.getElementById("root");
if (!root) throw new Error("index.html has no #root element");

// The server sends some pages (sign-in, sign-up) rendered at build time: those are hydrated once their
// route modules are here. Every other page starts from the empty shell.
// Both start as a transition, which React renders in slices that leave the page responsive.
if (root.hasChildNodes()) {
  await loadRoutesFor(window.location.pathname);
  startTransition(() => {
    hydrateRoot(
      root,
      <StrictMode>
        <App router={createAppRouter()} />
      </StrictMode>,
    );
  });
} else {
  const reactRoot = createRoot(root);
  startTransition(() => {
    reactRoot.render(
      <StrictMode>
        <App router={createAppRouter()} />
      </StrictMode>,
    );
  });
}
