import { NuqsAdapter } from "nuqs/adapters/react-router/v7";
import { Outlet, ScrollRestoration } from "react-router";

/**
 * The URL-state adapter sits here rather than in AppProvider because it needs the router. Its updates
 * go through the router (`shallow: false`), so the router's location, and every link built from it,
 * always matches the address bar.
 */
export function RootLayout() {
  return (
    <NuqsAdapter defaultOptions={{ shallow: false }}>
      <ScrollRestoration />
      <Outlet />
    </NuqsAdapter>
  );
}
