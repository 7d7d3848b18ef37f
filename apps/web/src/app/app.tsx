import type { QueryClient } from "@tanstack/react-query";
import type { DataRouter } from "react-router";
import { RouterProvider } from "react-router";
import { AppProvider } from "./provider";

/** The whole app; the build's pre-render (src/prerender.tsx) renders the same tree with a static router. */
export function App({ router, queryClient }: { router: DataRouter; queryClient: QueryClient }) {
  return (
    <AppProvider queryClient={queryClient}>
      <RouterProvider router={router} />
    </AppProvider>
  );
}
