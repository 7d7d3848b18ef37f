import type { ComponentType } from "react";
import { StrictMode } from "react";
import { createStaticHandler, createStaticRouter, StaticRouterProvider } from "react-router";
import { AppProvider } from "./app/provider";
import { renderToHtml } from "./app/render-to-html";
import { createRoutes } from "./app/router";
import AboutRoute from "./app/routes/about";
import CareersRoute from "./app/routes/careers";
import ContactRoute from "./app/routes/contact";
import HelpRoute from "./app/routes/help";
import LandingRoute from "./app/routes/landing";
import PrivacyPolicyRoute from "./app/routes/privacy-policy";
import TermsOfServiceRoute from "./app/routes/terms-of-service";
import { StaticPage } from "./app/static-page";
import { paths } from "./config/paths";
import { createQueryClient } from "./lib/query-client";

/*
 * Build-time rendering of the public pages to HTML (scripts/prerender.mjs runs it through Vite's SSR
 * build). Each page renders exactly the tree its browser entry hydrates.
 */

/** The static pages and the entry (src/static-pages/) that hydrates each. */
export const STATIC_PAGES: Record<string, { page: ComponentType; entry: string }> = {
  [paths.home.path]: { page: LandingRoute, entry: "src/static-pages/landing.tsx" },
  [paths.privacyPolicy.path]: { page: PrivacyPolicyRoute, entry: "src/static-pages/privacy-policy.tsx" },
  [paths.termsOfService.path]: { page: TermsOfServiceRoute, entry: "src/static-pages/terms-of-service.tsx" },
  [paths.about.path]: { page: AboutRoute, entry: "src/static-pages/about.tsx" },
  [paths.contact.path]: { page: ContactRoute, entry: "src/static-pages/contact.tsx" },
  [paths.careers.path]: { page: CareersRoute, entry: "src/static-pages/careers.tsx" },
  [paths.help.path]: { page: HelpRoute, entry: "src/static-pages/help.tsx" },
};

/**
 * Pages of the app itself, hydrated by its own entry (main.tsx) with its router, and the route modules
 * each is made of (as keys of Vite's manifest), which the page preloads.
 */
export const APP_PAGES: Record<string, string[]> = {
  [paths.auth.signIn.path]: ["src/app/layouts/auth-layout.tsx", "src/app/routes/auth/sign-in.tsx"],
  [paths.auth.signUp.path]: ["src/app/layouts/auth-layout.tsx", "src/app/routes/auth/sign-up.tsx"],
};

export function renderStaticPage(url: string) {
  const page = STATIC_PAGES[url];
  if (!page) throw new Error(`${url} is not a static page`);
  return renderToHtml(<StaticPage url={url} page={page.page} />);
}

export async function renderAppPage(url: string) {
  const queryClient = createQueryClient();
  const handler = createStaticHandler(createRoutes(queryClient));
  const context = await handler.query(new Request(new URL(url, "http://localhost")));
  if (context instanceof Response) throw new Error(`${url} answers ${context.status}, not a page`);
  if (context.errors) throw Object.values(context.errors)[0];
  const router = createStaticRouter(handler.dataRoutes, context);
  // The same tree as <App> in main.tsx, with the router that renders one location.
  return renderToHtml(
    <StrictMode>
      <AppProvider queryClient={queryClient}>
        <StaticRouterProvider router={router} context={context} hydrate={false} />
      </AppProvider>
    </StrictMode>,
  );
}
