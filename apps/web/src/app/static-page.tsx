import { type ComponentType, StrictMode, startTransition } from "react";
import { createRoot, hydrateRoot } from "react-dom/client";
import { DocumentRouter } from "./document-router";

/**
 * A page for visitors that needs no account (the landing, legal and information pages, listed in
 * src/prerender.tsx): rendered to HTML at build time and brought to life by an entry of its own
 * (src/static-pages/) instead of the whole app, so the landing page paints and responds quickly on a slow
 * phone. Its links load the next page as a document. Inside the app the same route modules render through its router.
 */
export function StaticPage({ url, page: Page }: { url: string; page: ComponentType }) {
  return (
    <StrictMode>
      <DocumentRouter url={url}>
        <Page />
      </DocumentRouter>
    </StrictMode>
  );
}

/**
 * Hydrates the page's pre-rendered HTML; renders it afresh where there is none (a development server).
 * As a transition, which React does in slices that leave the page responsive.
 */
export function startStaticPage(page: ComponentType) {
  const root = document.getElementById("root");
  if (!root) throw new Error("the page has no #root element");
  const element = <StaticPage url={window.location.pathname} page={page} />;
  startTransition(() => {
    if (root.hasChildNodes()) hydrateRoot(root, element);
    else createRoot(root).render(element);
  });
}
