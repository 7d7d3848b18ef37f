import { AsyncLocalStorage } from "node:async_hooks";
import type { CurrentUser } from "@internpath/shared/profile";
import { dehydrate, type QueryClient } from "@tanstack/react-query";
import { StrictMode } from "react";
import {
  createStaticHandler,
  createStaticRouter,
  matchRoutes,
  type Params,
  StaticRouterProvider,
} from "react-router";
import { needsCompanyName } from "./app/layouts/app-layout";
import { AppProvider } from "./app/provider";
import { renderToHtml } from "./app/render-to-html";
import { createRoutes } from "./app/router";
import { type ServerState, serializeServerState } from "./app/server-state";
import { paths } from "./config/paths";
import {
  getCompanyDashboardQueryOptions,
  getStudentDashboardQueryOptions,
} from "./features/dashboard/api/dashboard-reads";
import { getInternshipQueryOptions } from "./features/internships/api/get-internship";
import { getInternshipsQueryOptions } from "./features/internships/api/get-internships";
import { getSimilarInternshipsQueryOptions } from "./features/internships/api/get-similar-internships";
import { setApiTransport } from "./lib/api-client";
import { getCurrentUserQueryOptions } from "./lib/get-current-user";
import { createQueryClient } from "./lib/query-client";
import { RenderTimeProvider } from "./lib/render-time";

/*
 * Renders the pages people reach first, with their data, for each request: browse and a posting (what a
 * search engine or a shared link leads to) for visitors and signed-in users, and the dashboard (where signing
 * in leads) for students and companies. The server asks the API for the data in-process, with the request's
 * own cookie, so the page shows exactly what the API lets that reader see (decisions 020 and 022). The
 * browser hydrates the HTML with the same data (main.tsx), so the page paints before any script has run.
 */

type ServerPage = {
  /** The route modules the page is made of (keys of Vite's manifest), which the page preloads. */
  modules: string[];
  /**
   * Loads what the page shows for `user` (null for a visitor); false when the page is not rendered on the
   * server for this reader (the browser then does what it would have done anyway). A page whose main data
   * fails to load is not rendered either.
   */
  load: (queryClient: QueryClient, params: Params, user: CurrentUser | null) => Promise<boolean>;
};

const APP_LAYOUT = "src/app/layouts/app-layout.tsx";

/** The pages rendered for each request, by route path. */
export const SERVER_PAGES: Record<string, ServerPage> = {
  [paths.app.internships.path]: {
    modules: [APP_LAYOUT, "src/app/routes/app/internships.tsx"],
    // The first page of the newest internships: the URL has no search (the server sends the app's shell
    // for one with a query string).
    load: async (queryClient) => {
      await queryClient.fetchQuery(getInternshipsQueryOptions({}));
      return true;
    },
  },
  [paths.app.internship.path]: {
    modules: [APP_LAYOUT, "src/app/routes/app/internship.tsx"],
    load: async (queryClient, { id = "" }) => {
      // Below the posting: shown if it loads, asked for by the browser if not.
      const similar = queryClient.prefetchQuery(getSimilarInternshipsQueryOptions(id));
      await queryClient.fetchQuery(getInternshipQueryOptions(id));
      await similar;
      return true;
    },
  },
  [paths.app.dashboard.path]: {
    modules: [APP_LAYOUT, "src/app/routes/app/dashboard.tsx"],
    // A visitor is sent to sign in and an administrator to the back office, both by the browser.
    load: async (queryClient, _params, user) => {
      if (user?.role === "student") await queryClient.fetchQuery(getStudentDashboardQueryOptions());
      else if (user?.role === "company") await queryClient.fetchQuery(getCompanyDashboardQueryOptions());
      else return false;
      return true;
    },
  },
};

type FetchApi = (url: string, init: RequestInit) => Promise<Response>;

/** The API of the server that is rendering the page, for the requests made while it renders. */
const currentApi = new AsyncLocalStorage<FetchApi>();

setApiTransport((url, init) => {
  const fetchApi = currentApi.getStore();
  if (!fetchApi) throw new Error(`${url} was asked for outside of renderServerPage`);
  return fetchApi(url, init);
});

export type ServerRenderedPage = {
  /** The key of SERVER_PAGES the URL matched, which names the page's scripts. */
  page: string;
  /** What goes inside #root. */
  html: string;
  /** The text of the state script (SERVER_STATE_ID). */
  state: string;
};

/**
 * The page at `pathname` as the reader of the request sees it, its data asked of `fetchApi` (the server's
 * own routes, in-process, with the request's cookie; `withSession` when it carries a session cookie), or
 * undefined when it is not one of SERVER_PAGES, is not rendered for this reader, or its data did not load
 * (a missing posting): the server then sends the app's shell, and the browser shows what it would have
 * shown anyway.
 */
export function renderServerPage(pathname: string, fetchApi: FetchApi, withSession = false) {
  return currentApi.run(fetchApi, () => render(pathname, withSession));
}

async function render(pathname: string, withSession: boolean): Promise<ServerRenderedPage | undefined> {
  const queryClient = createQueryClient({ forServer: true });
  const routes = createRoutes(queryClient);
  const matched = matchRoutes(routes, pathname)?.at(-1);
  const pageKey = matched?.route.path;
  const page = pageKey === undefined ? undefined : SERVER_PAGES[pageKey];
  if (!matched || !pageKey || !page) return undefined;

  try {
    const user = await queryClient.fetchQuery(getCurrentUserQueryOptions());
    // A cookie whose session has ended (or never was) gets the shell, as before: made for each request,
    // a visitor's page rendered for it would cost what the visitors' shared copy saves.
    if (withSession && !user) return undefined;
    // Such a company sees only the step that asks for its name, in whatever page: left to the browser.
    if (user && needsCompanyName(user)) return undefined;
    if (!(await page.load(queryClient, matched.params, user))) return undefined;
  } catch {
    return undefined;
  }

  const handler = createStaticHandler(routes);
  const context = await handler.query(new Request(new URL(pathname, "http://localhost")));
  if (context instanceof Response || context.errors) return undefined;
  const router = createStaticRouter(handler.dataRoutes, context);
  const renderedAt = Date.now();
  // The same tree as <App> in main.tsx, with the router that renders one location.
  const html = await renderToHtml(
    <StrictMode>
      <RenderTimeProvider value={renderedAt}>
        <AppProvider queryClient={queryClient}>
          <StaticRouterProvider router={router} context={context} hydrate={false} />
        </AppProvider>
      </RenderTimeProvider>
    </StrictMode>,
  );
  const state: ServerState = {
    renderedAt,
    queries: dehydrate(queryClient),
    router: { loaderData: context.loaderData },
  };
  return { page: pageKey, html, state: serializeServerState(state) };
}
